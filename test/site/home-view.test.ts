import { expect, test } from 'vitest';
import { buildCardGallery } from '../../site/src/lib/cards-view.ts';
import { buildHomeView } from '../../site/src/lib/home-view.ts';
import { classicDeck, readDeck } from '../support/classic.ts';

test('the classic home page: three sentences from the deck, real cards, links to score, print and rules', () => {
  const tiles = buildCardGallery(classicDeck, '/', { width: 2, height: 2 }).tiles;
  const view = buildHomeView(classicDeck, tiles, '/');
  expect(view.sentences).toEqual([
    'Jibe is a matching game for 2 to 6 players, played with 80 hexagonal cards that each show one or two of 12 icons.',
    'Starting from one core card, players take turns laying a card from a hand of 5 beside the cards on the table, where touching sides must share a colour (the Joker matches any).',
    'A card scores its own value (0 to 50 per icon) plus every neighbour whose touching icon it matches, and cards left in hand count against you when the pile runs out.',
  ]);
  expect(view.showcase.map((t) => t.id)).toEqual(['key-fire', 'core-fire', 'core-joker-1', 'beakers-gear']);
  expect(view.links.map((l) => l.href)).toEqual(['/score/', '/rules/', '/print/', '/cards/']);
});

test('a customised deck describes itself', () => {
  const deck = readDeck('edition-2018');
  const view = buildHomeView(deck, buildCardGallery(deck, '/x/', { width: 2, height: 2 }).tiles, '/x/');
  expect(view.sentences[1]).toContain(`a hand of ${deck.options.handSize}`);
  expect(view.sentences[2]).toContain(`0 to ${Math.max(...deck.icons.map((i) => i.value))} per icon`);
  expect(view.showcase.length).toBeGreaterThanOrEqual(3);
});
