// The engine's public face: what the generator, the site and the tests import. The playing core
// comes from engine/core.ts; the file formats, names, problems and hints are added here.

export * from './core.ts';
export {
  parseDeck,
  parseRuleOptions,
  resolveOptions,
  DEFAULT_OPTIONS,
  DECK_FORMAT,
  deckFileSchema,
  deckJsonSchema,
  LOOK_SIZE_NAMES,
  optionsSchema,
  type DeckFile,
} from './deck-schema.ts';
export {
  parseDeckBundle,
  formatDeckBundle,
  isDeckBundle,
  deckBundleJsonSchema,
  DECK_BUNDLE_FORMAT,
  type DeckBundle,
  type DeckBundleFile,
} from './deck-bundle.ts';
export { playerNameProblem } from './names.ts';
export { formatPath, formatProblems } from './problems.ts';
export {
  parseRecord,
  formatRecord,
  replayRecord,
  recordSchema,
  RECORD_FORMAT,
  type GameRecord,
  type ReplayResult,
  type ReplayError,
} from './record.ts';
export { parsePositions, buildTable, checkPosition, positionSchema, type Position } from './position.ts';
export {
  hintPlays,
  parseHintInput,
  hintInputSchema,
  type Hint,
  type HintInput,
  type HintQuestion,
} from './bots/hint.ts';
