// A card's name in words, as the scorekeeper, the Play page and Scan all write it.

import type { Rules } from '../../../engine/index.ts';

/** A card's name for people: "Key/Fire", "Fire core", "Joker core 2". */
export function cardName(rules: Rules, id: string): string {
  const card = rules.cards[rules.cardIndex.get(id) ?? -1];
  if (card === undefined) return id;
  const name = (icon: string) => rules.deck.icons.find((i) => i.id === icon)?.name ?? icon;
  if (card.kind === 'pair') return `${name(card.sets[0]!)}/${name(card.sets[1]!)}`;
  const n = /-(\d+)$/.exec(id);
  return `${name(card.sets[0]!)} core${n ? ` ${n[1]}` : ''}`;
}
