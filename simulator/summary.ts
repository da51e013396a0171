// What one simulated game leaves for the report: small, plain data (it crosses from a worker to the
// main thread and into shard files), read from each round's final state. Counts that only ever add
// up go into a RunTally instead of the game's summary. A game the bots played (simulateGame) and a
// game people played on the site (game-figures.ts) are summarised by the same summariseGame.

import {
  type BotName,
  computeStandings,
  directionBetween,
  type EndReason,
  type GameState,
  facingIcon,
  gridKey,
  opposite,
  placedCard,
  placedRotation,
  placementAtKey,
  type RoundResult,
  type RoundState,
  type Rules,
} from '../engine/core.ts';
import { COUNT_EVERY, type GameSetup, playGame } from './play.ts';
import { addToTally, type RunTally } from './tally.ts';

export const PLAY_KINDS = ['colour-only', 'icon-match', 'wild-core'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

export interface RoundSummary {
  start: string;
  firstSeat: number;
  end: EndReason;
  /** Turns taken, passes included. */
  turns: number;
  /** Turns that were a pass. */
  passes: number;
  /** Legal placements summed over the turns counted in `decisions` (turn starts; bonus choices apart). */
  legal: number;
  decisions: number;
  /** Turns counted in `decisions` that began with no legal placement at all. */
  stuck: number;
  points: number[];
  penalty: number[];
  /** The part of each penalty that comes from wild sets. */
  wildPenalty: number[];
  score: number[];
  cardsLeft: number[];
  /** Cards carrying a wild set left in each hand at the end. */
  wildLeft: number[];
  /** Cards carrying a wild set that reached any hand in the round (dealt or drawn). */
  wildHeld: number;
  /** Each seat's starting hand: its value, its wild sets and its core cards. */
  handValue: number[];
  handWild: number[];
  handCores: number[];
}

/** Who played a seat: one of the engine's bots, or a person (a game played on the site's Play page). */
export type SeatKind = BotName | 'human';

export interface GameSummary {
  index: number;
  seed: number;
  /** The bot in each seat, seat 0 first; 'human' for a seat a person played. */
  bots: SeatKind[];
  totals: number[];
  /** Seats with the best result (more than one on a tie). */
  winners: number[];
  rounds: RoundSummary[];
  /** Times the sole leader of the running game score changed, play by play and at each round's penalties. */
  leadChanges: number;
}

/** Counts the changes of sole leader as running scores move; a tie keeps the last leader. */
class LeadTracker {
  leader = -1;
  changes = 0;
  readonly running: number[];
  constructor(players: number) {
    this.running = new Array<number>(players).fill(0);
  }
  check(): void {
    let best = -1;
    let top = -Infinity;
    let tied = false;
    for (let seat = 0; seat < this.running.length; seat++) {
      const s = this.running[seat]!;
      if (s > top) {
        best = seat;
        top = s;
        tied = false;
      } else if (s === top) tied = true;
    }
    if (tied || best === this.leader) return;
    if (this.leader >= 0) this.changes++;
    this.leader = best;
  }
}

const wildSetCache = new WeakMap<Rules, Int32Array>();

/** Per card: how many wild sets it carries (computed once per rules). */
function wildSetCounts(rules: Rules): Int32Array {
  let counts = wildSetCache.get(rules);
  if (counts === undefined) {
    counts = Int32Array.from(rules.cards, (card) => card.sets.filter((s) => s === rules.deck.wild).length);
    wildSetCache.set(rules, counts);
  }
  return counts;
}

/** What the bots' searches counted in a round's turns (RoundSummary's `legal`, `decisions`, `stuck`). */
export interface SearchCounts {
  legal: number;
  decisions: number;
  stuck: number;
}

/** A round nobody counted the legal placements of: every turn a person played, and most games of a run. */
const NOT_COUNTED: SearchCounts = { legal: 0, decisions: 0, stuck: 0 };

function summariseRound(
  rules: Rules,
  round: RoundState,
  result: RoundResult,
  searched: SearchCounts,
  players: number,
  tally: RunTally,
  cardPlays: number[],
  lead: LeadTracker,
): RoundSummary {
  const wild = rules.deck.wild;
  const wildSetsOf = wildSetCounts(rules);
  const wildSets = (card: number): number => wildSetsOf[card]!;
  for (const play of round.plays) {
    // The card on the play's cell is the one played (a cell holds one card for the whole round).
    const card = placedCard(round.table, placementAtKey(round.table, gridKey(play.placement.q, play.placement.r)));
    const isWildCore = rules.isCore[card] === 1 && rules.cards[card]!.sets[0] === wild;
    addToTally(tally.kinds[isWildCore ? 2 : play.matches.length > 0 ? 1 : 0]!, play.points);
    tally.cardPlays[card]!++;
    tally.cardPoints[card]! += play.points;
    tally.cardSquares[card]! += play.points * play.points;
    cardPlays.push(play.seat, card);
    lead.running[play.seat]! += play.points;
    lead.check();
    for (const m of play.matches) {
      const at = placementAtKey(round.table, gridKey(m.q, m.r));
      const other = placedCard(round.table, at);
      const d = directionBetween(play.placement, m);
      const mine = facingIcon(rules, card, play.placement.rotation, d);
      const theirs = facingIcon(rules, other, placedRotation(round.table, at), opposite(d));
      // Each icon on the two touching sides counts once (once in all when both are the same icon).
      tally.iconMatches[mine]!++;
      tally.iconPoints[mine]! += rules.value[other]!;
      if (theirs !== mine) {
        tally.iconMatches[theirs]!++;
        tally.iconPoints[theirs]! += rules.value[other]!;
      }
    }
  }
  const hands = round.finalHands!.map((h) => h.map((id) => rules.cardIndex.get(id)!));
  const pile = round.pile!;
  const handSize = rules.options.handSize;
  // The deal: card k of the pile went to seat (firstSeat + k) mod players.
  const starting = Array.from({ length: players }, (): number[] => []);
  for (let k = 0; k < players * handSize && k < pile.length; k++)
    starting[(round.firstSeat + k) % players]!.push(pile[k]!);
  const sum = (cards: readonly number[], f: (c: number) => number): number => cards.reduce((s, c) => s + f(c), 0);
  return {
    start: round.start,
    firstSeat: round.firstSeat,
    end: round.over!,
    turns: round.turnLog.count,
    // A turn is a pass or a placement, and each placement turn has one play that is not a bonus.
    passes: round.turnLog.count - round.plays.filter((p) => !p.bonus).length,
    legal: searched.legal,
    decisions: searched.decisions,
    stuck: searched.stuck,
    points: result.points,
    penalty: result.penalty,
    wildPenalty: hands.map((h) => sum(h, wildSets) * rules.options.wildPenalty),
    score: result.score,
    cardsLeft: hands.map((h) => h.length),
    wildLeft: hands.map((h) => h.filter((c) => wildSets(c) > 0).length),
    wildHeld: pile.slice(0, round.pileTop).filter((c) => wildSets(c) > 0).length,
    handValue: starting.map((h) => sum(h, (c) => rules.value[c]!)),
    handWild: starting.map((h) => sum(h, wildSets)),
    handCores: starting.map((h) => sum(h, (c) => rules.isCore[c]!)),
  };
}

/**
 * A finished game (or the rounds of one finished so far) as summariseGame reads it. The rounds are
 * played in dealt mode, where the engine knows the pile and the hands: each one's final state
 * (`over` set, with `pile` and `finalHands`), in order, beside its result.
 */
export interface FinishedGame {
  /** The game's number in its run (GameSummary.index). */
  index: number;
  /** The seed the game was created with (GameSummary.seed). */
  seed: number;
  /** Who played each seat, seat 0 first: as many as the game has players. */
  seats: readonly SeatKind[];
  /** Each round's final state, the first round first. */
  rounds: readonly RoundState[];
  /** GameState.results: one per round, in the same order. */
  results: readonly RoundResult[];
  /**
   * Per round, the legal placements the bots' searches counted (the simulator's, in one game of
   * COUNT_EVERY). Left out, or shorter than the rounds: 0 for every round it does not cover.
   */
  searches?: readonly SearchCounts[];
}

/** A caller's mistake (rounds and results that do not belong together), never bad input: it throws. */
function checkFinished(game: FinishedGame): void {
  const { rounds, results, seats } = game;
  if (rounds.length !== results.length)
    throw new Error(`${rounds.length} round states and ${results.length} round results: give one of each per round`);
  rounds.forEach((round, r) => {
    if (round.over === null) throw new Error(`round ${r + 1} is not over`);
    if (round.pile === null || round.finalHands === null)
      throw new Error(`round ${r + 1} was not played in dealt mode: its pile and hands are unknown`);
    if (round.start !== results[r]!.start || round.points.length !== seats.length)
      throw new Error(`round ${r + 1} does not match its result or the ${seats.length} seats`);
  });
}

/**
 * The summary of a finished game from its rounds' final states and results, its counts added to
 * `tally`: the one road from played rounds to the report's data, for the simulator's games and for
 * a game played on the site alike.
 */
export function summariseGame(rules: Rules, game: FinishedGame, tally: RunTally): GameSummary {
  checkFinished(game);
  const players = game.seats.length;
  const cardPlays: number[] = [];
  const lead = new LeadTracker(players);
  const rounds = game.rounds.map((round, r) => {
    const result = game.results[r]!;
    const summary = summariseRound(
      rules,
      round,
      result,
      game.searches?.[r] ?? NOT_COUNTED,
      players,
      tally,
      cardPlays,
      lead,
    );
    result.penalty.forEach((p, seat) => (lead.running[seat]! -= p));
    lead.check();
    return summary;
  });
  // Standings by seat number, not by name: players on the site may share a name, and seats cannot.
  const standings = computeStandings(
    game.seats.map((_, seat) => String(seat)),
    game.results,
    rules.options.scoring,
  );
  const winners = standings.winners.map(Number);
  for (let k = 0; k < cardPlays.length; k += 2)
    if (winners.includes(cardPlays[k]!)) tally.cardWinnerPlays[cardPlays[k + 1]!]!++;
  return {
    index: game.index,
    seed: game.seed,
    bots: game.seats.slice(),
    totals: standings.totals.map((t) => t.score),
    winners,
    rounds,
    leadChanges: lead.changes,
  };
}

/** Plays game `index` of a run, adds its counts to `tally` and returns its summary. */
export function simulateGame(rules: Rules, setup: GameSetup, index: number, tally: RunTally): GameSummary {
  const rounds: RoundState[] = [];
  const searches: SearchCounts[] = [];
  let searched: SearchCounts = { legal: 0, decisions: 0, stuck: 0 };
  const game: GameState = playGame(rules, setup, {
    countLegal: index % COUNT_EVERY === 0,
    onTurn: (n) => {
      searched.legal += n;
      searched.decisions++;
      if (n === 0) searched.stuck++;
    },
    // The game state keeps only the current round: each one's final state is kept here as it ends.
    onRound: (round) => {
      rounds.push(round);
      searches.push(searched);
      searched = { legal: 0, decisions: 0, stuck: 0 };
    },
  });
  return summariseGame(
    rules,
    { index, seed: setup.seed, seats: setup.bots, rounds, results: game.results, searches },
    tally,
  );
}
