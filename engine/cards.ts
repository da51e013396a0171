// The 80 cards of docs/rules.md §2, enumerated from the deck data alone.

import type { Card, Deck, Layout } from './types.ts';

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
