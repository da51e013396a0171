// usvg's normalised SVG (resvg-js's Resvg#toString) read in a child process, for art that could
// make usvg's writer abort. The writer of the resvg-js release we use unwraps a missing value when
// a clip path holds a group left empty (a <use> of a shape whose geometry is void, a shape with a
// clip path of its own that draws nothing), and the panic cannot unwind into JavaScript: the whole
// process ends with SIGABRT. Run apart, such a file is refused by name and the build goes on.
// Run as a script with CHILD_FLAG, this file is that child: the SVG on stdin, resvg's options as
// JSON after the flag, the normalised SVG on stdout.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

const SELF = fileURLToPath(import.meta.url);
const CHILD_FLAG = '--jibe-usvg-child';
/** A file of icon art is a few kilobytes; its normalised form is bounded by the shape limits before. */
const MAX_OUTPUT = 64 * 1024 * 1024;
const TIME_LIMIT_MS = 20_000;

/** What went wrong reading the SVG apart, in plain words; a JavaScript error's message is passed on. */
export class ApartError extends Error {}

/** usvg's normalised SVG of `svg`, made in a child process; throws ApartError when it fails or aborts. */
export function normaliseApart(svg: string, options: ResvgRenderOptions): string {
  const run = spawnSync(process.execPath, [SELF, CHILD_FLAG, JSON.stringify(options)], {
    input: svg,
    encoding: 'utf8',
    maxBuffer: MAX_OUTPUT,
    timeout: TIME_LIMIT_MS,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (run.error !== undefined) throw new ApartError(`the SVG reader could not run (${run.error.message})`);
  if (run.status === 0) return run.stdout;
  if (run.status === 1 && run.stderr.startsWith('resvg: ')) throw new ApartError(run.stderr.slice(7).trim());
  throw new ApartError(
    run.signal === null
      ? `the SVG reader stopped on it (exit code ${run.status})`
      : `the SVG reader stopped on it (${run.signal}): a clip path that draws nothing is the usual cause`,
  );
}

if (process.argv[2] === CHILD_FLAG) {
  const options = JSON.parse(process.argv[3] ?? '{}') as ResvgRenderOptions;
  try {
    process.stdout.write(new Resvg(readFileSync(0, 'utf8'), options).toString());
  } catch (error) {
    process.stderr.write(`resvg: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
