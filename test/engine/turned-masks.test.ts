import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseDeck } from '../../engine/index.ts';
import {
  allowedRotationsAt,
  compileRules,
  matchingRotationsAt,
  offsetDirection,
  offsetIcon,
  rotationMaskOffset,
  turnRotations,
} from '../../engine/rules.ts';
import { classicDeck } from '../support/classic.ts';

const five = parseDeck(JSON.parse(readFileSync('test/fixtures/five-colours/deck.json', 'utf8')));
if (!five.ok) throw new Error('the 5 × 3 fixture is invalid');

// The legal search reads a hand's masks against each icon from the east only and turns them to
// the neighbour's direction: the rotation masks of every direction must be those, turned.
test.each([
  ['classic', classicDeck, {}],
  ['classic, alternating', classicDeck, { layout: 'alternating' }],
  ['classic, wildScope card', classicDeck, { wildScope: 'card' }],
  ['the 5 × 3 deck', five.value, {}],
] as const)('%s: a card’s masks from direction d are its masks from the east turned by d', (_, deck, options) => {
  const rules = compileRules(deck, { ...deck.options, ...options });
  let checked = 0;
  for (let card = 0; card < rules.cards.length; card++)
    for (let icon = 0; icon < rules.iconIds.length; icon++)
      for (let d = 0; d < 6; d++) {
        const offset = rotationMaskOffset(icon, d);
        const east = rotationMaskOffset(icon, 0);
        expect([offsetIcon(offset), offsetDirection(offset)]).toEqual([icon, d]);
        expect(allowedRotationsAt(rules, card, offset)).toBe(turnRotations(allowedRotationsAt(rules, card, east), d));
        expect(matchingRotationsAt(rules, card, offset)).toBe(turnRotations(matchingRotationsAt(rules, card, east), d));
        checked++;
      }
  expect(checked).toBe(rules.cards.length * rules.iconIds.length * 6);
});
