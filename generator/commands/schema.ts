// `jibe schema`: prints the deck file's JSON Schema (decks/deck.schema.json is this output).

import { deckJsonSchema } from '../../engine/index.ts';
import { type CliIo, printAll } from './options.ts';

export function runSchema(io: CliIo): void {
  printAll(io.stdout, JSON.stringify(deckJsonSchema(), null, 2));
}
