// Every legal placement of some cards on a table: each empty cell beside the table (or beside a
// just-placed core, for the bonus), each rotation that gives a distinct pattern.

import { scoreAt } from './placement.ts';
import type { Rules } from './rules.ts';
import { KEY_STEP, cardAtKey, forEachFrontierCell, gridCell, isOnTable, type Table } from './table.ts';
import type { Placement } from './types.ts';

export interface LegalPlay extends Placement {
  points: number;
}

export type LegalVisitor = (card: number, key: number, rotation: number, points: number) => void;

function visitCell(rules: Rules, table: Table, hand: readonly number[], key: number, visit: LegalVisitor): void {
  for (const card of hand) {
    if (isOnTable(table, card)) continue;
    for (const rotation of rules.rotations[card]!) {
      const points = scoreAt(rules, table, card, key, rotation);
      if (points >= 0) visit(card, key, rotation, points);
    }
  }
}

/**
 * Calls visit for each legal placement of the hand's cards (card indexes). With `besideKey`, only
 * cells beside that cell count: the core bonus. No allocation beyond the caller's visitor.
 */
export function forEachLegal(rules: Rules, table: Table, hand: readonly number[], visit: LegalVisitor, besideKey = -1): void {
  if (besideKey < 0) {
    forEachFrontierCell(table, (key) => visitCell(rules, table, hand, key, visit));
    return;
  }
  for (const step of KEY_STEP) {
    const key = besideKey + step;
    if (cardAtKey(table, key) < 0) visitCell(rules, table, hand, key, visit);
  }
}

/** True when at least one card of the hand can be placed; stops at the first. */
export function hasLegal(rules: Rules, table: Table, hand: readonly number[]): boolean {
  let found = false;
  const cells: number[] = [];
  forEachFrontierCell(table, (key) => cells.push(key));
  for (const key of cells) {
    for (const card of hand) {
      if (isOnTable(table, card)) continue;
      for (const rotation of rules.rotations[card]!) {
        if (scoreAt(rules, table, card, key, rotation) >= 0) {
          found = true;
          return found;
        }
      }
    }
  }
  return found;
}

/** The legal placements as a list, best points first, then by card, cell and rotation. */
export function listLegal(rules: Rules, table: Table, hand: readonly number[], besideKey = -1): LegalPlay[] {
  const out: LegalPlay[] = [];
  forEachLegal(
    rules,
    table,
    hand,
    (card, key, rotation, points) => {
      const { q, r } = gridCell(key);
      out.push({ card: rules.cards[card]!.id, q, r, rotation, points });
    },
    besideKey,
  );
  return out.sort((a, b) => b.points - a.points || a.card.localeCompare(b.card) || a.q - b.q || a.r - b.r || a.rotation - b.rotation);
}
