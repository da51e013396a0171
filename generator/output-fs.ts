// Where the command line writes: the output folder made (or found) before any work, and a failed write
// there turned into an input error naming the folder and the reason. An `--out` that is a file, a
// read-only folder or a full disk is the user's to mend, not a bug of ours.

import { lstatSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../lib/input-error.ts';

const WRITE_REASONS: Record<string, string> = {
  EACCES: 'cannot write there (permission denied)',
  EPERM: 'cannot write there (permission denied)',
  EROFS: 'cannot write there (a read-only file system)',
  EEXIST: 'is a file, not a folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENAMETOOLONG: 'the path is too long',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** The reason a file-system error gives the user, or null for one that is not about the place written. */
export function describeWriteError(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code !== undefined && Object.hasOwn(WRITE_REASONS, code) ? WRITE_REASONS[code]! : null;
}

/** `error` as an InputError naming `flag` and `folder` when it is a write the user can mend; else as it was. */
export function asOutputError(error: unknown, flag: string, folder: string): unknown {
  if (error instanceof InputError) return error;
  const reason = describeWriteError(error);
  // An error about some other path (a file read on the way) is not this folder's.
  const path = (error as NodeJS.ErrnoException).path;
  if (reason === null || (path !== undefined && !`${path}/`.startsWith(`${folder}/`))) return error;
  return new InputError(`${flag} ${folder}`, reason);
}

/** Makes `folder` (and its parents) if missing; throws InputError naming `flag` when it cannot be a folder. */
export function makeOutputFolder(folder: string, flag: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    // Whichever part of the path failed (a parent may be the file or the read-only one), it is this flag's.
    const reason = describeWriteError(error);
    throw reason === null ? error : new InputError(`${flag} ${folder}`, reason);
  }
}

/**
 * Throws InputError naming `flag` when `entry` of `folder` is a symbolic link: a build moved into it
 * would land wherever the link points (a link planted in output/ could aim it at any folder the user
 * may write). `folder` itself may be a link: the user named it.
 */
export function refuseLinkedEntry(folder: string, entry: string, flag: string): void {
  let linked = false;
  try {
    linked = lstatSync(join(folder, entry)).isSymbolicLink();
  } catch {
    // Missing: made by the build as a real folder.
  }
  if (linked)
    throw new InputError(
      `${flag} ${folder}`,
      `${entry} is a symbolic link: a build writes only into a real folder (remove the link, or give ${flag} the folder it points to)`,
    );
}
