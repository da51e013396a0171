// The rulebook's worked examples as position data. Cards are chosen from the deck by their role
// (the start core, a same-colour card, the highest card holding the start icon...), so the
// examples hold for any valid deck; every stated number is the engine's own check.

import {
  DIRECTIONS,
  buildTable,
  checkPlacement,
  iconFacing,
  type Rules,
  type Card,
  type Placement,
  type PlacementResult,
} from '../../engine/index.ts';

export const EXAMPLE_IDS = [
  'icon-match',
  'colour-clash',
  'colour-only',
  'two-neighbours',
  'core-bonus',
  'wild-hole',
  'wild-side',
] as const;
export type ExampleId = (typeof EXAMPLE_IDS)[number];

/** One card put down, checked against the table plus the plays before it. */
export interface ExamplePlay {
  place: Placement;
  result: PlacementResult;
}

export interface WorkedExample {
  id: ExampleId;
  table: Placement[];
  plays: ExamplePlay[];
}

/** Checks a play on a table given as placements; the table is the example's own, so it must build. */
export function checkPlay(rules: Rules, table: readonly Placement[], place: Placement): PlacementResult {
  const built = buildTable(rules, table);
  if (!built.ok) throw new Error(`example table does not build: ${built.error.map((p) => p.message).join('; ')}`);
  return checkPlacement(rules, built.value, place);
}

const step = (q: number, r: number, d: number): { q: number; r: number } => ({
  q: q + DIRECTIONS[d]![0],
  r: r + DIRECTIONS[d]![1],
});

/** The rotation (lowest first) that turns a given icon of the card toward a direction, or -1. */
function rotationShowing(rules: Rules, card: Card, icon: string, direction: number): number {
  const index = rules.cardIndex.get(card.id)!;
  for (let k = 0; k < 6; k++) if (iconFacing(rules, index, k, direction) === icon) return k;
  return -1;
}

interface Candidate extends ExamplePlay {
  value: number;
}

/** Every legal play of an unused card on the given cells that passes `keep`, best points first. */
function searchPlays(
  rules: Rules,
  table: readonly Placement[],
  cells: { q: number; r: number }[],
  keep: (c: Card, r: PlacementResult & { legal: true }) => boolean,
): Candidate[] {
  const built = buildTable(rules, table);
  if (!built.ok) throw new Error('example table does not build');
  const used = new Set(table.map((p) => p.card));
  const found: Candidate[] = [];
  for (const cell of cells)
    rules.cards.forEach((card, c) => {
      if (used.has(card.id)) return;
      for (const k of rules.rotations[c]!) {
        const place = { card: card.id, q: cell.q, r: cell.r, rotation: k };
        const result = checkPlacement(rules, built.value, place);
        if (result.legal && keep(card, result)) found.push({ place, result, value: card.value });
      }
    });
  // Stable sort: ties keep deck order, so the choice is the same on every run.
  return found.sort((a, b) => (b.result.legal ? b.result.points : 0) - (a.result.legal ? a.result.points : 0));
}

/** The first of a list, or null: an example whose role no card of the deck can play is left out. */
const firstOr = <T>(found: T | undefined): T | null => found ?? null;

const oneStep = (id: ExampleId, table: Placement[], place: Placement | null, rules: Rules): WorkedExample | null =>
  place ? { id, table, plays: [{ place, result: checkPlay(rules, table, place) }] } : null;

/**
 * The worked examples of the rulebook for a deck and its rules, in EXAMPLE_IDS order. Each one
 * whose role no card can play in this deck (a wild core in a hole when the deck has no wild
 * cores) is left out; the template says the rule in words instead.
 */
export function buildExamples(rules: Rules): WorkedExample[] {
  const { deck } = rules;
  const colourOf = new Map(deck.icons.map((i) => [i.id, i.colour]));
  const isWild = (icon: string) => icon === deck.wild;
  const noWild = (icons: readonly string[]) => !icons.some(isWild);
  // The start core: the most valuable icon that is not wild. Every such icon has a core (docs/rules.md §2).
  const startIcon = [...deck.icons].filter((i) => !isWild(i.id)).sort((a, b) => b.value - a.value)[0]!.id;
  const startCard = rules.cards.find((c) => c.kind === 'core' && c.sets[0] === startIcon)!;
  const start: Placement = { card: startCard.id, q: 0, r: 0, rotation: 0 };
  const pairs = [...rules.cards.filter((c) => c.kind === 'pair')].sort((a, b) => b.value - a.value);
  const east = { q: 1, r: 0 };
  const toCore = 3; // the core lies west of (1, 0)

  // The most valuable pair holding the start icon whose other icon clashes in colour with it.
  const clashing = firstOr(
    pairs.find(
      (c) =>
        c.sets.includes(startIcon) && noWild(c.sets) && c.sets.some((s) => colourOf.get(s) !== colourOf.get(startIcon)),
    ),
  );
  let iconMatch: Placement | null = null;
  let clash: Placement | null = null;
  if (clashing) {
    const otherIcon = clashing.sets.find((s) => s !== startIcon)!;
    iconMatch = { card: clashing.id, ...east, rotation: rotationShowing(rules, clashing, startIcon, toCore) };
    // Turned half round where that shows the other icon, as a player would turn the card in hand.
    const turned = (iconMatch.rotation + 3) % 6;
    const clashRotation =
      iconFacing(rules, rules.cardIndex.get(clashing.id)!, turned, toCore) === otherIcon
        ? turned
        : rotationShowing(rules, clashing, otherIcon, toCore);
    clash = { card: clashing.id, ...east, rotation: clashRotation };
  }

  // The most valuable pair whose icon facing the core shares the start icon's colour but is a different icon.
  const colourMates = deck.icons
    .filter((i) => i.colour === colourOf.get(startIcon) && i.id !== startIcon && !isWild(i.id))
    .map((i) => i.id);
  const south = { q: 0, r: 1 };
  const towardCoreFromSouth = 2;
  const colourCard = firstOr(
    pairs.find((c) => c.sets.some((s) => colourMates.includes(s)) && noWild(c.sets) && !c.sets.includes(startIcon)),
  );
  const mate = colourCard?.sets.find((s) => colourMates.includes(s));
  const colourOnly: Placement | null =
    colourCard && mate
      ? { card: colourCard.id, ...south, rotation: rotationShowing(rules, colourCard, mate, towardCoreFromSouth) }
      : null;

  return [
    oneStep('icon-match', [start], iconMatch, rules),
    oneStep('colour-clash', [start], clash, rules),
    oneStep('colour-only', [start], colourOnly, rules),
    buildTwoNeighbours(rules, start),
    buildCoreBonus(rules, start, colourMates),
    buildWildHole(rules, start),
    buildWildSide(rules, start),
  ].filter((e): e is WorkedExample => e !== null);
}

/**
 * Two matches at once: a card scoring on the start core, then the best play into a corner
 * touching both. Wild-free where the deck allows (with alternating sides a corner's two sides
 * differ, so there it takes a wild set); the first card is tried best first.
 */
function buildTwoNeighbours(rules: Rules, start: Placement): WorkedExample | null {
  const noWild = (icons: readonly string[]) => !icons.includes(rules.deck.wild);
  const east = { q: 1, r: 0 };
  const firsts = searchPlays(rules, [start], [east], (c, r) => r.matches.length === 1 && noWild(c.sets));
  const twoOf = (first: Placement, strict: boolean) =>
    searchPlays(
      rules,
      [start, first],
      [{ q: 0, r: 1 }, step(1, 0, 2)],
      (c, r) => r.matches.length === 2 && (!strict || (noWild(c.sets) && r.matches.every((m) => noWild(m.icons)))),
    )[0];
  const strict = firsts.some((f) => twoOf(f.place, true) !== undefined);
  const first = firsts.find((f) => twoOf(f.place, strict) !== undefined)?.place;
  if (!first) return null;
  const two = twoOf(first, strict)!;
  return { id: 'two-neighbours', table: [start, first], plays: [{ place: two.place, result: two.result }] };
}

/** Core bonus: a same-colour core beside the start core, then the best bonus card touching it. */
function buildCoreBonus(rules: Rules, start: Placement, colourMates: readonly string[]): WorkedExample | null {
  const core = rules.cards
    .filter((c) => c.kind === 'core' && colourMates.includes(c.sets[0]!))
    .sort((a, b) => b.value - a.value)[0];
  if (!core) return null;
  const corePlace: Placement = { card: core.id, q: 1, r: 0, rotation: 0 };
  const table = [start, corePlace];
  const touchingCore = [0, 1, 2, 4, 5].map((d) => step(1, 0, d));
  const bonus = searchPlays(
    rules,
    table,
    touchingCore,
    (c, r) => c.kind === 'pair' && !c.sets.includes(rules.deck.wild) && r.matches.some((m) => m.card === core.id),
  )[0];
  if (!bonus) return null;
  return {
    id: 'core-bonus',
    table: [start],
    plays: [
      { place: corePlace, result: checkPlay(rules, [start], corePlace) },
      { place: bonus.place, result: bonus.result },
    ],
  };
}

/** Six cards around an empty cell, laid one by one as legal plays, then a wild core in the hole. */
function buildWildHole(rules: Rules, start: Placement): WorkedExample | null {
  const { deck } = rules;
  const wildCore = rules.cards.find((c) => c.kind === 'core' && c.sets[0] === deck.wild);
  if (!wildCore) return null;
  const hole = { q: 1, r: 0 };
  // The ring around the hole, walking round from the start core at (0, 0) (west of the hole).
  const ring = [3, 4, 5, 0, 1, 2].map((d) => step(hole.q, hole.r, d)).slice(1);
  const noWild = (card: Card) => !card.sets.includes(deck.wild);
  const fill = (table: Placement[], i: number): Placement[] | null => {
    if (i === ring.length) return table;
    const cell = ring[i]!;
    // The best few plays by points are tried in turn; the ring's last cell must fit two neighbours.
    for (const candidate of searchPlays(rules, table, [cell], (c) => noWild(c)).slice(0, 6)) {
      const done = fill([...table, candidate.place], i + 1);
      if (done) return done;
    }
    return null;
  };
  const table = fill([start], 0);
  if (!table) return null;
  const place: Placement = { card: wildCore.id, ...hole, rotation: 0 };
  return { id: 'wild-hole', table, plays: [{ place, result: checkPlay(rules, table, place) }] };
}

/**
 * A wild side against a card of another colour: the most valuable pair holding the wild icon,
 * its wild side turned toward the start core. Shown where the deck has no wild core to fill a hole.
 */
function buildWildSide(rules: Rules, start: Placement): WorkedExample | null {
  const { deck } = rules;
  if (rules.cards.some((c) => c.kind === 'core' && c.sets[0] === deck.wild)) return null;
  const startColour = deck.icons.find((i) => i.id === rules.cards[rules.cardIndex.get(start.card)!]!.sets[0])!.colour;
  const colourOf = (icon: string) => deck.icons.find((i) => i.id === icon)!.colour;
  const wildPairs = rules.cards
    .filter((c) => c.kind === 'pair' && c.sets.includes(deck.wild))
    .sort((a, b) => b.value - a.value);
  // Another colour on the other half shows best that the wild side ignores colours.
  const card = firstOr(
    wildPairs.find((c) => c.sets.some((s) => s !== deck.wild && colourOf(s) !== startColour)) ?? wildPairs[0],
  );
  if (!card) return null;
  const place: Placement = { card: card.id, q: 1, r: 0, rotation: rotationShowing(rules, card, deck.wild, 3) };
  return oneStep('wild-side', [start], place, rules);
}
