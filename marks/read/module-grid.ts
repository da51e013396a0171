// The module-grid fit: in a patch resampled square-on where a mark should be, the mark's fixed
// pattern (a Data Matrix's solid L, its alternating timing edges and the light quiet zone around
// them) is searched for over a small shift, turn and size; each module's grey is then read at its
// centre, thresholded between the pattern's own dark and light, and the symbol drawn again crisp,
// for the symbol decoder to read as a printed one. Blurred, noisy modules of two or three photo
// pixels that the decoder's own edge tracing loses are still read this way.

/** A patch of grey samples, `size` × `size`, row by row. */
export interface Samples {
  size: number;
  values: Float32Array;
}

/** A symbol read from a patch: module (u, v) of it is at `at(u, v)` in samples. */
export interface GridReading {
  at: (u: number, v: number) => { x: number; y: number };
  /** Dark modules, row by row (`modules` × `modules`). */
  dark: Uint8Array;
}

/** Where the fitted symbol lies in its patch, and its modules as read there. */
export interface GridFit extends GridReading {
  /** The fitted pattern's light minus dark, in grey levels. */
  contrast: number;
  /**
   * The modules read again, differently where they differ: with a threshold nearer the dark, and
   * also on a grid 3 % smaller. Blur and JPEG spread a dark module into its light neighbours and
   * pull the fitted grid a little outwards; on marks of two or three pixels a module these read
   * some symbols the first reading misses (measured on close-ups whose far cards are 250-330 px).
   */
  others: GridReading[];
}

/** The readings after the first: (grid scale, threshold shift toward the dark as a share of light − dark). */
const OTHER_READINGS: readonly (readonly [number, number])[] = [
  [1, 0.15],
  [0.97, 0.1],
];

/** Whether module (i, j) of a Data Matrix `n` modules a side is dark in every symbol (−1: data). */
function patternAt(i: number, j: number, n: number): number {
  if (i < 0 || j < 0 || i >= n || j >= n) return 0;
  if (i === 0 || j === n - 1) return 1;
  if (j === 0) return i % 2 === 0 ? 1 : 0;
  if (i === n - 1) return j % 2 === 1 ? 1 : 0;
  return -1;
}

/** Where a module's grey is read, in module units from its corner: its centre and four points around. */
const SPOTS: readonly (readonly [number, number])[] = [
  [0.5, 0.5],
  [0.3, 0.5],
  [0.7, 0.5],
  [0.5, 0.3],
  [0.5, 0.7],
];

/** Bilinear grey at (x, y) in samples (clamped to the patch). */
function greyAt(s: Samples, x: number, y: number): number {
  const m = s.size - 1.001;
  const cx = Math.max(0, Math.min(m, x - 0.5));
  const cy = Math.max(0, Math.min(m, y - 0.5));
  const x0 = cx | 0;
  const y0 = cy | 0;
  const fx = cx - x0;
  const fy = cy - y0;
  const k = y0 * s.size + x0;
  const v = s.values;
  const top = v[k]! + (v[k + 1]! - v[k]!) * fx;
  const bottom = v[k + s.size]! + (v[k + s.size + 1]! - v[k + s.size]!) * fx;
  return top + (bottom - top) * fy;
}

/**
 * Fits a symbol of `modules` modules a side, about `pitch` samples a module, centred within
 * `reach` samples of the patch's centre and upright within a few degrees; null when no
 * position shows the pattern with at least `minContrast` of grey between its dark and light.
 */
export function fitModuleGrid(
  s: Samples,
  modules: number,
  pitch: number,
  reach: number,
  minContrast: number,
): GridFit | null {
  const n = modules;
  // The known modules: the L, the timing edges and a ring of quiet zone, each +1 dark or −1 light.
  const known: { u: number; v: number; sign: number }[] = [];
  for (let j = -1; j <= n; j++)
    for (let i = -1; i <= n; i++) {
      const p = patternAt(i, j, n);
      if (p >= 0) known.push({ u: i + 0.5, v: j + 0.5, sign: p === 1 ? 1 : -1 });
    }
  const darks = known.filter((k) => k.sign > 0).length;
  const lights = known.length - darks;
  const ku = Float64Array.from(known, (k) => k.u - n / 2);
  const kv = Float64Array.from(known, (k) => k.v - n / 2);
  const kw = Float64Array.from(known, (k) => (k.sign > 0 ? -1 / darks : 1 / lights));
  const score = (cx: number, cy: number, step: number, angle: number): number => {
    const c = Math.cos(angle) * step;
    const sn = Math.sin(angle) * step;
    let sum = 0;
    for (let k = 0; k < ku.length; k++)
      sum += kw[k]! * greyAt(s, cx + c * ku[k]! - sn * kv[k]!, cy + sn * ku[k]! + c * kv[k]!);
    return sum;
  };
  const centre = s.size / 2;
  let best = { x: centre, y: centre, step: pitch, angle: 0, score: -Infinity };
  // Coarse: a shift every three quarters of a module at the expected size, upright.
  const coarse = Math.max(1, (3 * pitch) / 4);
  for (let dy = -reach; dy <= reach; dy += coarse)
    for (let dx = -reach; dx <= reach; dx += coarse) {
      const v = score(centre + dx, centre + dy, pitch, 0);
      if (v > best.score) best = { x: centre + dx, y: centre + dy, step: pitch, angle: 0, score: v };
    }
  // Fine: the shift, then the size and turn, about the best, twice, each time finer.
  for (const fine of [1, 0.5, 0.25]) {
    let from = best;
    for (const dy of [-2, -1, 0, 1, 2])
      for (const dx of [-2, -1, 0, 1, 2]) {
        const x = from.x + (dx * coarse * fine) / 2;
        const y = from.y + (dy * coarse * fine) / 2;
        const v = score(x, y, from.step, from.angle);
        if (v > best.score) best = { ...from, x, y, score: v };
      }
    from = best;
    for (const ds of [-2, -1, 0, 1, 2])
      for (const da of [-2, -1, 0, 1, 2]) {
        const step = from.step * (1 + 0.04 * ds * fine);
        const angle = from.angle + (2 * da * fine * Math.PI) / 180;
        const v = score(from.x, from.y, step, angle);
        if (v > best.score) best = { ...from, step, angle, score: v };
      }
  }
  if (!(best.score >= minContrast)) return null;
  const poseAt = (scale: number) => {
    const c = Math.cos(best.angle) * best.step * scale;
    const sn = Math.sin(best.angle) * best.step * scale;
    return (u: number, v: number) => ({
      x: best.x + c * (u - n / 2) - sn * (v - n / 2),
      y: best.y + sn * (u - n / 2) + c * (v - n / 2),
    });
  };
  const at = poseAt(1);
  const dark = readModules(s, at, n, 0);
  const others: GridReading[] = [];
  for (const [scale, shift] of OTHER_READINGS) {
    const other = { at: poseAt(scale), dark: readModules(s, poseAt(scale), n, shift) };
    const same = (d: Uint8Array) => d.every((v, i) => v === other.dark[i]);
    if (!same(dark) && !others.some((o) => same(o.dark))) others.push(other);
  }
  return { at, contrast: best.score, dark, others };
}

/**
 * Each module read at its centre and a little around it, against a threshold midway between the
 * known dark and light modules of its row and column (light varies across a mark under glare),
 * moved toward the dark by `shift` of their difference.
 */
function readModules(
  s: Samples,
  at: (u: number, v: number) => { x: number; y: number },
  n: number,
  shift: number,
): Uint8Array {
  const w = n + 2;
  const value = new Float32Array(w * w);
  for (let j = -1; j <= n; j++)
    for (let i = -1; i <= n; i++) {
      let sum = 0;
      for (const [a, b] of SPOTS) {
        const p = at(i + a, j + b);
        sum += greyAt(s, p.x, p.y);
      }
      value[(j + 1) * w + i + 1] = sum / SPOTS.length;
    }
  const valueAt = (i: number, j: number): number => value[(j + 1) * w + i + 1]!;
  const dark = new Uint8Array(n * n);
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const p = patternAt(i, j, n);
      if (p >= 0) {
        dark[j * n + i] = p;
        continue;
      }
      // The threshold from the known modules of the row and the column through it, quiet zone included.
      let d = 0;
      let dn = 0;
      let l = 0;
      let ln = 0;
      for (let t = -1; t <= n; t++)
        for (const [a, b] of [
          [t, j],
          [i, t],
        ] as const) {
          const q = patternAt(a, b, n);
          if (q === 1) {
            d += valueAt(a, b);
            dn++;
          } else if (q === 0) {
            l += valueAt(a, b);
            ln++;
          }
        }
      const darkGrey = d / dn;
      const lightGrey = l / ln;
      dark[j * n + i] = valueAt(i, j) < (darkGrey + lightGrey) / 2 - shift * (lightGrey - darkGrey) ? 1 : 0;
    }
  return dark;
}

/** Draws a fitted symbol crisp, `px` pixels a module with `quiet` modules of white around, into `out`. */
export function drawSymbol(
  fit: GridReading,
  modules: number,
  px: number,
  quiet: number,
  out: Uint8Array,
  outWidth: number,
  outX: number,
  outY: number,
): void {
  for (let j = 0; j < modules; j++)
    for (let i = 0; i < modules; i++) {
      if (fit.dark[j * modules + i] !== 1) continue;
      for (let b = 0; b < px; b++) {
        const row = (outY + (quiet + j) * px + b) * outWidth + outX + (quiet + i) * px;
        out.fill(0, row, row + px);
      }
    }
}
