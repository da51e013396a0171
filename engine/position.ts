// A position (a table and one placement, the format of `jibe check`): schema, building the table
// from it, and checking the placement.

import { config, z } from 'zod';
import { checkPlacement } from './placement.ts';
import { problemsFromZod } from './problems.ts';
import type { Rules } from './rules.ts';
import {
  addCard,
  emptyTable,
  gridKey,
  isOnTable,
  placementAtKey,
  tableReach,
  withinReach,
  type Table,
} from './table.ts';
import { err, ok } from './types.ts';
import type { Placement, PlacementResult, Problem, Result } from './types.ts';

// Checked without compiling code: zod builds each object check with `new Function` unless told not
// to, and probes for it as a schema is built, which a page whose Content-Security-Policy has no
// 'unsafe-eval' (the site as `jibe preview` serves it) reports as a violation. Set in every file
// that builds a schema, before it builds one, whatever order a bundler gives the files.
config({ jitless: true });

const placementSchema = z.strictObject({
  card: z.string(),
  q: z.int(),
  r: z.int(),
  rotation: z.int().min(0).max(5),
});

export const positionSchema = z.strictObject({
  table: z.array(placementSchema).min(1),
  place: placementSchema,
});

export type Position = z.infer<typeof positionSchema>;

/** One position, or a list of them. */
export function parsePositions(input: unknown): Result<{ many: boolean; positions: Position[] }, Problem[]> {
  const many = Array.isArray(input);
  const parsed = many ? z.array(positionSchema).safeParse(input) : positionSchema.safeParse(input);
  if (!parsed.success) return err(problemsFromZod(parsed.error, input));
  return ok({ many, positions: many ? (parsed.data as Position[]) : [parsed.data as Position] });
}

/** Lays out a table as given (the cards need not have been legal plays), refusing impossible tables. */
export function buildTable(rules: Rules, cards: readonly Placement[], path = 'table'): Result<Table, Problem[]> {
  let table = emptyTable(rules.cards.length);
  const problems: Problem[] = [];
  cards.forEach((p, i) => {
    const card = rules.cardIndex.get(p.card);
    const at = `${path}[${i}]`;
    if (card === undefined) problems.push({ path: `${at}.card`, message: `unknown card "${p.card}"` });
    else if (!withinReach(table, p.q, p.r))
      problems.push({
        path: at,
        message: `(${p.q}, ${p.r}) is more than ${tableReach(table)} cells from the start, farther than a table of this deck reaches`,
      });
    else if (isOnTable(table, card)) problems.push({ path: `${at}.card`, message: `${p.card} is on the table twice` });
    else if (placementAtKey(table, gridKey(p.q, p.r)) >= 0) {
      problems.push({ path: at, message: `two cards on the cell (${p.q}, ${p.r})` });
    } else table = addCard(table, card, gridKey(p.q, p.r), p.rotation);
  });
  return problems.length > 0 ? err(problems) : ok(table);
}

/** The result `jibe check` prints: points and matched neighbours, or the refusal. */
export function checkPosition(
  rules: Rules,
  position: Position,
  path = '(top level)',
): Result<PlacementResult, Problem[]> {
  const table = buildTable(rules, position.table, path === '(top level)' ? 'table' : `${path}.table`);
  if (!table.ok) return table;
  return ok(checkPlacement(rules, table.value, position.place));
}
