// usvg's normalised SVG (resvg-js's Resvg#toString) read in a child process, for art that could
// make usvg's writer abort. The writer of the resvg-js release we use unwraps a missing value when
// a clip path holds a group left empty (a <use> of a shape whose geometry is void, a shape with a
// clip path of its own that draws nothing), and the panic cannot unwind into JavaScript: the whole
// process ends with SIGABRT. Run apart, such a file is refused by name and the build goes on.
// The child is usvg-child.js: the SVG on stdin, resvg's options as JSON, the normalised SVG on stdout.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

const CHILD = fileURLToPath(new URL('./usvg-child.js', import.meta.url));
/** A file of icon art is a few kilobytes; its normalised form is bounded by the shape limits before. */
const MAX_OUTPUT = 64 * 1024 * 1024;
const TIME_LIMIT_MS = 20_000;

/** What went wrong reading the SVG apart, in plain words; a JavaScript error's message is passed on. */
export class ApartError extends Error {}

/** usvg's normalised SVG of `svg`, made in a child process; throws ApartError when it fails or aborts. */
export function normaliseApart(svg: string, options: ResvgRenderOptions): string {
  const run = spawnSync(process.execPath, [CHILD, JSON.stringify(options)], {
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
