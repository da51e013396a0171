// The vocabulary of Jibe: constant lists with the types derived from them, and the shapes every
// other module shares. Nothing here computes.

export const LAYOUTS = ['halves', 'alternating'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const WILD_SCOPES = ['side', 'card'] as const;
export type WildScope = (typeof WILD_SCOPES)[number];

export const SCORINGS = ['total', 'rounds'] as const;
export type Scoring = (typeof SCORINGS)[number];

/** Second, non-colour cue printed with each colour so colour-blind players can match sides. */
export const CUES = ['circle', 'triangle', 'square', 'diamond', 'cross', 'bar'] as const;
export type Cue = (typeof CUES)[number];

export const CARD_KINDS = ['pair', 'core'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export interface Icon {
  id: string;
  name: string;
  /** Points of one set of this icon. */
  value: number;
  colour: string;
  /** Art reference as written in the deck file: a path relative to the deck folder, or `npm:package/path.svg`. */
  art: string;
  /** Where a bundle's art file came from: the `npm:` reference `jibe pack-deck` replaced, credited by the rulebook. */
  artSource?: string;
}

export interface Colour {
  id: string;
  name: string;
  /** CSS colour for screen and print. */
  screen: string;
  cue: Cue;
}

export interface PlayerRange {
  min: number;
  max: number;
}

export interface RuleOptions {
  handSize: number;
  layout: Layout;
  wildPenalty: number;
  wildScope: WildScope;
  coreBonus: boolean;
  scoring: Scoring;
  players: PlayerRange;
}

export interface Deck {
  id: string;
  name: string;
  description?: string;
  icons: Icon[];
  wild: string;
  wildCores: number;
  colours: Colour[];
  options: RuleOptions;
  /** false: the faces carry no machine-readable mark (deck file `marks`); absent means they do. */
  marks?: boolean;
  /** The deck file's `look`, as written: paths are read and checked by the generator. */
  look?: DeckLook;
}

/** How a deck's cards look (deck file `look`); every field optional, the generator's defaults otherwise. */
export interface DeckLook {
  size?: 'tgc-hex' | 'small' | { cornerToCorner: number; bleed: number; safe: number };
  back?: { colour?: string; stripe?: string; text?: string; accent?: string };
  fonts?: { regular?: string; bold?: string };
  templates?: { face?: string; back?: string; shapes?: string };
}

export interface Card {
  id: string;
  kind: CardKind;
  /** The icon sets printed on the card: two for a pair, one for a core. */
  sets: string[];
  /** Six icon ids, side 0 to side 5. */
  sides: string[];
  value: number;
}

/** A card on the table or about to go there, in axial hex coordinates. */
export interface Placement {
  card: string;
  q: number;
  r: number;
  rotation: number;
}

export interface Cell {
  q: number;
  r: number;
}

export const REFUSAL_CODES = [
  'unknown-card',
  'card-on-table',
  'cell-taken',
  'no-neighbour',
  'colour-clash',
  'bad-rotation',
  'not-in-hand',
  'not-beside-core',
  'no-bonus',
  'not-your-turn',
  'round-over',
  'game-over',
  'bonus-pending',
  'no-round',
  'bad-start',
  'bad-hands',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why a play is refused: a code, a plain sentence, and the facts behind it. */
export interface Refusal {
  code: RefusalCode;
  message: string;
  cell?: Cell;
  card?: string;
  /** For a colour clash: the neighbour's cell and card, and the two touching icons. */
  neighbour?: Placement;
  icons?: [string, string];
}

export interface Match {
  q: number;
  r: number;
  card: string;
  /** The two touching icons: the placed card's first. */
  icons: [string, string];
}

export type PlacementResult = { legal: true; points: number; matches: Match[] } | { legal: false; reason: Refusal };

/** A problem with input, located by a JSON path. */
export interface Problem {
  path: string;
  message: string;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

// Bounds chosen so every value stays exact in the Int32 tables (rules.ts): a card is worth at most two
// sets (2,000,000) and one placement at most 7 cards' worth; totals are kept as numbers, not in tables.
/** Most points one icon set is worth; also the bound on wildPenalty either way. */
export const MAX_VALUE = 1_000_000;
/** Most cards in a hand: a bound on the work; whether a deck can deal it is the deal limit of docs/rules.md §7. */
export const MAX_HAND_SIZE = 100;
/** Most players a deck may allow. */
export const MAX_PLAYERS = 100;
/** The longest player name: room for a full name on a score sheet, a phone's score row and a terminal line. */
export const MAX_PLAYER_NAME = 40;
/** Fewest colours in a deck (docs/rules.md §1): with one, the colour rule would never refuse a play. */
export const MIN_COLOURS = 2;
/** Most colours in a deck: each colour has a cue of its own, and there are as many cues. */
export const MAX_COLOURS = CUES.length;
/** Fewest icons of one colour: a colour is shared by icons, so that colours can touch without matching. */
export const MIN_ICONS_PER_COLOUR = 2;
/** Most icons of one colour. */
export const MAX_ICONS_PER_COLOUR = 6;
/** Fewest icons in a deck. */
export const MIN_ICONS = MIN_COLOURS * MIN_ICONS_PER_COLOUR;
/** Most icons in a deck (36). */
export const MAX_ICONS = MAX_COLOURS * MAX_ICONS_PER_COLOUR;
/** Most wild cores a deck may have. */
export const MAX_WILD_CORES = 12;
/**
 * Most cards any deck can have (677): every pair of the most icons, a core per icon but the wild one,
 * the most wild cores. A deck's own number is deckCounts(deck).cards.
 */
export const MAX_CARDS = (MAX_ICONS * (MAX_ICONS - 1)) / 2 + MAX_ICONS - 1 + MAX_WILD_CORES;
/** Most rounds any game can have, one per core card (47); a deck's own number is deckCounts(deck).maxRounds. */
export const MAX_ROUNDS = MAX_ICONS - 1 + MAX_WILD_CORES;
