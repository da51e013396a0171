// Refusals in the words of the table: icons by name and colour, cards by name, and where a card
// lies as seen on the board ("to the left", "above right"), never ids or coordinates.

import { directionBetween, type Refusal, type Rules } from '../../../engine/index.ts';
import { cardName } from './card-name.ts';

/** Where direction d (docs/rules.md §3) points on the board, which has a point at the top. */
export const BOARD_DIRECTIONS = [
  'to the right',
  'above right',
  'above left',
  'to the left',
  'below left',
  'below right',
] as const;

const iconName = (rules: Rules, id: string) => rules.deck.icons.find((i) => i.id === id)?.name ?? id;
const colourName = (rules: Rules, id: string) => {
  const colour = rules.deck.colours.find((c) => c.id === rules.deck.icons.find((i) => i.id === id)?.colour);
  return colour?.name.toLowerCase() ?? '';
};

/** A refusal of the engine said as a player would say it at the table. */
export function describeRefusal(rules: Rules, refusal: Refusal): string {
  const card = refusal.card === undefined ? 'that card' : cardName(rules, refusal.card);
  switch (refusal.code) {
    case 'colour-clash': {
      const [mine, theirs] = refusal.icons!;
      const n = refusal.neighbour!;
      const d = refusal.cell === undefined ? -1 : directionBetween(refusal.cell, n);
      const where = d < 0 ? 'beside it' : BOARD_DIRECTIONS[d];
      return `the ${iconName(rules, mine)} side would touch the ${colourName(rules, theirs)} ${iconName(rules, theirs)} side of ${cardName(rules, n.card)} ${where}`;
    }
    case 'card-on-table':
      return `${card} is already on the table`;
    case 'cell-taken':
      return 'a card already lies there';
    case 'no-neighbour':
      return 'no card lies beside that place';
    case 'not-beside-core':
      return 'the bonus card must touch the core just placed';
    case 'unknown-card':
      return 'this deck has no such card';
    default:
      return refusal.message;
  }
}
