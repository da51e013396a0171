// Plane geometry of the reader: points, 2 × 2 frames, the hex lattice of a table and the homography
// that maps the table's plane onto a photo. Pure arithmetic, no images.

import { roundCell } from '../../engine/index.ts';

export interface Point {
  x: number;
  y: number;
}

/** A linear map of the plane, [a b; c d]: (x, y) → (a x + b y, c x + d y). */
export interface Frame {
  a: number;
  b: number;
  c: number;
  d: number;
}

export const applyFrame = (f: Frame, p: Point): Point => ({ x: f.a * p.x + f.b * p.y, y: f.c * p.x + f.d * p.y });

export const determinant = (f: Frame): number => f.a * f.d - f.b * f.c;

export function invertFrame(f: Frame): Frame | null {
  const det = determinant(f);
  if (!(Math.abs(det) > 1e-12)) return null;
  return { a: f.d / det, b: -f.b / det, c: -f.c / det, d: f.a / det };
}

export const multiplyFrames = (f: Frame, g: Frame): Frame => ({
  a: f.a * g.a + f.b * g.c,
  b: f.a * g.b + f.b * g.d,
  c: f.c * g.a + f.d * g.c,
  d: f.c * g.b + f.d * g.d,
});

/**
 * The turn of a card with rotation k as a map from its face to the table (y down): the face turned
 * k·60° counter-clockwise as seen, so that the face's side s, drawn at −60·s degrees, faces
 * direction s + k (engine/hex.ts directionOfSide).
 */
export function turnFrame(rotation: number): Frame {
  const angle = (rotation * Math.PI) / 3;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { a: c, b: s, c: -s, d: c };
}

/** The counter-clockwise turn, in degrees as seen (y down), of the rotation nearest to frame f. */
export const turnOf = (f: Frame): number => (Math.atan2(f.b - f.c, f.a + f.d) * 180) / Math.PI;

/** A cell's centre on the table's plane, in card widths (flat to flat), y down. */
export const cellCentre = (q: number, r: number): Point => ({ x: q + r / 2, y: (r * Math.sqrt(3)) / 2 });

/** The fractional axial coordinates of a point of the table's plane. */
export function axialOf(p: Point): { q: number; r: number } {
  const r = (2 * p.y) / Math.sqrt(3);
  return { q: p.x - r / 2, r };
}

/** The cell whose hexagon holds the point (cube rounding). */
export function nearestCell(p: Point): { q: number; r: number } {
  const { q, r } = axialOf(p);
  return roundCell(q, r);
}

/** Cells apart on the lattice. */
export const cellDistance = (a: { q: number; r: number }, b: { q: number; r: number }): number =>
  (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;

/** A projective map of the plane as 9 numbers, row-major, h[8] normalised to 1 where possible. */
export type Homography = Float64Array;

export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/** The derivative of h at p: the affine frame that h looks like near p. */
export function jacobianAt(h: Homography, p: Point): Frame {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  const u = (h[0]! * p.x + h[1]! * p.y + h[2]!) / w;
  const v = (h[3]! * p.x + h[4]! * p.y + h[5]!) / w;
  return {
    a: (h[0]! - u * h[6]!) / w,
    b: (h[1]! - u * h[7]!) / w,
    c: (h[3]! - v * h[6]!) / w,
    d: (h[4]! - v * h[7]!) / w,
  };
}

export function invertHomography(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, l] = h as unknown as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const A = e * l - f * k;
  const B = -(d * l - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (!(Math.abs(det) > 1e-15)) return null;
  const inv = new Float64Array([
    A,
    -(b * l - c * k),
    b * f - c * e,
    B,
    a * l - c * g,
    -(a * f - c * d),
    C,
    -(a * k - b * g),
    a * e - b * d,
  ]);
  for (let i = 0; i < 9; i++) inv[i]! /= det;
  return inv;
}

/** Solves the n × n system m·x = v in place (Gaussian elimination with partial pivoting). */
function solve(m: Float64Array, v: Float64Array, n: number): Float64Array | null {
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = row;
    if (!(Math.abs(m[pivot * n + col]!) > 1e-12)) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) {
        const t = m[col * n + k]!;
        m[col * n + k] = m[pivot * n + k]!;
        m[pivot * n + k] = t;
      }
      const t = v[col]!;
      v[col] = v[pivot]!;
      v[pivot] = t;
    }
    for (let row = col + 1; row < n; row++) {
      const factor = m[row * n + col]! / m[col * n + col]!;
      if (factor === 0) continue;
      for (let k = col; k < n; k++) m[row * n + k]! -= factor * m[col * n + k]!;
      v[row]! -= factor * v[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = v[row]!;
    for (let k = row + 1; k < n; k++) sum -= m[row * n + k]! * x[k]!;
    x[row] = sum / m[row * n + row]!;
  }
  return x;
}

/** Shift and scale that move points to mean 0 and mean distance √2 (Hartley's normalisation). */
function normaliser(points: readonly Point[]): { mx: number; my: number; s: number } {
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let spread = 0;
  for (const p of points) spread += Math.hypot(p.x - mx, p.y - my);
  spread /= points.length;
  return { mx, my, s: spread > 1e-12 ? Math.SQRT2 / spread : 1 };
}

/**
 * The homography that best maps `from` onto `to` (least squares of the linearised equations,
 * points normalised first), or null when the points are too few or in a line. `weights` lets
 * nearer points count more.
 */
export function fitHomography(
  from: readonly Point[],
  to: readonly Point[],
  weights?: readonly number[],
): Homography | null {
  const n = from.length;
  if (n < 4) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  const ata = new Float64Array(64);
  const atb = new Float64Array(8);
  const row = new Float64Array(8);
  const add = (rhs: number, w: number): void => {
    for (let i = 0; i < 8; i++) {
      atb[i]! += w * row[i]! * rhs;
      for (let j = 0; j < 8; j++) ata[i * 8 + j]! += w * row[i]! * row[j]!;
    }
  };
  for (let i = 0; i < n; i++) {
    const x = (from[i]!.x - nf.mx) * nf.s;
    const y = (from[i]!.y - nf.my) * nf.s;
    const u = (to[i]!.x - nt.mx) * nt.s;
    const v = (to[i]!.y - nt.my) * nt.s;
    const w = weights?.[i] ?? 1;
    row.set([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    add(u, w);
    row.set([0, 0, 0, x, y, 1, -v * x, -v * y]);
    add(v, w);
  }
  const x = solve(ata, atb, 8);
  if (x === null) return null;
  const hn = new Float64Array([x[0]!, x[1]!, x[2]!, x[3]!, x[4]!, x[5]!, x[6]!, x[7]!, 1]);
  // Undo the normalisations: H = Tt⁻¹ · Hn · Tf.
  const tf = new Float64Array([nf.s, 0, -nf.s * nf.mx, 0, nf.s, -nf.s * nf.my, 0, 0, 1]);
  const ttInv = new Float64Array([1 / nt.s, 0, nt.mx, 0, 1 / nt.s, nt.my, 0, 0, 1]);
  const h = multiply3(ttInv, multiply3(hn, tf));
  const scale = h[8]!;
  if (!(Math.abs(scale) > 1e-15)) return null;
  for (let i = 0; i < 9; i++) h[i]! /= scale;
  return h;
}

export function multiply3(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(9);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      out[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return out;
}

/** The affine map (as a homography) that best maps `from` onto `to`; needs 3 points not in a line. */
export function fitAffine(
  from: readonly Point[],
  to: readonly Point[],
  weights?: readonly number[],
): Homography | null {
  const n = from.length;
  if (n < 3) return null;
  const ata = new Float64Array(9);
  const bu = new Float64Array(3);
  const bv = new Float64Array(3);
  for (let i = 0; i < n; i++) {
    const w = weights?.[i] ?? 1;
    const r = [from[i]!.x, from[i]!.y, 1];
    for (let j = 0; j < 3; j++) {
      bu[j]! += w * r[j]! * to[i]!.x;
      bv[j]! += w * r[j]! * to[i]!.y;
      for (let k = 0; k < 3; k++) ata[j * 3 + k]! += w * r[j]! * r[k]!;
    }
  }
  const pu = solve(new Float64Array(ata), bu, 3);
  const pv = solve(new Float64Array(ata), bv, 3);
  if (pu === null || pv === null) return null;
  return new Float64Array([pu[0]!, pu[1]!, pu[2]!, pv[0]!, pv[1]!, pv[2]!, 0, 0, 1]);
}

/** The affine map p → origin + frame·(p − at), as a homography. */
export function frameHomography(frame: Frame, at: Point, origin: Point): Homography {
  return new Float64Array([
    frame.a,
    frame.b,
    origin.x - frame.a * at.x - frame.b * at.y,
    frame.c,
    frame.d,
    origin.y - frame.c * at.x - frame.d * at.y,
    0,
    0,
    1,
  ]);
}
