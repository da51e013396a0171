// `jibe schema [--bundle]`: prints the deck file's JSON Schema (decks/deck.schema.json is this
// output), or with --bundle the deck bundle's (decks/deck-bundle.schema.json).

import { deckBundleJsonSchema, deckJsonSchema } from '../../engine/index.ts';
import type { SchemaArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

export function runSchema(args: SchemaArgs, io: CliIo): void {
  printAll(io.stdout, JSON.stringify(args.bundle === true ? deckBundleJsonSchema() : deckJsonSchema(), null, 2));
}
