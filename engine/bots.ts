// Bots: pure functions from a game state (dealt mode: hands known) and a generator state to the
// next action. The engine applies what they choose, so a bot can never make an illegal move.

import type { Action, GameState } from './game.ts';
import { pickAny, pickBest, type Pick, type Weights } from './bots/search.ts';
import { gridCell } from './table.ts';

export const BOT_NAMES = ['random', 'greedy', 'careful'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const isBotName = (name: string): name is BotName => (BOT_NAMES as readonly string[]).includes(name);

/** What each bot is, in one line, for help texts and reports. */
export const BOT_DESCRIPTIONS: Record<BotName, string> = {
  random: 'any legal play, chosen at random; passes only when it cannot play',
  greedy: 'the play with the most points this turn, the core bonus included',
  careful: 'greedy, but sheds wild and high-value cards as the pile runs out',
};

/**
 * How much careful values getting rid of a card: nothing while the pile holds a full deal or more,
 * rising to the card's whole hand penalty when the pile is empty (from then on a card kept may
 * well be a card that costs its penalty).
 */
export function shedWeight(pileCount: number, players: number, handSize: number): number {
  return Math.max(0, 1 - pileCount / (players * handSize));
}

function weightsFor(bot: BotName, game: GameState): Weights {
  if (bot !== 'careful') return { shed: 0, lookAhead: true };
  const round = game.round!;
  return { shed: shedWeight(round.pileCount, game.players.length, game.rules.options.handSize), lookAhead: true };
}

/**
 * The bot's next action for the seat to move, and the generator state after it. Every bot takes
 * the core bonus whenever one is legal, and passes only when it has no legal placement.
 */
export function chooseAction(bot: BotName, game: GameState, rng: number): [Action, number] {
  const round = game.round;
  if (round === null || round.over !== null || round.hands === null) throw new Error('chooseAction needs a dealt round in progress');
  const { rules } = game;
  const hand = round.hands[round.seat]!;
  const bonus = round.bonusAt >= 0;
  const pick: Pick =
    bot === 'random' ? pickAny(rules, round.table, hand, rng, round.bonusAt) : pickBest(rules, round.table, hand, weightsFor(bot, game), rng, round.bonusAt);
  if (pick.card < 0) return [bonus ? { type: 'skip-bonus' } : { type: 'pass' }, pick.rng];
  const { q, r } = gridCell(pick.key);
  return [{ type: 'place', placement: { card: rules.cards[pick.card]!.id, q, r, rotation: pick.rotation } }, pick.rng];
}
