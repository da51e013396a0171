// Finding a card by what is printed on it: icon names, values, "core". Every word typed must
// match, so "key fire" or "95" or "core 50" narrow the list to the card in hand.

import type { Rules } from '../../../engine/index.ts';
import { cardName } from './card-name.ts';

export interface CardChoice {
  id: string;
  name: string;
  value: number;
  /** The icons' colours, for the chip drawn beside the name. */
  colours: string[];
}

/** The words a card answers to. */
function wordsOf(rules: Rules, id: string): string[] {
  const card = rules.cards[rules.cardIndex.get(id)!]!;
  const icons = card.sets.flatMap((s) => {
    const icon = rules.deck.icons.find((i) => i.id === s)!;
    const colour = rules.deck.colours.find((c) => c.id === icon.colour);
    return [icon.id, icon.name.toLowerCase(), colour?.name.toLowerCase() ?? ''];
  });
  return [...icons, card.kind, String(card.value), ...(card.kind === 'core' ? [] : ['pair'])];
}

/** The cards among `ids` whose words start with every typed word, in deck order. */
export function searchCards(rules: Rules, ids: readonly string[], query: string): CardChoice[] {
  const typed = query
    .toLowerCase()
    .split(/[\s/,]+/)
    .filter((w) => w !== '');
  return ids
    .filter((id) => {
      const words = wordsOf(rules, id);
      return typed.every((t) => words.some((w) => (/^\d+$/.test(t) ? w === t : w.startsWith(t))));
    })
    .map((id) => {
      const card = rules.cards[rules.cardIndex.get(id)!]!;
      const colours = card.sets.map((s) => {
        const icon = rules.deck.icons.find((i) => i.id === s)!;
        return rules.deck.colours.find((c) => c.id === icon.colour)?.screen ?? '#888888';
      });
      return { id, name: cardName(rules, id), value: card.value, colours };
    });
}
