// The examples in the scorekeeper's search fields, taken from the deck so that each one finds a card
// of it: an icon pair and a value for a play, the wild icon and "core" for a hand.

import type { Rules } from '../../../engine/index.ts';

export interface SearchExamples {
  play: string;
  hand: string;
}

export function searchExamples(rules: Rules): SearchExamples {
  const { deck, cards } = rules;
  const iconName = (id: string): string => (deck.icons.find((i) => i.id === id)?.name ?? id).toLowerCase();
  const pairs = cards.filter((c) => c.kind === 'pair' && !c.sets.includes(deck.wild));
  const pair = pairs.reduce((best, c) => (c.value > best.value ? c : best), pairs[0] ?? cards[0]!);
  const cores = cards.filter((c) => c.kind === 'core' && c.sets[0] !== deck.wild);
  const core = cores.reduce((best, c) => (c.value > best.value ? c : best), cores[0] ?? cards[0]!);
  return {
    play: `${pair.sets.map(iconName).join(' ')}, ${pair.value}, core`,
    hand: `${iconName(deck.wild)}, ${core.value}, core`,
  };
}
