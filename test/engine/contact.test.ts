import { describe, expect, test } from 'vitest';
import { DIRECTIONS } from '../../engine/hex.ts';
import {
  CLASH,
  MATCH,
  TOUCH,
  allowedRotationsAt,
  contactOf,
  facingIcon,
  iconFacing,
  matchingRotationsAt,
  rotationMaskOffset,
  type Rules,
} from '../../engine/rules.ts';
import { addCard, areNeighbourKeys, emptyTable, gridKey, isOnTable, placementAtKey } from '../../engine/table.ts';
import { classicDeck, classicRules } from '../support/classic.ts';

const rules = classicRules();
const card = (r: Rules, id: string): number => r.cardIndex.get(id)!;
const icon = (r: Rules, id: string): number => r.iconIndex.get(id)!;
const colour = (id: string): string => classicDeck.icons.find((i) => i.id === id)!.colour;

describe('facingIcon agrees with docs/rules.md §3', () => {
  test.each([
    // §9: Key/Fire at (1, 0) with rotation 0 shows side 3, fire, toward the core to the west (direction 3).
    ['key-fire', 0, 3, 'fire'],
    // §9: the same card with rotation 3 shows key there.
    ['key-fire', 3, 3, 'key'],
    // §9: Can/Bulb below the core with rotation 0 shows side 2, can, toward it (direction 2).
    ['can-bulb', 0, 2, 'can'],
    ['can-bulb', 1, 2, 'can'],
    ['can-bulb', 1, 4, 'bulb'],
    ['core-star', 5, 0, 'star'],
  ])('%s with rotation %i shows toward direction %i: %s', (id, rotation, direction, expected) => {
    expect(iconFacing(rules, card(rules, id), rotation, direction)).toBe(expected);
    expect(facingIcon(rules, card(rules, id), rotation, direction)).toBe(icon(rules, expected));
  });

  test('every card, rotation and direction: the icon facing d is sides[(d − k) mod 6]', () => {
    for (const layout of ['halves', 'alternating'] as const) {
      const r = classicRules({ layout });
      r.cards.forEach((c, i) => {
        for (let k = 0; k < 6; k++) {
          for (let d = 0; d < 6; d++) expect(iconFacing(r, i, k, d)).toBe(c.sides[(d - k + 6) % 6]);
        }
      });
    }
  });
});

describe('contactOf agrees with docs/rules.md §4–5 and the wildScope option', () => {
  test.each([
    ['key-fire', 'fire', 'fire', MATCH],
    ['key-fire', 'key', 'fire', CLASH],
    ['can-bulb', 'can', 'fire', TOUCH],
    ['key-fire', 'fire', 'joker', MATCH],
    ['can-joker', 'joker', 'heart', MATCH],
    ['can-joker', 'can', 'heart', CLASH],
  ])('%s: %s against %s', (id, mine, theirs, expected) => {
    expect(contactOf(rules, card(rules, id), icon(rules, mine), icon(rules, theirs))).toBe(expected);
  });

  test('wildScope "card": a card with a wild set touches any colour, and scores only by sameness or wild', () => {
    const wide = classicRules({ wildScope: 'card' });
    expect(contactOf(wide, card(wide, 'can-joker'), icon(wide, 'can'), icon(wide, 'heart'))).toBe(TOUCH);
    expect(contactOf(wide, card(wide, 'can-joker'), icon(wide, 'can'), icon(wide, 'can'))).toBe(MATCH);
    expect(contactOf(wide, card(wide, 'key-fire'), icon(wide, 'key'), icon(wide, 'fire'))).toBe(CLASH);
  });

  test('every pair of icons, both scopes, a card with and without a wild set', () => {
    for (const wildScope of ['side', 'card'] as const) {
      const r = classicRules({ wildScope });
      for (const id of ['key-fire', 'can-joker', 'core-joker-1', 'core-heart']) {
        const c = r.cards[card(r, id)]!;
        const skips = wildScope === 'card' && c.sets.includes(classicDeck.wild);
        for (const mine of r.iconIds)
          for (const theirs of r.iconIds) {
            const wild = mine === classicDeck.wild || theirs === classicDeck.wild;
            const touches = skips || colour(mine) === colour(theirs);
            const expected = wild || mine === theirs ? MATCH : touches ? TOUCH : CLASH;
            const got = contactOf(r, card(r, id), icon(r, mine), icon(r, theirs));
            expect(got, `${id}: ${mine}/${theirs}`).toBe(expected);
          }
      }
    }
  });

  test('the rotation masks say what contactOf says, rotation by rotation', () => {
    for (const wildScope of ['side', 'card'] as const) {
      const r = classicRules({ wildScope });
      for (const id of ['key-fire', 'can-joker', 'pencil-heart', 'core-bulb']) {
        const c = card(r, id);
        for (let theirs = 0; theirs < r.iconIds.length; theirs++)
          for (let d = 0; d < 6; d++) {
            const offset = rotationMaskOffset(theirs, d);
            for (let k = 0; k < 6; k++) {
              const contact = contactOf(r, c, facingIcon(r, c, k, d), theirs);
              expect((allowedRotationsAt(r, c, offset) >> k) & 1).toBe(contact === CLASH ? 0 : 1);
              expect((matchingRotationsAt(r, c, offset) >> k) & 1).toBe(contact === MATCH ? 1 : 0);
            }
          }
      }
    }
  });
});

describe('grid keys and the first placements of a table', () => {
  test('areNeighbourKeys: exactly the six directions of docs/rules.md §3', () => {
    const centre = gridKey(3, -2);
    const near = DIRECTIONS.map(([dq, dr]) => gridKey(3 + dq, -2 + dr));
    for (const key of near) expect(areNeighbourKeys(key, centre)).toBe(true);
    for (const [q, r] of [
      [3, -2],
      [5, -2],
      [4, -1],
      [2, -3],
      [1, 0],
      [3, 0],
    ] as const) {
      expect(areNeighbourKeys(gridKey(q, r), centre)).toBe(false);
    }
  });

  test('an older table does not see the cards placed after it', () => {
    const one = addCard(emptyTable(rules.cards.length), card(rules, 'core-fire'), gridKey(0, 0), 0);
    const two = addCard(one, card(rules, 'key-fire'), gridKey(1, 0), 0);
    const at = (table: typeof two, q: number, r: number): number => placementAtKey(table, gridKey(q, r));
    expect([at(two, 0, 0), at(two, 1, 0), at(two, 2, 0)]).toEqual([0, 1, -1]);
    expect(placementAtKey(one, gridKey(1, 0))).toBe(-1);
    expect([isOnTable(one, card(rules, 'key-fire')), isOnTable(two, card(rules, 'key-fire'))]).toEqual([false, true]);
  });
});
