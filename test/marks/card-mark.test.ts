// The mark's payload and place: five digits name a card of one deck and nothing else; the symbol
// is the smallest, its modules large enough to print, and it sits inside the face.

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import {
  cardIdFromMarkText,
  deckCheck,
  MARK_MODULES,
  MARK_ON_FACE,
  markModuleMm,
  markText,
} from '../../marks/card-mark.ts';
import { encodeDataMatrix } from '../../marks/data-matrix.ts';
import { classicDeck } from '../support/classic.ts';

const cards = enumerateCards(classicDeck);
const DECK = classicDeck.id;

describe('the payload', () => {
  test('every card of the classic deck round-trips through five digits in a 10 × 10 symbol', () => {
    const texts = new Set<string>();
    cards.forEach((card, index) => {
      const text = markText(cards, DECK, card.id);
      expect(text).toMatch(/^[0-9]{5}$/);
      expect(text.slice(0, 3)).toBe(String(index).padStart(3, '0'));
      expect(text.slice(3)).toBe(deckCheck(DECK));
      expect(cardIdFromMarkText(cards, DECK, text)).toBe(card.id);
      expect(encodeDataMatrix(text).size).toBe(MARK_MODULES);
      texts.add(text);
    });
    expect(texts.size).toBe(cards.length);
  });

  test("another deck's card is not taken for one of ours", () => {
    const other = ['edition-2018', 'custom', 'classic-2'].find((id) => deckCheck(id) !== deckCheck(DECK))!;
    const text = markText(cards, other, cards[3]!.id);
    expect(cardIdFromMarkText(cards, DECK, text)).toBeUndefined();
    expect(cardIdFromMarkText(cards, other, text)).toBe(cards[3]!.id);
  });

  test('the deck check is two digits and spreads deck ids over them', () => {
    const checks = new Set(Array.from({ length: 400 }, (_, i) => deckCheck(`deck-${i}`)));
    for (const c of checks) expect(c).toMatch(/^[0-9]{2}$/);
    expect(checks.size).toBeGreaterThan(80);
  });

  test('a card not in the deck has no mark', () => {
    expect(() => markText(cards, DECK, 'no-such-card')).toThrow(/no-such-card/);
  });

  test('texts that are not ours name no card', () => {
    const check = deckCheck(DECK);
    for (const text of [
      '',
      '0',
      `00${check}`,
      `0000${check}`,
      `9${check}00`.slice(0, 5),
      `a00${check}`.slice(0, 5),
      ` 01${check}`,
      `001${check}\n`,
      `${String(cards.length).padStart(3, '0')}${check}`,
      `999${check}`,
      '１２３４５',
    ])
      expect(cardIdFromMarkText(cards, DECK, text), JSON.stringify(text)).toBeUndefined();
  });

  test.prop([fc.string({ maxLength: 20 })])('any text: a card of the deck whose mark it is, or nothing', (text) => {
    const id = cardIdFromMarkText(cards, DECK, text);
    if (id !== undefined) expect(markText(cards, DECK, id)).toBe(text);
  });

  test.prop([fc.stringMatching(/^[0-9]{5}$/)])('five digits name a card exactly when they are its mark', (text) => {
    const id = cardIdFromMarkText(cards, DECK, text);
    const index = Number(text.slice(0, 3));
    const expected = text.slice(3) === deckCheck(DECK) && index < cards.length ? cards[index]!.id : undefined;
    expect(id).toBe(expected);
  });
});

describe('the place', () => {
  test('the tile is the symbol with its quiet zone, at least one module all round', () => {
    const module = MARK_ON_FACE.side / MARK_MODULES;
    expect(MARK_ON_FACE.quiet).toBeGreaterThanOrEqual(module);
    expect(MARK_ON_FACE.x).toBe(0);
  });

  test('modules of at least 0.5 mm on cards from the 63 mm card up (width = corner to corner · √3 / 2)', () => {
    for (const cornerToCorner of [63, 3.75 * 25.4]) {
      const width = (cornerToCorner * Math.sqrt(3)) / 2;
      expect(markModuleMm(width), `${cornerToCorner} mm`).toBeGreaterThanOrEqual(0.5);
    }
    expect(markModuleMm(100)).toBeCloseTo((MARK_ON_FACE.side * 100) / 10, 9);
  });

  test('the whole tile lies inside the trimmed hex, well inside (pointed top up, y down)', () => {
    const half = MARK_ON_FACE.side / 2 + MARK_ON_FACE.quiet;
    // The hex of width 1: apothem 1/2, circumradius 1/√3. A point is inside when it is within the
    // apothem of the centre along each side's normal (at 0°, 60°, …).
    const apothem = 0.5;
    for (const [sx, sy] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      const x = MARK_ON_FACE.x + sx! * half;
      const y = MARK_ON_FACE.y + sy! * half;
      for (let k = 0; k < 6; k++) {
        const a = (k * Math.PI) / 3;
        expect(x * Math.cos(a) + y * Math.sin(a)).toBeLessThan(apothem - 0.03);
      }
    }
  });
});
