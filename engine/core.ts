// The engine's light entry: decks compiled to rules, tables, games and the bots, without the file
// formats and the schema library they bring (zod). A worker thread that only plays games loads this
// and starts sooner; engine/index.ts exports the same names, and more, for everyone else.

export * from './types.ts';
export * from './hex.ts';
export {
  enumerateCards,
  handPenaltyOf,
  deckCounts,
} from './cards.ts';
export {
  compileRules,
  iconFacing,
  facingIcon,
  type Rules,
} from './rules.ts';
export {
  gridKey,
  gridCell,
  placementAtKey,
  placedCard,
  placedRotation,
  neighbourKey,
  isOnTable,
  placements,
  forEachFrontierCell,
  type Table,
} from './table.ts';
export { checkPlacement } from './placement.ts';
export {
  forEachLegal,
  listLegal,
  type LegalPlay,
} from './legal.ts';
export {
  nextRandom,
  randomInt,
  shuffle,
  seedState,
} from './random.ts';
export * from './game.ts';
export {
  setupLimits,
  checkSetup,
  dealProblem,
  roundTurnBound,
} from './setup.ts';
export {
  computeStandings,
  type Standing,
  type Standings,
} from './standings.ts';
export {
  chooseAction,
  BOT_NAMES,
  BOT_DESCRIPTIONS,
  isBotName,
  type BotName,
} from './bots.ts';
export {
  searchAction,
  DEFAULT_SEARCH_BUDGET,
  SEARCH_MOVES_PER_MS,
} from './bots/lookahead.ts';
