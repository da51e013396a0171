// Fuzzing the scorekeeper's saved games (issue 16): a stored game, an imported file or a share link
// changed at random is either read and replayed, or refused with a reason; never an exception, and
// never a replay that runs away (the actions a saved game may hold are bounded by the rules).

import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatSavedGame, parseSavedGame } from '../../site/src/table/saved-game.ts';
import { describeFailure, openSession, perform } from '../../site/src/score/session.ts';
import { mutatedText } from '../support/mutate.ts';
import { deck, openMoves, startSession } from '../score/play.ts';

/** A game a few turns in, as the scorekeeper stores it. */
function playedGame(): unknown {
  let session = startSession(['Ana', 'Ben', 'Cleo'], 2, ['core-fire', 'core-key']);
  for (let i = 0; i < 6; i++) {
    const move = openMoves(session.current)[0];
    if (move === undefined) break;
    const next = perform(session, move, 1_700_000_000_000 + i);
    if (next.ok) session = next.value;
  }
  return JSON.parse(formatSavedGame(session.saved));
}

const base = playedGame();

describe('a changed saved game', () => {
  test.prop([mutatedText(base)], { numRuns: 150 })('is read and replayed, or refused with a reason', (text) => {
    const parsed = parseSavedGame(text, deck);
    if (!parsed.ok) {
      expect(parsed.error.message).toMatch(/\S/);
      return;
    }
    const opened = openSession(deck, parsed.value);
    if (!opened.ok) expect(describeFailure(opened.error)).toMatch(/breaks the rules|set-up/);
    else expect(opened.value.saved.actions.length).toBe(parsed.value.actions.length);
  });
});
