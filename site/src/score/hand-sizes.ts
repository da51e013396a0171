// How many cards each player holds, known at the table without seeing a hand: the deal, one card
// drawn after each turn (two after a core with its bonus card), one card less per card played
// (docs/rules.md §6–7). The engine keeps no hands in open mode, so they follow from its turns.

import type { GameState } from '../../../engine/index.ts';

/** Each seat's hand size in the round under way (or just over), from the deal and the turns. */
export function computeHandSizes(state: GameState): number[] {
  const round = state.round;
  if (round === null) return state.players.map(() => 0);
  const n = state.players.length;
  const sizes = state.players.map(() => state.rules.options.handSize);
  let pile = state.rules.cards.length - 1 - n * state.rules.options.handSize;
  let seat = round.firstSeat;
  const draw = (count: number) => {
    const take = Math.min(count, pile);
    pile -= take;
    sizes[seat]! += take;
  };
  const pending = round.bonusAt >= 0;
  for (const [i, turn] of round.turns.entries()) {
    if ('pass' in turn) draw(1);
    else {
      sizes[seat]! -= turn.bonus === undefined ? 1 : 2;
      const waiting = pending && i === round.turns.length - 1;
      if (!waiting) draw(turn.bonus === undefined ? 1 : 2);
    }
    seat = (seat + 1) % n;
  }
  return sizes;
}

/**
 * Why the rules end the round now, if they do: the pile is out and the player who just played
 * has no card left, or everybody passed in a row on an empty pile. Null while it goes on.
 */
export function roundEndDue(state: GameState): 'hand-empty' | 'all-passed' | null {
  const round = state.round;
  if (round === null || round.over !== null || round.bonusAt >= 0 || round.pileCount > 0) return null;
  const n = state.players.length;
  if (round.passes >= n) return 'all-passed';
  const last = round.turns.at(-1);
  if (last === undefined || 'pass' in last) return null;
  const sizes = computeHandSizes(state);
  return sizes[(round.seat + n - 1) % n] === 0 ? 'hand-empty' : null;
}
