// The engine's second public entry: the file formats (deck, game record, position), which bring
// the schema library with them. A page that reads files only sometimes imports this lazily and
// keeps the schemas out of its first script; engine/index.ts exports the same names for everyone else.

export { DECK_FORMAT, deckFileSchema, deckJsonSchema, parseDeck } from './deck-schema.ts';
export { parsePositions, positionSchema } from './position.ts';
export { formatRecord, parseRecord, RECORD_FORMAT, recordSchema, replayRecord } from './record.ts';
