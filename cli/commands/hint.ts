// `jibe hint`: the best legal placements for a hand on a table, with their points.

import { type Hint, hintPlays, parseHintInput } from '../../engine/index.ts';
import { compileRules } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { inputName } from '../../generator/json-fs.ts';
import { readJsonArg } from './input.ts';
import type { HintArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

const where = (p: { card: string; q: number; r: number; rotation: number }): string =>
  `${p.card} at (${p.q}, ${p.r}) rotation ${p.rotation}`;

/** One line per hint: total, the placement, and the bonus play after a core. */
export function formatHints(hints: readonly Hint[]): string {
  if (hints.length === 0) return 'No legal placement: pass.';
  return hints
    .map(
      (h) =>
        `${String(h.total).padStart(5)}  ${where(h)}: ${h.points}${h.bonus ? `, then bonus ${where(h.bonus)}: ${h.bonus.points}` : ''}`,
    )
    .join('\n');
}

export function runHint(args: HintArgs, io: CliIo): void {
  const place = inputName(args.file);
  if (!Number.isInteger(args.top) || args.top < 1)
    throw new InputError('--top', `expected a whole number of 1 or more, not ${args.top}`);
  const input = readJsonArg(args.file, io);
  const rules = compileRules(loadDeck(args.deck).deck);
  const question = parseHintInput(rules, input);
  if (!question.ok) throw new InputError(place, question.error);
  const hints = hintPlays(rules, question.value, args.top);
  printAll(io.stdout, args.json ? JSON.stringify(hints, null, 2) : formatHints(hints));
}
