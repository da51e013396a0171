// Temporary folders that a build writes into before moving its result into place (jibe build, the
// site build). Each folder's name holds the process id that made it, so a later run can tell a folder
// left by a killed run (its process is gone) from one another build is still writing; and while a
// folder is in use, Ctrl-C or a SIGTERM removes it before the process ends.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Whether process `pid` still runs (a process of another user counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders `<prefix><pid>-…` in `parent` whose process is gone, and `<prefix>…` without a
 * process id (made before names held one). Returns the names removed.
 */
export function removeStaleFolders(parent: string, prefix: string): string[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    // Exactly what makeTemporaryFolder (or mkdtemp alone, before) makes: not another deck's folder
    // whose id merely starts the same way.
    const rest = /^(?:(\d+)-)?[A-Za-z0-9]{6}$/.exec(name.slice(prefix.length));
    if (!name.startsWith(prefix) || rest === null) return false;
    const pid = rest[1];
    return pid === undefined || (Number(pid) !== process.pid && !isRunning(Number(pid)));
  });
  for (const name of stale) rmSync(join(parent, name), { recursive: true, force: true });
  return stale;
}

/** A new empty folder `<prefix><pid>-XXXXXX` in `parent`, after removing stale ones of the same prefix. */
export function makeTemporaryFolder(parent: string, prefix: string): string {
  removeStaleFolders(parent, prefix);
  return mkdtempSync(join(parent, `${prefix}${process.pid}-`));
}

/**
 * Until the returned function is called, SIGINT, SIGTERM and SIGHUP remove `dir` and then end the
 * process as the signal would have (the handler runs between the build's steps, never inside the
 * synchronous move into place, so the previous output is either whole or already replaced whole).
 */
export function removeOnSignal(dir: string | (() => string | undefined)): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    release();
    const path = typeof dir === 'string' ? dir : dir();
    if (path !== undefined) rmSync(path, { recursive: true, force: true });
    // With our handler gone, the signal's default action ends the process with the usual status.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const release = (): void => {
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return release;
}

/**
 * makeTemporaryFolder with removeOnSignal listening before the folder exists: a signal in between
 * would otherwise find the folder on disk and no one to remove it.
 */
export function makeTemporaryFolderRemovedOnSignal(
  parent: string,
  prefix: string,
): { dir: string; release: () => void } {
  let dir: string | undefined;
  const release = removeOnSignal(() => dir);
  try {
    dir = makeTemporaryFolder(parent, prefix);
  } catch (error) {
    release();
    throw error;
  }
  return { dir, release };
}
