// Teaching mode: which lesson a person's turn calls for. Each lesson comes once a game, at the
// first turn where its rule applies (docs/rules.md): placing at the first turn, matching and
// scoring once a card of theirs is down, the core bonus when one is theirs to play, the wild icon
// when they hold it (never before matching, which it bends, though most opening hands hold one),
// and the end of a round once the pile is out.

import type { GameState } from '../../../engine/index.ts';
import type { LessonId } from '../lib/play-view.ts';

/** The lesson due at a person's turn (the seat to play), or null: the first not yet seen whose rule applies now. */
export function dueLesson(state: GameState, seen: readonly string[]): LessonId | null {
  const round = state.round;
  if (round === null || round.over !== null) return null;
  const { rules } = state;
  const seat = round.seat;
  const hand = round.hands?.[seat] ?? [];
  const applies: Record<LessonId, boolean> = {
    placing: true,
    scoring: round.plays.some((p) => p.seat === seat) || state.results.length > 0,
    'core-bonus': round.bonusAt >= 0,
    wild: seen.includes('scoring') && hand.some((c) => rules.cards[c]!.sets.includes(rules.deck.wild)),
    end: round.pileCount === 0 || state.results.length > 0,
  };
  const order: LessonId[] = ['placing', 'scoring', 'core-bonus', 'wild', 'end'];
  return order.find((id) => applies[id] && !seen.includes(id)) ?? null;
}
