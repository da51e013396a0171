// Bots: pure functions from a game state (dealt mode: hands known) and a generator state to the
// next action. The engine applies what they choose, so a bot can never make an illegal move.

import type { Action, GameState } from './game.ts';
import { pickAny, pickBest, type Pick, type Weights } from './bots/search.ts';
import { gridCell } from './table.ts';
import { type SearchBudget, searchAction } from './bots/lookahead.ts';

export const BOT_NAMES = ['random', 'greedy', 'careful', 'joker', 'search'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const isBotName = (name: string): name is BotName => (BOT_NAMES as readonly string[]).includes(name);

/** The fewest points the joker bot wants from a play of a card carrying a Joker: a big play (a greedy play averages about 170). */
export const JOKER_BIG_PLAY = 200;

/** What each bot is, in one line, for help texts and reports. */
export const BOT_DESCRIPTIONS: Record<BotName, string> = {
  random: 'any legal play, chosen at random; passes only when it cannot play',
  greedy: 'the play with the most points this turn, the core bonus included',
  careful: "greedy, but once the pile is out weighs each card's hand penalty by the chance it is left over",
  joker: `greedy, but keeps a card carrying a Joker for a big play (at least ${JOKER_BIG_PLAY} points), risking the wild penalty`,
  search:
    'looks ahead: tries its best few plays (a core with its bonus) and passing on samples of the cards it cannot see, each played on by greedy players until its next turn after the next, and takes the best against the others',
};

/**
 * How much careful values getting rid of a card, as the chance that a card kept now is still in
 * hand when the round ends. While the pile holds cards every play is followed by a draw, so a card
 * kept can be played later: nothing. Once the pile is out the hand shrinks by a card a turn and
 * the round ends when any hand is empty, so about one card of the hand is left over: 1 / hand size.
 * (Weighing the penalty earlier, as the pile runs low, was measured to cost more points than it saves.)
 */
export function shedWeight(pileCount: number, handCount: number): number {
  return pileCount > 0 || handCount === 0 ? 0 : 1 / handCount;
}

/** The weights of the bots whose weights never change, made once: a bot chooses a play every turn. */
const GREEDY_WEIGHTS: Readonly<Weights> = { shed: 0, lookAhead: true, holdWild: 0 };
const JOKER_WEIGHTS: Readonly<Weights> = { shed: 0, lookAhead: true, holdWild: JOKER_BIG_PLAY };

function weightsFor(bot: BotName, game: GameState): Weights {
  if (bot === 'joker') return JOKER_WEIGHTS;
  if (bot !== 'careful') return GREEDY_WEIGHTS;
  const round = game.round!;
  return { shed: shedWeight(round.pileCount, round.hands![round.seat]!.length), lookAhead: true, holdWild: 0 };
}

/**
 * The bot's next action for the seat to move, the generator state after it, and how many legal
 * placements it had to choose from. Every bot but search takes the core bonus whenever one is legal
 * (the joker bot unless only a small Joker play is), and passes only when it has no legal placement
 * it is willing to make. `budget` is the search bot's thinking (default DEFAULT_SEARCH_BUDGET).
 */
export function chooseAction(
  bot: BotName,
  game: GameState,
  rng: number,
  budget?: SearchBudget,
): [Action, number, number] {
  const round = game.round;
  if (round === null || round.over !== null || round.hands === null)
    throw new Error('chooseAction needs a dealt round in progress');
  if (bot === 'search') return searchAction(game, rng, budget);
  const { rules } = game;
  const hand = round.hands[round.seat]!;
  const bonus = round.bonusAt >= 0;
  const pick: Pick =
    bot === 'random'
      ? pickAny(rules, round.table, hand, rng, round.bonusAt)
      : pickBest(rules, round.table, hand, weightsFor(bot, game), rng, round.bonusAt);
  if (pick.card < 0) return [bonus ? { type: 'skip-bonus' } : { type: 'pass' }, pick.rng, pick.seen];
  const { q, r } = gridCell(pick.key);
  return [
    { type: 'place', placement: { card: rules.cards[pick.card]!.id, q, r, rotation: pick.rotation } },
    pick.rng,
    pick.seen,
  ];
}
