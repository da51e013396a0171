// `jibe check`: one position or a list of them, each legal with points and matches, or refused.

import type { CommandModule } from 'yargs';
import { checkPosition, parsePositions } from '../../engine/position.ts';
import { compileRules } from '../../engine/rules.ts';
import type { PlacementResult } from '../../engine/types.ts';
import { loadDeck } from '../deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { inputName, readJsonInput } from '../json-fs.ts';
import { deckOption, printAll } from './options.ts';

interface Args {
  deck: string;
  file?: string;
}

/** The contract's shape: matches as {q, r, card}; a refusal with its code, message and facts. */
export function checkResultJson(result: PlacementResult): unknown {
  if (!result.legal) return { legal: false, reason: result.reason };
  return { legal: true, points: result.points, matches: result.matches.map(({ q, r, card }) => ({ q, r, card })) };
}

export const checkCommand: CommandModule<object, Args> = {
  command: 'check [file]',
  describe: 'Check placements: {"table": [...], "place": {...}} or a list of them (file or - for stdin)',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .positional('file', { type: 'string', describe: 'JSON file, or - for standard input' }) as never,
  handler: (args) => {
    const place = inputName(args.file);
    const input = readJsonInput(args.file);
    const parsed = parsePositions(input);
    if (!parsed.ok) throw new InputError(place, parsed.error);
    const rules = compileRules(loadDeck(args.deck).deck);
    const results = parsed.value.positions.map((position, i) => {
      const checked = checkPosition(rules, position, parsed.value.many ? `[${i}]` : '(top level)');
      if (!checked.ok) throw new InputError(place, checked.error);
      return checkResultJson(checked.value);
    });
    printAll(JSON.stringify(parsed.value.many ? results : results[0], null, 2));
  },
};
