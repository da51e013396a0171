// What every command shares: where its text goes (CliIo) and the --deck flag. Loaded for every run of
// `jibe`, even `--help`, so it imports nothing but a URL helper of Node.

import { fileURLToPath } from 'node:url';
import type { Options } from 'yargs';

/** A place to write text: process.stdout or process.stderr, or a test's collector. */
export interface CliWriter {
  write(text: string): unknown;
  /** A terminal: progress bars are drawn only there. */
  isTTY?: boolean;
  /** The terminal's width, for the help text. */
  columns?: number;
}

/** Where a run of the command line reads and writes: the process's streams, or a test's. */
export interface CliIo {
  stdout: CliWriter;
  stderr: CliWriter;
  /** Standard input, read whole when a command reads `-`; the process's file descriptor 0 if absent. */
  stdin?: () => string;
}

/**
 * generator/deck-fs.ts's DEFAULT_DECK_DIR, found from this file instead of imported: deck-fs.ts loads
 * the deck schema (zod), which `jibe --help` must not wait for. test/cli checks that the two agree.
 */
export const DEFAULT_DECK_DIR = fileURLToPath(new URL('../../decks/classic', import.meta.url));

/** The classic deck of this checkout by default, wherever the command is run from. */
export const deckOption = {
  type: 'string',
  describe: 'Deck folder, its deck.json, or a deck bundle (.jibe)',
  default: DEFAULT_DECK_DIR,
  defaultDescription: 'decks/classic',
} as const satisfies Options;

/** Writes the whole text at once, so a failure never leaves half an answer on stdout. */
export function printAll(out: CliWriter, text: string): void {
  out.write(text.endsWith('\n') ? text : `${text}\n`);
}
