// What one simulated game leaves for the report: small, plain data (it crosses from a worker to the
// main thread and into shard files), read from each round's final state before the next round
// replaces it. Counts that only ever add up go into a RunTally instead of the game's summary.

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

export interface GameSummary {
  index: number;
  seed: number;
  bots: BotName[];
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

function summariseRound(
  rules: Rules,
  round: RoundState,
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
    legal: 0,
    decisions: 0,
    stuck: 0,
    points: [],
    penalty: [],
    wildPenalty: hands.map((h) => sum(h, wildSets) * rules.options.wildPenalty),
    score: [],
    cardsLeft: hands.map((h) => h.length),
    wildLeft: hands.map((h) => h.filter((c) => wildSets(c) > 0).length),
    wildHeld: pile.slice(0, round.pileTop).filter((c) => wildSets(c) > 0).length,
    handValue: starting.map((h) => sum(h, (c) => rules.value[c]!)),
    handWild: starting.map((h) => sum(h, wildSets)),
    handCores: starting.map((h) => sum(h, (c) => rules.isCore[c]!)),
  };
}

/** Plays game `index` of a run, adds its counts to `tally` and returns its summary. */
export function simulateGame(rules: Rules, setup: GameSetup, index: number, tally: RunTally): GameSummary {
  const rounds: RoundSummary[] = [];
  const cardPlays: number[] = [];
  const lead = new LeadTracker(setup.players);
  let [legal, decisions, stuck] = [0, 0, 0];
  const game: GameState = playGame(rules, setup, {
    countLegal: index % COUNT_EVERY === 0,
    onTurn: (n) => {
      legal += n;
      decisions++;
      if (n === 0) stuck++;
    },
    onRound: (round, state) => {
      const summary = summariseRound(rules, round, setup.players, tally, cardPlays, lead);
      Object.assign(summary, { legal, decisions, stuck });
      [legal, decisions, stuck] = [0, 0, 0];
      const result = state.results[state.results.length - 1]!;
      Object.assign(summary, { points: result.points, penalty: result.penalty, score: result.score });
      result.penalty.forEach((p, seat) => (lead.running[seat]! -= p));
      lead.check();
      rounds.push(summary);
    },
  });
  const standings = computeStandings(game.players, game.results, rules.options.scoring);
  const winners = standings.winners.map((name) => game.players.indexOf(name));
  for (let k = 0; k < cardPlays.length; k += 2)
    if (winners.includes(cardPlays[k]!)) tally.cardWinnerPlays[cardPlays[k + 1]!]!++;
  return {
    index,
    seed: setup.seed,
    bots: setup.bots.slice(),
    totals: standings.totals.map((t) => t.score),
    winners,
    rounds,
    leadChanges: lead.changes,
  };
}
