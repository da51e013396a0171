// The rulebook's worked examples as position data. Cards are chosen from the deck by their role
// (the start core, a same-colour card, the highest card holding the start icon...), so the
// examples hold for any valid deck; every stated number is the engine's own check.

import { DIRECTIONS } from '../../engine/hex.ts';
import { buildTable } from '../../engine/position.ts';
import { checkPlacement } from '../../engine/placement.ts';
import { iconFacing, type Rules } from '../../engine/rules.ts';
import type { Card, Placement, PlacementResult } from '../../engine/types.ts';

export const EXAMPLE_IDS = ['icon-match', 'colour-clash', 'colour-only', 'two-neighbours', 'core-bonus', 'wild-hole'] as const;
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

const step = (q: number, r: number, d: number): { q: number; r: number } => ({ q: q + DIRECTIONS[d]![0], r: r + DIRECTIONS[d]![1] });

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
function searchPlays(rules: Rules, table: readonly Placement[], cells: { q: number; r: number }[], keep: (c: Card, r: PlacementResult & { legal: true }) => boolean): Candidate[] {
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

function mustFind<T>(found: T | undefined, role: string): T {
  if (found === undefined) throw new Error(`no card in this deck can show the example "${role}"`);
  return found;
}

/** The worked examples of the rulebook for a deck and its rules. */
export function buildExamples(rules: Rules): WorkedExample[] {
  const { deck } = rules;
  const colourOf = new Map(deck.icons.map((i) => [i.id, i.colour]));
  const isWild = (icon: string) => icon === deck.wild;
  const noWild = (icons: readonly string[]) => !icons.some(isWild);
  // The start core: the most valuable icon that is not wild.
  const startIcon = mustFind([...deck.icons].filter((i) => !isWild(i.id)).sort((a, b) => b.value - a.value)[0], 'start core').id;
  const startCard = mustFind(rules.cards.find((c) => c.kind === 'core' && c.sets[0] === startIcon), 'start core');
  const start: Placement = { card: startCard.id, q: 0, r: 0, rotation: 0 };
  const pairs = rules.cards.filter((c) => c.kind === 'pair');
  const east = { q: 1, r: 0 };
  const toCore = 3; // the core lies west of (1, 0)

  // The most valuable pair holding the start icon whose other icon clashes in colour with it.
  const clashing = mustFind(
    [...pairs]
      .sort((a, b) => b.value - a.value)
      .find((c) => c.sets.includes(startIcon) && c.sets.every((s) => !isWild(s)) && c.sets.some((s) => colourOf.get(s) !== colourOf.get(startIcon))),
    'icon match',
  );
  const otherIcon = clashing.sets.find((s) => s !== startIcon)!;
  const iconMatch: Placement = { card: clashing.id, ...east, rotation: rotationShowing(rules, clashing, startIcon, toCore) };
  // Turned half round where that shows the other icon, as a player would turn the card in hand.
  const turned = (iconMatch.rotation + 3) % 6;
  const clashIndex = rules.cardIndex.get(clashing.id)!;
  const clashRotation = iconFacing(rules, clashIndex, turned, toCore) === otherIcon ? turned : rotationShowing(rules, clashing, otherIcon, toCore);
  const clash: Placement = { card: clashing.id, ...east, rotation: clashRotation };

  // The most valuable pair whose icon facing the core shares the start icon's colour but is a different icon.
  const colourMates = deck.icons.filter((i) => i.colour === colourOf.get(startIcon) && i.id !== startIcon && !isWild(i.id)).map((i) => i.id);
  const south = { q: 0, r: 1 };
  const towardCoreFromSouth = 2;
  const colourCard = mustFind(
    [...pairs].sort((a, b) => b.value - a.value).find((c) => c.sets.some((s) => colourMates.includes(s)) && noWild(c.sets) && !c.sets.includes(startIcon)),
    'colour only',
  );
  const mate = colourCard.sets.find((s) => colourMates.includes(s))!;
  const colourOnly: Placement = { card: colourCard.id, ...south, rotation: rotationShowing(rules, colourCard, mate, towardCoreFromSouth) };

  // Two icon matches at once: a card scoring on the start core, then the best play into a corner
  // touching both. Wild-free where the deck allows (with alternating sides a corner's two sides
  // differ, so there it takes a wild set); the first card is tried best first.
  const firsts = searchPlays(rules, [start], [east], (c, r) => r.matches.length === 1 && noWild(c.sets));
  const twoOf = (first: Placement, strict: boolean) =>
    searchPlays(rules, [start, first], [south, step(1, 0, 2)], (c, r) => r.matches.length === 2 && (!strict || (noWild(c.sets) && r.matches.every((m) => noWild(m.icons)))))[0];
  const strict = firsts.some((f) => twoOf(f.place, true) !== undefined);
  const twoFirst = mustFind(firsts.find((f) => twoOf(f.place, strict) !== undefined), 'two neighbours').place;
  const twoTable = [start, twoFirst];
  const two = twoOf(twoFirst, strict)!;

  // Core bonus: a same-colour core beside the start core, then the best bonus card touching it.
  const core = mustFind(
    rules.cards.filter((c) => c.kind === 'core' && colourMates.includes(c.sets[0]!)).sort((a, b) => b.value - a.value)[0],
    'core bonus',
  );
  const corePlace: Placement = { card: core.id, ...east, rotation: 0 };
  const bonusTable = [start, corePlace];
  const touchingCore = [0, 1, 2, 4, 5].map((d) => step(1, 0, d));
  const bonus = mustFind(
    searchPlays(rules, bonusTable, touchingCore, (c, r) => c.kind === 'pair' && noWild(c.sets) && r.matches.some((m) => m.card === core.id))[0],
    'core bonus',
  );

  return [
    { id: 'icon-match', table: [start], plays: [{ place: iconMatch, result: checkPlay(rules, [start], iconMatch) }] },
    { id: 'colour-clash', table: [start], plays: [{ place: clash, result: checkPlay(rules, [start], clash) }] },
    { id: 'colour-only', table: [start], plays: [{ place: colourOnly, result: checkPlay(rules, [start], colourOnly) }] },
    { id: 'two-neighbours', table: twoTable, plays: [{ place: two.place, result: two.result }] },
    {
      id: 'core-bonus',
      table: [start],
      plays: [
        { place: corePlace, result: checkPlay(rules, [start], corePlace) },
        { place: bonus.place, result: bonus.result },
      ],
    },
    buildWildHole(rules, start),
  ];
}

/** Six cards around an empty cell, laid one by one as legal plays, then a wild core in the hole. */
function buildWildHole(rules: Rules, start: Placement): WorkedExample {
  const { deck } = rules;
  const wildCore = mustFind(rules.cards.find((c) => c.kind === 'core' && c.sets[0] === deck.wild), 'wild core');
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
  const table = mustFind(fill([start], 0) ?? undefined, 'wild core in a hole');
  const place: Placement = { card: wildCore.id, ...hole, rotation: 0 };
  return { id: 'wild-hole', table, plays: [{ place, result: checkPlay(rules, table, place) }] };
}
