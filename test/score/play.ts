// Test helpers: the classic deck, a fresh game, the moves open at a state, and a digest of a state
// that two equal games share.

import { applyAction, createGame, freeStarts, type Action, type GameState, type Rules } from '../../engine/index.ts';
import { listLegal } from '../../engine/index.ts';
import { isOnTable, placements } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { createSavedGame, suggestStarts } from '../../site/src/table/new-game.ts';
import { currentState, openSession, type Session } from '../../site/src/score/session.ts';

export const deck = loadDeck().deck;

export function startSession(players = ['Ana', 'Ben'], rounds = 2, starts = ['core-fire', 'core-key']): Session {
  const saved = createSavedGame(deck, { players, rounds, options: deck.options, starts }, 'test-game', 1000);
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
}

/** The cards not on the table, as card indexes. */
export function unseen(state: GameState): number[] {
  return state.rules.cards.map((_, i) => i).filter((i) => !isOnTable(state.round!.table, i));
}

/** Some of the moves a player could record now (a sample of the legal placements, to stay fast). */
export function openMoves(state: GameState): Action[] {
  const round = state.round;
  if (round === null) return [];
  if (round.over !== null)
    return freeStarts(state)
      .slice(0, 3)
      .map((start) => ({ type: 'start-round', start }));
  const ids = unseen(state);
  if (round.bonusAt >= 0) {
    const bonus = listLegal(state.rules, round.table, ids, round.bonusAt).slice(0, 4);
    return [
      { type: 'skip-bonus' },
      ...bonus.map(({ points: _, ...placement }) => ({ type: 'place' as const, placement })),
    ];
  }
  const legal = listLegal(state.rules, round.table, ids);
  const sample = legal.filter((_, i) => i % Math.max(1, Math.floor(legal.length / 6)) === 0).slice(0, 6);
  const cores = legal.filter((p) => p.card.startsWith('core-')).slice(0, 2);
  const names = ids.map((i) => state.rules.cards[i]!.id);
  const hands = state.players.map((_, seat) => names.filter((_, i) => i % 7 === seat));
  return [
    ...[...sample, ...cores].map(({ points: _, ...placement }) => ({ type: 'place' as const, placement })),
    { type: 'pass' },
    { type: 'end-round', hands },
  ];
}

/** Everything a screen could show of a state, as one comparable value. */
export function digest(s: Session): unknown {
  const state = currentState(s);
  const round = state.round;
  return {
    cursor: s.saved.cursor,
    actions: s.saved.actions,
    starts: state.starts,
    results: state.results,
    round: round && {
      index: round.index,
      seat: round.seat,
      pileCount: round.pileCount,
      passes: round.passes,
      bonusAt: round.bonusAt,
      points: round.points,
      over: round.over,
      turns: round.turns,
      finalHands: round.finalHands,
      table: placements(
        round.table,
        state.rules.cards.map((c) => c.id),
      ),
    },
  };
}

export { suggestStarts };

/** The engine's one-round open game of these players after a list of actions the test planned. */
export function replayOpen(rules: Rules, players: readonly string[], actions: readonly Action[]): GameState {
  const created = createGame(rules, { players, rounds: 1, mode: 'open' });
  if (!created.ok) throw new Error('set-up');
  let state = created.value;
  for (const action of actions) {
    const step = applyAction(state, action);
    if (!step.ok) throw new Error(`the test's own plan is illegal: ${step.error.message}`);
    state = step.value;
  }
  return state;
}
