// Decks of other shapes than the classic 4 × 3: the cards they enumerate, and the engine against the
// slow reference on their games and on tables stretched to the farthest a table of theirs can reach.

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { deckCounts, enumerateCards } from '../../engine/cards.ts';
import { DIRECTIONS } from '../../engine/hex.ts';
import { listLegal } from '../../engine/legal.ts';
import { checkPlacement } from '../../engine/placement.ts';
import { buildTable } from '../../engine/position.ts';
import { compileRules } from '../../engine/rules.ts';
import { setupLimits } from '../../engine/setup.ts';
import {
  addCard,
  emptyTable,
  forEachFrontierCell,
  gatherNeighbours,
  gridCell,
  gridKey,
  MAX_COORD,
  placementAtKey,
  placements,
  reachOf,
  type Table,
  tableReach,
} from '../../engine/table.ts';
import { MAX_CARDS, type Deck, type Placement } from '../../engine/types.ts';
import { playRandomGame } from '../support/random-play.ts';
import { fiveColoursDeck, shapedDeck } from '../support/shaped-deck.ts';
import { compareWithReference } from './compare-reference.ts';
import { referenceLegal } from './reference.ts';

const five = fiveColoursDeck();

describe('the 5 × 3 deck of test/fixtures/five-colours', () => {
  test('enumerates 105 pairs, a core for each of its 14 icons but the wild one, and its 2 wild cores', () => {
    const cards = enumerateCards(five);
    const pairs = cards.filter((c) => c.kind === 'pair');
    const cores = cards.filter((c) => c.kind === 'core' && c.sets[0] !== five.wild);
    const wildCores = cards.filter((c) => c.kind === 'core' && c.sets[0] === five.wild);
    expect([pairs.length, cores.length, wildCores.length, cards.length]).toEqual([105, 14, 2, 121]);
    // Every two different icons make exactly one pair card; every card id is different.
    const pairNames = new Set(pairs.map((c) => [...c.sets].sort().join('+')));
    expect(pairNames.size).toBe(105);
    expect(new Set(cards.map((c) => c.id)).size).toBe(121);
    expect(wildCores.map((c) => c.id)).toEqual(['core-joker-1', 'core-joker-2']);
    expect(deckCounts(five)).toMatchObject({ colours: 5, icons: 15, cards: 121, maxRounds: 16 });
  });

  test("a game's limits come from the deck: 16 rounds, 120 cards to deal from", () => {
    const limits = setupLimits(compileRules(five));
    expect([limits.maxRounds, limits.dealPool, limits.maxPlayers, limits.maxHandSize(4)]).toEqual([16, 120, 6, 30]);
  });

  // 12 games × 3 option sets × every third state: several hundred positions.
  for (const options of [{}, { layout: 'alternating' as const }, { wildScope: 'card' as const }]) {
    const rules = compileRules(five, { ...five.options, ...options });
    test.prop([fc.integer({ min: 1, max: 1_000_000 })], { numRuns: 12 })(
      `legal placements agree with the slow reference in random games, options ${JSON.stringify(options)}`,
      (seed) => {
        let compared = 0;
        let state = 0;
        playRandomGame(rules, seed, 3, 1, (game) => {
          if (game.round!.over !== null || state++ % 3 !== 0) return;
          compareWithReference(game);
          compared++;
        });
        expect(compared).toBeGreaterThan(5);
      },
      180_000,
    );
  }
});

// Shapes made up at random: 2 to 6 colours of 2 to 4 icons each (up to 24 icons), up to 3 wild cores.
const shapes = fc.record({
  sizes: fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 2, maxLength: 6 }),
  wildCores: fc.integer({ min: 0, max: 3 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

test.prop([shapes], { numRuns: 10 })(
  'on decks of random shapes the engine agrees with the slow reference',
  ({ sizes, wildCores, seed }) => {
    const deck = shapedDeck(sizes, wildCores);
    const rules = compileRules(deck);
    expect(rules.cards).toHaveLength(deckCounts(deck).cards);
    let compared = 0;
    let state = 0;
    const players = Math.min(2, deck.options.players.max);
    playRandomGame(rules, seed, players, 1, (game) => {
      if (game.round!.over !== null || state++ % 5 !== 0) return;
      compareWithReference(game);
      compared++;
    });
    expect(compared).toBeGreaterThan(0);
  },
  180_000,
);

/**
 * Every card but the last laid in a straight line from the start in direction d (not a legal game,
 * but a table the position format allows), so the line's end is reach − 1 steps out and the cell
 * after it, the farthest a card of the deck can go, is reach steps out.
 */
function lineTable(deck: Deck, d: number): { table: Placement[]; last: string } {
  const cards = enumerateCards(deck);
  const [dq, dr] = DIRECTIONS[d]!;
  const table = cards.slice(0, -1).map((card, i) => ({ card: card.id, q: dq * i, r: dr * i, rotation: i % 6 }));
  return { table, last: cards.at(-1)!.id };
}

describe('a table stretched in a line to the reach of its deck', () => {
  const decks = [
    ['2 × 2 without wild cores', shapedDeck([2, 2], 0)],
    ['the 5 × 3 deck', five],
    ['6 colours of 2', shapedDeck([2, 2, 2, 2, 2, 2], 1)],
  ] as const;
  test.each(decks.flatMap(([name, deck]) => DIRECTIONS.map((_, d) => [name, d, deck] as const)))(
    '%s, direction %i: the far end is a frontier cell and the legal placements agree with the reference',
    (_, d, deck) => {
      const rules = compileRules(deck);
      const { table, last } = lineTable(deck, d);
      const built = buildTable(rules, table);
      if (!built.ok) throw new Error(built.error[0]!.message);
      const reach = rules.cards.length - 1;
      expect(tableReach(built.value)).toBe(reach);
      const [dq, dr] = DIRECTIONS[d]!;
      const frontier: string[] = [];
      forEachFrontierCell(built.value, (key) => {
        const { q, r } = gridCell(key);
        frontier.push(`${q},${r}`);
      });
      expect(frontier).toContain(`${dq * reach},${dr * reach}`);
      expect(frontier).toContain(`${-dq},${-dr}`);
      expect(frontier).toHaveLength(2 * table.length + 4);
      // The far end has one card beside it, the end of the line, also when read by its key.
      const far = gridKey(dq * reach, dr * reach);
      expect(gatherNeighbours(rules, built.value, far, new Int16Array(6), new Int32Array(6))).toBe(1);
      const fast = listLegal(rules, built.value, [rules.cardIndex.get(last)!])
        .map((p) => `${p.card}@${p.q},${p.r}/${p.rotation}=${p.points}`)
        .sort();
      expect(fast).toEqual(referenceLegal(deck, rules.cards, table, [last]));
      // With the last card at the end of the line too, every card is out and the cell after it, one
      // step beyond the reach, is still seen as beside the table.
      const full = buildTable(rules, [...table, { card: last, q: dq * reach, r: dr * reach, rotation: 0 }]);
      if (!full.ok) throw new Error(full.error[0]!.message);
      const after = gridKey(dq * (reach + 1), dr * (reach + 1));
      expect(gatherNeighbours(rules, full.value, after, new Int16Array(6), new Int32Array(6))).toBe(1);
      // One step farther than the reach is outside the table, for a position and for a play.
      const beyond = { card: last, q: dq * (reach + 1), r: dr * (reach + 1), rotation: 0 };
      expect(buildTable(rules, [...table.slice(0, 1), beyond]).ok).toBe(false);
      expect(checkPlacement(rules, built.value, beyond)).toMatchObject({
        legal: false,
        reason: { code: 'no-neighbour', message: expect.stringContaining(`more than ${reach} cells`) },
      });
    },
  );
});

test('a table reads the same (cards, frontier, cells and their neighbours) after later cards, far out, make its shared storage grow, and a play from it then copies it', () => {
  const rules = compileRules(five);
  const ids = rules.cards.map((c) => c.id);
  /** What a table holds: its cards, its frontier, and every cell near the line read one by one, with its neighbours. */
  const look = (table: Table): string => {
    const cells: number[] = [];
    const [offset, value] = [new Int16Array(6), new Int32Array(6)];
    for (let q = -3; q <= 45; q++)
      for (let r = -2; r <= 2; r++) {
        const n = gatherNeighbours(rules, table, gridKey(q, r), offset, value);
        cells.push(placementAtKey(table, gridKey(q, r)), n, ...offset.slice(0, n), ...value.slice(0, n));
      }
    const frontier: number[] = [];
    forEachFrontierCell(table, (key) => frontier.push(key));
    return JSON.stringify([placements(table, ids), frontier, cells]);
  };
  // A line out along q, far past the first stored square, so the storage is laid out anew several times.
  const tables = [emptyTable(rules.cards.length)];
  const before = [look(tables[0]!)];
  for (let i = 0; i <= 40; i++) {
    tables.push(addCard(tables.at(-1)!, i, gridKey(i, 0), i % 6));
    before.push(look(tables.at(-1)!));
  }
  expect(tables.at(-1)!.storage).toBe(tables[1]!.storage);
  expect(placementAtKey(tables.at(-1)!, gridKey(40, 0))).toBe(40);
  // Another play from the table of five cards: a copy of its storage, leaving every table as it was.
  const branch = addCard(tables[5]!, 60, gridKey(2, 1), 0);
  expect(branch.storage).not.toBe(tables[5]!.storage);
  expect(placements(branch, ids).map((p) => [p.card, p.q, p.r])).toEqual([
    ...[0, 1, 2, 3, 4].map((i) => [ids[i], i, 0]),
    [ids[60], 2, 1],
  ]);
  expect(placementAtKey(branch, gridKey(10, 0))).toBe(-1);
  // The copy reads as the same table built card by card: cards, frontier cells in order, cells.
  let fresh = emptyTable(rules.cards.length);
  for (let i = 0; i < 5; i++) fresh = addCard(fresh, i, gridKey(i, 0), i % 6);
  expect(look(branch)).toBe(look(addCard(fresh, 60, gridKey(2, 1), 0)));
  expect(tables.map(look)).toEqual(before);
});

test('grid keys reach beyond the table of the largest deck, and its cells beside', () => {
  expect(MAX_COORD).toBeGreaterThanOrEqual(reachOf(MAX_CARDS) + 2);
});

test('the largest deck the bounds allow (6 × 6, 12 wild cores, 677 cards) plays a whole round', () => {
  const deck = shapedDeck([6, 6, 6, 6, 6, 6], 12);
  const rules = compileRules(deck);
  let compared = 0;
  let state = 0;
  const game = playRandomGame(rules, 7, 2, 1, (g) => {
    if (g.round!.over !== null || state++ % 200 !== 0) return;
    compareWithReference(g);
    compared++;
  });
  expect(rules.cards).toHaveLength(677);
  expect(game.round!.over).not.toBeNull();
  expect(compared).toBeGreaterThan(1);
}, 120_000);
