// The `jibe` command line as a function: arguments in, text out through `io`, an exit code back, so
// tests run it in-process. Errors are caught once here: bad input prints its message and gives 2;
// anything else is a bug (stack with --verbose), 1. cli/main.ts wires it to the process.

import yargs from 'yargs';
import { InputError } from '../../lib/input-error.ts';
import { cleanForTerminal } from '../../lib/terminal-text.ts';
import { nameBundles } from '../../generator/deck-bundle-fs.ts';
import { describeWriteError } from '../../generator/output-fs.ts';
import { listFlags } from './command.ts';
import { COMMANDS, commandsFor } from './index.ts';
import type { CliIo, CliWriter } from './options.ts';

/** Exit codes: done, a bug of ours, bad input (arguments, files, decks). */
export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_INPUT = 2;

/** Writes the error as the user sees it and returns its exit code. */
function report(error: unknown, verbose: boolean, stderr: CliWriter): number {
  if (error instanceof InputError) {
    // Messages quote names and values from the input: escape sequences in them are shown, not obeyed.
    stderr.write(
      cleanForTerminal(nameBundles(error.message))
        .split('\n')
        .map((line) => `jibe: ${line}\n`)
        .join(''),
    );
    return EXIT_INPUT;
  }
  // A file the system refused with a path (permissions, a full disk) is the user's to mend, not a bug.
  const reason = describeWriteError(error);
  const path = (error as NodeJS.ErrnoException | null)?.path;
  if (reason !== null && path !== undefined) return report(new InputError(path, reason), verbose, stderr);
  stderr.write(`jibe: internal error: ${cleanForTerminal((error as Error)?.message ?? String(error))}\n`);
  if (verbose) stderr.write(`${(error as Error)?.stack ?? ''}\n`);
  else stderr.write('(run again with --verbose for the details)\n');
  return EXIT_INTERNAL;
}

/** Runs `jibe` with `argv` (the arguments after the program's name); never exits the process. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const verbose = argv.includes('--verbose');
  let parser = yargs()
    .scriptName('jibe')
    .usage('$0 <command> [options]')
    .option('verbose', { type: 'boolean', default: false, describe: 'Print the stack trace of an internal error' });
  for (const command of commandsFor(io)) parser = parser.command(command);
  // A flag given twice arrives as a list, which no command expects but those declared as lists.
  const lists = listFlags(COMMANDS);
  parser = parser.middleware((args) => {
    for (const [key, value] of Object.entries(args))
      if (key !== '_' && Array.isArray(value) && !lists.has(key))
        throw new InputError(`--${key}`, `given ${value.length} times: give it once`);
  }, true);
  try {
    await parser
      .demandCommand(1, 'Name a command (see --help).')
      .strict()
      .fail((message, error) => {
        if (error) throw error;
        throw new InputError('arguments', message);
      })
      .help()
      .version(false)
      .wrap(Math.min(100, io.stdout.columns ?? 100))
      // With a callback, yargs hands over what it would print (the help) instead of printing it
      // with console.log, and leaves the process running.
      .parseAsync([...argv], {}, (_error, _argv, output) => {
        if (output) io.stdout.write(`${output}\n`);
      });
    return EXIT_OK;
  } catch (error) {
    return report(error, verbose, io.stderr);
  }
}
