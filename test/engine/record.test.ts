import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatRecord, parseRecord, replayRecord, type GameRecord } from '../../engine/record.ts';
import { formatProblems } from '../../engine/problems.ts';
import { classicDeck, readExample } from '../support/classic.ts';

const classicFile = JSON.parse(readFileSync(new URL('../../decks/classic/deck.json', import.meta.url), 'utf8'));

const games = [1, 2, 3].map((n) => readExample(`game-${n}.json`) as { record: GameRecord; expected: unknown });

function replay(record: unknown) {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(formatProblems(parsed.error));
  return replayRecord(classicDeck, parsed.value);
}

describe('the three known games (test/fixtures/examples)', () => {
  test.each(games.map((g, i) => [i + 1, g] as const))(
    'game %i replays to the expected result',
    (_, { record, expected }) => {
      const result = replay(record);
      expect(result.ok && result.value.result).toEqual(expected);
    },
  );

  test.each(games.map((g, i) => [i + 1, g] as const))('game %i survives format → parse unchanged', (_, { record }) => {
    const parsed = parseRecord(JSON.parse(formatRecord(record)));
    expect(parsed.ok && parsed.value).toEqual(record);
  });
});

describe('replay errors name the round, the turn and the reason', () => {
  const base = games[0]!.record;
  const edit = (change: (r: any) => void) => {
    const copy = structuredClone(base) as any;
    change(copy);
    return copy;
  };

  test('an illegal turn', () => {
    const result = replay(edit((r) => (r.rounds[0].turns[0].place.rotation = 3)));
    expect(result).toMatchObject({ ok: false, error: { round: 1, turn: 1 } });
    expect(!result.ok && result.error.message).toMatch(/^colour-clash: /);
  });

  test('a turn after the end of the round', () => {
    const result = replay(edit((r) => r.rounds[0].turns.push({ pass: true })));
    expect(result).toMatchObject({ ok: false, error: { round: 1, turn: 77 } });
    expect(!result.ok && result.error.message).toContain('comes after its end');
  });

  test('a wrong pile', () => {
    const result = replay(edit((r) => (r.rounds[0].order[5] = r.rounds[0].order[6])));
    expect(!result.ok && result.error).toEqual({
      round: 1,
      turn: null,
      message: `order[6]: ${base.rounds[0]!.order![6]} is listed twice`,
    });
  });

  test('a round that is not over when its turns run out', () => {
    const result = replay(edit((r) => r.rounds[0].turns.splice(40)));
    expect(!result.ok && result.error.message).toBe('the round is not over after its 40 turns');
  });

  test('a card played twice is refused with the turn named', () => {
    const result = replay(edit((r) => (r.rounds[0].turns[1] = structuredClone(r.rounds[0].turns[0]))));
    expect(result).toMatchObject({ ok: false, error: { round: 1, turn: 2 } });
  });
});

describe('a round with hands instead of a pile order (a scorekeeper that never saw the pile)', () => {
  const open: GameRecord = {
    format: 1,
    players: ['Ann', 'Bo'],
    rounds: [
      {
        start: 'core-fire',
        hands: [['core-joker-1'], ['joker-fire', 'can-beakers']],
        turns: [
          { place: { card: 'key-fire', q: 1, r: 0, rotation: 0 } },
          { pass: true },
          {
            place: { card: 'core-key', q: 2, r: 0, rotation: 0 },
            bonus: { card: 'note-key', q: 3, r: 0, rotation: 0 },
          },
        ],
      },
    ],
  };

  test('checks every placement and takes penalties from the hands', () => {
    const result = replay(open);
    expect(result.ok && result.value.result).toEqual({
      rounds: [
        {
          start: 'core-fire',
          players: [
            // key-fire on the fire core 95 + 50; core-key on key-fire's key side 45 + 95; note-key on the key core 65 + 45.
            { name: 'Ann', points: 145 + 140 + 110, penalty: 100, score: 295 },
            { name: 'Bo', points: 0, penalty: 150 + 5, score: -155 },
          ],
        },
      ],
      totals: [
        { name: 'Ann', score: 295, roundsWon: 1 },
        { name: 'Bo', score: -155, roundsWon: 0 },
      ],
      winners: ['Ann'],
    });
  });

  test('keeps how the starting core lies: the replayed table has it turned, the scores are the same', () => {
    const turned = structuredClone(open);
    turned.rounds[0]!.startRotation = 4;
    const [result, plain] = [replay(turned), replay(open)];
    if (!result.ok || !plain.ok) throw new Error('both records replay');
    expect(result.value.result).toEqual(plain.value.result);
    expect(result.value.game.round!.startRotation).toBe(4);
    const parsed = parseRecord(JSON.parse(formatRecord(turned)));
    expect(parsed.ok && parsed.value.rounds[0]!.startRotation).toBe(4);
    const bad = structuredClone(open) as unknown as { rounds: { startRotation: number }[] };
    bad.rounds[0]!.startRotation = 6;
    expect(parseRecord(bad).ok).toBe(false);
  });

  test('a hand holding a card on the table is refused', () => {
    const bad = structuredClone(open);
    bad.rounds[0]!.hands![1]!.push('key-fire');
    const result = replay(bad);
    expect(!result.ok && result.error.message).toBe('hands[1]: key-fire is on the table');
  });
});

describe('parseRecord', () => {
  test('reports every problem with its path', () => {
    const parsed = parseRecord({
      format: 2,
      players: 'Ann',
      rounds: [
        { start: 'core-fire', turns: [{ pass: false }, { place: { card: 'core-key', q: 1, r: 0, rotation: 7 } }, {}] },
      ],
    });
    expect(!parsed.ok && formatProblems(parsed.error)).toMatchInlineSnapshot(`
      "format: expected 1, got 2
      players: expected a list (array), got "Ann"
      rounds[0].turns[0].pass: expected true, got false
      rounds[0].turns[1].place.rotation: expected a number ≤ 5, got 7
      rounds[0].turns[2]: a turn is {"pass": true}, {"place": P} or {"place": P, "bonus": P}"
    `);
  });

  // The deck is a deck id or the whole deck file: a wrong shape is named as the branch it was meant for.
  test.each([
    [42, 'deck: expected a text (string) or an object, got 42'],
    [null, 'deck: expected a text (string) or an object, got null'],
    [['classic'], 'deck: expected a text (string) or an object, got ["classic"]'],
    [{ ...classicFile, nmae: 'x' }, 'deck: unknown field "nmae" (did you mean "name"?)'],
    [{ ...classicFile, colours: 'red' }, 'deck.colours: expected a list (array), got "red"'],
    [{ ...classicFile, look: { size: 'big' } }, 'deck.look.size: expected one of "tgc-hex", "small", got "big"'],
    [
      { ...classicFile, look: { size: { cornerToCorner: 5, bleed: 1, safe: 1 } } },
      'deck.look.size.cornerToCorner: expected a number ≥ 30, got 5',
    ],
  ])('a record whose deck is %j names the field and the problem', (deck, problem) => {
    const parsed = parseRecord({
      format: 1,
      deck,
      players: ['A'],
      rounds: [{ start: 'core-fire', order: [], turns: [] }],
    });
    expect(!parsed.ok && formatProblems(parsed.error)).toBe(problem);
  });

  test('a round needs a pile order or the final hands', () => {
    const parsed = parseRecord({ format: 1, players: ['A', 'B'], rounds: [{ start: 'core-fire', turns: [] }] });
    expect(!parsed.ok && formatProblems(parsed.error)).toBe(
      'rounds[0]: give either "order" (the pile) or "hands" (the cards left at the end)',
    );
  });
});
