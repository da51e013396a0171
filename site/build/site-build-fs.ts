// The site build's two ends in the file system: Astro writes into a temporary folder beside the site
// folder, which replaces the previous site only when the build is done, so a failed or interrupted
// build (Ctrl-C, SIGTERM) leaves the previous site whole; and bad input ends the build with its
// message and exit code 2, as the command line does, instead of Astro's stack trace.

import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError } from '../../lib/input-error.ts';
import { cleanForTerminal } from '../../lib/terminal-text.ts';
import { makeTemporaryFolder, makeTemporaryFolderRemovedOnSignal } from '../../generator/temporary-folder-fs.ts';

export interface SiteBuildFolder {
  /** Where Astro writes. */
  dir: string;
  /** Moves the finished site into place. */
  finish: () => void;
}

/** Replaces `to` with `from` by two renames; if the second fails, `to` gets its old content back. */
export function swapIntoPlace(from: string, to: string): void {
  if (!existsSync(to)) {
    renameSync(from, to);
    return;
  }
  const old = makeTemporaryFolder(dirname(to), `.${basename(to)}-old-`);
  renameSync(to, join(old, 'site'));
  try {
    renameSync(from, to);
  } catch (error) {
    renameSync(join(old, 'site'), to);
    throw error;
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

/** A temporary folder beside `outDir` for one build, removed on a signal or when the process ends unfinished. */
export function startSiteBuild(outDir: string): SiteBuildFolder {
  mkdirSync(dirname(outDir), { recursive: true });
  const { dir, release } = makeTemporaryFolderRemovedOnSignal(dirname(outDir), `.${basename(outDir)}-building-`);
  // Astro ends the process after an error without a hook of ours running: the folder goes then.
  const onExit = (): void => rmSync(dir, { recursive: true, force: true });
  process.once('exit', onExit);
  return {
    dir,
    finish: () => {
      swapIntoPlace(dir, outDir);
      release();
      process.removeListener('exit', onExit);
    },
  };
}

/** Runs `read`; an InputError ends the process with its message (one line per problem) and code 2. */
export function exitOnInputError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(
      cleanForTerminal(error.message)
        .split('\n')
        .map((line) => `jibe site: ${line}\n`)
        .join(''),
    );
    process.exit(2);
  }
}
