import { describe, expect, test } from 'vitest';
import { checkPosition, type Position } from '../../engine/position.ts';
import { classicRules, readExample } from '../support/classic.ts';

const rules = classicRules();
const check = (position: Position) => {
  const result = checkPosition(rules, position);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const fire = { card: 'core-fire', q: 0, r: 0, rotation: 0 };

describe('docs/rules.md §9 worked examples', () => {
  test('Key/Fire beside the Fire core, fire to fire: 95 + 50 = 145', () => {
    const result = check({ table: [fire], place: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    expect(result).toEqual({
      legal: true,
      points: 145,
      matches: [{ q: 0, r: 0, card: 'core-fire', icons: ['fire', 'fire'] }],
    });
  });

  test('the same card turned to show key (gold) to fire (red) is refused', () => {
    const result = check({ table: [fire], place: { card: 'key-fire', q: 1, r: 0, rotation: 3 } });
    expect(result.legal).toBe(false);
    if (result.legal) return;
    expect(result.reason).toMatchObject({
      code: 'colour-clash',
      icons: ['key', 'fire'],
      neighbour: fire,
      cell: { q: 1, r: 0 },
    });
    expect(result.reason.message).toMatchInlineSnapshot(
      `"the Key (gold) side would touch Fire (red) of core-fire to the west"`,
    );
  });

  test('Can/Bulb below the Fire core, can to fire: colour only, 15', () => {
    expect(check({ table: [fire], place: { card: 'can-bulb', q: 0, r: 1, rotation: 0 } })).toEqual({
      legal: true,
      points: 15,
      matches: [],
    });
  });

  test('a wild core in a hole with six neighbours scores their sum: 285', () => {
    // Six cards around (0,0) worth 50, 95, 15, 60, 20 and 45, with any sides toward the hole.
    const ring = ['core-fire', 'key-fire', 'can-bulb', 'pencil-fire', 'core-note', 'core-key'];
    const cells = [
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ] as const;
    const table = ring.map((card, i) => ({ card, q: cells[i]![0], r: cells[i]![1], rotation: 0 }));
    const result = check({
      table: [{ card: 'core-heart', q: 5, r: 5, rotation: 0 }, ...table],
      place: { card: 'core-joker-1', q: 0, r: 0, rotation: 0 },
    });
    expect(result.legal && result.points).toBe(285);
    expect(result.legal && result.matches).toHaveLength(6);
  });
});

describe('refusals name the rule and the place', () => {
  test.each([
    ['unknown-card', { card: 'fire-key', q: 1, r: 0, rotation: 0 }, 'there is no card "fire-key" in this deck'],
    ['card-on-table', { card: 'core-fire', q: 1, r: 0, rotation: 0 }, 'core-fire is already on the table'],
    ['cell-taken', { card: 'core-key', q: 0, r: 0, rotation: 0 }, '(0, 0) already holds core-fire'],
    ['no-neighbour', { card: 'core-key', q: 3, r: 0, rotation: 0 }, 'no card is beside (3, 0)'],
    // 80 cards reach at most 79 cells out: (79, -1) is 79 steps from the start, (80, -1) is 80.
    ['no-neighbour', { card: 'core-key', q: 79, r: -1, rotation: 0 }, 'no card is beside (79, -1)'],
    [
      'no-neighbour',
      { card: 'core-key', q: 80, r: -1, rotation: 0 },
      '(80, -1) is outside the table: no card of this deck can lie more than 79 cells from the start core',
    ],
    [
      'no-neighbour',
      { card: 'core-key', q: 1e9, r: 0, rotation: 0 },
      '(1000000000, 0) is outside the table: no card of this deck can lie more than 79 cells from the start core',
    ],
  ])('%s', (code, place, message) => {
    const result = check({ table: [fire], place });
    expect(result).toMatchObject({ legal: false, reason: { code, message } });
  });

  test('an impossible table is an input problem, not a refusal', () => {
    const result = checkPosition(rules, {
      table: [fire, { ...fire, q: 1 }, { card: 'core-key', q: 0, r: 0, rotation: 0 }],
      place: fire,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'table[1].card: core-fire is on the table twice',
      'table[2]: two cards on the cell (0, 0)',
    ]);
  });
});

describe('wild scope', () => {
  test('side: a wild side matches anything; card: a wild-carrying card skips the colour rule on every side', () => {
    const place = { card: 'joker-heart', q: 1, r: 0, rotation: 0 }; // side 3 (heart, blue) faces the red Fire core
    expect(check({ table: [fire], place }).legal).toBe(false);
    const cardScope = classicRules({ wildScope: 'card' });
    const result = checkPosition(cardScope, { table: [fire], place });
    expect(result.ok && result.value).toEqual({ legal: true, points: 30, matches: [] });
  });
});

describe('the 60 known positions (test/fixtures/examples)', () => {
  const positions: { position: Position; expected: any }[] = readExample('positions.json');
  test.each(positions.map((p, i) => [i, p] as const))('position %i', (_, { position, expected }) => {
    const result = check(position);
    expect(result.legal).toBe(expected.legal);
    if (result.legal) {
      expect(result.points).toBe(expected.points);
      const cells = (list: { q: number; r: number }[]) => list.map(({ q, r }) => `${q},${r}`).sort();
      expect(cells(result.matches)).toEqual(cells(expected.matches));
    } else expect(result.reason.code).toBe(expected.reason.code);
  });
});
