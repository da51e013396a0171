// The JSON a command reads: a file, or `-` (or nothing) for the run's standard input.

import { readFileSync } from 'node:fs';
import { inputName, parseJsonText, readJsonFile } from '../../generator/json-fs.ts';
import type { CliIo } from './options.ts';

/** Like json-fs.ts's readJsonInput, but standard input is the run's (io.stdin), so tests can give it. */
export function readJsonArg(file: string | undefined, io: CliIo): unknown {
  if (file === undefined || file === '-' || file === '')
    return parseJsonText(io.stdin ? io.stdin() : readFileSync(0, 'utf8'), inputName(file));
  return readJsonFile(file);
}
