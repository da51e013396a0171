// Where the cards lie when no mark reads (blur, small cards): every face has a white middle inside
// a coloured rim, and on a photo of the table those middles are bright, colourless hexagons apart
// from each other and from the wood. Their centres lie on the table's hex lattice seen in
// perspective: grown from the middle with most neighbours, cell by cell through a map fitted to
// the middles placed so far, each placed only where it lies near a cell's centre. Pure.

import {
  applyFrame,
  applyHomography,
  cellCentre,
  cellDistance,
  determinant,
  fitAffine,
  fitHomography,
  type Frame,
  frameHomography,
  invertFrame,
  jacobianAt,
  multiplyFrames,
  type Homography,
  invertHomography,
  multiply3,
  nearestCell,
  type Point,
  turnOf,
} from './geometry.ts';
import {
  bestFace,
  type FaceMatch,
  type FaceTemplates,
  faceScores,
  fitFaceMatch,
  pointsInPhoto,
  REFINE_FROM,
  twinsOf,
} from './faces.ts';
import type { Photo } from './image.ts';
import { DIRECTIONS } from '../../engine/index.ts';

/** A face's white middle found in the photo. */
export interface FaceMiddle {
  /** The centre of its outline (photo pixels). */
  centre: Point;
  /** The area inside its outline (photo pixels). */
  area: number;
  /** Its outline's second moments about its centre (photo pixels squared): its shape, whatever its turn. */
  spread: { xx: number; xy: number; yy: number };
}

/** The table's plane as the middles place it: each middle's cell, and the map of the plane onto the photo. */
export interface FaceLattice {
  cells: { q: number; r: number; middle: FaceMiddle }[];
  /** Table (card widths, cellCentre) to photo pixels. */
  map: Homography;
}

/** The photo is looked at with its longer side at most this many samples (a 110 px card is 25 at 1920). */
const MAX_SIDE = 640;
/** A white middle's colour: its saturation under this, its brightness over this share of the bright paper's. */
const MAX_SATURATION = 0.3;
const MIN_BRIGHTNESS = 0.62;
/**
 * Samples a middle fills at least (9 samples across), and the share of its outline it fills: icons
 * and value are holes, and a joker's six dark discs near its rim leave about half of it white.
 */
const MIN_SAMPLES = 60;
const MIN_FILL = 0.45;
/** Most stretch of a middle's outline (the ratio of its second moments' roots): a card seen at 45° is 1.4. */
const MAX_STRETCH = 1.6;
/** A face's white middle, flat to flat, over the card's width (measured on the tests' photos: 0.75 to 0.8). */
const MIDDLE_SHARE = 0.775;
/** A middle's area against the area the lattice's map gives a middle in its cell: a smaller or larger one is something else (a white patch, two middles run together). */
const MIN_AREA = 0.65;
const MAX_AREA = 1.5;
/** How far from its cell's centre a middle may lie to be placed (card widths), and to be kept at the end. */
const PLACE_OFFSET = 0.22;
const KEEP_OFFSET = 0.16;
/** Degrees a neighbour's direction may be off the lattice's. */
const TURN_SLACK = 20;

/** The bright, colourless hexagons of a photo: the cards' white middles. */
export function findFaceMiddles(photo: Photo): FaceMiddle[] {
  const channels = photo.channels ?? 4;
  if (channels !== 4) return [];
  const step = Math.max(1, Math.ceil(Math.max(photo.width, photo.height) / MAX_SIDE));
  const w = Math.floor(photo.width / step);
  const h = Math.floor(photo.height / step);
  const value = new Float32Array(w * h);
  const saturation = new Float32Array(w * h);
  const d = photo.data;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < step; j++) {
        let k = ((y * step + j) * photo.width + x * step) * 4;
        for (let i = 0; i < step; i++, k += 4) {
          r += d[k]!;
          g += d[k + 1]!;
          b += d[k + 2]!;
        }
      }
      const high = Math.max(r, g, b);
      const low = Math.min(r, g, b);
      value[y * w + x] = high / (step * step);
      saturation[y * w + x] = high > 0 ? (high - low) / high : 1;
    }
  // The paper's brightness: high among the colourless samples (a lamp's fall-off is allowed for by MIN_BRIGHTNESS).
  const pale: number[] = [];
  for (let i = 0; i < w * h; i += 7) if (saturation[i]! < MAX_SATURATION) pale.push(value[i]!);
  if (pale.length < 20) return [];
  pale.sort((a, b) => a - b);
  const paper = pale[Math.floor(pale.length * 0.95)]!;
  const white = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++)
    white[i] = saturation[i]! < MAX_SATURATION && value[i]! >= MIN_BRIGHTNESS * paper ? 1 : 0;
  const middles: FaceMiddle[] = [];
  const label = new Int32Array(w * h).fill(-1);
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (white[start] === 0 || label[start]! >= 0) continue;
    label[start] = start;
    stack.push(start);
    const left = new Map<number, number>();
    const right = new Map<number, number>();
    let count = 0;
    let edge = false;
    while (stack.length > 0) {
      const i = stack.pop()!;
      count++;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      if (!(left.get(y)! <= x)) left.set(y, x);
      if (!(right.get(y)! >= x)) right.set(y, x);
      for (const n of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1])
        if (n >= 0 && white[n] === 1 && label[n]! < 0) {
          label[n] = start;
          stack.push(n);
        }
    }
    // A middle cut by the frame's edge has no true centre.
    if (edge || count < MIN_SAMPLES) continue;
    const outline: Point[] = [];
    for (const [y, x] of left) outline.push({ x: x, y }, { x: right.get(y)! + 1, y });
    for (const [y, x] of left) outline.push({ x, y: y + 1 }, { x: right.get(y)! + 1, y: y + 1 });
    const hull = convexHull(outline);
    const shape = polygonShape(hull);
    if (shape === null || count < MIN_FILL * shape.area || shape.stretch > MAX_STRETCH) continue;
    middles.push({
      centre: { x: shape.centre.x * step, y: shape.centre.y * step },
      area: shape.area * step * step,
      spread: { xx: shape.xx * step * step, xy: shape.xy * step * step, yy: shape.yy * step * step },
    });
  }
  return middles;
}

/** The convex hull of points, counter-clockwise as seen with y up (monotone chain). */
function convexHull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A polygon's area, centroid, second moments and stretch (the ratio of their roots). */
function polygonShape(
  poly: readonly Point[],
): { area: number; centre: Point; stretch: number; xx: number; xy: number; yy: number } | null {
  if (poly.length < 3) return null;
  let a = 0;
  let cx = 0;
  let cy = 0;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const c = p.x * q.y - q.x * p.y;
    a += c;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
    xx += (p.x * p.x + p.x * q.x + q.x * q.x) * c;
    yy += (p.y * p.y + p.y * q.y + q.y * q.y) * c;
    xy += (p.x * q.y + 2 * p.x * p.y + 2 * q.x * q.y + q.x * p.y) * c;
  }
  a /= 2;
  if (!(Math.abs(a) > 1e-9)) return null;
  cx /= 6 * a;
  cy /= 6 * a;
  const sxx = xx / (12 * a) - cx * cx;
  const syy = yy / (12 * a) - cy * cy;
  const sxy = xy / (24 * a) - cx * cy;
  const mid = (sxx + syy) / 2;
  const root = Math.sqrt(((sxx - syy) / 2) ** 2 + sxy * sxy);
  const small = mid - root;
  if (!(small > 0)) return null;
  return {
    area: Math.abs(a),
    centre: { x: cx, y: cy },
    stretch: Math.sqrt((mid + root) / small),
    xx: sxx,
    xy: sxy,
    yy: syy,
  };
}

/** The cross product of a − o and b − o: 0 when the three lie in a line. */
const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** A middle's expected spacing to its neighbours' (photo pixels): its flat-to-flat width over MIDDLE_SHARE. */
const spacingOf = (m: FaceMiddle): number => Math.sqrt((2 * m.area) / Math.sqrt(3)) / MIDDLE_SHARE;

/** The angle of a vector in degrees (y down, so a turn counter-clockwise as seen is negative). */
const angleOf = (v: Point): number => (Math.atan2(v.y, v.x) * 180) / Math.PI;

/** The middles as cells of the table's lattice, or null when fewer than two lie side by side. */
export function placeFaceMiddles(middles: readonly FaceMiddle[]): FaceLattice | null {
  const near = (i: number, j: number): boolean => {
    const a = middles[i]!;
    const b = middles[j]!;
    const distance = Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y);
    const spacing = (spacingOf(a) + spacingOf(b)) / 2;
    const ratio = Math.max(a.area, b.area) / Math.min(a.area, b.area);
    return distance > 0.8 * spacing && distance < 1.25 * spacing && ratio < 1.6;
  };
  let seed = -1;
  let seedNeighbours: number[] = [];
  middles.forEach((_, i) => {
    const neighbours = middles.map((_, j) => j).filter((j) => j !== i && near(i, j));
    if (neighbours.length > seedNeighbours.length) [seed, seedNeighbours] = [i, neighbours];
  });
  if (seed < 0) return null;
  const origin = middles[seed]!.centre;
  const vector = (j: number): Point => ({ x: middles[j]!.centre.x - origin.x, y: middles[j]!.centre.y - origin.y });
  // The first neighbour is direction 0; the others take the sixth of a turn they lie at from it
  // (direction k lies at −60·k degrees as seen).
  const first = angleOf(vector(seedNeighbours[0]!));
  const from: Point[] = [cellCentre(0, 0)];
  const to: Point[] = [origin];
  const owner = new Map<string, number>([['0,0', seed]]);
  for (const j of seedNeighbours) {
    const turn = (((first - angleOf(vector(j))) % 360) + 360) % 360;
    const k = Math.round(turn / 60) % 6;
    if (Math.abs(turn - 60 * Math.round(turn / 60)) > TURN_SLACK) continue;
    const [dq, dr] = DIRECTIONS[k]!;
    const key = `${dq},${dr}`;
    if (owner.has(key)) continue;
    owner.set(key, j);
    from.push(cellCentre(dq, dr));
    to.push(middles[j]!.centre);
  }
  if (from.length < 2) return null;
  const fitted = (): Homography | null => {
    // Cells in one row fix no map across it: they are mapped as two are.
    const inRow = from.every((p) => Math.abs(cross(from[0]!, from[1]!, p)) < 1e-6);
    if (from.length >= 6 && !inRow) return fitHomography(from, to);
    const placedMiddles = [...owner.values()].map((j) => middles[j]!);
    // Two, or a row: the plane as the pair's outlines show it (their second moments: a hexagon's
    // are the same along every axis, so the outline's stretch is the tilt's), turned and scaled
    // as the pair says.
    const rough = from.length >= 3 && !inRow ? fitAffine(from, to) : pairMap(from, to, placedMiddles);
    return rough === null ? null : (outlineMap(rough, from, to, placedMiddles) ?? rough);
  };
  const placed = new Set(owner.values());
  for (let guard = 0; guard < middles.length; guard++) {
    const map = fitted();
    const inverse = map === null ? null : invertHomography(map);
    if (inverse === null) return null;
    let best: { j: number; q: number; r: number; offset: number } | null = null;
    middles.forEach((m, j) => {
      if (placed.has(j)) return;
      const t = applyHomography(inverse, m.centre);
      const cell = nearestCell(t);
      const c = cellCentre(cell.q, cell.r);
      const offset = Math.hypot(t.x - c.x, t.y - c.y);
      if (owner.has(`${cell.q},${cell.r}`) || offset > PLACE_OFFSET || !sizeFits(m, map!, c)) return;
      const gap = Math.min(...[...owner.keys()].map((key) => cellDistance(cell, parseCell(key))));
      if (gap > 2 || (best !== null && offset + 0.05 * gap >= best.offset)) return;
      best = { j, ...cell, offset: offset + 0.05 * gap };
    });
    if (best === null) break;
    const { j, q, r } = best;
    placed.add(j);
    owner.set(`${q},${r}`, j);
    from.push(cellCentre(q, r));
    to.push(middles[j]!.centre);
  }
  const map = fitted();
  const inverse = map === null ? null : invertHomography(map);
  if (map === null || inverse === null) return null;
  // Every middle checked against the map of them all: one that lies off its cell is not kept.
  const cells: FaceLattice['cells'] = [];
  for (const [key, j] of owner) {
    const { q, r } = parseCell(key);
    const t = applyHomography(inverse, middles[j]!.centre);
    const c = cellCentre(q, r);
    if (Math.hypot(t.x - c.x, t.y - c.y) <= KEEP_OFFSET && sizeFits(middles[j]!, map, c))
      cells.push({ q, r, middle: middles[j]! });
  }
  return { cells, map };
}

/** The symmetric square root of second moments: the frame that stretches a circle to their shape. */
function shapeOf({ xx, xy, yy }: FaceMiddle['spread']): Frame | null {
  const root = Math.sqrt(xx * yy - xy * xy);
  const norm = Math.sqrt(xx + yy + 2 * root);
  if (!(root > 0 && norm > 0)) return null;
  return { a: (xx + root) / norm, b: xy / norm, c: xy / norm, d: (yy + root) / norm };
}

/** A regular hexagon's second moment along any axis, over its area, at a width of 1 flat to flat. */
const HEX_MOMENT = 5 / 72;
/** Where a middle's outline is read around its centre (card widths): inside the middle. */
const OUTLINE_REACH = 0.3;

/**
 * The map of a few middles fitted to their outlines as well as their centres: in a close-up seen
 * at a slant the near cards show larger than the far ones, which an affine map of three to five
 * centres misses (it put a middle a card or two beyond them a third of a card off its cell). A
 * middle's second moments are its cell's frame in the photo up to a turn (a hexagon's are the
 * same along every axis), the turn taken from `rough` there; the points OUTLINE_REACH around each
 * cell's centre go where that frame puts them.
 */
function outlineMap(
  rough: Homography,
  from: readonly Point[],
  to: readonly Point[],
  placed: readonly FaceMiddle[],
): Homography | null {
  const cells = [...from];
  const seen = [...to];
  placed.forEach((middle, i) => {
    const unit = HEX_MOMENT * MIDDLE_SHARE * MIDDLE_SHARE;
    const shape = shapeOf({ xx: middle.spread.xx / unit, xy: middle.spread.xy / unit, yy: middle.spread.yy / unit });
    const inverse = shape === null ? null : invertFrame(shape);
    if (shape === null || inverse === null) return;
    const turn = multiplyFrames(inverse, jacobianAt(rough, from[i]!));
    const angle = Math.atan2(turn.c - turn.b, turn.a + turn.d);
    const local = multiplyFrames(shape, {
      a: Math.cos(angle),
      b: -Math.sin(angle),
      c: Math.sin(angle),
      d: Math.cos(angle),
    });
    for (const p of [
      { x: OUTLINE_REACH, y: 0 },
      { x: -OUTLINE_REACH, y: 0 },
      { x: 0, y: OUTLINE_REACH },
      { x: 0, y: -OUTLINE_REACH },
    ]) {
      const q = applyFrame(local, p);
      cells.push({ x: from[i]!.x + p.x, y: from[i]!.y + p.y });
      seen.push({ x: to[i]!.x + q.x, y: to[i]!.y + q.y });
    }
  });
  return fitHomography(cells, seen);
}

/** The affine map of two cells onto their middles whose linear part stretches as their outlines do. */
function pairMap(from: readonly Point[], to: readonly Point[], pair: readonly FaceMiddle[]): Homography | null {
  const shape = shapeOf({
    xx: (pair[0]!.spread.xx + pair[1]!.spread.xx) / 2,
    xy: (pair[0]!.spread.xy + pair[1]!.spread.xy) / 2,
    yy: (pair[0]!.spread.yy + pair[1]!.spread.yy) / 2,
  });
  const inverse = shape === null ? null : invertFrame(shape);
  if (shape === null || inverse === null) return null;
  const u = { x: from[1]!.x - from[0]!.x, y: from[1]!.y - from[0]!.y };
  const v = applyFrame(inverse, { x: to[1]!.x - to[0]!.x, y: to[1]!.y - to[0]!.y });
  const angle = Math.atan2(v.y, v.x) - Math.atan2(u.y, u.x);
  const scale = Math.hypot(v.x, v.y) / Math.hypot(u.x, u.y);
  const turn: Frame = {
    a: scale * Math.cos(angle),
    b: -scale * Math.sin(angle),
    c: scale * Math.sin(angle),
    d: scale * Math.cos(angle),
  };
  const linear = multiplyFrames(shape, turn);
  return frameHomography(linear, from[0]!, to[0]!);
}

/** Whether a middle's area is the area the map gives a middle at `at` (a point of the table). */
function sizeFits(middle: FaceMiddle, map: Homography, at: Point): boolean {
  const expected = determinant(jacobianAt(map, at)) * (Math.sqrt(3) / 2) * MIDDLE_SHARE * MIDDLE_SHARE;
  const ratio = middle.area / expected;
  return ratio >= MIN_AREA && ratio <= MAX_AREA;
}

const parseCell = (key: string): { q: number; r: number } => {
  const [q, r] = key.split(',').map(Number);
  return { q: q!, r: r! };
};

/** A card read by its face on the middles' lattice. */
export interface FaceCard {
  card: string;
  q: number;
  r: number;
  rotation: number;
  /** Where its middle lies in the photo. */
  centre: Point;
  /** Read by its mark where the lattice puts it (read-table.ts), not by its face. */
  byMark?: true;
}

/**
 * A face on the middles' lattice, its place fitted where it is not sure (fitFaceMatch), is taken when it scores at
 * least LATTICE_MIN_SCORE, leads the next card or turn by LATTICE_MIN_LEAD and its distance from 1
 * is under the next's by LATTICE_MARGIN. Held against every face of the deck (no mark narrows the
 * candidates), a blurred or small face's best is often right but near its twins: on 483 cells of
 * the tests' blurred and small photos (seeds 100–111 and 200–211) the best face was right on 446,
 * and this rule took 343 of them and none wrong (faces.ts's isSureFace took 284; unrefined, 387
 * best right and 76 taken; measured with a grid refinement, which the fit has since replaced).
 * Every wrong best within reach led its next by under 0.025.
 */
const LATTICE_MIN_SCORE = 0.6;
const LATTICE_MIN_LEAD = 0.03;
const LATTICE_MARGIN = 1.15;

/**
 * A middle's face scoring under this where the lattice puts it is not fitted (fitFaceMatch): a
 * lattice of two or three middles puts a face a few degrees or hundredths of a card off, where
 * the right face can score under REFINE_FROM (0.28 where fitted it scored 0.89).
 */
const FIT_FROM = 0.15;
/** The share of a cell's sample points that must lie in the photo for its face to be compared. */
const MIN_IN_PHOTO = 0.35;

/**
 * `seen`: the share of the face's sample points in the photo. A face cut by the frame's edge must
 * lead by as much more as less of it is seen: half a face can be two cards' alike (a card showing
 * its gear half read as another card with a gear; on 300 small close-ups of the tuning seeds 7 of
 * 103 cut faces so taken were wrong, and none of the 67 still taken with the margin over `seen`).
 */
const isSureOnLattice = (m: FaceMatch, seen: number): boolean =>
  m.score >= LATTICE_MIN_SCORE &&
  m.score - m.next >= LATTICE_MIN_LEAD &&
  1 - m.next >= (LATTICE_MARGIN / seen) * (1 - m.score);

/**
 * The cards on the middles' lattice read by their faces alone: a cell's face is taken when it is
 * clearly ahead of every other card and turn, and a card read in two cells is neither. `refine`:
 * whether a face not sure at its place is looked for around it (not where a mark already reads).
 */
export function readFaceLattice(
  photo: Photo,
  lattice: FaceLattice,
  faces: FaceTemplates,
  refine: (centre: Point) => boolean = () => true,
): FaceCard[] {
  const all = new Set(faces.cards);
  const found: FaceCard[] = [];
  // The middles' cells, then the cells beside them cut by the frame's edge, where no middle is
  // found: a card there is compared where it is in the photo.
  const cells: { q: number; r: number; middle?: FaceMiddle }[] = [...lattice.cells];
  const taken = new Set(cells.map((c) => `${c.q},${c.r}`));
  for (const { q, r } of lattice.cells)
    for (const [dq, dr] of DIRECTIONS) {
      const key = `${q + dq!},${r + dr!}`;
      if (taken.has(key)) continue;
      taken.add(key);
      cells.push({ q: q + dq!, r: r + dr! });
    }
  for (const { q, r, middle } of cells) {
    const c = cellCentre(q, r);
    const placed = multiply3(lattice.map, new Float64Array([1, 0, c.x, 0, 1, c.y, 0, 0, 1]));
    const mask = pointsInPhoto(photo, placed);
    const seen = mask === undefined ? 1 : mask.reduce((a, b) => a + b, 0) / mask.length;
    if (seen < MIN_IN_PHOTO) continue;
    // A cell wholly in the photo without a middle is bare table (or its middle is hidden).
    if (middle === undefined && mask === undefined) continue;
    const centre = middle?.centre ?? applyHomography(placed, { x: 0, y: 0 });
    const scores = faceScores(photo, placed, faces, mask);
    let match = bestFace(scores, faces, all);
    // Not sure at the lattice's own place: its few best contenders each fitted on their own, where
    // `refine` asks for it (a fit costs a few hundred samplings).
    if (
      match !== null &&
      !isSureOnLattice(match, seen) &&
      match.score >= (middle === undefined ? REFINE_FROM : FIT_FROM) &&
      refine(centre)
    )
      match = fitFaceMatch(photo, placed, faces, all, mask);
    if (match !== null && isSureOnLattice(match, seen))
      found.push({ card: match.card, q, r, rotation: match.rotation, centre });
  }
  // A card of a face's twins is read as the first of them (bestFace): as many as there are twins may lie.
  return found.filter((f) => found.filter((g) => g.card === f.card).length <= twinsOf(faces, f.card).length);
}

/** A mark read in the photo: its card, its card's centre and its face's frame (face units to photo pixels). */
export interface MarkSeen {
  card: string;
  centre: Point;
  face: Frame;
}

/**
 * The faces read on the middles' lattice, each held against the marks read: a face whose cell
 * holds a mark of another card or turned another way, or whose card's mark lies in another cell,
 * is not taken (two readings that disagree are never taken). `alike` (faces.ts): turns of a card
 * that look the same.
 */
export function agreeWithMarks(
  found: readonly FaceCard[],
  lattice: FaceLattice,
  marks: readonly MarkSeen[],
  alike: (card: string, a: number, b: number) => boolean,
  twins: (card: string) => readonly string[] = (card) => [card],
): { card: FaceCard; doubt?: string }[] {
  const inverse = invertHomography(lattice.map);
  return found.map((face) => {
    let card = face;
    const group = twins(face.card);
    for (const mark of marks) {
      if (inverse === null) return { card, doubt: 'its face and its mark cannot be held together' };
      const cell = nearestCell(applyHomography(inverse, mark.centre));
      const here = cell.q === card.q && cell.r === card.r;
      if (!here) {
        // Another card of its twins may lie there.
        if (mark.card === card.card && group.length === 1) return { card, doubt: 'its mark reads in another cell' };
        continue;
      }
      if (!group.includes(mark.card)) return { card, doubt: 'its mark reads as another card' };
      card = { ...card, card: mark.card };
      const local = invertFrame(jacobianAt(lattice.map, cellCentre(cell.q, cell.r)));
      const angle = local === null ? Number.NaN : turnOf(multiplyFrames(local, mark.face));
      const rotation = (((Math.round(angle / 60) % 6) + 6) % 6) as number;
      if (!Number.isFinite(angle) || !alike(card.card, card.rotation, rotation))
        return { card, doubt: 'its mark reads turned another way' };
    }
    return { card };
  });
}
