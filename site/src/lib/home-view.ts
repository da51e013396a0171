// The Home page's view model: what Jibe is in three short paragraphs, the first text a newcomer
// reads (short sentences, plain words), taken from the deck so a customised deck describes itself,
// and a handful of real cards to show.

import { enumerateCards } from '../../../engine/index.ts';
import type { Deck } from '../../../engine/index.ts';
import type { CardTile } from './cards-view.ts';
import { hrefFor } from './nav.ts';

export interface HomeView {
  title: string;
  /** Three paragraphs: what the game is, how a card is laid, how it scores and what a hand costs. */
  sentences: [string, string, string];
  /** A few cards to picture: the most valuable pair, a core, a wild core and a low pair. */
  showcase: CardTile[];
  links: { href: string; label: string; text: string }[];
}

/** Picks cards that show the range of the deck: the richest pair, the richest core, a wild core, a low pair. */
export function pickShowcase(deck: Deck, tiles: readonly CardTile[]): CardTile[] {
  const cards = enumerateCards(deck);
  const pairs = cards.filter((c) => c.kind === 'pair').sort((a, b) => b.value - a.value);
  const cores = cards.filter((c) => c.kind === 'core' && c.sets[0] !== deck.wild).sort((a, b) => b.value - a.value);
  const wild = cards.find((c) => c.kind === 'core' && c.sets[0] === deck.wild);
  const picks = [pairs[0], cores[0], wild, pairs[Math.floor(pairs.length / 2)]].filter((c) => c !== undefined);
  const ids = [...new Set(picks.map((c) => c.id))];
  return ids.map((id) => tiles.find((t) => t.id === id)).filter((t): t is CardTile => t !== undefined);
}

/** Builds the Home page for a deck. */
export function buildHomeView(deck: Deck, tiles: readonly CardTile[], base: string): HomeView {
  const cards = enumerateCards(deck);
  const wild = deck.icons.find((i) => i.id === deck.wild);
  const { players, handSize } = deck.options;
  return {
    title: deck.name,
    sentences: [
      `${deck.name} is a matching game for ${players.min} to ${players.max} players. It has ${cards.length} cards with six sides and ${deck.icons.length} icons.`,
      `Each turn, you lay one card from your hand of ${handSize} next to the cards on the table. Sides that touch must be the same colour${wild ? `, but a ${wild.name} side fits any colour` : ''}.`,
      'Your card scores its own points. It also scores each card it touches with the same icon. When the round ends, the cards left in your hand count against you.',
    ],
    showcase: pickShowcase(deck, tiles),
    links: [
      { href: hrefFor(base, 'score/'), label: 'Keep score', text: 'The scorekeeper for the phone at the table.' },
      { href: hrefFor(base, 'rules/'), label: 'Read the rules', text: 'Setup, turns, scoring and examples.' },
      {
        href: hrefFor(base, 'print/'),
        label: 'Print a deck',
        text: 'Card sheets and rulebook as PDF, card images as a zip.',
      },
      {
        href: hrefFor(base, 'cards/'),
        label: 'Browse the cards',
        text: `All ${cards.length}, by icon, colour and value.`,
      },
    ],
  };
}
