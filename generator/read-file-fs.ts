// The one way the command line reads an input file (deck, art, game record, saved game): only a
// regular file, its size checked before reading, the read bounded, and every failure an InputError
// naming the path. A device (/dev/zero) once grew the process to gigabytes and a FIFO blocked it.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { InputError } from '../lib/input-error.ts';

/** Deck files, records and icon art are kilobytes; 20 MB leaves room for a long record. */
export const MAX_INPUT_BYTES = 20 * 1024 * 1024;

const REASONS: Record<string, string> = {
  ENOENT: 'file not found',
  EACCES: 'cannot read the file (permission denied)',
  EPERM: 'cannot read the file (permission denied)',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'too many symbolic links in the path',
};

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? `cannot read the file (${code ?? 'unknown error'})`;
}

/** A file's text as UTF-8, a leading byte-order mark dropped. Throws InputError naming `file`. */
export function readInputFile(file: string, maxBytes = MAX_INPUT_BYTES): string {
  const text = readInputBytes(file, maxBytes).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A file's bytes (a font), read the same way. Throws InputError naming `file`. */
export function readInputBytes(file: string, maxBytes = MAX_INPUT_BYTES): Buffer {
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO returns at once and fstat can refuse it.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new InputError(file, describeError(error));
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new InputError(file, 'is a folder, not a file');
    if (!stat.isFile()) throw new InputError(file, 'is not a regular file (a device, pipe or socket)');
    if (stat.size > maxBytes) throw new InputError(file, `is ${stat.size} bytes, more than the ${maxBytes} allowed`);
    // Read at most one byte more than allowed, in case the file grows while it is read.
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) break;
    }
    if (length > maxBytes) throw new InputError(file, `is more than the ${maxBytes} bytes allowed`);
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(file, describeError(error));
  } finally {
    closeSync(fd);
  }
}
