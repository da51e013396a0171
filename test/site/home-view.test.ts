import { expect, test } from 'vitest';
import { buildCardGallery } from '../../site/src/lib/cards-view.ts';
import { buildHomeView } from '../../site/src/lib/home-view.ts';
import { classicDeck, readDeck } from '../support/classic.ts';

test('the classic home page: three short paragraphs from the deck, real cards, links to score, print and rules', () => {
  const tiles = buildCardGallery(classicDeck, '/', { width: 2, height: 2 }).tiles;
  const view = buildHomeView(classicDeck, tiles, '/');
  expect(view.sentences).toEqual([
    'Jibe is a matching game for 2 to 6 players. It has 80 cards with six sides and 12 icons.',
    'Each turn, you lay one card from your hand of 5 next to the cards on the table. Sides that touch must be the same colour, but a Joker side fits any colour.',
    'Your card scores its own points. It also scores each card it touches with the same icon. When the round ends, the cards left in your hand count against you.',
  ]);
  // A newcomer's first text: short sentences, and the hand counting at the round's end, not when the pile runs out.
  const sentences = view.sentences.join(' ').split(/(?<=\.) /);
  expect(Math.max(...sentences.map((s) => s.split(' ').length))).toBeLessThanOrEqual(20);
  expect(view.sentences.join(' ')).not.toMatch(/pile runs out/);
  expect(view.showcase.map((t) => t.id)).toEqual(['key-fire', 'core-fire', 'core-joker-1', 'beakers-gear']);
  expect(view.links.map((l) => l.href)).toEqual(['/score/', '/rules/', '/print/', '/cards/']);
});

test('a customised deck describes itself', () => {
  const deck = readDeck('edition-2018');
  const view = buildHomeView(deck, buildCardGallery(deck, '/x/', { width: 2, height: 2 }).tiles, '/x/');
  expect(view.sentences[1]).toContain(`your hand of ${deck.options.handSize}`);
  expect(view.showcase.length).toBeGreaterThanOrEqual(3);
});
