// A progress bar on a terminal: one line redrawn in place on standard error; nothing elsewhere, so
// piped output and logs stay clean.

import type { Progress } from './play-runs.ts';

/** Bar characters across the line. */
const WIDTH = 30;

/** The bar's text for `done` of `total`, with the rate so far. */
export function formatProgress(done: number, total: number, elapsedMs: number): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * WIDTH);
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)} %  ${done}/${total} games  ${rate.toFixed(0)} games/s`;
}

/** A Progress that draws on the stream when it is a terminal, and a function to clear the line at the end. */
export function progressBar(stream: NodeJS.WriteStream): { update: Progress; finish: () => void } {
  if (!stream.isTTY) return { update: () => {}, finish: () => {} };
  const start = performance.now();
  let last = 0;
  return {
    update: (done, total) => {
      const now = performance.now();
      // Redraw at most ten times a second, and always at the end.
      if (done < total && now - last < 100) return;
      last = now;
      stream.write(`\r${formatProgress(done, total, now - start)}`);
    },
    finish: () => stream.write('\n'),
  };
}
