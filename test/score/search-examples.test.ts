// The search fields' examples come from the deck and each one finds a card of it.

import { describe, expect, it } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { searchCards } from '../../site/src/table/card-search.ts';
import { searchExamples } from '../../site/src/score/search-examples.ts';
import { fiveColoursDeck } from '../support/shaped-deck.ts';

describe('search examples', () => {
  it.each([
    ['classic', () => loadDeck().deck],
    ['edition-2018', () => loadDeck('decks/edition-2018').deck],
    ['five colours', fiveColoursDeck],
  ])('each example of the %s deck finds one of its cards', (_name, deck) => {
    const rules = compileRules(deck());
    const ids = rules.cards.map((c) => c.id);
    const { play, hand } = searchExamples(rules);
    for (const example of [...play.split(', '), ...hand.split(', ')]) {
      expect(searchCards(rules, ids, example).length, example).toBeGreaterThan(0);
    }
    // The play's first example names one pair card; the hand's names the wild icon.
    expect(searchCards(rules, ids, play.split(', ')[0]!)).toHaveLength(1);
    const wild = rules.deck.icons.find((i) => i.id === rules.deck.wild)!;
    expect(hand.startsWith(wild.name.toLowerCase())).toBe(true);
  });

  it('follows the deck: classic reads as before', () => {
    expect(searchExamples(compileRules(loadDeck().deck))).toEqual({
      play: 'key fire, 95, core',
      hand: 'joker, 50, core',
    });
  });
});
