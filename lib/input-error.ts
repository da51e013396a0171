// Bad input at the program's edge: a deck file, a game record, a position, a flag. The CLI prints
// the message (one line per problem) and exits with code 2.

import type { Problem } from '../engine/index.ts';

export class InputError extends Error {
  readonly problems: Problem[];
  /** `place` names the file (or flag) the problems are in. */
  constructor(place: string, problems: Problem[] | string) {
    const list = typeof problems === 'string' ? [{ path: '', message: problems }] : problems;
    super(`${place}: ${list.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join(`\n${place}: `)}`);
    this.name = 'InputError';
    this.problems = list;
  }
}
