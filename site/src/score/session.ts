// The scorekeeper's store: a saved game, the engine state at its cursor, and a snapshot every
// SNAPSHOT_EVERY actions. Doing an action appends it (dropping what could have been redone); undo,
// redo and "undo to here" move the cursor and replay from the nearest snapshot, so neither memory nor
// the cost of an action grows with the length of the game (issue 16). Pure: persistence and the
// screen subscribe from outside.

import { applyAction, createGame, type Action, type GameState } from '../../../engine/index.ts';
import { compileRules, type Rules } from '../../../engine/index.ts';
import { err, ok } from '../../../engine/index.ts';
import type { Deck, Refusal, Result } from '../../../engine/index.ts';
import { checkSavedGameRules, type SavedGame } from './saved-game.ts';

/** Actions between two snapshots: an undo replays at most this many minus one (tens of microseconds). */
export const SNAPSHOT_EVERY = 64;

export interface Session {
  readonly rules: Rules;
  readonly saved: SavedGame;
  /** The game after the actions in force (the first `saved.cursor`). */
  readonly current: GameState;
  /** snapshots[k]: the game after the first k × SNAPSHOT_EVERY actions, as far as actions are recorded. */
  readonly snapshots: readonly GameState[];
}

/** Where a stored game stops making sense: the action and the rule it breaks (index -1: its set-up). */
export interface ReplayFailure {
  index: number;
  refusal: Refusal;
}

/** The first action of a game starts round 1; undo never goes before it. */
export const FIRST_CURSOR = 1;

/** Rebuilds a session from a saved game, checking its set-up and every action (redo tail included) with the engine. */
export function openSession(deck: Deck, saved: SavedGame): Result<Session, ReplayFailure> {
  const rules = compileRules(deck, saved.options);
  const setup = checkSavedGameRules(rules, saved);
  if (setup !== null) return err({ index: setup.index, refusal: { code: setup.code, message: setup.message } });
  const created = createGame(rules, { players: saved.players, rounds: saved.rounds, mode: 'open' });
  if (!created.ok) return err({ index: -1, refusal: { code: 'bad-start', message: created.error[0]!.message } });
  let state = created.value;
  let current = state;
  const snapshots = [state];
  for (const [index, action] of saved.actions.entries()) {
    const step = applyAction(state, action);
    if (!step.ok) return err({ index, refusal: step.error });
    state = step.value;
    if (index + 1 === saved.cursor) current = state;
    if ((index + 1) % SNAPSHOT_EVERY === 0) snapshots.push(state);
  }
  return ok({ rules, saved, current, snapshots });
}

/** What a failure says to a player: "action 3 breaks the rules: …", or the set-up's problem. */
export const describeFailure = ({ index, refusal }: ReplayFailure): string =>
  index < 0
    ? `the game's set-up breaks the rules: ${refusal.message}`
    : `action ${index + 1} breaks the rules: ${refusal.message}`;

export const currentState = (s: Session): GameState => s.current;

// The last state rebuilt for each action list, so that reading the states in order (the history,
// the record export) replays each action once rather than once per read.
const lastRead = new WeakMap<readonly Action[], { index: number; state: GameState }>();

/** The game after the first `index` recorded actions (0 to the number recorded). */
export function stateAt(s: Session, index: number): GameState {
  const { actions, cursor } = s.saved;
  if (!Number.isInteger(index) || index < 0 || index > actions.length)
    throw new Error(`stateAt: ${index} is outside 0 to ${actions.length}`);
  if (index === cursor) return s.current;
  const snapshot = Math.min(Math.floor(index / SNAPSHOT_EVERY), s.snapshots.length - 1);
  let from = snapshot * SNAPSHOT_EVERY;
  let state = s.snapshots[snapshot]!;
  const cached = lastRead.get(actions);
  if (cached !== undefined && cached.index <= index && cached.index >= from) ({ index: from, state } = cached);
  for (let i = from; i < index; i++) {
    const step = applyAction(state, actions[i]!);
    // Every recorded action was checked when it was made or the game opened.
    if (!step.ok) throw new Error(`stateAt: recorded action ${i + 1} refused: ${step.error.message}`);
    state = step.value;
  }
  lastRead.set(actions, { index, state });
  return state;
}

/** Applies an action at the cursor: the new session, or the engine's refusal. */
export function perform(s: Session, action: Action, now: number): Result<Session, Refusal> {
  const { cursor } = s.saved;
  const step = applyAction(s.current, action);
  if (!step.ok) return step;
  const saved: SavedGame = {
    ...s.saved,
    actions: [...s.saved.actions.slice(0, cursor), action],
    cursor: cursor + 1,
    updated: now,
  };
  // Snapshots up to the cursor stay (the actions before it are unchanged); later ones were of the redo tail.
  const keep = Math.floor(cursor / SNAPSHOT_EVERY) + 1;
  const snapshotDue = (cursor + 1) % SNAPSHOT_EVERY === 0;
  const snapshots =
    s.snapshots.length === keep && !snapshotDue
      ? s.snapshots
      : [...s.snapshots.slice(0, keep), ...(snapshotDue ? [step.value] : [])];
  return ok({ ...s, saved, current: step.value, snapshots });
}

/** Moves the cursor to any point from the first round's start to the last action recorded. */
export function moveTo(s: Session, cursor: number, now: number): Session {
  const to = Math.max(Math.min(FIRST_CURSOR, s.saved.actions.length), Math.min(cursor, s.saved.actions.length));
  if (to === s.saved.cursor) return s;
  return { ...s, current: stateAt(s, to), saved: { ...s.saved, cursor: to, updated: now } };
}

export const canUndo = (s: Session): boolean => s.saved.cursor > FIRST_CURSOR;
export const canRedo = (s: Session): boolean => s.saved.cursor < s.saved.actions.length;
export const undo = (s: Session, now: number): Session => moveTo(s, s.saved.cursor - 1, now);
export const redo = (s: Session, now: number): Session => moveTo(s, s.saved.cursor + 1, now);
