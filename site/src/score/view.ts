// What the game screen shows, computed from the session: whose turn, the pile, the scores, what
// may be done next, and the history list. The page only copies these values into the DOM.

import {
  gridKey,
  isGameOver,
  neighbourKey,
  placedCard,
  placementAtKey,
  type Action,
  type GameState,
} from '../../../engine/index.ts';
import type { Refusal, Rules } from '../../../engine/index.ts';
import { computeStandings, type Standing } from '../../../engine/index.ts';
import { cardName } from '../table/card-name.ts';
import type { HeldAction } from '../table/saved-game.ts';
import {
  canEdit,
  canRedo,
  canUndo,
  currentState,
  heldProblem,
  heldTurns,
  stateAt,
  undoFloor,
  type Session,
} from './session.ts';

export interface ScoreLine {
  seat: number;
  name: string;
  total: number;
  /** Points placed this round while it is played; once it is over, its score (after the hand penalty). */
  round: number;
  /** What the round figure is, for its label. */
  roundLabel: string;
  turn: boolean;
}

export type Phase = 'play' | 'bonus' | 'round-over' | 'game-over';

export interface GameView {
  phase: Phase;
  roundLabel: string;
  /** Seat whose turn it is (the one who placed the core, during a bonus). */
  seat: number;
  turnLabel: string;
  pileCount: number;
  /** Offer to end the round: the pile is empty, or everyone passed on an empty pile. */
  offerEnd: boolean;
  scores: ScoreLine[];
  canUndo: boolean;
  canRedo: boolean;
  standings: Standing[];
  winners: string[];
}

function phaseOf(state: GameState): Phase {
  const round = state.round!;
  if (round.over !== null) return isGameOver(state) ? 'game-over' : 'round-over';
  return round.bonusAt >= 0 ? 'bonus' : 'play';
}

export function computeGameView(s: Session): GameView {
  const state = currentState(s);
  const round = state.round!;
  const phase = phaseOf(state);
  const n = state.players.length;
  const { totals, winners } = computeStandings(state.players, state.results, s.rules.options.scoring);
  const live = round.over === null;
  const name = state.players[round.seat]!;
  const turnLabel = {
    play: `${name}'s turn`,
    bonus: `${name}: core bonus`,
    'round-over': `Round ${round.index + 1} is over`,
    'game-over': winners.length > 1 ? `Tie: ${winners.join(' and ')}` : `${winners[0]} wins`,
  }[phase];
  return {
    phase,
    roundLabel: `Round ${round.index + 1} of ${state.rounds}`,
    seat: round.seat,
    turnLabel,
    pileCount: round.pileCount,
    offerEnd: live && (round.pileCount === 0 || round.passes >= n),
    scores: state.players.map((player, seat) => ({
      seat,
      name: player,
      total: totals[seat]!.score + (live ? round.points[seat]! : 0),
      round: live ? round.points[seat]! : state.results.at(-1)!.score[seat]!,
      roundLabel: live ? 'round' : `R${round.index + 1}`,
      turn: live && seat === round.seat,
    })),
    canUndo: canUndo(s),
    canRedo: canRedo(s),
    standings: totals,
    winners,
  };
}

export interface HistoryItem {
  /** Cursor to move to for "undo to here": just after this action. */
  cursor: number;
  /** The action's index among those recorded (held turns: -1). */
  index: number;
  label: string;
  /** False for an undone action that can be redone, and for a held turn. */
  inForce: boolean;
  current: boolean;
  /** A play, pass or skipped bonus in force, which can be edited. */
  editable: boolean;
  /** "Undo to here" or "Redo to here" can reach it (undo stops at the last edit). */
  reachable: boolean;
  /** A turn held after an edit: it no longer fits and waits for correction. */
  held: boolean;
  /** Why the held turn the game waits on does not fit, in the words of the table; null otherwise. */
  problem: string | null;
}

/** The names of the cards already beside a cell, as the table shows them (never its coordinates). */
function besideCell(rules: Rules, state: GameState, cell: { q: number; r: number }): string[] {
  const table = state.round!.table;
  const key = gridKey(cell.q, cell.r);
  const names: string[] = [];
  for (let d = 0; d < 6; d++) {
    const at = placementAtKey(table, neighbourKey(key, d));
    if (at >= 0) names.push(cardName(rules, rules.cards[placedCard(table, at)]!.id));
  }
  return names;
}

/** "A", "A and B", "A, B and C". */
const listWords = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

function describeAction(rules: Rules, before: GameState, after: GameState, action: Action): string {
  const who = before.players[before.round?.seat ?? 0]!;
  switch (action.type) {
    case 'start-round':
      return `Round ${after.round!.index + 1} starts: ${cardName(rules, action.start)}`;
    case 'place': {
      const play = after.round!.plays[after.round!.plays.length - 1]!;
      const beside = listWords(besideCell(rules, before, action.placement));
      return `${who}${play.bonus ? ' (bonus)' : ''}: ${cardName(rules, action.placement.card)} beside ${beside} · +${play.points}`;
    }
    case 'skip-bonus':
      return `${who} skips the bonus`;
    case 'pass':
      return `${who} passes`;
    case 'end-round': {
      const result = after.results[after.results.length - 1]!;
      return `Round ${before.round!.index + 1} ends · ${after.players.map((p, i) => `${p} ${result.score[i]}`).join(', ')}`;
    }
  }
}

/** A held turn's label: who would have made it is not known for sure, so it names the card. */
function describeHeld(rules: Rules, held: HeldAction): string {
  const { action } = held;
  const what =
    action.type === 'place'
      ? `${cardName(rules, action.placement.card)}${held.bonus ? ' (bonus)' : ''}`
      : action.type === 'pass'
        ? 'A pass'
        : action.type === 'skip-bonus'
          ? 'A skipped bonus'
          : action.type === 'end-round'
            ? 'The end of the round'
            : `The round's start with ${cardName(rules, action.start)}`;
  return what;
}

/** Every recorded action, newest first, with the undone ones marked; the turns held for correction come first. */
export function computeHistory(s: Session, describe: (refusal: Refusal) => string = (r) => r.message): HistoryItem[] {
  const floor = undoFloor(s);
  const items: HistoryItem[] = s.saved.actions.map((action, i) => ({
    cursor: i + 1,
    index: i,
    label: describeAction(s.rules, stateAt(s, i), stateAt(s, i + 1), action),
    inForce: i < s.saved.cursor,
    current: i + 1 === s.saved.cursor,
    editable: canEdit(s, i),
    reachable: i + 1 >= floor,
    held: false,
    problem: null,
  }));
  const problem = heldProblem(s);
  const held = heldTurns(s).map((turn, k) => ({
    cursor: -1,
    index: -1,
    label: describeHeld(s.rules, turn),
    inForce: false,
    current: false,
    editable: false,
    reachable: false,
    held: true,
    problem: k === 0 && problem !== null ? describe(problem) : null,
  }));
  return [...items, ...held].reverse();
}
