// Hints for a player (the `jibe hint` command and the scorekeeper): from a table and a hand, the
// best legal placements with their points, a core shown with its best bonus play.

import { config, z } from 'zod';
import { listLegal } from '../legal.ts';
import { buildTable, positionSchema } from '../position.ts';
import { problemsFromZod } from '../problems.ts';
import type { Rules } from '../rules.ts';
import { gridCell, gridKey, inGrid, isOnTable, placedCard, placementAtKey, type Table } from '../table.ts';
import { err, ok } from '../types.ts';
import type { Placement, Problem, Result } from '../types.ts';
import { bestBonusPlay } from './search.ts';

// Checked without compiling code: zod builds each object check with `new Function` unless told not
// to, and probes for it as a schema is built, which a page whose Content-Security-Policy has no
// 'unsafe-eval' (the site as `jibe preview` serves it) reports as a violation. Set in every file
// that builds a schema, before it builds one, whatever order a bundler gives the files.
config({ jitless: true });

export const hintInputSchema = z.strictObject({
  table: positionSchema.shape.table.describe('The cards on the table'),
  hand: z.array(z.string()).min(1).describe('The card ids in the hand of the player to move'),
  bonus: z
    .strictObject({ q: z.int(), r: z.int() })
    .optional()
    .describe('The cell of a core just placed, when its bonus play is pending'),
});

export type HintInput = z.infer<typeof hintInputSchema>;

export interface Hint extends Placement {
  points: number;
  /** For a core with the core bonus: the best bonus play after it. */
  bonus?: Placement & { points: number };
  /** Points of the turn: the placement and its bonus. */
  total: number;
}

/** A checked hint question: the table built, the hand as card indexes, the bonus cell as a grid key (or -1). */
export interface HintQuestion {
  table: Table;
  hand: number[];
  besideKey: number;
}

/** Checks a parsed JSON value as a hint question: known cards, a possible table, a hand not on it. */
export function parseHintInput(rules: Rules, input: unknown): Result<HintQuestion, Problem[]> {
  const parsed = hintInputSchema.safeParse(input);
  if (!parsed.success) return err(problemsFromZod(parsed.error, input));
  const built = buildTable(rules, parsed.data.table);
  if (!built.ok) return built;
  const table = built.value;
  const problems: Problem[] = [];
  const hand: number[] = [];
  parsed.data.hand.forEach((id, i) => {
    const card = rules.cardIndex.get(id);
    if (card === undefined) problems.push({ path: `hand[${i}]`, message: `unknown card "${id}"` });
    else if (isOnTable(table, card)) problems.push({ path: `hand[${i}]`, message: `${id} is on the table` });
    else if (hand.includes(card)) problems.push({ path: `hand[${i}]`, message: `${id} is in the hand twice` });
    else hand.push(card);
  });
  let besideKey = -1;
  const bonus = parsed.data.bonus;
  if (bonus !== undefined) {
    const at = inGrid(bonus.q, bonus.r) ? placementAtKey(table, gridKey(bonus.q, bonus.r)) : -1;
    if (at < 0 || rules.isCore[placedCard(table, at)] !== 1) {
      problems.push({ path: 'bonus', message: `no core card lies on (${bonus.q}, ${bonus.r})` });
    } else besideKey = gridKey(bonus.q, bonus.r);
  }
  return problems.length > 0 ? err(problems) : ok({ table, hand, besideKey });
}

/** The best `limit` plays, most points for the turn first (a core counted with its best bonus). */
export function hintPlays(rules: Rules, question: HintQuestion, limit = 10): Hint[] {
  const { table, hand, besideKey } = question;
  const hints = listLegal(rules, table, hand, besideKey).map((play): Hint => {
    const card = rules.cardIndex.get(play.card)!;
    const after =
      besideKey < 0 && rules.options.coreBonus && rules.isCore[card] === 1
        ? bestBonusPlay(rules, table, hand, card, gridKey(play.q, play.r), 0)
        : null;
    if (after === null) return { ...play, total: play.points };
    const bonus = {
      card: rules.cards[after.card]!.id,
      ...gridCell(after.key),
      rotation: after.rotation,
      points: after.points,
    };
    return { ...play, bonus, total: play.points + after.points };
  });
  // listLegal's order (points, card, cell, rotation) breaks ties, as the sort is stable.
  return hints.sort((a, b) => b.total - a.total).slice(0, limit);
}
