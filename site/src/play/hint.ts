// The Play page's Hint: the engine's best play for the seat to move, a core counted with its best
// bonus play, the same answer as `jibe hint`. Pure: the screen drafts the play and says the sentence.

import { type Action, type GameState, type Hint, hintPlays } from '../../../engine/index.ts';
import { cardName } from '../table/card-name.ts';

/** The best play of the hand of the seat to move (dealt mode), or null when nothing fits. */
export function bestHint(state: GameState): Hint | null {
  const round = state.round;
  if (round === null || round.over !== null || round.hands === null) return null;
  const hand = round.hands[round.seat]!;
  if (hand.length === 0) return null;
  return hintPlays(state.rules, { table: round.table, hand: hand.slice(), besideKey: round.bonusAt }, 1)[0] ?? null;
}

/** What following the hint does now: place its card, else pass (or skip a bonus nothing fits). */
export function hintAction(state: GameState): Action {
  const best = bestHint(state);
  if (best !== null)
    return { type: 'place', placement: { card: best.card, q: best.q, r: best.r, rotation: best.rotation } };
  return state.round !== null && state.round.bonusAt >= 0 ? { type: 'skip-bonus' } : { type: 'pass' };
}

/** The hint in a sentence: the play, its points, and for a core the bonus play it opens. */
export function hintSentence(state: GameState, best: Hint | null): string {
  const bonusStep = state.round !== null && state.round.bonusAt >= 0;
  if (best === null)
    return bonusStep
      ? 'No card of your hand fits beside the core: skip the bonus.'
      : 'No card of your hand fits anywhere: pass.';
  const name = (id: string) => cardName(state.rules, id);
  if (best.bonus === undefined)
    return `Hint: ${name(best.card)} there scores ${best.points}, the most your hand can score${bonusStep ? ' beside the core' : ' this turn'}.`;
  return `Hint: ${name(best.card)} there scores ${best.points}, then ${name(best.bonus.card)} beside it as the core bonus ${best.bonus.points}: ${best.total}, the most your hand can score this turn.`;
}
