// A reading of the table (marks/read/) held against the game: the reading is relative, so the one
// turn (a multiple of 60°) and shift that put the cards already on the table where the game has
// them is found first; then exactly one new card, legal where it was read, is the play. Anything
// else (a card moved or turned, two new cards, a card that cannot lie there, a new card read
// without the accepted confidence) is a disagreement, said in the words of the table. Pure.

import {
  applyAction,
  directionBetween,
  type GameState,
  neighbour,
  type Placement,
  placements,
} from '../../../../engine/index.ts';
import { BLURRED, type Remedy, type TableReading } from '../../../../marks/read/index.ts';
import { rotationsByAngle } from '../../table/draft.ts';
import { BOARD_DIRECTIONS, describeRefusal } from '../../table/table-words.ts';
import { cardName } from '../../table/card-name.ts';

export type ScanVerdict =
  /** Exactly one new card, legal where it was read: the play to propose. */
  | { kind: 'play'; placement: Placement; points: number; text: string }
  /** Nothing to hold against the game yet (no card of the table read), or no new card. */
  | { kind: 'looking'; text: string }
  | { kind: 'same'; text: string }
  /** The reading and the game differ: nothing may be recorded from it. */
  | { kind: 'disagree'; text: string; problems: string[] };

interface Turn {
  k: number;
  dq: number;
  dr: number;
}

const mod6 = (k: number): number => ((k % 6) + 6) % 6;

/** (q, r) turned k sixths of a turn the way a card's rotation counts, then shifted. */
function apply(t: Turn, q: number, r: number): { q: number; r: number } {
  let a = q;
  let b = r;
  for (let i = 0; i < t.k; i++) [a, b] = [a + b, -a];
  return { q: a + t.dq, r: b + t.dr };
}

/** Where a cell is, said from a card of the game's table beside it ("to the right of Fire core"). */
export function placeWords(state: GameState, cell: { q: number; r: number }, except?: string): string {
  const rules = state.rules;
  const table = placements(
    state.round!.table,
    rules.cards.map((c) => c.id),
  );
  for (let d = 0; d < 6; d++) {
    const n = neighbour(cell, d);
    const there = table.find((p) => p.q === n.q && p.r === n.r && p.card !== except);
    if (there !== undefined)
      return `${BOARD_DIRECTIONS[directionBetween(there, cell)]} of ${cardName(rules, there.card)}`;
  }
  return 'away from the cards of the game';
}

const list = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Holds a reading against the game's table. `accept` is the confidence a card's cell and rotation
 * are taken at (ACCEPT_CONFIDENCE); cards read below it are never proposed.
 */
export function compareReading(state: GameState, reading: TableReading, accept: number): ScanVerdict {
  const round = state.round;
  if (round === null || round.over !== null) return { kind: 'looking', text: 'No round is being played.' };
  const rules = state.rules;
  const name = (id: string) => cardName(rules, id);
  const isCore = (id: string) => rules.isCore[rules.cardIndex.get(id) ?? -1] === 1;
  const game = new Map(
    placements(
      round.table,
      rules.cards.map((c) => c.id),
    ).map((p) => [p.card, p]),
  );
  // Marks of another deck are not ours to judge; the reader names only this deck's cards. A card
  // read as one of a face's twins (oneOf) is resolved by the game once the table is turned.
  const all = reading.cards.filter((c) => rules.cardIndex.has(c.card));
  const known = all.filter((c) => c.oneOf === undefined);
  const twins = all.filter((c) => c.oneOf !== undefined && c.confidence >= accept);
  const unsureTwins = all.filter((c) => c.oneOf !== undefined && c.confidence < accept);
  const sure = known.filter((c) => c.confidence >= accept);
  const anchors = sure.filter((c) => game.has(c.card));
  const unsureNew: { card: string; names?: string; why: string | undefined; remedy?: Remedy }[] = [
    ...known
      .filter((c) => c.confidence < accept && !game.has(c.card))
      .map((c) => ({ card: c.card, why: c.doubt, remedy: c.remedy })),
    ...reading.unplaced
      .filter((u) => rules.cardIndex.has(u.card) && !game.has(u.card))
      .map((u) => ({ card: u.card, why: u.reason })),
  ];
  const blurred = reading.blurPx >= BLURRED;
  if (anchors.length === 0) {
    return {
      kind: 'looking',
      text:
        known.length === 0
          ? blurred
            ? 'No card read: the picture is blurred. Hold the phone still for a moment, 20 to 30 cm above the table.'
            : 'No card read yet: hold the phone over the new card and the cards around it, 20 to 30 cm above the table.'
          : 'None of the cards read is on the table in the game: bring the new card and the cards beside it into view.',
    };
  }
  // Each card of the table read proposes the turn and shift that put it where the game has it; the
  // one most cards agree with wins (a core's own turn does not count: it looks the same all ways).
  const agrees = (t: Turn, c: (typeof anchors)[number]): boolean => {
    const g = game.get(c.card)!;
    const at = apply(t, c.q, c.r);
    return at.q === g.q && at.r === g.r && (isCore(c.card) || mod6(c.rotation + t.k) === g.rotation);
  };
  const proposals = anchors.map((c) => {
    const g = game.get(c.card)!;
    const k = mod6(g.rotation - c.rotation);
    const turned = apply({ k, dq: 0, dr: 0 }, c.q, c.r);
    const turn = { k, dq: g.q - turned.q, dr: g.r - turned.r };
    return { turn, votes: anchors.filter((a) => agrees(turn, a)).length, fromPair: !isCore(c.card) };
  });
  let best = proposals[0]!;
  for (const p of proposals)
    if (p.votes > best.votes || (p.votes === best.votes && p.fromPair && !best.fromPair)) best = p;
  const turn = best.turn;
  const problems: string[] = [];
  // A new card that is one of twins still unplayed: not a disagreement, only not yet told apart.
  const untold: string[] = [];
  // On a cell of the game's table, a twin is the card the game has there; elsewhere it is new, and
  // proposed only when one card of its twins alone is neither on the table nor read elsewhere.
  for (const c of twins) {
    const at = apply(turn, c.q, c.r);
    const there = [...game.values()].find((g) => g.q === at.q && g.r === at.r)?.card;
    const free = c.oneOf!.filter((id) => !game.has(id) && !known.some((o) => o.card === id));
    const card = there && c.oneOf!.includes(there) ? there : free.length === 1 ? free[0]! : '';
    if (card) (game.has(card) ? anchors : sure).push({ ...c, card });
    else untold.push(`${list(c.oneOf!.map(name))} look the same: which lies ${placeWords(state, at)} cannot be told`);
  }
  // A face of twins read without the accepted confidence, where the game has no card and one of the
  // twins may still be played: seen, like any card read so, but not surely placed.
  for (const c of unsureTwins) {
    const at = apply(turn, c.q, c.r);
    const taken = [...game.values()].some((g) => g.q === at.q && g.r === at.r);
    if (!taken && c.oneOf!.some((id) => !game.has(id)))
      unsureNew.push({ card: c.card, names: c.oneOf!.map(name).join(' or '), why: c.doubt, remedy: c.remedy });
  }
  const off = anchors.filter((c) => !agrees(turn, c));
  // As many cards agree with another turn and shift: which of them moved cannot be told.
  const rivals = proposals.filter((p) => p.votes === best.votes && off.some((c) => agrees(p.turn, c)));
  if (off.length > 0 && rivals.length > 0) {
    const suspects = anchors.filter((c) => rivals.some((p) => agrees(p.turn, c) !== agrees(turn, c)));
    problems.push(
      `${list(suspects.map((c) => name(c.card)))} do not lie together as the game has them: one of them was moved or turned`,
    );
  } else
    for (const c of off) {
      const g = game.get(c.card)!;
      const at = apply(turn, c.q, c.r);
      problems.push(
        at.q === g.q && at.r === g.r
          ? `${name(c.card)} lies turned another way than the game has it`
          : `${name(c.card)} lies ${placeWords(state, at, c.card)}, but the game has it ${placeWords(state, g, c.card)}`,
      );
    }
  // What to do about a card that lies otherwise than the game has it.
  const moved = problems.length > 0;
  const fresh = sure
    .filter((c) => !game.has(c.card))
    .map((c) => {
      const at = apply(turn, c.q, c.r);
      return { card: c.card, q: at.q, r: at.r, rotation: mod6(c.rotation + turn.k) };
    });
  for (const f of fresh) {
    const there = [...game.values()].find((g) => g.q === f.q && g.r === f.r);
    if (there !== undefined) problems.push(`${name(f.card)} lies where the game has ${name(there.card)}`);
  }
  for (const u of unsureNew)
    problems.push(
      `${u.names ?? name(u.card)} is seen but not surely placed${u.why ? ` (${u.why})` : ''}: ${remedyWords(u, name)}`,
    );
  if (fresh.length > 1)
    problems.push(
      `${fresh.length} new cards are on the table (${list(fresh.map((f) => `${name(f.card)} ${placeWords(state, f)}`))}): the game records one play at a time`,
    );
  if (untold.length > 0 && problems.length === 0 && fresh.length === 0)
    return { kind: 'looking', text: `${untold.join('; ')} yet: hold the phone still so that its mark reads.` };
  problems.push(...untold);
  if (problems.length > 0)
    return disagree(problems, moved ? ' Lay it as the game has it, or correct the game (History, Edit).' : '');
  if (fresh.length === 0)
    return {
      kind: 'same',
      text: `The table reads as the game has it (${anchors.length} card${anchors.length === 1 ? '' : 's'} seen): no new card yet.${blurred ? ' If it is there, hold the phone still: the picture is blurred.' : ''}`,
    };
  const placement = fresh[0]!;
  const legal = rotationsByAngle(state, placement.card, placement).find((r) => r.rotation === placement.rotation);
  if (legal === undefined) {
    const step = applyAction(state, { type: 'place', placement });
    const why = step.ok ? 'it does not fit that way' : describeRefusal(rules, step.error);
    return disagree([`${name(placement.card)} cannot lie ${placeWords(state, placement)}: ${why}`]);
  }
  return {
    kind: 'play',
    placement,
    points: legal.points,
    text: `Scanned: ${name(placement.card)} ${placeWords(state, placement)}, +${legal.points}. Place records it.`,
  };
}

/** What to do about an unsure card, after its own reason. */
function remedyWords(u: { card: string; names?: string; remedy?: Remedy }, name: (id: string) => string): string {
  // Twins, which the reading cannot tell apart, are named as "this or that" card.
  const it = u.names ?? name(u.card);
  if (u.remedy === 'straighten') return `straighten ${it} in its place`;
  if (u.remedy === 'level') return 'hold the phone more level over the table';
  if (u.remedy === 'frame') return `bring the cards around ${it} into view`;
  // Read alone, off the lattice: nothing says where it lies.
  return `bring ${it} and the cards beside it into view, and hold the phone still`;
}

function disagree(problems: string[], advice = ''): ScanVerdict {
  return {
    kind: 'disagree',
    problems,
    text: `The table does not agree with the game, so nothing is recorded: ${problems.join('; ')}.${advice}`,
  };
}
