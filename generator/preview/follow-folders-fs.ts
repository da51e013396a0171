// Follows every save in a few folders, however the editor makes it: written in place, written to a
// temporary file renamed over the old one (vim, an IDE's safe write, git checkout), deleted and
// written again, or the whole folder removed and made again. Node's recursive fs.watch alone misses
// some of these on Linux (a file replaced by a rename is no longer watched; a removed folder never
// again), so a cheap poll backs it: every POLL_MS the files' identities and times are compared with
// the last ones, and a difference counts as a change and re-establishes the watches.

import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';

/** How often the files are compared: a missed save is seen within this, plus the redraw. */
export const POLL_MS = 250;
/** A bound on the files compared in each poll: a deck folder holds tens, never thousands. */
const MAX_FILES = 2000;

export interface FolderFollower {
  close(): void;
}

/** Each file under `folder` (to MAX_FILES) with its inode, size and change time; "gone" when missing. */
function signatureOf(folder: string): string {
  let entries: string[];
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort().slice(0, MAX_FILES);
  } catch {
    return 'gone';
  }
  const lines = entries.map((entry) => {
    try {
      const info = statSync(join(folder, entry));
      return `${entry}\t${info.ino}\t${info.size}\t${info.mtimeMs}\t${info.ctimeMs}`;
    } catch {
      return `${entry}\tgone`;
    }
  });
  return lines.join('\n');
}

/** Calls `onChange` after each change under `folders` (often more than once a save: debounce it). */
export function followFolders(folders: readonly string[], onChange: () => void): FolderFollower {
  const watched = new Map<string, FSWatcher | null>();
  const rewatch = (folder: string): void => {
    watched.get(folder)?.close();
    let watcher: FSWatcher | null = null;
    try {
      watcher = watch(folder, { recursive: true }, onChange);
      // A watch that fails (its folder removed) is made again by the poll once the folder is back.
      watcher.on('error', () => watcher?.close());
    } catch {
      // No folder (yet): the poll sees it come.
    }
    watched.set(folder, watcher);
  };
  const last = new Map<string, string>();
  for (const folder of folders) {
    rewatch(folder);
    last.set(folder, signatureOf(folder));
  }
  const timer = setInterval(() => {
    let changed = false;
    for (const folder of folders) {
      const now = signatureOf(folder);
      if (now === last.get(folder)) continue;
      last.set(folder, now);
      changed = true;
      // The watch may have lost a replaced file, or its folder: made again on what is there now.
      rewatch(folder);
    }
    if (changed) onChange();
  }, POLL_MS);
  timer.unref();
  return {
    close() {
      clearInterval(timer);
      for (const watcher of watched.values()) watcher?.close();
    },
  };
}
