// Flags shared by several commands.

import type { Options } from 'yargs';
import { DEFAULT_DECK_DIR } from '../deck-fs.ts';

/** The classic deck of this checkout by default, wherever the command is run from. */
export const deckOption: Options = {
  type: 'string',
  describe: 'Deck folder (or its deck.json)',
  default: DEFAULT_DECK_DIR,
  defaultDescription: 'decks/classic',
};

/** Writes the whole text at once, so a failure never leaves half an answer on stdout. */
export function printAll(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
