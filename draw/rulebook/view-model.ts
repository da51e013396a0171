// Every number and list the rulebook prints, computed from the deck and the engine: icon values
// and colours, the card make-up, hand size, penalties, options in force, the highest card, the
// full card list and the worked examples. The template only places these; it computes nothing.

import { deckCounts, handPenaltyOf, compileRules, type Rules, type Card, type Deck } from '../../engine/index.ts';
import { viewExample, nameCard, type ExampleView } from './example-view.ts';
import { buildExamples, EXAMPLE_IDS, type WorkedExample } from './examples.ts';
import {
  estimatePlayingTime,
  playSampleRound,
  SECONDS_PER_TURN,
  type PlayingTime,
  type SampleRound,
} from './sample-round.ts';
import { measureTurnFacts, type TurnFacts } from './turn-facts.ts';
import { viewVariants, type VariantView } from '../rule-options.ts';
import { ruleFactsOf, type RuleFacts, wildColourSentence } from '../rule-text.ts';

export interface IconRow {
  id: string;
  name: string;
  value: number;
  colour: string;
  colourId: string;
  screen: string;
  cue: string;
  wild: boolean;
  /** What one set of this icon costs when left in hand. */
  penalty: number;
  /** The cost as printed: "−100", or "0". */
  penaltyText: string;
}

export interface ColourRow {
  id: string;
  name: string;
  screen: string;
  cue: string;
  icons: string;
}

export interface CardRow {
  id: string;
  name: string;
  kind: 'pair' | 'core' | 'wild core';
  value: number;
  penalty: number;
  penaltyText: string;
}

export interface RulebookModel {
  /** `marks`: the faces carry the machine-readable mark (deck file `marks`, on unless false). */
  deck: { id: string; name: string; description: string; marks: boolean };
  counts: {
    cards: number;
    pairs: number;
    cores: number;
    wildCores: number;
    icons: number;
    colours: number;
    pile: number;
    /** "3" when every colour has as many icons, else "2 or 3", "2 to 5". */
    iconsPerColour: string;
  };
  icons: IconRow[];
  colours: ColourRow[];
  wild: {
    name: string;
    colour: string;
    /** The one wording of its colour and wildness, shared by every text (draw/rule-text.ts). */
    colourSentence: string;
    value: number;
    /** A wild set is worth something on the table. */
    hasValue: boolean;
    penalty: number;
    corePenalty: number;
    /** The deck has wild cores; "3 Joker cores", "1 Joker core". */
    hasCores: boolean;
    coresText: string;
  };
  options: Deck['options'] & { playersText: string; drawAfterBonus: number; drawOtherwise: number; maxRounds: number };
  /** The turn and round rules as the engine plays them (measured, not typed). */
  turns: TurnFacts;
  /** What the rule sections shared with the Play page's lessons say of this deck (draw/rule-text.ts). */
  ruleFacts: RuleFacts;
  /** The cover line: players, age, time a round; and who made what. */
  cover: { players: string; age: string; minutes: string; credits: string[] };
  /** Rounds played by the bots: turns and minutes with the fewest and the most players. */
  time: {
    fewest: PlayingTime & { minutes: number };
    most: PlayingTime & { minutes: number };
    secondsPerTurn: number;
    /** The fewest and the most players make the same estimate (one player count). */
    same: boolean;
    /** As many rounds as players, so that each player opens one. */
    suggestedRounds: string;
    gameMinutes: string;
  };
  /** The core that starts the worked examples, the set-up diagram and the worked round. */
  startCore: string;
  /** The worked first round, with its score sheet. */
  sampleRound: SampleRound;
  /** The score sheet to print: a column a player (names written at the top), three lines a round and the totals. */
  scoreSheet: { players: number; rounds: number; lines: string[] };
  /** The hand penalty against the plays: the best worked example, and whether a wild set costs more. */
  penaltyNote: { bestExample: number; above: boolean; meanBestPlay: number; suggested: number };
  /** Flags for the template's {{#if}}: which choice of each option this deck plays. */
  is: { halves: boolean; wildCard: boolean; total: boolean; rounds: boolean };
  highest: TopCards;
  highestCore: TopCards;
  lowestValue: number;
  penaltyExamples: { card: string; penalty: number }[];
  /** One card of each kind, pictured in "What's in the box": the highest pair, the highest core, a wild core. */
  samples: { id: string; name: string; kind: string; value: number }[];
  variants: VariantView[];
  cards: CardRow[];
  /** By camel-cased example id; null where this deck cannot show the example (the template then says it in words). */
  examples: Record<string, ExampleView | null>;
  /** The examples as data, for the picture renderers. */
  positions: WorkedExample[];
  rules: Rules;
}

/** The most valuable cards of a list; `names` names at most TOP_NAMES of them. */
export interface TopCards {
  value: number;
  names: string;
  cards: string[];
  /** More than one card shares the top value. */
  several: boolean;
  count: number;
}

// A deck whose values all tie would otherwise print a sentence of sixty card names.
const TOP_NAMES = 3;

/** The cards sharing the highest value: "Key/Fire", or "A, B, C and 9 others". */
export function findTop(cards: readonly { name: string; value: number }[]): TopCards {
  const value = cards.length === 0 ? 0 : Math.max(...cards.map((c) => c.value));
  const top = cards.filter((c) => c.value === value).map((c) => c.name);
  const rest = top.length - TOP_NAMES;
  const names =
    rest > 0 ? `${top.slice(0, TOP_NAMES).join(', ')} and ${rest} other${rest === 1 ? '' : 's'}` : joinAnd(top);
  return { value, names, cards: top, several: top.length > 1, count: top.length };
}

/** A cost as the tables print it: a minus sign, a plus for a negative cost, or nothing. */
export const formatPenalty = (penalty: number): string =>
  penalty === 0 ? '0' : penalty > 0 ? `−${penalty}` : `+${-penalty}`;

/** "A, B and C". */
export function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "colour-clash" → "colourClash": Handlebars paths cannot hold dashes. */
const camelCase = (id: string): string => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function kindOf(card: Card, wild: string): CardRow['kind'] {
  if (card.kind === 'pair') return 'pair';
  return card.sets[0] === wild ? 'wild core' : 'core';
}

/**
 * Who made the art: the icon packages the deck's art comes from, else the deck's own files. A
 * bundle's art is its own files, so an icon's recorded source (pack-deck's `artSource`) names the
 * package its art was packed from.
 */
function artCredits(deck: Deck): string[] {
  const packages = [
    ...new Set(
      deck.icons.map(
        (i) => /^npm:(@?[^/]+(?:\/[^/]+)?)\//.exec(i.artSource ?? i.art)?.[1] ?? "the deck folder's own art files",
      ),
    ),
  ];
  return packages.map((p) =>
    p === '@iconify-json/lucide' ? 'Lucide icons (ISC licence), via @iconify-json/lucide' : p,
  );
}

/** How many icons each colour has, in words: "3", or "3 or 4" and "2 to 5" when the colours differ. */
export function iconsPerColourText(deck: Deck): string {
  const sizes = deck.colours.map((c) => deck.icons.filter((i) => i.colour === c.id).length);
  const [least, most] = [Math.min(...sizes), Math.max(...sizes)];
  if (least === most) return `${least}`;
  return most === least + 1 ? `${least} or ${most}` : `${least} to ${most}`;
}

// The printed score sheet holds up to 6 players' columns and 6 rounds' lines on one page; a deck
// of more players or rounds takes another sheet.
const SHEET_PLAYERS = 6;
const SHEET_ROUNDS = 6;

/** The score sheet's lines: for each round its points of plays, hand penalty and round score, then the totals. */
function scoreSheetOf(players: number, rounds: number): RulebookModel['scoreSheet'] {
  const lines = Array.from({ length: rounds }, (_, r) => [
    `Round ${r + 1}: points`,
    'hand penalty (−)',
    'round score',
  ]).flat();
  return { players, rounds, lines: [...lines, 'Total'] };
}

/** Builds the rulebook's view model for a validated deck. */
export function buildRulebookModel(deck: Deck): RulebookModel {
  const rules = compileRules(deck);
  const { options } = deck;
  const colourOf = new Map(deck.colours.map((c) => [c.id, c]));
  const iconValue = (id: string) => deck.icons.find((i) => i.id === id)?.value ?? 0;
  const penaltyOf = (card: Card) => handPenaltyOf(card, deck.wild, options.wildPenalty, iconValue);
  const icons: IconRow[] = deck.icons.map((icon) => {
    const colour = colourOf.get(icon.colour)!;
    return {
      id: icon.id,
      name: icon.name,
      value: icon.value,
      // The wild icon is one of its colour's icons, printed on that colour's band with its mark (docs/rules.md §8).
      colour: colour.name,
      colourId: colour.id,
      screen: colour.screen,
      cue: colour.cue,
      wild: icon.id === deck.wild,
      penalty: icon.id === deck.wild ? options.wildPenalty : icon.value,
      penaltyText: formatPenalty(icon.id === deck.wild ? options.wildPenalty : icon.value),
    };
  });
  const wildIcon = icons.find((i) => i.wild)!;
  const cards: CardRow[] = rules.cards.map((card) => ({
    id: card.id,
    name: nameCard(rules, card),
    kind: kindOf(card, deck.wild),
    value: card.value,
    penalty: penaltyOf(card),
    penaltyText: formatPenalty(penaltyOf(card)),
  }));
  const highest = findTop(cards);
  const top = highest.value;
  const cores = cards.filter((c) => c.kind === 'core').sort((a, b) => b.value - a.value);
  const positions = buildExamples(rules);
  const turns = measureTurnFacts(rules, positions);
  const startCore: string = positions[0]?.table[0]?.card ?? rules.cards.find((c) => c.kind === 'core')!.id;
  const { min, max } = options.players;
  const fewest = estimatePlayingTime(rules, min, startCore);
  const most = max === min ? fewest : estimatePlayingTime(rules, max, startCore);
  const roundMinutes = (t: PlayingTime) => Math.max(5, Math.round(t.minutesPerRound / 5) * 5);
  const minutesText = (a: number, b: number) => (a === b ? `about ${a}` : `${Math.min(a, b)}–${Math.max(a, b)}`);
  const shape = deckCounts(deck);
  const { maxRounds } = shape;
  const gameOf = (t: PlayingTime) => roundMinutes(t) * Math.min(t.players, maxRounds);
  const bestExample = Math.max(
    0,
    ...positions.flatMap((p) => p.plays.map((x) => (x.result.legal ? x.result.points : 0))),
  );
  const meanBestPlay = (fewest.meanBestPlay + most.meanBestPlay) / 2;
  const wildPairs = rules.cards
    .filter((c) => c.kind === 'pair' && c.sets.includes(deck.wild))
    .sort((a, b) => b.value - a.value);
  const wildCore = rules.cards.find((c) => c.kind === 'core' && c.sets[0] === deck.wild);
  const penaltyExamples = [...new Set([wildCore, wildPairs[0], rules.cards.find((c) => c.value === top)])]
    .filter((c): c is Card => c !== undefined)
    .map((card) => ({ card: nameCard(rules, card), penalty: penaltyOf(card) }));
  return {
    deck: { id: deck.id, name: deck.name, description: deck.description ?? '', marks: deck.marks !== false },
    counts: {
      cards: shape.cards,
      pairs: shape.pairs,
      cores: shape.iconCores,
      wildCores: shape.wildCores,
      icons: shape.icons,
      colours: shape.colours,
      pile: shape.dealPool,
      iconsPerColour: iconsPerColourText(deck),
    },
    icons,
    colours: deck.colours.map((c) => ({
      id: c.id,
      name: c.name,
      screen: c.screen,
      cue: c.cue,
      icons: joinAnd(icons.filter((i) => i.colourId === c.id).map((i) => i.name)),
    })),
    wild: {
      name: wildIcon.name,
      colour: wildIcon.colour,
      colourSentence: wildColourSentence(wildIcon.name, wildIcon.colour),
      value: wildIcon.value,
      hasValue: wildIcon.value !== 0,
      penalty: options.wildPenalty,
      corePenalty: wildCore ? penaltyOf(wildCore) : options.wildPenalty,
      hasCores: deck.wildCores > 0,
      coresText: `${deck.wildCores} ${wildIcon.name} core${deck.wildCores === 1 ? '' : 's'}`,
    },
    options: {
      ...options,
      playersText:
        options.players.min === options.players.max
          ? `${options.players.min}`
          : `${options.players.min} to ${options.players.max}`,
      drawAfterBonus: turns.drawAfterBonus ?? turns.drawAfterPlace,
      drawOtherwise: turns.drawAfterPlace,
      maxRounds,
    },
    turns,
    ruleFacts: {
      ...ruleFactsOf(deck),
      drawAfterPlace: turns.drawAfterPlace,
      drawAfterBonus: turns.drawAfterBonus ?? turns.drawAfterPlace,
      drawAfterCoreSkipped: turns.drawAfterCoreSkipped ?? turns.drawAfterPlace,
      penaltyExamples,
    },
    cover: {
      players: min === max ? `${min} player${min === 1 ? '' : 's'}` : `${min} to ${max} players`,
      age: '8 and up',
      minutes: `${minutesText(roundMinutes(fewest), roundMinutes(most))} minutes a round`,
      credits: artCredits(deck),
    },
    time: {
      fewest: { ...fewest, minutes: roundMinutes(fewest) },
      most: { ...most, minutes: roundMinutes(most) },
      secondsPerTurn: SECONDS_PER_TURN,
      same: min === max,
      suggestedRounds:
        min === max ? `${Math.min(min, maxRounds)}` : `${Math.min(min, maxRounds)} to ${Math.min(max, maxRounds)}`,
      gameMinutes: minutesText(gameOf(fewest), gameOf(most)),
    },
    startCore,
    scoreSheet: scoreSheetOf(Math.min(max, SHEET_PLAYERS), Math.min(maxRounds, SHEET_ROUNDS)),
    sampleRound: playSampleRound(rules, Math.min(max, Math.max(min, 3)), startCore),
    penaltyNote: {
      bestExample,
      above: options.wildPenalty > bestExample,
      meanBestPlay: Math.round(meanBestPlay),
      suggested: Math.max(10, Math.round(meanBestPlay / 10) * 10),
    },
    is: {
      halves: options.layout === 'halves',
      wildCard: options.wildScope === 'card',
      total: options.scoring === 'total',
      rounds: options.scoring === 'rounds',
    },
    highest,
    highestCore: findTop(cores),
    lowestValue: Math.min(...cards.map((c) => c.value)),
    penaltyExamples,
    samples: [
      cards.find(
        (c) => c.kind === 'pair' && c.value === Math.max(...cards.filter((p) => p.kind === 'pair').map((p) => p.value)),
      ),
      cores[0],
      cards.find((c) => c.kind === 'wild core'),
    ]
      .filter((c): c is CardRow => c !== undefined)
      .map((c) => ({ id: c.id, name: c.name, kind: c.kind, value: c.value })),
    variants: viewVariants(deck),
    cards,
    examples: Object.fromEntries(
      EXAMPLE_IDS.map((id) => {
        const position = positions.find((p) => p.id === id);
        return [camelCase(id), position ? viewExample(rules, position) : null];
      }),
    ),
    positions,
    rules,
  };
}
