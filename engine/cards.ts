// The cards of docs/rules.md §2, enumerated from the deck data alone, and how many of each kind a
// deck's shape gives.

import type { Card, Deck, Layout } from './types.ts';

/** How many cards of each kind a deck has, and the numbers that follow from them (docs/rules.md §2, §7). */
export interface DeckCounts {
  icons: number;
  colours: number;
  /** One pair card for every two different icons. */
  pairs: number;
  /** One core card per icon but the wild one. */
  iconCores: number;
  /** The wild icon's cores. */
  wildCores: number;
  /** Every core card: the icon cores and the wild cores. */
  cores: number;
  /** Every card in the box. */
  cards: number;
  /** The cards to deal from once a round's start core is on the table. */
  dealPool: number;
  /** Most rounds in a game: each starts with a different core card, so as many as there are cores. */
  maxRounds: number;
}

/** The counts of a deck's shape, from its numbers of icons, colours and wild cores alone. */
export function deckCounts(deck: {
  icons: readonly unknown[];
  colours: readonly unknown[];
  wildCores: number;
}): DeckCounts {
  const icons = deck.icons.length;
  const pairs = (icons * (icons - 1)) / 2;
  const iconCores = icons - 1;
  const cores = iconCores + deck.wildCores;
  return {
    icons,
    colours: deck.colours.length,
    pairs,
    iconCores,
    wildCores: deck.wildCores,
    cores,
    cards: pairs + cores,
    dealPool: pairs + cores - 1,
    maxRounds: cores,
  };
}

/** The six sides of a card of the given sets under a layout. */
export function cardSides(sets: readonly string[], layout: Layout): string[] {
  const [a, b] = sets as [string, string | undefined];
  if (b === undefined) return [a, a, a, a, a, a];
  return layout === 'halves' ? [a, a, a, b, b, b] : [a, b, a, b, a, b];
}

/** Every card: pair cards in deck order (A before B), then the cores, then the wild cores. */
export function enumerateCards(deck: Deck, layout: Layout = deck.options.layout): Card[] {
  const value = new Map(deck.icons.map((i) => [i.id, i.value]));
  const cards: Card[] = [];
  deck.icons.forEach((a, i) => {
    for (const b of deck.icons.slice(i + 1)) {
      cards.push({
        id: `${a.id}-${b.id}`,
        kind: 'pair',
        sets: [a.id, b.id],
        sides: cardSides([a.id, b.id], layout),
        value: a.value + b.value,
      });
    }
  });
  for (const icon of deck.icons) {
    if (icon.id === deck.wild) continue;
    cards.push({
      id: `core-${icon.id}`,
      kind: 'core',
      sets: [icon.id],
      sides: cardSides([icon.id], layout),
      value: icon.value,
    });
  }
  for (let n = 1; n <= deck.wildCores; n++) {
    cards.push({
      id: `core-${deck.wild}-${n}`,
      kind: 'core',
      sets: [deck.wild],
      sides: cardSides([deck.wild], layout),
      value: value.get(deck.wild) ?? 0,
    });
  }
  return cards;
}

/** What a card left in hand costs: each set at its value, a wild set at the wild penalty. */
export function handPenaltyOf(
  card: Card,
  wild: string,
  wildPenalty: number,
  iconValue: (icon: string) => number,
): number {
  return card.sets.reduce((sum, icon) => sum + (icon === wild ? wildPenalty : iconValue(icon)), 0);
}
