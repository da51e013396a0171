// Print files made before, kept by everything they were made from (the SVGs drawn, the options),
// so that asking again for a deck that did not change (another paper, the PNGs once more) reuses
// them instead of drawing them again. A thread keeps its own; the oldest go past a budget.

/** Files made before, by the text of what made them. */
export interface MadeFiles {
  get(key: string): Uint8Array | undefined;
  set(key: string, bytes: Uint8Array): void;
}

// A classic deck's card PNGs, shop files and sheets several times over, keys included.
const BUDGET = 128 * 1024 * 1024;

/** An empty store of made files that keeps at most `budget` bytes (keys counted as 2 bytes a character). */
export function createMadeFiles(budget = BUDGET): MadeFiles {
  const kept = new Map<string, Uint8Array>();
  let size = 0;
  const sizeOf = (key: string, bytes: Uint8Array): number => key.length * 2 + bytes.length;
  return {
    // A copy each way: the bytes handed out may be transferred to another thread, which empties them.
    get: (key) => kept.get(key)?.slice(),
    set(key, bytes) {
      const old = kept.get(key);
      if (old !== undefined) size -= sizeOf(key, old);
      kept.delete(key);
      kept.set(key, bytes.slice());
      size += sizeOf(key, bytes);
      for (const [k, b] of kept) {
        if (size <= budget) break;
        kept.delete(k);
        size -= sizeOf(k, b);
      }
    },
  };
}
