// A tiny store: the state as one value, changed only by dispatching events through a pure reducer;
// the page subscribes and renders. Each screen's rules stay in its reducer, testable without a browser.

export interface Store<S, E> {
  get(): S;
  dispatch(event: E): void;
  /** Calls `listener` after every change, with the state before it. */
  subscribe(listener: (state: S, previous: S) => void): void;
}

export function createStore<S, E>(reducer: (state: S, event: E) => S, initial: S): Store<S, E> {
  let state = initial;
  const listeners: ((state: S, previous: S) => void)[] = [];
  return {
    get: () => state,
    dispatch(event) {
      const previous = state;
      state = reducer(state, event);
      if (state !== previous) for (const listener of listeners) listener(state, previous);
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}
