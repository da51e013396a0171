// The search bot: it looks ahead. For each of its best few moves (a core counted with its bonus,
// and passing), it samples what it cannot see (the other hands and the pile, dealt anew from the
// cards it has not seen) and plays the game on with greedy players until its own turn has come
// round again `horizon` times (or the round ends, hand penalties and all), scoring its points
// against the mean of the others'. Every move is tried on the same samples. The budget is a count
// of simulated moves, so a seed and a budget give the same choice on any machine; a `stop`
// function from the caller (a clock) may end the search sooner.

import { type Action, applyAction, type GameState, withHiddenCards } from '../game.ts';
import { forEachLegal } from '../legal.ts';
import { randomInt } from '../random.ts';
import { gridCell, isOnTable } from '../table.ts';
import { bestBonusPlay, pickBest, type Weights } from './search.ts';

/** How long the search bot may think: simulated moves, and optionally a caller's stop signal. */
export interface SearchBudget {
  /** Moves it may simulate for one decision (greedy moves of the play-outs). */
  moves: number;
  /** Its own turns played out after the move tried (0: only the others' replies). */
  horizon?: number;
  /** How many of the best moves by points it tries. */
  width?: number;
  /** Asked before each play-out once a sample is done; true ends the search with the whole samples it has. */
  stop?: () => boolean;
}

/** The budget a move when none is given: about 20 ms of one core. */
export const DEFAULT_SEARCH_BUDGET: Readonly<SearchBudget> = { moves: 2000 };
/** Moves a millisecond of one core simulates (bench/lookahead.bench.ts measured 95 to 131): `--think-ms` × this is the budget. */
export const SEARCH_MOVES_PER_MS = 100;

const GREEDY: Readonly<Weights> = { shed: 0, lookAhead: true, holdWild: 0 };
const DEFAULT_HORIZON = 1;
const DEFAULT_WIDTH = 6;

/** The greedy bot's action (the play-outs' players), and the generator state after it. */
function greedyAction(game: GameState, rng: number): [Action, number] {
  const round = game.round!;
  const { rules } = game;
  const pick = pickBest(rules, round.table, round.hands![round.seat]!, GREEDY, rng, round.bonusAt);
  if (pick.card < 0) return [round.bonusAt >= 0 ? { type: 'skip-bonus' } : { type: 'pass' }, pick.rng];
  const { q, r } = gridCell(pick.key);
  return [{ type: 'place', placement: { card: rules.cards[pick.card]!.id, q, r, rotation: pick.rotation } }, pick.rng];
}

/** The moves worth trying: the `width` best by points this turn (a core with its best bonus), then pass or skip. */
function candidates(game: GameState, width: number): { moves: Action[]; legal: number } {
  const round = game.round!;
  const { rules } = game;
  const hand = round.hands![round.seat]!;
  const bonusStep = round.bonusAt >= 0;
  const found: { card: number; key: number; rotation: number; value: number }[] = [];
  forEachLegal(
    rules,
    round.table,
    hand,
    (card, key, rotation, points) => {
      let value = points;
      if (!bonusStep && rules.options.coreBonus && rules.isCore[card] === 1)
        value += bestBonusPlay(rules, round.table, hand, card, key, 0)?.points ?? 0;
      found.push({ card, key, rotation, value });
    },
    round.bonusAt,
  );
  // Most points first; the engine's order of finding breaks ties, so the list is the same every time.
  found.sort((a, b) => b.value - a.value);
  const moves: Action[] = found.slice(0, width).map((f) => {
    const { q, r } = gridCell(f.key);
    return { type: 'place', placement: { card: rules.cards[f.card]!.id, q, r, rotation: f.rotation } };
  });
  moves.push(bonusStep ? { type: 'skip-bonus' } : { type: 'pass' });
  return { moves, legal: found.length };
}

/** A sample of what `seat` cannot see: the unseen cards shuffled into the other hands (their sizes kept) and the pile. */
function sampleHidden(game: GameState, seat: number, rng: number): [GameState, number] {
  const round = game.round!;
  const { rules } = game;
  const hands = round.hands!;
  const mine = hands[seat]!;
  const unseen: number[] = [];
  for (let c = 0; c < rules.cards.length; c++) if (!isOnTable(round.table, c) && !mine.includes(c)) unseen.push(c);
  let s = rng;
  for (let i = unseen.length - 1; i > 0; i--) {
    const [j, next] = randomInt(s, i + 1);
    s = next;
    const t = unseen[i]!;
    unseen[i] = unseen[j]!;
    unseen[j] = t;
  }
  let at = 0;
  const dealt = hands.map((h, i) => {
    if (i === seat) return h;
    const part = unseen.slice(at, at + h.length);
    at += h.length;
    return part;
  });
  return [withHiddenCards(game, dealt, unseen.slice(at)), s];
}

/** The seat's standing in a state: its round score (points, less the hand penalty once the round is over) against the others' mean. */
function standing(game: GameState, seat: number): number {
  const round = game.round!;
  const scores = round.over === null ? round.points : game.results.at(-1)!.score;
  let others = 0;
  for (let i = 0; i < scores.length; i++) if (i !== seat) others += scores[i]!;
  return scores[seat]! - others / Math.max(1, scores.length - 1);
}

/** Plays on with greedy players from `game` until `seat` has had `horizon` more turns and is to move again, or the round is over. */
function playOut(
  game: GameState,
  seat: number,
  horizon: number,
  rng: number,
): { game: GameState; moves: number; rng: number } {
  let g = game;
  let s = rng;
  let turns = 0;
  let moves = 0;
  for (;;) {
    const round = g.round!;
    if (round.over !== null) break;
    if (round.seat === seat && round.bonusAt < 0 && turns++ === horizon) break;
    const [action, next] = greedyAction(g, s);
    s = next;
    const step = applyAction(g, action);
    if (!step.ok) throw new Error(`play-out refused: ${step.error.message}`);
    g = step.value;
    moves++;
  }
  return { game: g, moves, rng: s };
}

/**
 * The search bot's action for the seat to move, the generator state after it, and how many legal
 * placements it had. Deterministic in the game, `rng` and the budget's count (unless `stop` ends it early).
 */
export function searchAction(
  game: GameState,
  rng: number,
  budget: SearchBudget = DEFAULT_SEARCH_BUDGET,
): [Action, number, number] {
  const round = game.round!;
  const seat = round.seat;
  const { moves, legal } = candidates(game, budget.width ?? DEFAULT_WIDTH);
  if (moves.length === 1) return [moves[0]!, rng, legal];
  const totals = new Float64Array(moves.length);
  let s = rng;
  let spent = 0;
  let samples = 0;
  const horizon = budget.horizon ?? DEFAULT_HORIZON;
  const sample = new Float64Array(moves.length);
  const stopped = () => samples > 0 && (budget.stop?.() ?? false);
  // At least one sample, so the choice never falls back to points alone.
  search: while (samples === 0 || spent < budget.moves) {
    // Sampled before the move is made, so the card it draws is a guess too.
    const [guess, next] = sampleHidden(game, seat, s);
    s = next;
    for (let i = 0; i < moves.length; i++) {
      // A sample cut short is left out: every move is weighed on the same samples.
      if (stopped()) break search;
      const step = applyAction(guess, moves[i]!);
      if (!step.ok) throw new Error(`search move refused: ${step.error.message}`);
      // The same play-out generator for every move of a sample.
      const out = playOut(step.value, seat, horizon, s);
      spent += out.moves + 1;
      sample[i] = standing(out.game, seat);
    }
    for (let i = 0; i < moves.length; i++) totals[i]! += sample[i]!;
    samples++;
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]!) best = i;
  return [moves[best]!, s, legal];
}
