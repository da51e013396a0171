// Rounds played by the engine's bots for the rulebook: one worked first round (its opening turns
// and its score sheet) and the mean number of turns a round takes, from which the playing time is
// estimated. Seeded, so every build prints the same round.

import {
  applyAction,
  chooseAction,
  seedState,
  type Action,
  type EndReason,
  type GameState,
  type Rules,
  newGame,
} from '../../engine/index.ts';
import { nameCard } from './example-view.ts';

// A turn at a real table: look at the hand, try a card or two, say the points. The simulator's
// balance report assumes the same 20 seconds.
export const SECONDS_PER_TURN = 20;
// Rounds played per player count for the mean: enough to steady it, few enough for every build.
const ROUNDS_PER_COUNT = 3;
// Opening turns of the worked round printed one by one.
const SHOWN_TURNS = 6;
const NAMES = ['Ann', 'Ben', 'Cleo', 'Dev', 'Eli', 'Flo'];

export interface TurnLine {
  turn: number;
  player: string;
  /** "places Key/Fire: 145", "passes", "places the Gear core (40), then Gear/Fire as bonus (135)". */
  text: string;
  drew: number;
}

export interface SheetRow {
  player: string;
  points: number;
  cardsLeft: number;
  penalty: number;
  /** The penalty as the sheet writes it: "−45", or "0". */
  penaltyText: string;
  score: number;
}

export interface SampleRound {
  players: number;
  start: string;
  turns: TurnLine[];
  turnCount: number;
  end: EndReason;
  endText: string;
  sheet: SheetRow[];
  winner: string;
}

export interface PlayingTime {
  players: number;
  meanTurns: number;
  minutesPerRound: number;
  /** The best single placement of a round, and a player's round score, on average. */
  meanBestPlay: number;
  meanScore: number;
}

const END_TEXT: Record<EndReason, string> = {
  'hand-empty': 'a player placed their last card',
  'all-passed': 'every player passed in turn with the pile empty',
  blocked: 'no card in any hand could be placed',
  called: 'the players called it over',
};

/** A cost as the sheet writes it: "−45", "0", or "+5" for a negative cost (a house rule's). */
const penaltyText = (p: number): string => (p === 0 ? '0' : p > 0 ? `−${p}` : `+${-p}`);

/** Plays one round of `players` greedy bots from `start`; returns the finished game. */
function playRound(rules: Rules, players: number, start: string, seed: number): GameState {
  const names = Array.from({ length: players }, (_, i) => NAMES[i] ?? `Player ${i + 1}`);
  const first = applyAction(newGame(rules, { players: names, rounds: 1, seed }), { type: 'start-round', start });
  if (!first.ok) throw new Error(`sample round: ${first.error.message}`);
  let game = first.value;
  let rng = seedState(seed);
  while (game.round!.over === null) {
    let action: Action;
    [action, rng] = chooseAction('greedy', game, rng);
    const next = applyAction(game, action);
    if (!next.ok) throw new Error(`sample round: ${next.error.message}`);
    game = next.value;
  }
  return game;
}

/** The worked round: `players` seats from `start`, its first turns in words and its score sheet. */
export function playSampleRound(rules: Rules, players: number, start: string): SampleRound {
  const game = playRound(rules, players, start, 1);
  const round = game.round!;
  const result = game.results[0]!;
  const card = (id: string) => nameCard(rules, rules.cards[rules.cardIndex.get(id)!]!);
  const n = game.players.length;
  const hand = rules.options.handSize;
  // The pile before each turn, to say how many cards each turn drew.
  let pile = rules.cards.length - 1 - n * hand;
  let play = 0;
  const turns: TurnLine[] = round.turns.slice(0, SHOWN_TURNS).map((turn, i) => {
    const seat = (round.firstSeat + i) % n;
    let text = 'passes';
    let want = 1;
    if ('place' in turn) {
      const first = round.plays[play++]!;
      text = `places ${card(turn.place.card)}: ${first.points}`;
      if (turn.bonus) {
        const bonus = round.plays[play++]!;
        text = `places the ${card(turn.place.card)} (${first.points}), then ${card(turn.bonus.card)} as the bonus card (${bonus.points})`;
        want = 2;
      }
    }
    const drew = Math.min(want, pile);
    pile -= drew;
    return { turn: i + 1, player: game.players[seat]!, text, drew };
  });
  const sheet = game.players.map((player, seat) => ({
    player,
    points: result.points[seat]!,
    cardsLeft: round.finalHands![seat]!.length,
    penalty: result.penalty[seat]!,
    penaltyText: penaltyText(result.penalty[seat]!),
    score: result.score[seat]!,
  }));
  const best = Math.max(...sheet.map((r) => r.score));
  return {
    players: n,
    start: card(start),
    turns,
    turnCount: round.turns.length,
    end: result.end,
    endText: END_TEXT[result.end],
    sheet,
    winner: sheet
      .filter((r) => r.score === best)
      .map((r) => r.player)
      .join(' and '),
  };
}

/** Mean turns a round takes with `players` greedy bots, and the minutes that makes at the table. */
export function estimatePlayingTime(rules: Rules, players: number, start: string): PlayingTime {
  let turns = 0;
  let best = 0;
  let score = 0;
  for (let seed = 1; seed <= ROUNDS_PER_COUNT; seed++) {
    const game = playRound(rules, players, start, seed);
    turns += game.round!.turns.length;
    best += Math.max(0, ...game.round!.plays.map((p) => p.points));
    score += game.results[0]!.score.reduce((a, b) => a + b, 0) / players;
  }
  const meanTurns = Math.round(turns / ROUNDS_PER_COUNT);
  return {
    players,
    meanTurns,
    minutesPerRound: (meanTurns * SECONDS_PER_TURN) / 60,
    meanBestPlay: Math.round(best / ROUNDS_PER_COUNT),
    meanScore: Math.round(score / ROUNDS_PER_COUNT),
  };
}
