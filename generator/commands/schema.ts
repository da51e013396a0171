// `jibe schema`: prints the deck file's JSON Schema (decks/deck.schema.json is this output).

import type { CommandModule } from 'yargs';
import { deckJsonSchema } from '../../engine/deck-schema.ts';
import { printAll } from './options.ts';

export const schemaCommand: CommandModule = {
  command: 'schema',
  describe: "Print the deck file's JSON Schema",
  handler: () => printAll(JSON.stringify(deckJsonSchema(), null, 2)),
};
