// Player names in a game record are printed by `jibe replay` and shown by the scorekeeper: bounded,
// and without control or bidirectional-override characters (issue 16, names).

import { describe, expect, test } from 'vitest';
import { MAX_PLAYER_NAME, parseRecord } from '../../engine/index.ts';

const record = (players: string[]) => ({ format: 1, deck: 'classic', players, rounds: [] });
/** The problems with the players alone (the record has no rounds, which is a problem of its own). */
const problems = (players: string[]) => {
  const parsed = parseRecord(record(players));
  return parsed.ok
    ? []
    : parsed.error.filter((p) => p.path.startsWith('players')).map((p) => `${p.path}: ${p.message}`);
};

describe('player names in a record', () => {
  test('ordinary names, up to the bound, are kept', () => {
    expect(problems(['Ana', 'Ben Öztürk', 'N'.repeat(MAX_PLAYER_NAME)])).toEqual([]);
  });

  test.each([
    ['too long', 'N'.repeat(MAX_PLAYER_NAME + 1), /players\[0\]: expected at most 40 characters/],
    ['an escape sequence', 'Ana\u001b[31m', /players\[0\]: expected no control/],
    ['a right-to-left override', '\u202eAna', /players\[0\]: expected no control or bidirectional-override/],
    ['empty', '', /players\[0\]/],
  ])('%s is refused, naming the player', (_, name, reason) => {
    expect(problems([name, 'Ben']).join('\n')).toMatch(reason);
  });
});
