// How blurred a photo is: the width of its strong edges in pixels, along rows and down columns,
// the wider of the two (a shaking hand smears one way). A sharp photo's edges are 1 to 2 pixels
// wide; a mark stops reading at about 1.5 modules of smear, so Scan says "hold still" rather than
// "come closer" when the edges are much wider than that. Pure.

/** Rows (and columns) sampled: every STRIDE-th, enough edges on any photo at a fraction of the cost. */
const STRIDE = 3;
/** Grey levels a step must rise through to count as an edge (a mark's modules rise through 100 or more). */
const MIN_STEP = 60;
/** An edge's ends: where its slope falls under this share of its steepest. */
const TAIL = 0.15;

/**
 * The median width in pixels of the photo's strong edges in the direction they are widest:
 * about 1.5 on a sharp photo, about the smear's length on a blurred one.
 */
export function measureBlur(grey: Uint8Array, width: number, height: number): number {
  const across = edgeWidths(grey, width, height, 1, width, height, width);
  const down = edgeWidths(grey, height, width, width, 1, width, height);
  const m = (values: number[]): number =>
    values.length < 20 ? 0 : values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return Math.max(m(across), m(down));
}

/**
 * Widths of the edges met along `lines` lines of `length` pixels each (`step` apart along a line,
 * `lineStep` from one line to the next): each steepest slope, walked out both ways while the slope
 * keeps its sign and TAIL of its size, is as wide as its whole rise over its steepest slope.
 */
function edgeWidths(
  grey: Uint8Array,
  length: number,
  lines: number,
  step: number,
  lineStep: number,
  width: number,
  height: number,
): number[] {
  const widths: number[] = [];
  const slope = new Float32Array(length);
  if (width * height !== grey.length) return widths;
  for (let line = 1; line < lines - 1; line += STRIDE) {
    const base = line * lineStep;
    for (let i = 0; i < length - 1; i++) slope[i] = grey[base + (i + 1) * step]! - grey[base + i * step]!;
    for (let i = 1; i < length - 2; i++) {
      const s = slope[i]!;
      const a = Math.abs(s);
      // A steepest point: no steeper slope of the same sign on either side.
      if (a < 8 || Math.abs(slope[i - 1]!) > a || Math.abs(slope[i + 1]!) >= a) continue;
      let rise = a;
      let lo = i - 1;
      while (lo >= 0 && slope[lo]! * s > 0 && Math.abs(slope[lo]!) >= TAIL * a) rise += Math.abs(slope[lo--]!);
      let hi = i + 1;
      while (hi < length - 1 && slope[hi]! * s > 0 && Math.abs(slope[hi]!) >= TAIL * a) rise += Math.abs(slope[hi++]!);
      if (rise >= MIN_STEP) widths.push(rise / a);
    }
  }
  return widths;
}
