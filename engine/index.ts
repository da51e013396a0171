// The engine's public face: what the generator, the site and the tests import. The playing core
// comes from engine/core.ts; the file formats, names, problems and hints are added here.

export * from './core.ts';
export {
  parseDeck,
  parseRuleOptions,
  DEFAULT_OPTIONS,
  DECK_FORMAT,
  deckJsonSchema,
  LOOK_SIZE_NAMES,
  type DeckFile,
} from './deck-schema.ts';
export {
  parseDeckBundle,
  formatDeckBundle,
  isDeckBundle,
  deckBundleJsonSchema,
  type DeckBundleFile,
} from './deck-bundle.ts';
export { playerNameProblem } from './names.ts';
export {
  formatPath,
  formatProblems,
} from './problems.ts';
export {
  parseRecord,
  parseAction,
  formatRecord,
  replayRecord,
  RECORD_FORMAT,
  type GameRecord,
  type ReplayResult,
} from './record.ts';
export {
  parsePositions,
  buildTable,
  checkPosition,
} from './position.ts';
export {
  hintPlays,
  parseHintInput,
  type Hint,
} from './bots/hint.ts';
