// Games kept in IndexedDB, one record per game holding the saved game as text, exactly as written:
// a record that no longer reads is left as it is (kept aside) and can still be exported.

const DB_NAME = 'jibe-scorekeeper';
const GAMES = 'games';
const META = 'meta';

export interface StoredGame {
  id: string;
  text: string;
}

/** What a write did: `changed` when the stored record was not the one expected (another tab wrote it). */
export type WriteOutcome = 'written' | 'changed';

export interface GameDb {
  list(): Promise<StoredGame[]>;
  /**
   * Writes a game only if its stored text is still `previous` (null: no such game yet), checked and
   * written in one transaction, so two tabs on one game can never overwrite each other's plays.
   * Resolves once the write is on disk (strict durability), so a dead battery loses nothing shown.
   */
  write(game: StoredGame, previous: string | null): Promise<WriteOutcome>;
  remove(id: string): Promise<void>;
  readMeta(key: string): Promise<string | undefined>;
  writeMeta(key: string, value: string): Promise<void>;
}

/** The text of a stored record; a record in an unexpected shape reads as its JSON, kept aside. */
const textOf = (g: Partial<StoredGame>): string => (typeof g.text === 'string' ? g.text : JSON.stringify(g));

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('storage request failed'));
  });

function commit(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('storage write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('storage write aborted'));
  });
}

/** Opens (and on first use creates) the scorekeeper's database, or another page's of the same shape (the Play page's). */
export async function openGameDb(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<GameDb> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(GAMES, { keyPath: 'id' });
    request.result.createObjectStore(META);
  };
  const db = await done(request);
  const writing = (store: string) => db.transaction(store, 'readwrite', { durability: 'strict' });
  return {
    async list() {
      const all = await done(db.transaction(GAMES).objectStore(GAMES).getAll());
      return all.map((g: Partial<StoredGame> & { id: string }) => ({ id: String(g.id), text: textOf(g) }));
    },
    async write(game, previous) {
      const tx = writing(GAMES);
      const store = tx.objectStore(GAMES);
      // Set in the read's callback; the annotation keeps the compiler from assuming it stays false.
      let changed = false as boolean;
      const read = store.get(game.id);
      read.onsuccess = () => {
        const stored = read.result as Partial<StoredGame> | undefined;
        if ((stored === undefined ? null : textOf(stored)) === previous) store.put({ id: game.id, text: game.text });
        else {
          changed = true;
          tx.abort();
        }
      };
      try {
        await commit(tx);
      } catch (e) {
        if (!changed) throw e;
      }
      return changed ? 'changed' : 'written';
    },
    async remove(id) {
      // By the id as listed, whatever the stored key's type: a record written by something else may
      // carry a number (42) where the list shows "42", and delete("42") would not find it.
      const tx = writing(GAMES);
      const request = tx.objectStore(GAMES).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (cursor === null) return;
        if (String(cursor.key) === id) cursor.delete();
        cursor.continue();
      };
      await commit(tx);
    },
    async readMeta(key) {
      const value: unknown = await done(db.transaction(META).objectStore(META).get(key));
      return typeof value === 'string' ? value : undefined;
    },
    async writeMeta(key, value) {
      const tx = writing(META);
      tx.objectStore(META).put(value, key);
      await commit(tx);
    },
  };
}

/** Asks the browser not to evict the games under storage pressure; true when granted. */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
