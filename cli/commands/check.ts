// `jibe check`: one position or a list of them, each legal with points and matches, or refused.

import { checkPosition, parsePositions } from '../../engine/index.ts';
import { compileRules } from '../../engine/index.ts';
import type { PlacementResult } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { inputName } from '../../generator/json-fs.ts';
import { readJsonArg } from './input.ts';
import type { CheckArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

/** The contract's shape: matches as {q, r, card}; a refusal with its code, message and facts. */
export function checkResultJson(result: PlacementResult): unknown {
  if (!result.legal) return { legal: false, reason: result.reason };
  return { legal: true, points: result.points, matches: result.matches.map(({ q, r, card }) => ({ q, r, card })) };
}

export function runCheck(args: CheckArgs, io: CliIo): void {
  const place = inputName(args.file);
  const input = readJsonArg(args.file, io);
  const parsed = parsePositions(input);
  if (!parsed.ok) throw new InputError(place, parsed.error);
  const rules = compileRules(loadDeck(args.deck).deck);
  const results = parsed.value.positions.map((position, i) => {
    const checked = checkPosition(rules, position, parsed.value.many ? `[${i}]` : '(top level)');
    if (!checked.ok) throw new InputError(place, checked.error);
    return checkResultJson(checked.value);
  });
  printAll(io.stdout, JSON.stringify(parsed.value.many ? results : results[0], null, 2));
}
