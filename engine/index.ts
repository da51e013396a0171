// The engine's public face: what the generator, the site and the tests import.

export * from './types.ts';
export * from './hex.ts';
export { enumerateCards, cardSides, handPenaltyOf, deckCounts, type DeckCounts } from './cards.ts';
export {
  parseDeck,
  resolveOptions,
  DEFAULT_OPTIONS,
  DECK_FORMAT,
  deckFileSchema,
  deckJsonSchema,
  LOOK_SIZE_NAMES,
  optionsSchema,
  type DeckFile,
} from './deck-schema.ts';
export { playerNameProblem } from './names.ts';
export { formatPath, formatProblems } from './problems.ts';
export {
  compileRules,
  iconFacing,
  facingIcon,
  contactOf,
  CLASH,
  TOUCH,
  MATCH,
  rotationMaskOffset,
  rotationMaskBlock,
  allowedRotationsAt,
  matchingRotationsAt,
  type Contact,
  type Rules,
} from './rules.ts';
export {
  emptyTable,
  addCard,
  gridKey,
  gridCell,
  placementAtKey,
  cardAtKey,
  placedCard,
  placedRotation,
  placedKey,
  gatherNeighbours,
  neighbourKey,
  areNeighbourKeys,
  isOnTable,
  placements,
  inGrid,
  MAX_COORD,
  tableReach,
  withinReach,
  stepsFromStart,
  reachOf,
  forEachFrontierCell,
  frontierEnd,
  frontierKey,
  type Table,
} from './table.ts';
export { checkPlacement, scoreAt, scoreWith, neighbourIcon, describeIcon } from './placement.ts';
export { forEachLegal, listLegal, hasLegal, type LegalPlay } from './legal.ts';
export { nextRandom, randomInt, shuffle, seedState } from './random.ts';
export * from './game.ts';
export { setupLimits, checkSetup, dealProblem, roundTurnBound, MODES, type SetupLimits } from './setup.ts';
export { computeStandings, roundWinners, type Standing, type Standings } from './standings.ts';
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
export { chooseAction, BOT_NAMES, BOT_DESCRIPTIONS, isBotName, type BotName } from './bots.ts';
export {
  hintPlays,
  parseHintInput,
  hintInputSchema,
  type Hint,
  type HintInput,
  type HintQuestion,
} from './bots/hint.ts';
