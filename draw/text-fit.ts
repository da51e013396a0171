// Fitting a line of text to a width: the preferred size if it fits, smaller down to a minimum,
// then two lines broken at a separator (each as large as both allow), or nothing: the caller
// reports a text that cannot fit rather than letting it run past the cut.

/** Width of `text` at size 1, in the caller's unit. */
export type Measure = (text: string) => number;

export interface FittedText {
  lines: string[];
  size: number;
}

/** The largest setting of `text` within `width` no smaller than `min`; null when none fits. */
export function fitText(
  text: string,
  width: number,
  preferred: number,
  min: number,
  measure: Measure,
  separator = ' ',
): FittedText | null {
  const one = Math.min(preferred, width / Math.max(1e-9, measure(text)));
  if (one >= min) return { lines: [text], size: one };
  // Two lines: of every break at a separator, the one that allows the largest size.
  const parts = text.split(separator);
  let best: FittedText | null = null;
  for (let i = 1; i < parts.length; i++) {
    const lines = [parts.slice(0, i).join(separator), parts.slice(i).join(separator)];
    // The separator's sign stays at the end of the first line, trimmed of its spaces.
    lines[0] = `${lines[0]}${separator.trimEnd()}`;
    const size = Math.min(preferred, ...lines.map((l) => width / Math.max(1e-9, measure(l))));
    if (size >= min && (best === null || size > best.size)) best = { lines, size };
  }
  return best;
}
