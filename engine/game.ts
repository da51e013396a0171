// The game as a value (docs/rules.md §6–7): actions in, a new state or a refusal out. Randomness comes
// only from the generator state kept inside, so a seed and the actions rebuild any game.

import { hasLegal } from './legal.ts';
import { checkPlacement } from './placement.ts';
import { seedState, shuffle } from './random.ts';
import type { Rules } from './rules.ts';
import { checkSetup, dealProblem } from './setup.ts';
import { addCard, areNeighbourKeys, emptyTable, gridKey, isOnTable, type Table } from './table.ts';
import { appendTurn, emptyTurnLog, listTurns, replaceLastTurn, type Turn, type TurnLog } from './turn-log.ts';
import { err, ok } from './types.ts';
import type { Placement, PlacementResult, Problem, Refusal, Result } from './types.ts';

/**
 * `dealt`: the engine knows the pile and the hands (simulation, replay with a pile order).
 * `open`: only the table is known, as at a real table (the scorekeeper, replay with final hands).
 */
export type Mode = 'dealt' | 'open';

/** Why a round ended: a hand ran out, everyone passed on an empty pile, no one could play, or the players said so. */
export type EndReason = 'hand-empty' | 'all-passed' | 'blocked' | 'called';

/** A placement made in a round, with its points and the neighbours it scored from. */
export interface Play {
  placement: Placement;
  points: number;
  matches: { q: number; r: number; card: string }[];
}

export type { Turn, TurnLog } from './turn-log.ts';

/** One round in progress or over: the table, the hands and pile (dealt mode), the points and the turns. */
export interface RoundState {
  index: number;
  start: string;
  /** How the starting core lies at (0, 0): its rotation, 0 unless the players said otherwise. */
  startRotation: number;
  firstSeat: number;
  /** Whose turn it is. */
  seat: number;
  /** The pile, top first, from `pileTop` on; null in open mode. */
  pile: readonly number[] | null;
  pileTop: number;
  pileCount: number;
  /** Each seat's hand (card indexes); null in open mode. */
  hands: readonly (readonly number[])[] | null;
  table: Table;
  points: readonly number[];
  /** Passes in a row made with the pile already empty. */
  passes: number;
  /** Grid key of a just-placed core whose bonus play is pending, else -1. */
  bonusAt: number;
  /** The turns so far, as a list built when first read (a round state holds them as `turnLog`). */
  readonly turns: readonly Turn[];
  /** The turns as shared storage, so a turn costs the same however many came before. */
  turnLog: TurnLog;
  plays: readonly (Play & { seat: number; bonus: boolean })[];
  over: EndReason | null;
  /** Cards left in each hand once the round is over. */
  finalHands: readonly (readonly string[])[] | null;
}

/** A finished round's numbers per seat: points placed, hand penalty, and the score (points − penalty). */
export interface RoundResult {
  start: string;
  points: number[];
  penalty: number[];
  score: number[];
  end: EndReason;
}

/** The whole game as a value: rules, players, the generator state, the round under way and the results. */
export interface GameState {
  rules: Rules;
  mode: Mode;
  players: readonly string[];
  rounds: number;
  rng: number;
  round: RoundState | null;
  results: readonly RoundResult[];
  starts: readonly string[];
}

/** What a player or the scorekeeper can do; applyAction turns one into the next state or a refusal. */
export type Action =
  | { type: 'start-round'; start: string; order?: readonly string[]; rotation?: number }
  | { type: 'place'; placement: Placement }
  | { type: 'skip-bonus' }
  | { type: 'pass' }
  | { type: 'end-round'; hands?: readonly (readonly string[])[] };

/** The choices a game starts from; createGame checks them against the deck (see setupLimits). */
export interface GameSetup {
  players: readonly string[];
  rounds: number;
  seed?: number;
  mode?: Mode;
}

/** The outcome of an action: the new state, or the refusal that names the rule. */
export type Step = Result<GameState, Refusal>;

/** A round state's own fields; `turns` is read from the turn log. */
type RoundFields = Omit<RoundState, 'turns'>;

/**
 * A round state. Its `turns` reads the turn log, so making the next state copies no list: the cost of
 * an action does not grow with the turns before it (issue 16). A class, so that every round state has
 * the same shape and copying one is a plain constructor call.
 */
class Round implements RoundState {
  index: number;
  start: string;
  startRotation: number;
  firstSeat: number;
  seat: number;
  pile: readonly number[] | null;
  pileTop: number;
  pileCount: number;
  hands: readonly (readonly number[])[] | null;
  table: Table;
  points: readonly number[];
  passes: number;
  bonusAt: number;
  turnLog: TurnLog;
  plays: readonly (Play & { seat: number; bonus: boolean })[];
  over: EndReason | null;
  finalHands: readonly (readonly string[])[] | null;
  constructor(f: RoundFields) {
    this.index = f.index;
    this.start = f.start;
    this.startRotation = f.startRotation;
    this.firstSeat = f.firstSeat;
    this.seat = f.seat;
    this.pile = f.pile;
    this.pileTop = f.pileTop;
    this.pileCount = f.pileCount;
    this.hands = f.hands;
    this.table = f.table;
    this.points = f.points;
    this.passes = f.passes;
    this.bonusAt = f.bonusAt;
    this.turnLog = f.turnLog;
    this.plays = f.plays;
    this.over = f.over;
    this.finalHands = f.finalHands;
  }
  get turns(): readonly Turn[] {
    return listTurns(this.turnLog);
  }
}

/** A round state from another with some fields changed (never spread a round: `turns` is a getter). */
const withRound = (round: RoundFields, changes: Partial<RoundFields> = {}): RoundState =>
  Object.assign(new Round(round), changes);

const refuse = (code: Refusal['code'], message: string, extra: Partial<Refusal> = {}): Step =>
  err({ code, message, ...extra });

/**
 * A game from a set-up checked against the deck's own numbers (players, rounds, the deal, mode, seed):
 * the state, or every problem found, each with the field it is about.
 */
export function createGame(rules: Rules, setup: GameSetup): Result<GameState, Problem[]> {
  const problems = checkSetup(rules, setup);
  return problems.length > 0 ? err(problems) : ok(newGame(rules, setup));
}

/**
 * A game from a set-up taken as it is, unchecked: kept for existing callers; prefer createGame. An
 * impossible deal is still refused when a round starts.
 */
export function newGame(rules: Rules, setup: GameSetup): GameState {
  return {
    rules,
    mode: setup.mode ?? 'dealt',
    players: setup.players.slice(),
    rounds: setup.rounds,
    rng: seedState(setup.seed ?? 1),
    round: null,
    results: [],
    starts: [],
  };
}

/** Whether every round has been played and the last one is over. */
export const isGameOver = (game: GameState): boolean =>
  game.results.length >= game.rounds && (game.round === null || game.round.over !== null);

/** The core cards not yet used to start a round: the choices for the next one. */
export const freeStarts = (game: GameState): string[] =>
  game.rules.cards.filter((c) => c.kind === 'core' && !game.starts.includes(c.id)).map((c) => c.id);

function startRound(game: GameState, start: string, order: readonly string[] | undefined, rotation: number): Step {
  const { rules } = game;
  if (game.round !== null && game.round.over === null) return refuse('bad-start', 'the current round is not over');
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5)
    return refuse('bad-rotation', `the starting core's rotation must be a whole number from 0 to 5, not ${rotation}`);
  if (game.results.length >= game.rounds) return refuse('game-over', `all ${game.rounds} rounds have been played`);
  const core = rules.cardIndex.get(start);
  if (core === undefined || rules.isCore[core] !== 1)
    return refuse('bad-start', `"${start}" is not a core card of this deck`);
  if (game.starts.includes(start))
    return refuse('bad-start', `${start} already started a round; each round starts with a different core`);
  const index = game.results.length;
  const n = game.players.length;
  if (n < 1) return refuse('bad-start', 'a game needs at least one player');
  const firstSeat = index % n;
  const deal = dealProblem(n, rules.options.handSize, rules.cards.length - 1);
  if (deal !== null) return refuse('bad-start', `the deal cannot be made: ${deal}`);
  const others = rules.cards.map((_, i) => i).filter((i) => i !== core);
  let rng = game.rng;
  let pile: number[] | null = null;
  let hands: number[][] | null = null;
  if (game.mode === 'dealt') {
    if (order === undefined) [pile, rng] = shuffle(others, rng);
    else {
      const problem = checkOrder(game, order, core);
      if (problem !== null) return refuse('bad-start', problem);
      pile = order.map((id) => rules.cardIndex.get(id)!);
    }
    hands = Array.from({ length: n }, () => []);
    for (let k = 0; k < n * rules.options.handSize; k++) hands[(firstSeat + k) % n]!.push(pile[k]!);
  }
  const dealt = n * rules.options.handSize;
  const round = withRound({
    index,
    start,
    startRotation: rotation,
    firstSeat,
    seat: firstSeat,
    pile,
    pileTop: dealt,
    pileCount: others.length - dealt,
    hands,
    table: addCard(emptyTable(rules.cards.length), core, gridKey(0, 0), rotation),
    points: new Array<number>(n).fill(0),
    passes: 0,
    bonusAt: -1,
    turnLog: emptyTurnLog(),
    plays: [],
    over: null,
    finalHands: null,
  });
  return ok({ ...game, rng, round, starts: [...game.starts, start] });
}

function checkOrder(game: GameState, order: readonly string[], core: number): string | null {
  const expected = game.rules.cards.length - 1;
  if (order.length !== expected)
    return `the pile order lists ${order.length} cards, not the ${expected} left after the starting core`;
  const seen = new Set<string>();
  for (const [i, id] of order.entries()) {
    const c = game.rules.cardIndex.get(id);
    if (c === undefined) return `order[${i}]: unknown card "${id}"`;
    if (c === core) return `order[${i}]: ${id} is the starting core`;
    if (seen.has(id)) return `order[${i}]: ${id} is listed twice`;
    seen.add(id);
  }
  return null;
}

function place(game: GameState, round: RoundState, placement: Placement): Step {
  const { rules } = game;
  const bonus = round.bonusAt >= 0;
  const card = rules.cardIndex.get(placement.card);
  if (card !== undefined && round.hands !== null && !round.hands[round.seat]!.includes(card))
    return refuse('not-in-hand', `${placement.card} is not in ${game.players[round.seat]}'s hand`, {
      card: placement.card,
    });
  const result: PlacementResult = checkPlacement(rules, round.table, placement);
  if (!result.legal) return err(result.reason);
  const key = gridKey(placement.q, placement.r);
  if (bonus && !areNeighbourKeys(key, round.bonusAt))
    return refuse('not-beside-core', `the bonus card must touch the core just placed`, {
      card: placement.card,
      cell: { q: placement.q, r: placement.r },
    });
  const c = card!;
  const points = round.points.slice();
  points[round.seat]! += result.points;
  const play = {
    placement: { ...placement },
    points: result.points,
    matches: result.matches.map(({ q, r, card }) => ({ q, r, card })),
    seat: round.seat,
    bonus,
  };
  const turnLog = bonus
    ? replaceLastTurn(round.turnLog, {
        place: (round.turnLog.last as { place: Placement }).place,
        bonus: { ...placement },
      })
    : appendTurn(round.turnLog, { place: { ...placement } });
  const grantsBonus = !bonus && rules.isCore[c] === 1 && rules.options.coreBonus;
  // The plays are copied: a round has at most as many as the deck has cards, however long it lasts.
  // concat makes the copy at its final size (a spread grew it in steps, several arrays a play).
  const next = withRound(round, {
    table: addCard(round.table, c, key, placement.rotation),
    points,
    passes: 0,
    turnLog,
    plays: round.plays.concat([play]),
    bonusAt: grantsBonus ? key : -1,
  });
  // The card leaves the hand now; when the turn ends, with the cards drawn.
  if (!grantsBonus) return ok(endTurn(game, next, bonus ? 2 : 1, c));
  next.hands = changeHand(next.hands, next.seat, c, []);
  return ok({ ...game, round: next });
}

/** The hands with one seat's changed: the card `played` taken out (-1: none) and the cards `drawn` added at the end. */
function changeHand(
  hands: RoundState['hands'],
  seat: number,
  played: number,
  drawn: readonly number[],
): RoundState['hands'] {
  if (hands === null || (played < 0 && drawn.length === 0)) return hands;
  const changed = hands.slice();
  const hand = played < 0 ? hands[seat]!.slice() : hands[seat]!.filter((x) => x !== played);
  for (const card of drawn) hand.push(card);
  changed[seat] = hand;
  return changed;
}

const NO_CARDS: readonly number[] = [];

/**
 * Draws, checks the end of the round (docs/rules.md §7) and moves to the next seat. `round` is the
 * state the caller has just made for this turn, seen by no one yet, so it is completed in place;
 * `played` is the card the seat placed this turn (-1: none), which leaves its hand with the draw.
 */
function endTurn(game: GameState, round: RoundState, draws: number, played = -1): GameState {
  const n = game.players.length;
  const seat = round.seat;
  const take = Math.min(draws, round.pileCount);
  const drawn =
    round.hands !== null && round.pile !== null && take > 0
      ? round.pile.slice(round.pileTop, round.pileTop + take)
      : NO_CARDS;
  const hands = changeHand(round.hands, seat, played, drawn);
  round.hands = hands;
  round.pileTop += take;
  round.pileCount -= take;
  round.seat = (seat + 1) % n;
  let over: EndReason | null = null;
  // In open mode the hands are unknown: the round ends only when the players call it.
  if (round.pileCount === 0 && hands !== null) {
    if (hands[seat]!.length === 0) over = 'hand-empty';
    else if (allPassed(game, round)) over = 'all-passed';
    else if (hands.every((h) => !hasLegal(game.rules, round.table, h))) over = 'blocked';
  }
  return over === null ? { ...game, round } : finishRound(game, round, over, null);
}

function pass(game: GameState, round: RoundState): Step {
  if (round.bonusAt >= 0)
    return refuse('bonus-pending', 'place the bonus card or skip it; a pass comes only at the start of a turn');
  const passes = round.pileCount === 0 ? round.passes + 1 : 0;
  return ok(endTurn(game, withRound(round, { passes, turnLog: appendTurn(round.turnLog, { pass: true }) }), 1));
}

function finishRound(
  game: GameState,
  round: RoundState,
  end: EndReason,
  given: readonly (readonly string[])[] | null,
): GameState {
  const { rules } = game;
  const hands = given ?? round.hands!.map((h) => h.map((c) => rules.cards[c]!.id));
  const penalty = hands.map((h) => h.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0));
  const points = round.points.slice();
  const result: RoundResult = {
    start: round.start,
    points,
    penalty,
    score: points.map((p, i) => p - penalty[i]!),
    end,
  };
  return {
    ...game,
    round: withRound(round, { over: end, bonusAt: -1, finalHands: hands }),
    results: [...game.results, result],
  };
}

function endRound(game: GameState, round: RoundState, hands: readonly (readonly string[])[] | undefined): Step {
  const { rules } = game;
  if (hands === undefined) {
    if (round.hands === null) return refuse('bad-hands', 'name the cards left in each hand to end the round');
    return ok(finishRound(game, round, 'called', null));
  }
  if (hands.length !== game.players.length)
    return refuse('bad-hands', `give one hand for each of the ${game.players.length} players, not ${hands.length}`);
  const seen = new Set<string>();
  for (const [seat, hand] of hands.entries()) {
    for (const id of hand) {
      const c = rules.cardIndex.get(id);
      if (c === undefined) return refuse('bad-hands', `hands[${seat}]: unknown card "${id}"`, { card: id });
      if (c === rules.cardIndex.get(round.start) || isOnTable(round.table, c))
        return refuse('bad-hands', `hands[${seat}]: ${id} is on the table`, { card: id });
      if (seen.has(id)) return refuse('bad-hands', `hands[${seat}]: ${id} is in two hands`, { card: id });
      seen.add(id);
    }
  }
  return ok(finishRound(game, round, 'called', hands));
}

/** Whether every player, one after another, has passed with the pile empty (docs/rules.md §7). */
const allPassed = (game: GameState, round: RoundState): boolean =>
  round.pileCount === 0 && round.passes >= game.players.length;

/** Applies one action: the new state, or the refusal that names the rule. */
export function applyAction(game: GameState, action: Action): Step {
  if (action.type === 'start-round') return startRound(game, action.start, action.order, action.rotation ?? 0);
  const round = game.round;
  if (round === null) return refuse('no-round', 'no round has started');
  if (round.over !== null) return refuse('round-over', `round ${round.index + 1} is over`);
  // Open mode cannot end the round itself (the hands are unknown), but after every player has passed
  // on an empty pile the round is over by docs/rules.md §7: only calling it remains. This also bounds
  // a round's turns, so a record or saved game cannot be made endless with passes.
  if (allPassed(game, round) && action.type !== 'end-round')
    return refuse(
      'round-over',
      `round ${round.index + 1} is over: every player has passed in turn with the pile empty; end it and name the cards left in each hand`,
    );
  switch (action.type) {
    case 'place':
      return place(game, round, action.placement);
    case 'skip-bonus':
      if (round.bonusAt < 0) return refuse('no-bonus', 'there is no core bonus to skip');
      return ok(endTurn(game, withRound(round, { bonusAt: -1 }), 1));
    case 'pass':
      return pass(game, round);
    case 'end-round':
      return endRound(game, round, action.hands);
  }
}

/** Applies a whole recorded turn: a pass, or a placement with its bonus (skipped when absent). */
export function applyTurn(game: GameState, turn: Turn): Step {
  if ('pass' in turn) return applyAction(game, { type: 'pass' });
  const first = applyAction(game, { type: 'place', placement: turn.place });
  if (!first.ok) return first;
  const pending = first.value.round!.bonusAt >= 0;
  if (turn.bonus !== undefined) {
    if (!pending) return refuse('no-bonus', `${turn.place.card} gives no core bonus`, { card: turn.bonus.card });
    return applyAction(first.value, { type: 'place', placement: turn.bonus });
  }
  return pending ? applyAction(first.value, { type: 'skip-bonus' }) : first;
}

/**
 * The game with the cards a seat cannot see put as given: every other hand and the pile from its
 * top on (dealt mode). For a bot that samples what it cannot see; the table and the points stay.
 */
export function withHiddenCards(
  game: GameState,
  hands: readonly (readonly number[])[],
  pileFromTop: readonly number[],
): GameState {
  const round = game.round!;
  const pile = round.pile!.slice(0, round.pileTop).concat(pileFromTop);
  return { ...game, round: withRound(round, { hands, pile, pileCount: pileFromTop.length }) };
}
