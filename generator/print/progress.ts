// A progress bar for a terminal: redrawn in place on stderr, and silent when stderr is not a TTY
// (CI logs, pipes) so logs stay clean.

export interface Progress {
  update: (done: number, total: number) => void;
  finish: () => void;
}

/** The bar's text for `done` of `total`, `width` cells wide. */
export function formatProgress(label: string, done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
}

export function startProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update: () => {}, finish: () => {} };
  let shown = false;
  return {
    update: (done, total) => {
      stream.write(`\r${formatProgress(label, done, total)}`);
      shown = true;
    },
    finish: () => {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
