// The `jibe` command line: wires arguments to library functions. Errors are caught once here:
// bad input prints its message and exits 2; anything else is a bug (stack with --verbose), exit 1.

import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { InputError } from '../lib/input-error.ts';
import { cardsCommand } from './commands/cards.ts';
import { checkCommand } from './commands/check.ts';
import { replayCommand } from './commands/replay.ts';
import { validateDeckCommand } from './commands/validate-deck.ts';
import { schemaCommand } from './commands/schema.ts';
import { buildCommand } from './commands/build.ts';
import { simulateCommand } from './commands/simulate.ts';
import { hintCommand } from './commands/hint.ts';
import { rulebookCommand } from './commands/rulebook.ts';

const argv = hideBin(process.argv);
const verbose = argv.includes('--verbose');

function fail(error: unknown): never {
  if (error instanceof InputError) {
    process.stderr.write(
      error.message
        .split('\n')
        .map((line) => `jibe: ${line}\n`)
        .join(''),
    );
    process.exit(2);
  }
  process.stderr.write(`jibe: internal error: ${(error as Error)?.message ?? String(error)}\n`);
  if (verbose) process.stderr.write(`${(error as Error)?.stack ?? ''}\n`);
  else process.stderr.write('(run again with --verbose for the details)\n');
  process.exit(1);
}

try {
  await yargs(argv)
    .scriptName('jibe')
    .usage('$0 <command> [options]')
    .option('verbose', { type: 'boolean', default: false, describe: 'Print the stack trace of an internal error' })
    .command(cardsCommand)
    .command(checkCommand)
    .command(replayCommand)
    .command(validateDeckCommand)
    .command(schemaCommand)
    .command(buildCommand)
    .command(simulateCommand)
    .command(hintCommand)
    .command(rulebookCommand)
    .demandCommand(1, 'Name a command (see --help).')
    .strict()
    .fail((message, error) => {
      if (error) throw error;
      throw new InputError('arguments', message);
    })
    .help()
    .version(false)
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .parseAsync();
} catch (error) {
  fail(error);
}
