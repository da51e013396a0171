// The engine's light entry: decks compiled to rules, tables, games and the bots, without the file
// formats and the schema library they bring (zod). A worker thread that only plays games loads this
// and starts sooner; engine/index.ts exports the same names, and more, for everyone else.

export {
  LAYOUTS,
  WILD_SCOPES,
  type WildScope,
  SCORINGS,
  type Scoring,
  CUES,
  type Cue,
  type Icon,
  type Colour,
  type RuleOptions,
  type Deck,
  type DeckLook,
  type Card,
  type Placement,
  type Cell,
  type RefusalCode,
  type Refusal,
  type PlacementResult,
  type Problem,
  type Result,
  ok,
  err,
  MAX_PLAYER_NAME,
  MIN_COLOURS,
  MAX_COLOURS,
  MIN_ICONS_PER_COLOUR,
  MAX_ICONS_PER_COLOUR,
  MAX_WILD_CORES,
  MAX_CARDS,
  MAX_ROUNDS,
} from './types.ts';
export {
  DIRECTIONS,
  opposite,
  neighbour,
  neighbours,
  sideFacing,
  directionOfSide,
  roundCell,
  directionBetween,
} from './hex.ts';
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
