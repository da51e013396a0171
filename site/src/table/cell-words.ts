// The table in words, for a screen reader: a card on the table named with its value and the icon
// that faces each way, an empty place named by what touches it, and the arrow keys' move from one
// place to the nearest in that direction. Pure: the board draws, this names and chooses.

import { DIRECTIONS, iconFacing, opposite, type Cell, type Rules } from '../../../engine/index.ts';
import { cellCentre } from './board.ts';
import { cardName } from './card-name.ts';

/** The six directions as a player says them (docs/rules.md §3: pointed-top hexes). */
export const DIRECTION_WORDS = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'] as const;

const iconName = (rules: Rules, icon: string): string => rules.deck.icons.find((i) => i.id === icon)?.name ?? icon;

/** A card on the table: its name, its value and the icon facing each way, east first. */
export function placedCardWords(rules: Rules, card: string, rotation: number): string {
  const index = rules.cardIndex.get(card);
  if (index === undefined) return card;
  const sides = DIRECTIONS.map(
    (_, d) => `${iconName(rules, iconFacing(rules, index, rotation, d))} ${DIRECTION_WORDS[d]}`,
  );
  return `${cardName(rules, card)}, ${rules.value[index]} points: ${sides.join(', ')}`;
}

/** An empty place: each card beside it with the icon it turns toward the place, and where it lies. */
export function emptyCellWords(
  rules: Rules,
  cell: Cell,
  cardAt: (cell: Cell) => { card: string; rotation: number } | undefined,
): string {
  const touching = DIRECTIONS.flatMap(([dq, dr], d) => {
    const beside = cardAt({ q: cell.q + dq, r: cell.r + dr });
    if (beside === undefined) return [];
    const index = rules.cardIndex.get(beside.card);
    if (index === undefined) return [];
    const icon = iconName(rules, iconFacing(rules, index, beside.rotation, opposite(d)));
    return [`${icon} of ${cardName(rules, beside.card)} to the ${DIRECTION_WORDS[d]}`];
  });
  return `empty place touching ${touching.join(', ')}`;
}

/** Arrow keys: the screen direction each moves the focus in (y down). */
const ARROWS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The place an arrow key moves to from `from`: of `cells`, the nearest that lies that way (within
 * 60° of it), sideways distance counting double; null when none does or the key is no arrow.
 */
export function cellToward(from: Cell, key: string, cells: readonly Cell[]): Cell | null {
  const arrow = ARROWS[key];
  if (arrow === undefined) return null;
  const a = cellCentre(from.q, from.r);
  let best: Cell | null = null;
  let bestCost = Infinity;
  for (const cell of cells) {
    const b = cellCentre(cell.q, cell.r);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const along = dx * arrow[0] + dy * arrow[1];
    const across = Math.abs(dx * arrow[1] - dy * arrow[0]);
    // Within 60° of the arrow: the two cells up and right of a pointed-top hex are both "up".
    if (along <= 0 || across > along * Math.sqrt(3)) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) {
      bestCost = cost;
      best = cell;
    }
  }
  return best;
}

/** The place the keyboard starts on: the top left one, in reading order. */
export function firstCell(cells: readonly Cell[]): Cell | null {
  let best: Cell | null = null;
  for (const cell of cells) {
    if (best === null) best = cell;
    else {
      const a = cellCentre(cell.q, cell.r);
      const b = cellCentre(best.q, best.r);
      if (a.y < b.y - 1 || (Math.abs(a.y - b.y) <= 1 && a.x < b.x)) best = cell;
    }
  }
  return best;
}
