// The Home page's view model: what Jibe is in three sentences, taken from the deck so a customised
// deck describes itself, and a handful of real cards to show.

import { enumerateCards } from '../../../engine/index.ts';
import type { Deck } from '../../../engine/index.ts';
import type { CardTile } from './cards-view.ts';
import { hrefFor } from './nav.ts';

export interface HomeView {
  title: string;
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
  const values = deck.icons.map((i) => i.value);
  const wild = deck.icons.find((i) => i.id === deck.wild);
  const { players, handSize } = deck.options;
  return {
    title: deck.name,
    sentences: [
      `${deck.name} is a matching game for ${players.min} to ${players.max} players, played with ${cards.length} hexagonal cards that each show ${deck.icons.length === 0 ? 'icons' : `one or two of ${deck.icons.length} icons`}.`,
      `Starting from one core card, players take turns laying a card from a hand of ${handSize} beside the cards on the table, where touching sides must share a colour${wild ? ` (the ${wild.name} matches any)` : ''}.`,
      `A card scores its own value (${Math.min(...values)} to ${Math.max(...values)} per icon) plus every neighbour whose touching icon it matches, and cards left in hand count against you when the pile runs out.`,
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
