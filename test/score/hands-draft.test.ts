import { describe, expect, it } from 'vitest';
import { draftFits, parseHandsDraft, type HandsDraft } from '../../site/src/score/hands-draft.ts';
import { perform } from '../../site/src/score/session.ts';
import { startSession } from './play.ts';

describe('hand entry draft', () => {
  const s = startSession();
  const draft: HandsDraft = {
    game: s.saved.id,
    cursor: s.saved.cursor,
    seat: 1,
    hands: [['core-joker-1'], ['key-fire', 'can-bulb']],
  };

  it('reads back what it stored, and nothing else', () => {
    expect(parseHandsDraft(JSON.stringify(draft))).toEqual(draft);
    expect.soft(parseHandsDraft(undefined)).toBeNull();
    expect.soft(parseHandsDraft('')).toBeNull();
    expect.soft(parseHandsDraft('{"game": "x"')).toBeNull();
    expect.soft(parseHandsDraft(JSON.stringify({ ...draft, hands: [[1]] }))).toBeNull();
    expect.soft(parseHandsDraft(JSON.stringify({ ...draft, seat: 'one' }))).toBeNull();
  });

  it('fits only the game and the point it was made at, with cards still off the table, each listed once', () => {
    expect(draftFits(draft, s)).toBe(true);
    expect(draftFits({ ...draft, game: 'other' }, s)).toBe(false);
    expect(draftFits({ ...draft, seat: 2 }, s)).toBe(false);
    expect(draftFits({ ...draft, hands: [['core-fire'], []] }, s)).toBe(false);
    expect(draftFits({ ...draft, hands: [['key-fire'], ['key-fire']] }, s)).toBe(false);
    expect(draftFits({ ...draft, hands: [['core-joker-1', 'core-joker-1'], []] }, s)).toBe(false);
    const later = perform(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } }, 1);
    if (!later.ok) throw new Error(later.error.message);
    expect(draftFits(draft, later.value)).toBe(false);
    expect(draftFits({ ...draft, cursor: later.value.saved.cursor }, later.value)).toBe(false);
    expect(draftFits({ ...draft, cursor: later.value.saved.cursor, hands: [['core-joker-1'], []] }, later.value)).toBe(
      true,
    );
  });
});
