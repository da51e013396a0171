// Flags shared by several commands.

import type { Options } from 'yargs';

export const deckOption: Options = {
  type: 'string',
  describe: 'Deck folder (or its deck.json)',
  default: 'decks/classic',
};

/** Writes the whole text at once, so a failure never leaves half an answer on stdout. */
export function printAll(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
