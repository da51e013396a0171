// The scorekeeper's store: a saved game, the engine state at its cursor, and a snapshot every
// SNAPSHOT_EVERY actions. Doing an action appends it (dropping what could have been redone); undo,
// redo and "undo to here" move the cursor and replay from the nearest snapshot, so neither memory nor
// the cost of an action grows with the length of the game (issue 16). An edit rewrites a past play:
// the turns after it are re-checked by the engine, kept where they still fit and otherwise held for
// correction; the game before the edit is kept as a revision, so undo and redo step over an edit as
// over any action. Pure: persistence and the screen subscribe from outside.

import { applyAction, createGame, type Action, type GameState } from '../../../engine/index.ts';
import { compileRules, type Rules } from '../../../engine/index.ts';
import { err, ok } from '../../../engine/index.ts';
import type { Deck, Refusal, Result } from '../../../engine/index.ts';
import {
  checkSavedGameRules,
  MAX_REVISIONS,
  type HeldAction,
  type Revision,
  type SavedGame,
} from '../table/saved-game.ts';

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

/** Replays every action of a saved game (redo tail included) with the engine: the session, or the first refusal. */
function replay(rules: Rules, saved: SavedGame): Result<Session, ReplayFailure> {
  // The held turns count with the actions: together they are as long as a game can be.
  const held = saved.held ?? [];
  const setup = checkSavedGameRules(
    rules,
    held.length === 0 ? saved : { ...saved, actions: [...saved.actions, ...held.map((h) => h.action)] },
  );
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
  if (
    (held.length > 0 && saved.cursor !== saved.actions.length) ||
    (saved.floor !== undefined && saved.floor > saved.cursor)
  )
    return err({
      index: saved.cursor,
      refusal: { code: 'round-over', message: 'its held turns or undo floor do not fit its actions' },
    });
  return ok({ rules, saved, current, snapshots });
}

/** Rebuilds a session from a saved game, checking its set-up, every action and every game an undo or redo can bring back. */
export function openSession(deck: Deck, saved: SavedGame): Result<Session, ReplayFailure> {
  const rules = compileRules(deck, saved.options);
  const opened = replay(rules, saved);
  if (!opened.ok) return opened;
  for (const list of ['earlier', 'later'] as const) {
    let game = saved;
    for (let i = (saved[list]?.length ?? 0) - 1; i >= 0; i--) {
      const revision = saved[list]![i]!;
      if (revision.at > game.actions.length)
        return err({
          index: -1,
          refusal: { code: 'bad-start', message: `${list}[${i}] does not fit the game it follows` },
        });
      game = restore(game, revision);
      const checked = replay(rules, game);
      if (!checked.ok)
        return err({
          index: -1,
          refusal: {
            code: checked.error.refusal.code,
            message: `the game before an edit (${list}[${i}]): ${describeFailure(checked.error)}`,
          },
        });
    }
  }
  return opened;
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

const floorOf = (saved: SavedGame): number => saved.floor ?? FIRST_CURSOR;
const heldOf = (saved: SavedGame): readonly HeldAction[] => saved.held ?? [];

/** The turns kept aside after an edit, waiting for correction (the first is the one the game waits on). */
export const heldTurns = (s: Session): readonly HeldAction[] => heldOf(s.saved);

/** The game a revision stands for, rebuilt from the game one step nearer the present. */
function restore(from: SavedGame, r: Revision): SavedGame {
  const { earlier: _e, later: _l, ...rest } = from;
  const game: SavedGame = {
    ...rest,
    actions: [...from.actions.slice(0, r.at), ...r.tail],
    cursor: r.cursor,
    floor: r.floor,
    held: r.held,
  };
  return game;
}

const sameAction = (a: Action, b: Action): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** A game as a revision of another: what differs after their common beginning. */
function revisionOf(game: SavedGame, relativeTo: readonly Action[]): Revision {
  let at = 0;
  const end = Math.min(game.actions.length, relativeTo.length);
  while (at < end && sameAction(game.actions[at]!, relativeTo[at]!)) at++;
  return { at, tail: game.actions.slice(at), cursor: game.cursor, floor: floorOf(game), held: [...heldOf(game)] };
}

/** The session of a saved game whose actions were all checked already (an edit, an undo of one). */
function rebuild(rules: Rules, saved: SavedGame): Session {
  const { held, floor, earlier, later, ...rest } = saved;
  // Empty fields are left out, so a game never edited is stored as before.
  const tidy: SavedGame = {
    ...rest,
    ...(held !== undefined && held.length > 0 ? { held } : {}),
    ...(floor !== undefined && floor !== FIRST_CURSOR ? { floor } : {}),
    ...(earlier !== undefined && earlier.length > 0 ? { earlier } : {}),
    ...(later !== undefined && later.length > 0 ? { later } : {}),
  };
  const replayed = replay(rules, tidy);
  if (!replayed.ok) throw new Error(`rebuild: ${describeFailure(replayed.error)}`);
  return replayed.value;
}

/** A core bonus is due: the next action is the bonus card or its skip. */
const bonusDue = (state: GameState): boolean =>
  state.round !== null && state.round.over === null && state.round.bonusAt >= 0;

/** Why a held turn cannot follow a game: a bonus without its core, a turn before a bonus due, or the engine's refusal. */
function heldRefusal(state: GameState, held: HeldAction): Refusal | null {
  if (held.bonus && !bonusDue(state))
    return { code: 'no-bonus', message: 'it was a core bonus, and the card before it no longer gives one' };
  if (!held.bonus && bonusDue(state))
    return { code: 'bonus-pending', message: 'a core bonus is due before it: record the bonus card or skip it' };
  const step = applyAction(state, held.action);
  return step.ok ? null : step.error;
}

/** Re-checks turns after a change: those that still fit are applied, the first that does not and all after it are held. */
function settle(state: GameState, tail: readonly HeldAction[]): { applied: Action[]; held: HeldAction[] } {
  const applied: Action[] = [];
  for (const [i, turn] of tail.entries()) {
    if (heldRefusal(state, turn) !== null) return { applied, held: tail.slice(i) };
    state = (applyAction(state, turn.action) as { ok: true; value: GameState }).value;
    applied.push(turn.action);
  }
  return { applied, held: [] };
}

/** Why the turn the game waits on does not fit, or null when nothing is held. */
export function heldProblem(s: Session): Refusal | null {
  const first = heldOf(s.saved)[0];
  return first === undefined ? null : heldRefusal(s.current, first);
}

/**
 * A change that rewrites recorded actions (an edit, a correction, a dropped turn): one undoable
 * step. The game before it is kept as a revision; redo of undone edits is no longer possible.
 */
function revise(s: Session, actions: Action[], held: HeldAction[], now: number): Session {
  const before: SavedGame = { ...s.saved, actions: s.saved.actions.slice(0, s.saved.cursor) };
  const earlier = [...(s.saved.earlier ?? []), revisionOf(before, actions)].slice(-MAX_REVISIONS);
  const { later: _, ...rest } = s.saved;
  return rebuild(s.rules, {
    ...rest,
    actions,
    cursor: actions.length,
    floor: actions.length,
    held,
    earlier,
    updated: now,
  });
}

/**
 * Applies an action at the cursor: the new session, or the engine's refusal. While turns are held
 * after an edit, the action takes the place of the first (a bonus recorded while a turn waits goes
 * before it), and the held turns are re-checked after it.
 */
export function perform(s: Session, action: Action, now: number): Result<Session, Refusal> {
  const { cursor } = s.saved;
  const step = applyAction(s.current, action);
  if (!step.ok) return step;
  const held = heldOf(s.saved);
  if (held.length > 0) {
    const rest = bonusDue(s.current) && !held[0]!.bonus ? held : held.slice(1);
    const settled = settle(step.value, rest);
    return ok(revise(s, [...s.saved.actions.slice(0, cursor), action, ...settled.applied], settled.held, now));
  }
  const { later: _, ...kept } = s.saved;
  const saved: SavedGame = {
    ...kept,
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

/** Whether the action at an index is a play, a pass or a skipped bonus in force, which an edit can change. */
export function canEdit(s: Session, index: number): boolean {
  const action = s.saved.actions[index];
  return (
    index < s.saved.cursor &&
    action !== undefined &&
    (action.type === 'place' || action.type === 'pass' || action.type === 'skip-bonus')
  );
}

/**
 * Replaces a past play, pass or skipped bonus (the action at `index`) with another, checked by the
 * engine on the game as it stood then. The turns after it are re-checked in order and kept where
 * they still fit; from the first that does not, they are held for correction, never dropped.
 */
export function edit(s: Session, index: number, replacement: Action, now: number): Result<Session, Refusal> {
  if (!canEdit(s, index)) throw new Error(`edit: action ${index + 1} is not a play in force`);
  const step = applyAction(stateAt(s, index), replacement);
  if (!step.ok) return step;
  const { actions, cursor } = s.saved;
  const tail: HeldAction[] = [];
  for (let i = index + 1; i < cursor; i++) tail.push({ action: actions[i]!, bonus: bonusDue(stateAt(s, i)) });
  tail.push(...heldOf(s.saved));
  const settled = settle(step.value, tail);
  return ok(revise(s, [...actions.slice(0, index), replacement, ...settled.applied], settled.held, now));
}

/**
 * Records how the starting core of the round just begun lies on the table (its rotation), while no
 * turn of the round is recorded yet: the round's start is recorded again with it, as an edit (Undo
 * takes it back). A core looks the same all ways, so nothing else changes.
 */
export function turnStartCore(s: Session, rotation: number, now: number): Result<Session, Refusal> {
  const index = s.saved.cursor - 1;
  const start = s.saved.actions[index];
  if (start?.type !== 'start-round' || heldOf(s.saved).length > 0)
    return err({ code: 'bad-start', message: 'the starting core can be turned only before the round’s first turn' });
  const turned: Action = { ...start, rotation };
  const step = applyAction(stateAt(s, index), turned);
  if (!step.ok) return step;
  return ok(revise(s, [...s.saved.actions.slice(0, index), turned], [], now));
}

/** Drops the turn the game waits on (it was never played), re-checking those after it. */
export function dropHeld(s: Session, now: number): Session {
  const held = heldOf(s.saved);
  if (held.length === 0) return s;
  const settled = settle(s.current, held.slice(1));
  return revise(s, [...s.saved.actions.slice(0, s.saved.cursor), ...settled.applied], settled.held, now);
}

/** Moves the cursor to any point from the last edit (or the first round's start) to the last action recorded. */
export function moveTo(s: Session, cursor: number, now: number): Session {
  const to = Math.max(Math.min(floorOf(s.saved), s.saved.actions.length), Math.min(cursor, s.saved.actions.length));
  if (to === s.saved.cursor) return s;
  return { ...s, current: stateAt(s, to), saved: { ...s.saved, cursor: to, updated: now } };
}

/** The lowest cursor "undo to here" can reach without undoing an edit. */
export const undoFloor = (s: Session): number => floorOf(s.saved);

export const canUndo = (s: Session): boolean => s.saved.cursor > floorOf(s.saved) || (s.saved.earlier?.length ?? 0) > 0;
export const canRedo = (s: Session): boolean =>
  s.saved.cursor < s.saved.actions.length || (s.saved.later?.length ?? 0) > 0;

/** One step back: the last action, or at the floor the last edit (the game comes back as it was before it). */
export function undo(s: Session, now: number): Session {
  if (s.saved.cursor > floorOf(s.saved)) return moveTo(s, s.saved.cursor - 1, now);
  const earlier = s.saved.earlier ?? [];
  if (earlier.length === 0) return s;
  const back = restore(s.saved, earlier.at(-1)!);
  return rebuild(s.rules, {
    ...back,
    earlier: earlier.slice(0, -1),
    later: [...(s.saved.later ?? []), revisionOf(s.saved, back.actions)],
    updated: now,
  });
}

/** One step forward: an undone action, or at the end an undone edit. */
export function redo(s: Session, now: number): Session {
  if (s.saved.cursor < s.saved.actions.length) return moveTo(s, s.saved.cursor + 1, now);
  const later = s.saved.later ?? [];
  if (later.length === 0) return s;
  const next = restore(s.saved, later.at(-1)!);
  return rebuild(s.rules, {
    ...next,
    earlier: [...(s.saved.earlier ?? []), revisionOf(s.saved, next.actions)].slice(-MAX_REVISIONS),
    later: later.slice(0, -1),
    updated: now,
  });
}
