// A round's turns as shared append-only storage, so that recording a turn costs the same at turn 10
// and at turn 100,000 (issue 16): successive round states share one store instead of each copying
// the list. Only the newest state of a store may write to it; an older one (after an undo) copies
// its own prefix first, so every state keeps the turns it had. The list is built only when read.

import type { Placement } from './types.ts';

/** One turn as a game record writes it. */
export type Turn = { pass: true } | { place: Placement; bonus?: Placement };

interface TurnStore {
  items: Turn[];
  /** The one log that may write: the newest made from this store. */
  tip: TurnLog | null;
}

/** A round's turns: the first `count` of a shared store, the last one kept here (a bonus completes it later). */
export interface TurnLog {
  readonly store: TurnStore;
  readonly count: number;
  readonly last: Turn | null;
}

function makeLog(store: TurnStore, count: number, last: Turn | null): TurnLog {
  const log = { store, count, last };
  store.tip = log;
  return log;
}

/** A log with no turn yet. */
export const emptyTurnLog = (): TurnLog => makeLog({ items: [], tip: null }, 0, null);

/** The store this log may write to: its own while it is the newest, else a copy of its prefix. */
function writable(log: TurnLog): TurnStore {
  if (log.store.tip === log) return log.store;
  const items = log.store.items.slice(0, log.count);
  if (log.last !== null) items[log.count - 1] = log.last;
  return { items, tip: null };
}

/** The log with one more turn. */
export function appendTurn(log: TurnLog, turn: Turn): TurnLog {
  const store = writable(log);
  store.items.push(turn);
  return makeLog(store, log.count + 1, turn);
}

/** The log with its last turn replaced (a placement completed by its core bonus). */
export function replaceLastTurn(log: TurnLog, turn: Turn): TurnLog {
  if (log.count === 0) throw new Error('replaceLastTurn on a round with no turn');
  const store = writable(log);
  store.items[log.count - 1] = turn;
  return makeLog(store, log.count, turn);
}

const lists = new WeakMap<TurnLog, readonly Turn[]>();

/** The turns as a list, built once per log on first reading. */
export function listTurns(log: TurnLog): readonly Turn[] {
  let list = lists.get(log);
  if (list === undefined) {
    const items = log.store.items.slice(0, log.count);
    if (log.last !== null) items[log.count - 1] = log.last;
    list = items;
    lists.set(log, list);
  }
  return list;
}
