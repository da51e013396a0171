// The scorekeeper's store: a saved game and the engine state after each of its actions. Doing an
// action appends it (dropping what could have been redone); undo, redo and "undo to here" only move
// the cursor. Pure: persistence and the screen subscribe from outside.

import { applyAction, newGame, type Action, type GameState } from '../../../engine/index.ts';
import { compileRules, type Rules } from '../../../engine/index.ts';
import { err, ok } from '../../../engine/index.ts';
import type { Deck, Refusal, Result } from '../../../engine/index.ts';
import type { SavedGame } from './saved-game.ts';

export interface Session {
  readonly rules: Rules;
  readonly saved: SavedGame;
  /** states[i]: the game after the first i actions, kept for all of them so undo and redo cost nothing. */
  readonly states: readonly GameState[];
}

/** Where a stored game stops making sense: the action and the rule it breaks. */
export interface ReplayFailure {
  index: number;
  refusal: Refusal;
}

/** The first action of a game starts round 1; undo never goes before it. */
export const FIRST_CURSOR = 1;

/** Rebuilds a session from a saved game, checking every action (redo tail included) with the engine. */
export function openSession(deck: Deck, saved: SavedGame): Result<Session, ReplayFailure> {
  const rules = compileRules(deck, saved.options);
  let state = newGame(rules, { players: saved.players, rounds: saved.rounds, mode: 'open' });
  const states = [state];
  for (const [index, action] of saved.actions.entries()) {
    const step = applyAction(state, action);
    if (!step.ok) return err({ index, refusal: step.error });
    state = step.value;
    states.push(state);
  }
  return ok({ rules, saved, states });
}

export const currentState = (s: Session): GameState => s.states[s.saved.cursor]!;

/** Applies an action at the cursor: the new session, or the engine's refusal. */
export function perform(s: Session, action: Action, now: number): Result<Session, Refusal> {
  const { cursor } = s.saved;
  const step = applyAction(currentState(s), action);
  if (!step.ok) return step;
  const saved: SavedGame = {
    ...s.saved,
    actions: [...s.saved.actions.slice(0, cursor), action],
    cursor: cursor + 1,
    updated: now,
  };
  return ok({ ...s, saved, states: [...s.states.slice(0, cursor + 1), step.value] });
}

/** Moves the cursor to any point from the first round's start to the last action recorded. */
export function moveTo(s: Session, cursor: number, now: number): Session {
  const to = Math.max(Math.min(FIRST_CURSOR, s.saved.actions.length), Math.min(cursor, s.saved.actions.length));
  return to === s.saved.cursor ? s : { ...s, saved: { ...s.saved, cursor: to, updated: now } };
}

export const canUndo = (s: Session): boolean => s.saved.cursor > FIRST_CURSOR;
export const canRedo = (s: Session): boolean => s.saved.cursor < s.saved.actions.length;
export const undo = (s: Session, now: number): Session => moveTo(s, s.saved.cursor - 1, now);
export const redo = (s: Session, now: number): Session => moveTo(s, s.saved.cursor + 1, now);
