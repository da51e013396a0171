// Reading a card by its face: every face of the deck is known exactly, so the hex in a cell of
// the table can be held against each face at each of six turns. What it compares survives blur
// and small size far better than a mark's 10 × 10 modules: the colours of the halves, the icons,
// the big value, sampled at 20 points a card width. Pure: the faces come in as pixels made at the
// edge (the card generator's own drawing of each face), the photo as pixels.

import { applyHomography, type Homography, multiply3, type Point, turnFrame } from './geometry.ts';
import type { Photo } from './image.ts';
import { MARK_ON_FACE } from '../card-mark.ts';

/** A face as the card generator draws it, upright, its centre in the image's middle. */
export interface FaceImage {
  card: string;
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array | Uint8ClampedArray;
  /** Image pixels a card's width (flat side to flat side). */
  perUnit: number;
}

/** The deck's faces sampled at each turn, ready to be held against a cell of the photo. */
export interface FaceTemplates {
  cards: string[];
  /**
   * [card][turn]: the face's colours at each sample point, normalised (normalise), less the
   * deck's mean face at that turn (all faces share a white middle and a coloured rim: what tells
   * them apart is what differs from the mean), at a root mean square of 1.
   */
  samples: Float32Array[][];
  /** [turn]: the deck's mean face, normalised. */
  mean: Float32Array[];
  /** [card][turn]: turns of the same card that look alike (a symmetric face), turn k itself included. */
  alike: boolean[][][];
  /** [card]: the first card of its face's twins (firstTwins), itself when it has none. */
  twin: number[];
}

/**
 * [card]: the first card whose face is drawn the same, pixel for pixel but for the mark's square and
 * quiet zone (the classic deck's three core jokers): a face tells its twins, never which of them.
 */
const firstTwins = (faces: readonly FaceImage[], { x, y, side, quiet } = MARK_ON_FACE): number[] =>
  faces.map((a, c) =>
    faces.findIndex(
      (b, d) =>
        d >= c ||
        (b.width === a.width &&
          b.perUnit === a.perUnit &&
          b.data.length === a.data.length &&
          a.data.every((v, i) => {
            // A pixel wider than the mark for its smoothed edge.
            const half = (side / 2 + quiet) * a.perUnit + 1;
            const p = i >> 2;
            return (
              v === b.data[i] ||
              (Math.abs((p % a.width) + 0.5 - a.width / 2 - x * a.perUnit) <= half &&
                Math.abs(Math.floor(p / a.width) + 0.5 - a.height / 2 - y * a.perUnit) <= half)
            );
          })),
    ),
  );

/** The cards whose face is drawn as `card`'s, itself included (itself alone when none). */
export function twinsOf(templates: FaceTemplates, card: string): string[] {
  const c = templates.cards.indexOf(card);
  if (c < 0) return [card];
  return templates.cards.filter((_, d) => templates.twin[d] === templates.twin[c]);
}

/** Whether card c at turn k looks as card d at turn j: the same card or a twin, at a turn alike. */
const looksAs = (templates: FaceTemplates, c: number, k: number, d: number, j: number): boolean =>
  templates.twin[c] === templates.twin[d] && templates.alike[c]![k]![j]!;

/** Samples a card width: one every 5.5 px at 110 px a card. */
const GRID = 30;
/** The part of the hex compared: its edges are left out (a card lies a little off its cell). */
const INSET = 0.46;
/** Cards on the table lie with a small gap: the face is this share of the lattice's spacing. */
const FACE_SCALE = 0.97;
/** Sub-samples a side of each sample's square, averaged: a sample is an area, as a blurred pixel. */
const SUB = 3;
/** Two turns of one face whose samples correlate this well look alike (a symmetric face). */
const ALIKE = 0.97;

/** The sample points, in table units around a cell's centre (flat sides left and right). */
export const FACE_POINTS: readonly Point[] = (() => {
  const points: Point[] = [];
  for (let j = -GRID; j <= GRID; j++)
    for (let i = -GRID; i <= GRID; i++) {
      const x = i / GRID;
      const y = j / GRID;
      if (Math.abs(x) <= INSET && Math.abs(x) / 2 + (Math.abs(y) * Math.sqrt(3)) / 2 <= INSET) points.push({ x, y });
    }
  return points;
})();

/** A colour sampled at each point (three values a point), bilinear, averaged over SUB × SUB. */
function sampleColours(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
  toImage: Homography,
  sub = SUB,
  points: readonly Point[] = FACE_POINTS,
): Float32Array {
  const out = new Float32Array(points.length * 3);
  const step = 1 / GRID / sub;
  // Grey photos repeat their one channel.
  const g = channels === 1 ? 0 : 1;
  const b = channels === 1 ? 0 : 2;
  const row = width * channels;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toImage as unknown as number[];
  for (let n = 0; n < points.length; n++) {
    const p = points[n]!;
    let red = 0;
    let green = 0;
    let blue = 0;
    for (let sb = 0; sb < sub; sb++)
      for (let sa = 0; sa < sub; sa++) {
        const px = p.x + (sa - (sub - 1) / 2) * step;
        const py = p.y + (sb - (sub - 1) / 2) * step;
        const w = h6! * px + h7! * py + h8!;
        const qx = (h0! * px + h1! * py + h2!) / w;
        const qy = (h3! * px + h4! * py + h5!) / w;
        const x = Math.min(width - 1.001, Math.max(0, qx - 0.5));
        const y = Math.min(height - 1.001, Math.max(0, qy - 0.5));
        const x0 = Math.floor(x);
        const y0 = Math.floor(y);
        const fx = x - x0;
        const fy = y - y0;
        const w00 = (1 - fx) * (1 - fy);
        const w01 = fx * (1 - fy);
        const w10 = (1 - fx) * fy;
        const w11 = fx * fy;
        const k = (y0 * width + x0) * channels;
        const k1 = k + channels;
        const j = k + row;
        const j1 = j + channels;
        red += data[k]! * w00 + data[k1]! * w01 + data[j]! * w10 + data[j1]! * w11;
        green += data[k + g]! * w00 + data[k1 + g]! * w01 + data[j + g]! * w10 + data[j1 + g]! * w11;
        blue += data[k + b]! * w00 + data[k1 + b]! * w01 + data[j + b]! * w10 + data[j1 + b]! * w11;
      }
    out[n * 3] = red / (sub * sub);
    out[n * 3 + 1] = green / (sub * sub);
    out[n * 3 + 2] = blue / (sub * sub);
  }
  return out;
}

/**
 * Each channel less its mean, over its spread (at least half the three channels' pooled spread):
 * the light's strength and colour cast drop out, the pattern of colours stays. With `mask`, only
 * the points it holds (1) count, and the others are 0.
 */
function normalise(values: Float32Array, mask?: Uint8Array): Float32Array {
  const mean = [0, 0, 0];
  const spread = [0, 0, 0];
  let n = 0;
  for (let p = 0, i = 0; i < values.length; p++, i += 3) {
    if (mask !== undefined && mask[p] !== 1) continue;
    n++;
    mean[0]! += values[i]!;
    mean[1]! += values[i + 1]!;
    mean[2]! += values[i + 2]!;
  }
  n = Math.max(1, n);
  for (let c = 0; c < 3; c++) mean[c]! /= n;
  for (let p = 0, i = 0; i < values.length; p++, i += 3) {
    if (mask !== undefined && mask[p] !== 1) continue;
    for (let c = 0; c < 3; c++) spread[c]! += (values[i + c]! - mean[c]!) ** 2 / n;
  }
  const pooled = Math.sqrt((spread[0]! + spread[1]! + spread[2]!) / 3);
  const scale = spread.map((v) => 1 / Math.max(Math.sqrt(v), pooled / 2, 1e-6));
  const out = new Float32Array(values.length);
  for (let p = 0, i = 0; i < values.length; p++, i += 3) {
    if (mask !== undefined && mask[p] !== 1) continue;
    for (let c = 0; c < 3; c++) out[i + c] = (values[i + c]! - mean[c]!) * scale[c]!;
  }
  return out;
}

/** The correlation of two normalised samplings (1: the same pattern). */
function correlate(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum / a.length;
}

/** The correlation of two samplings over the points `mask` holds (their cosine there), or over all. */
function correlateIn(a: Float32Array, b: Float32Array, mask: Uint8Array | undefined): number {
  if (mask === undefined) return correlate(a, b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    if (mask[(i / 3) | 0] !== 1) continue;
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return ab / Math.max(1e-9, Math.sqrt(aa * bb));
}

/** `values` less as much of `mean` as it holds, at a root mean square of 1 (over the points of `mask`; 0 elsewhere). */
function residual(values: Float32Array, mean: Float32Array, mask?: Uint8Array): Float32Array {
  // Outside the mask both `values` (normalise) and the result are 0.
  const n = mask === undefined ? values.length : 3 * mask.reduce((a, b) => a + b, 0);
  let vm = 0;
  let mm = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask !== undefined && mask[(i / 3) | 0] !== 1) continue;
    vm += values[i]! * mean[i]!;
    mm += mean[i]! * mean[i]!;
  }
  const share = vm / Math.max(1e-9, mm);
  const out = new Float32Array(values.length);
  let square = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask !== undefined && mask[(i / 3) | 0] !== 1) continue;
    out[i] = values[i]! - share * mean[i]!;
    square += out[i]! ** 2;
  }
  const rms = Math.sqrt(square / Math.max(1, n));
  for (let i = 0; i < out.length; i++) out[i]! /= Math.max(rms, 1e-6);
  return out;
}

/** The deck's faces sampled at the six turns a card can lie at. */
export function makeFaceTemplates(faces: readonly FaceImage[]): FaceTemplates {
  const whole = faces.map((face) =>
    [0, 1, 2, 3, 4, 5].map((k) => {
      // Table offset → face: undo the card's turn, then the gap between cards.
      const t = turnFrame(k);
      const u = face.perUnit / FACE_SCALE;
      return normalise(
        sampleColours(
          face.data,
          face.width,
          face.height,
          4,
          new Float64Array([t.a * u, t.c * u, face.width / 2, t.b * u, t.d * u, face.height / 2, 0, 0, 1]),
        ),
      );
    }),
  );
  const mean = [0, 1, 2, 3, 4, 5].map((k) => {
    const sum = new Float32Array(FACE_POINTS.length * 3);
    for (const turns of whole) for (let i = 0; i < sum.length; i++) sum[i]! += turns[k]![i]! / whole.length;
    return sum;
  });
  const samples = whole.map((turns) => turns.map((t, k) => residual(t, mean[k]!)));
  const alike = samples.map((turns) => turns.map((a) => turns.map((b) => correlate(a, b) >= ALIKE)));
  return { cards: faces.map((f) => f.card), samples, mean, alike, twin: firstTwins(faces) };
}

/** How a cell's face matched: the best card and turn, and how far ahead of the next it is. */
export interface FaceMatch {
  card: string;
  rotation: number;
  /** The best correlation (1 at most). */
  score: number;
  /** The best correlation of another card, or of a turn of the same card that looks otherwise. */
  next: number;
}

/** The hex at a cell of the photo (`toPhoto` maps table offsets from the cell's centre to photo pixels) against every face at its six turns: [card][turn]. */
export function faceScores(photo: Photo, toPhoto: Homography, templates: FaceTemplates, mask?: Uint8Array): number[][] {
  const seen = normalise(sampleColours(photo.data, photo.width, photo.height, photo.channels ?? 4, toPhoto), mask);
  const apart = templates.mean.map((m) => residual(seen, m, mask));
  return templates.samples.map((turns) => turns.map((t, k) => correlateIn(apart[k]!, t, mask)));
}

/** One face at one turn against the hex at a cell (faceScores' score of it alone). */
function faceScore(
  photo: Photo,
  toPhoto: Homography,
  templates: FaceTemplates,
  c: number,
  k: number,
  mask: Uint8Array | undefined,
): number {
  const seen = normalise(sampleColours(photo.data, photo.width, photo.height, photo.channels ?? 4, toPhoto), mask);
  return correlateIn(residual(seen, templates.mean[k]!, mask), templates.samples[c]![k]!, mask);
}

/**
 * The sample points of a cell (`toPhoto` from its centre) that lie in the photo, `margin` pixels
 * from its edges, or undefined when all do.
 */
export function pointsInPhoto(photo: Photo, toPhoto: Homography, margin = 2): Uint8Array | undefined {
  const mask = new Uint8Array(FACE_POINTS.length);
  let all = true;
  FACE_POINTS.forEach((p, i) => {
    const q = applyHomography(toPhoto, p);
    const inside = q.x >= margin && q.y >= margin && q.x < photo.width - margin && q.y < photo.height - margin;
    mask[i] = inside ? 1 : 0;
    if (!inside) all = false;
  });
  return all ? undefined : mask;
}

/** The best of `candidates` for the scores of a cell, and the best of the rest (faceScores). */
export function bestFace(
  scores: readonly (readonly number[])[],
  templates: FaceTemplates,
  candidates: ReadonlySet<string>,
): FaceMatch | null {
  let bc = -1;
  let bk = 0;
  let score = -Infinity;
  templates.cards.forEach((card, c) => {
    if (!candidates.has(card)) return;
    scores[c]!.forEach((s, k) => {
      if (s > score) [bc, bk, score] = [c, k, s];
    });
  });
  if (bc < 0) return null;
  let next = -1;
  templates.cards.forEach((card, c) => {
    if (!candidates.has(card)) return;
    scores[c]!.forEach((s, k) => {
      if (looksAs(templates, bc, bk, c, k)) return;
      if (s > next) next = s;
    });
  });
  return { card: templates.cards[bc]!, rotation: bk, score, next };
}

/** Holds the hex at a cell against the faces of `candidates` at their six turns. */
export function matchFace(
  photo: Photo,
  toPhoto: Homography,
  templates: FaceTemplates,
  candidates: ReadonlySet<string>,
): FaceMatch | null {
  return bestFace(faceScores(photo, toPhoto, templates), templates, candidates);
}

/** A match is taken when it is good and clearly ahead of the next: its distance from 1 well under the next's. */
export const FACE_MIN_SCORE = 0.5;
export const FACE_MARGIN = 1.25;
/** And ahead by this much at least, however close to 1 (a face and its twin drawn the same score alike). */
const FACE_MIN_LEAD = 0.02;

/** Whether a match is sure enough to propose its card (never a guess between two). */
export const isSureFace = (m: FaceMatch): boolean =>
  m.score - m.next >= FACE_MIN_LEAD && m.score >= FACE_MIN_SCORE && 1 - m.next >= FACE_MARGIN * (1 - m.score);

/** How far a cell's best face leads the card a mark names there when the face denies the mark. */
const FACE_DENY_LEAD = 0.3;

/**
 * Whether a cell's face plainly is not the card a mark names (`named`: that card's score at the
 * mark's turn): the named card looks little like it and another face clearly more. A mark so denied
 * is not taken, even when the face cannot say which card it is.
 */
export const faceDenies = (best: FaceMatch, named: number): boolean =>
  named < FACE_MIN_SCORE / 2 && best.score - named >= FACE_DENY_LEAD;

/**
 * A cell whose best face scores under this where it is placed is not fitted: bare table, a card
 * cut by the frame (of the tests' cells holding a card, 13 of 483 scored under it and had the right best).
 */
export const REFINE_FROM = 0.3;
/** Contenders fitted each on its own (fitFaceMatch), and the steps of the fit's affine terms. */
const FIT_FOLLOW = 4;
const FIT_SHIFT = 0.02;
const FIT_LINEAR = 0.03;
const FIT_LEVELS = [1, 0.5, 0.25];
const FIT_SWEEPS = 4;

/** The sample points the fit scores by: every other one (the fit's end is scored at all of them). */
const FIT_EVERY = 2;
const FIT_POINTS = FACE_POINTS.filter((_, i) => i % FIT_EVERY === 0);
/** The template's part is not of root mean square 1: it is compared by its cosine. */
const FULL_FIT = new Uint8Array(FIT_POINTS.length).fill(1);

/** Every FIT_EVERY-th point's three values of a sampling (or of a mask, one value a point). */
const fitPart = <T extends Float32Array | Uint8Array>(values: T, width: number): T => {
  const out = new (values.constructor as new (n: number) => T)(FIT_POINTS.length * width);
  for (let n = 0; n < FIT_POINTS.length; n++)
    for (let c = 0; c < width; c++) out[n * width + c] = values[n * FIT_EVERY * width + c]!;
  return out;
};

/** `toPhoto` moved (affinely, in table units about the cell's centre) to where one face at one turn scores highest. */
function fitOne(
  photo: Photo,
  toPhoto: Homography,
  whole: Float32Array,
  wholeMean: Float32Array,
  wholeMask: Uint8Array | undefined,
): Homography {
  const template = fitPart(whole, 3);
  const mean = fitPart(wholeMean, 3);
  const mask = wholeMask === undefined ? undefined : fitPart(wholeMask, 1);
  const at = (m: readonly number[]): Homography =>
    multiply3(toPhoto, new Float64Array([1 + m[0]!, m[1]!, m[4]!, m[2]!, 1 + m[3]!, m[5]!, 0, 0, 1]));
  // Sampled once a point while fitting (a ninth of the work), at every other point.
  const scoreOf = (m: readonly number[]): number => {
    const h = at(m);
    const seen = normalise(
      sampleColours(photo.data, photo.width, photo.height, photo.channels ?? 4, h, 1, FIT_POINTS),
      mask,
    );
    return correlateIn(residual(seen, mean, mask), template, mask ?? FULL_FIT);
  };
  const m = [0, 0, 0, 0, 0, 0];
  let best = scoreOf(m);
  for (const level of FIT_LEVELS)
    for (let sweep = 0; sweep < FIT_SWEEPS; sweep++) {
      let moved = false;
      for (let i = 0; i < 6; i++)
        for (const sign of [1, -1]) {
          const trial = [...m];
          trial[i]! += sign * level * (i >= 4 ? FIT_SHIFT : FIT_LINEAR);
          const score = scoreOf(trial);
          if (score > best) {
            best = score;
            m[i] = trial[i]!;
            moved = true;
            break;
          }
        }
      if (!moved) break;
    }
  return at(m);
}

/**
 * A cell's best face, each of its few best contenders (card and turn) fitted to the photo on its
 * own, so that none is favoured by a place fitted to another: the best is the contender that fits
 * best, the next the best of the other contenders and of every other face at the best's place
 * (`rounds`: how many times the contenders may be chosen again, from the best's place).
 */
export function fitFaceMatch(
  photo: Photo,
  toPhoto: Homography,
  templates: FaceTemplates,
  candidates: ReadonlySet<string>,
  mask?: Uint8Array,
  rounds = 2,
): FaceMatch | null {
  const first = faceScores(photo, toPhoto, templates, mask);
  const contenders: { c: number; k: number }[] = [];
  for (const { c, k } of first
    .flatMap((turns, c) => turns.map((s, k) => ({ c, k, s })))
    .filter(({ c }) => candidates.has(templates.cards[c]!))
    .sort((a, b) => b.s - a.s)) {
    if (contenders.length >= FIT_FOLLOW) break;
    if (!contenders.some((o) => looksAs(templates, o.c, o.k, c, k))) contenders.push({ c, k });
  }
  if (contenders.length === 0) return null;
  const fitted = contenders.map(({ c, k }) => {
    const place = fitOne(photo, toPhoto, templates.samples[c]![k]!, templates.mean[k]!, mask);
    return { c, k, place, score: faceScore(photo, place, templates, c, k, mask) };
  });
  fitted.sort((a, b) => b.score - a.score);
  const top = { ...fitted[0]!, scores: faceScores(photo, fitted[0]!.place, templates, mask) };
  let next = -1;
  for (const f of fitted.slice(1)) if (!looksAs(templates, top.c, top.k, f.c, f.k)) next = Math.max(next, f.score);
  // Every other face at the best's place.
  top.scores.forEach((turns, c) => {
    if (!candidates.has(templates.cards[c]!)) return;
    turns.forEach((s, k) => {
      if (!looksAs(templates, top.c, top.k, c, k)) next = Math.max(next, s);
    });
  });
  // Another face scores higher at the best's place than the best itself: the contenders were
  // chosen too far from the card's place, so they are chosen again from there.
  if (next > top.score && rounds > 1) return fitFaceMatch(photo, top.place, templates, candidates, mask, rounds - 1);
  return { card: templates.cards[top.c]!, rotation: top.k, score: top.score, next };
}
