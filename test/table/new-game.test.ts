import { describe, expect, test } from 'vitest';
import { checkSetup, suggestStarts } from '../../site/src/table/new-game.ts';
import type { Deck } from '../../engine/index.ts';
import { classicDeck } from '../support/classic.ts';

const setup = (players: string[], rounds: number, handSize = 5, deck: Deck = classicDeck) => ({
  players,
  rounds,
  options: { ...classicDeck.options, handSize },
  starts: suggestStarts(deck, rounds, () => 0.5).slice(0, rounds),
});

describe("the scorekeeper's set-up takes its limits from the deck", () => {
  test('classic has 14 cores: 14 rounds start, 15 do not', () => {
    expect(checkSetup(classicDeck, setup(['Ana', 'Ben'], 14))).toEqual([]);
    expect(checkSetup(classicDeck, setup(['Ana', 'Ben'], 15))).toContain('1 to 14 rounds');
  });

  test("the card layout is the printed deck's: a table cannot choose another", () => {
    const other = setup(['Ana', 'Ben'], 2);
    expect(checkSetup(classicDeck, { ...other, options: { ...other.options, layout: 'alternating' } })).toContain(
      "this deck's pair cards are printed halves, not alternating",
    );
  });

  test('a deck of 11 cores offers at most 11 rounds', () => {
    const deck = { ...classicDeck, wildCores: 0 };
    expect(checkSetup(deck, setup(['Ana', 'Ben'], 11, 5, deck))).toEqual([]);
    expect(checkSetup(deck, setup(['Ana', 'Ben'], 12, 5, deck))).toContain('1 to 11 rounds');
  });

  test('an impossible deal is refused with the numbers', () => {
    const deck = { ...classicDeck, wildCores: 0 };
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(checkSetup(deck, setup(names, 2, 13, deck))).toContain(
      '6 players × 13 cards = 78 cards, but only 76 remain after the start core',
    );
  });
});
