// The history in the words of the table (issue 11): each play names its card and the cards it was
// laid beside, never the engine's coordinates.

import { expect, test } from 'vitest';
import { perform } from '../../site/src/score/session.ts';
import { computeHistory } from '../../site/src/score/view.ts';
import { openMoves, startSession } from './play.ts';

test('each play names the cards it was laid beside, and no coordinates', () => {
  let s = startSession(['Ana', 'Ben'], 2, ['core-fire', 'core-key']);
  for (let i = 0; i < 6; i++) {
    const move = openMoves(s.current).find((a) => a.type === 'place');
    if (move === undefined) break;
    const next = perform(s, move, 1);
    if (next.ok) s = next.value;
  }
  const plays = computeHistory(s)
    .map((h) => h.label)
    .filter((l) => l.includes('beside'));
  expect(plays.length).toBeGreaterThanOrEqual(4);
  // The first play can only touch the core the round started with.
  expect(plays.at(-1)).toMatch(/^Ana: \S+ beside Fire core · \+\d+$/);
  for (const label of plays) expect(label).not.toMatch(/-?\d+,\s?-?\d+/);
});
