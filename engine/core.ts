// The engine's light entry: decks compiled to rules, tables, games and the bots, without the file
// formats and the schema library they bring (zod). A worker thread that only plays games loads this
// and starts sooner; engine/index.ts exports the same names, and more, for everyone else.

export * from './types.ts';
export * from './hex.ts';
export { enumerateCards, cardSides, handPenaltyOf, deckCounts, type DeckCounts } from './cards.ts';
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
export { chooseAction, BOT_NAMES, BOT_DESCRIPTIONS, isBotName, type BotName } from './bots.ts';
export {
  searchAction,
  DEFAULT_SEARCH_BUDGET,
  SEARCH_MOVES_PER_MS,
  type SearchBudget,
} from './bots/lookahead.ts';
