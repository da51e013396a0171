// A control whose action saves before it shows may be tapped again before the save is done: a
// second tap on Pass recorded two passes, and a double tap on Skip bonus became skip plus Undo.

/**
 * A lock shared by the controls of one screen: each handler wrapped by it is ignored while any
 * handler wrapped by the same lock is still running.
 */
export function oneAtATime(): <A extends unknown[]>(
  run: (...args: A) => Promise<unknown>,
) => (...args: A) => Promise<void> {
  let busy = false;
  return (run) =>
    async (...args) => {
      if (busy) return;
      busy = true;
      try {
        await run(...args);
      } finally {
        busy = false;
      }
    };
}
