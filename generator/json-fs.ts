// Reading JSON input from a file or standard input, with the place named in every error.

import { readFileSync } from 'node:fs';
import { InputError } from '../lib/input-error.ts';
import { readInputFile } from './read-file-fs.ts';

export function parseJsonText(text: string, place: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(place, `not valid JSON (${(e as Error).message})`);
  }
}

export function readJsonFile(file: string): unknown {
  return parseJsonText(readInputFile(file), file);
}

/** A file path, or `-` (or nothing) for standard input. */
export function readJsonInput(file: string | undefined): unknown {
  if (file === undefined || file === '-' || file === '')
    return parseJsonText(readFileSync(0, 'utf8'), 'standard input');
  return readJsonFile(file);
}

/** How input is named in messages: the file path, or "standard input". */
export const inputName = (file: string | undefined): string =>
  file === undefined || file === '-' || file === '' ? 'standard input' : file;
