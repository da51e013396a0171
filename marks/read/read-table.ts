// The table reader: a photo of cards in, each card's cell and rotation out, relative to one of them.
//
// 1. The symbol decoder (zxing, passed in) finds the marks; each gives its card and, from its four
//    corners, the face's frame in the photo: where the card's centre is and which way it is turned.
// 2. The lattice is grown from the card with the most neighbours: each next card is the one the
//    cards placed so far predict best (a projective map of the table's plane fitted to them, or
//    one card's own frame while there are too few or three or more lie in a line), so a photo at
//    35° keeps its straight rows. A card predicted near a cell's edge, between two turns or at the
//    wrong size waits until the map is better: one card placed on a guess misplaces those placed
//    after it.
// 3. A second look: where a card is missing beside the placed ones, the mark's six possible places
//    are resampled square-on at five pixels a module and decoded again, a ring at a time; each
//    patch reaches further around the predicted mark the fewer cards predict it (one card's own
//    frame misplaces its neighbour's mark by up to half a mark). Where the decoder finds nothing
//    in a patch, the mark's module grid is fitted and its symbol drawn crisp (module-grid.ts).
// 4. Every card is checked against the others alone (its place predicted without it), and a group
//    of cards apart from the largest against the cards outside it: a card far from its cell,
//    turned off a sixth of a turn, of the wrong size, alone, sharing a cell, seen twice, or in a
//    group the rest put elsewhere gets a low confidence and a reason, never a confident wrong place.

import {
  applyFrame,
  applyHomography,
  cellCentre,
  cellDistance,
  determinant,
  type Frame,
  fitAffine,
  fitHomography,
  frameHomography,
  type Homography,
  invertFrame,
  invertHomography,
  jacobianAt,
  multiply3,
  multiplyFrames,
  nearestCell,
  type Point,
  turnFrame,
  turnOf,
} from './geometry.ts';
import {
  drawPatch,
  enlargeGrey,
  greyOf,
  greyToRgba,
  type Photo,
  type RgbaImage,
  rgbaOf,
  samplePatch,
} from './image.ts';
import { DIRECTIONS } from '../../engine/index.ts';
import { drawSymbol, fitModuleGrid, type GridReading } from './module-grid.ts';
import { measureBlur } from './sharpness.ts';
import {
  bestFace,
  type FaceMatch,
  type FaceTemplates,
  faceDenies,
  faceScores,
  fitFaceMatch,
  isSureFace,
  pointsInPhoto,
  twinsOf,
  REFINE_FROM,
} from './faces.ts';
import {
  agreeWithMarks,
  type FaceCard,
  type FaceLattice,
  findFaceMiddles,
  placeFaceMiddles,
  readFaceLattice,
} from './face-lattice.ts';

/** A symbol the decoder found: its text and its own corners (top-left, top-right, bottom-right, bottom-left). */
export interface FoundSymbol {
  text: string;
  corners: readonly [Point, Point, Point, Point];
}

export type SymbolDecoder = (image: RgbaImage) => Promise<FoundSymbol[]>;

/** The mark on the upright face, in card widths from the card's centre (marks/card-mark.ts MARK_ON_FACE). */
export interface MarkPlace {
  x: number;
  y: number;
  side: number;
  quiet: number;
}

export interface ReadOptions {
  decode: SymbolDecoder;
  /** The card a mark's text names, or undefined for a mark of another deck or none of ours. */
  identify: (text: string) => string | undefined;
  mark: MarkPlace;
  /** Modules a side of the symbol (the second look sizes its patches by it). */
  modules?: number;
  /** Look again, square-on, where the placed cards say a missing card's mark would be (default true). */
  secondPass?: boolean;
  /** The deck's faces (faces.ts): a cell beside the read cards whose mark does not read is read by its face. */
  faces?: FaceTemplates;
  /** Read the photo again enlarged when its own size shows no mark (default true). */
  enlarge?: boolean;
  /** Most patches the second look decodes (six a cell). */
  maxPatches?: number;
}

export interface ReadCard {
  card: string;
  q: number;
  r: number;
  rotation: number;
  /** 0 to 1; at or above ACCEPT_CONFIDENCE the place and rotation can be taken as read. */
  confidence: number;
  /** Why the confidence is low, when it is below ACCEPT_CONFIDENCE. */
  doubt?: string;
  /** What would most likely make it sure, with `doubt`: its own reason's remedy. */
  remedy?: Remedy;
  /** Read by its face alone (its mark did not read); otherwise by its mark. */
  byFace?: true;
  /**
   * Read by a face drawn the same for several cards (faces.ts twinsOf): it is one of these, and
   * `card` only one of them, never to be taken as read. Only the game can tell which (what lies where).
   */
  oneOf?: string[];
}

/**
 * What the player can do about an unsure card: lay it square in its cell (it lies off its cell's
 * centre or turned off a sixth), hold the phone more level (its mark is not the size its
 * neighbours' say, as in a steep close-up), or bring more of the cards around it into view.
 */
export const REMEDIES = ['straighten', 'level', 'frame'] as const;
export type Remedy = (typeof REMEDIES)[number];

export interface UnplacedCard {
  card: string;
  reason: string;
}

export interface TableReading {
  /** Relative: the first card placed is at (0, 0) with rotation 0. */
  cards: ReadCard[];
  unplaced: UnplacedCard[];
  /**
   * Marks decoded on the whole photo, then in the second looks (beside the marks read, and on the
   * faces' lattice), and the patches the look beside the marks decoded.
   */
  found: { photo: number; secondLook: number; patches: number };
  /** The photo's blur: its strong edges' median width in pixels (sharpness.ts; BLURRED and up is blurred). */
  blurPx: number;
}

/**
 * Edges this wide or wider (in pixels): too blurred for the marks of cards under about 250 px (a
 * smear of 5 px measures 3.3 to 4, a 2.5 px defocus 4.2 to 4.9, a sharp photo 1.6 to 1.8).
 */
export const BLURRED = 3.5;

/** The confidence the scorekeeper accepts a card's cell and rotation at. */
export const ACCEPT_CONFIDENCE = 0.6;

interface Sighting {
  card: string;
  /** The card's centre in the photo. */
  centre: Point;
  /** Face units (card widths) to photo pixels, near the mark. */
  face: Frame;
  /** The symbol's side in photo pixels. */
  size: number;
  corners: FoundSymbol['corners'];
}

interface Placed {
  sighting: number;
  q: number;
  r: number;
  rotation: number;
}

interface Prediction {
  q: number;
  r: number;
  rotation: number;
  /** Distance from the cell's centre, in card widths. */
  offset: number;
  /** Degrees off the nearest sixth of a turn. */
  turnOff: number;
  /** Face size over the lattice's spacing (near 1). */
  scale: number;
}

const cellKey = (q: number, r: number): string => `${q},${r}`;
const NONE: ReadonlySet<number> = new Set();
const mod6 = (k: number): number => ((k % 6) + 6) % 6;

/** A sighting from a symbol's corners, or null for a mirrored or degenerate one. */
function sightingOf(card: string, corners: FoundSymbol['corners'], mark: MarkPlace): Sighting | null {
  const [tl, tr, br, bl] = corners;
  const face: Frame = {
    a: (tr.x - tl.x + br.x - bl.x) / 2 / mark.side,
    b: (bl.x - tl.x + br.x - tr.x) / 2 / mark.side,
    c: (tr.y - tl.y + br.y - bl.y) / 2 / mark.side,
    d: (bl.y - tl.y + br.y - tr.y) / 2 / mark.side,
  };
  // A printed card seen from above keeps its handedness: a mirrored reading is not a card.
  if (!(determinant(face) > 0)) return null;
  const markCentre = {
    x: (tl.x + tr.x + br.x + bl.x) / 4,
    y: (tl.y + tr.y + br.y + bl.y) / 4,
  };
  const centre = {
    x: markCentre.x - face.a * mark.x - face.b * mark.y,
    y: markCentre.y - face.c * mark.x - face.d * mark.y,
  };
  return { card, centre, face, size: Math.sqrt(determinant(face)) * mark.side, corners };
}

/** Smallest spread of points (least eigenvalue of their covariance): near 0 for points in a line. */
function spreadOf(points: readonly Point[]): number {
  const n = points.length;
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x / n;
    my += p.y / n;
  }
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const p of points) {
    xx += (p.x - mx) ** 2 / n;
    xy += ((p.x - mx) * (p.y - my)) / n;
    yy += (p.y - my) ** 2 / n;
  }
  return (xx + yy) / 2 - Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
}

class Lattice {
  readonly sightings: Sighting[];
  readonly placed: Placed[] = [];
  readonly owner = new Map<string, number>();
  /** Sightings that lost a cell to another (index → reason). */
  readonly refused = new Map<number, string>();
  readonly conflicted = new Set<number>();
  private model: Homography | null = null;
  private modelSize = -1;

  private readonly mark: MarkPlace;

  constructor(sightings: Sighting[], mark: MarkPlace) {
    this.sightings = sightings;
    this.mark = mark;
  }

  /**
   * The table-to-photo map fitted to the placed cards (except those `left out`): their centres and their
   * marks' corners, put where their cells and rotations say; null while they are too few.
   */
  fit(leftOut: ReadonlySet<number> = NONE, perspective = true): Homography | null {
    const from: Point[] = [];
    const to: Point[] = [];
    let cards = 0;
    const m = this.mark;
    const half = m.side / 2;
    const faceCorners = [
      { x: m.x - half, y: m.y - half },
      { x: m.x + half, y: m.y - half },
      { x: m.x + half, y: m.y + half },
      { x: m.x - half, y: m.y + half },
    ];
    for (const p of this.placed) {
      if (leftOut.has(p.sighting) || this.conflicted.has(p.sighting)) continue;
      const s = this.sightings[p.sighting]!;
      const centre = cellCentre(p.q, p.r);
      const turn = turnFrame(p.rotation);
      cards++;
      from.push(centre);
      to.push(s.centre);
      faceCorners.forEach((corner, i) => {
        const t = applyFrame(turn, corner);
        from.push({ x: centre.x + t.x, y: centre.y + t.y });
        to.push(s.corners[i]!);
      });
    }
    if (cards < 2) return null;
    // Cards in a line say nothing of the map across it (their marks' corners lie within a tenth of
    // a card of their centres): the nearest card's own frame predicts better there.
    if (cards >= 3 && spreadOf(from.filter((_, i) => i % 5 === 0)) < 0.05) return null;
    const spread = spreadOf(from);
    if (spread >= 0.02 && perspective) return fitHomography(from, to);
    if (spread >= 0.005) return fitAffine(from, to);
    return null;
  }

  private currentModel(): Homography | null {
    if (this.modelSize !== this.placed.length) {
      this.model = this.fit();
      this.modelSize = this.placed.length;
    }
    return this.model;
  }

  /** The map of the nearest placed card's own frame (except those left out), for when too few are placed. */
  nearestFrameModel(at: Point, leftOut: ReadonlySet<number> = NONE): Homography | null {
    let best: Placed | null = null;
    let bestDistance = Infinity;
    for (const p of this.placed) {
      if (leftOut.has(p.sighting) || this.conflicted.has(p.sighting)) continue;
      const d = Math.hypot(this.sightings[p.sighting]!.centre.x - at.x, this.sightings[p.sighting]!.centre.y - at.y);
      if (d < bestDistance) {
        bestDistance = d;
        best = p;
      }
    }
    if (best === null) return null;
    const s = this.sightings[best.sighting]!;
    // face = table · turn, so table → photo is face · turn⁻¹.
    const tableFrame = multiplyFrames(s.face, turnFrame(-best.rotation));
    return frameHomography(tableFrame, cellCentre(best.q, best.r), s.centre);
  }

  modelFor(at: Point, leftOut: ReadonlySet<number> = NONE): Homography | null {
    const global = leftOut.size === 0 ? this.currentModel() : this.fit(leftOut);
    return global ?? this.nearestFrameModel(at, leftOut);
  }

  predict(s: Sighting, model: Homography): Prediction | null {
    const inverse = invertHomography(model);
    if (inverse === null) return null;
    const t = applyHomography(inverse, s.centre);
    if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) return null;
    const { q, r } = nearestCell(t);
    const c = cellCentre(q, r);
    const local = invertFrame(jacobianAt(model, c));
    if (local === null) return null;
    const turn = multiplyFrames(local, s.face);
    const angle = turnOf(turn);
    const k = Math.round(angle / 60);
    const det = determinant(turn);
    return {
      q,
      r,
      rotation: mod6(k),
      offset: Math.hypot(t.x - c.x, t.y - c.y),
      turnOff: Math.abs(angle - 60 * k),
      scale: det > 0 ? Math.sqrt(det) : 0,
    };
  }

  /**
   * A sighting's place as the map of the placed cards predicts it, or, when that map fits it badly,
   * as a plane map or the nearest card's frame does: a perspective fitted to two or three cards can
   * bend away from them (a card three cells off was put four off, at 1.4 times its size), and a
   * card placed by such a guess would bend every later prediction.
   */
  private bestPrediction(s: Sighting): Prediction | null {
    const model = this.modelFor(s.centre);
    let best = model === null ? null : this.predict(s, model);
    if (best !== null && predictionCost(best) <= SURE_COST) return best;
    for (const other of [this.fit(NONE, false), this.nearestFrameModel(s.centre)]) {
      const p = other === null ? null : this.predict(s, other);
      if (p !== null && (best === null || predictionCost(p) < predictionCost(best))) best = p;
    }
    return best;
  }

  /** Places the first card at (0, 0) with rotation 0. */
  seed(index: number): void {
    this.place(index, 0, 0, 0);
  }

  place(index: number, q: number, r: number, rotation: number): void {
    this.placed.push({ sighting: index, q, r, rotation });
    this.owner.set(cellKey(q, r), index);
  }

  isPlaced(index: number): boolean {
    return this.placed.some((p) => p.sighting === index) || this.refused.has(index);
  }

  /** Places the waiting sightings, best predicted first, until none is left. */
  grow(): void {
    for (let guard = 0; guard <= this.sightings.length; guard++) {
      let best = -1;
      let bestCost = Infinity;
      let bestPrediction: Prediction | null = null;
      for (let i = 0; i < this.sightings.length; i++) {
        if (this.isPlaced(i)) continue;
        const s = this.sightings[i]!;
        const p = this.bestPrediction(s);
        // A card that every map puts near a cell's edge, turned between two sixths or not at its
        // size waits for a better map (more cards placed, some by the second look): placed on a
        // guess, it would bend the map its neighbours are placed by.
        if (
          p === null ||
          p.offset > GROW_OFFSET ||
          p.turnOff > GROW_TURN ||
          Math.abs(Math.log(p.scale || 1e-9)) > GROW_SCALE
        )
          continue;
        const gap = this.gapTo(p.q, p.r, -1);
        const cost = p.offset / 0.5 + p.turnOff / 30 + 0.05 * Math.max(0, gap - 1);
        if (cost < bestCost) {
          bestCost = cost;
          best = i;
          bestPrediction = p;
        }
      }
      if (best < 0 || bestPrediction === null) return;
      const key = cellKey(bestPrediction.q, bestPrediction.r);
      const holder = this.owner.get(key);
      if (holder !== undefined) {
        this.refused.set(best, 'another card was read in the same cell');
        this.conflicted.add(holder);
        continue;
      }
      this.place(best, bestPrediction.q, bestPrediction.r, bestPrediction.rotation);
    }
  }

  /** Cells from (q, r) to the nearest other placed card (Infinity when there is none). */
  gapTo(q: number, r: number, self: number): number {
    let gap = Infinity;
    for (const p of this.placed) {
      if (p.sighting === self) continue;
      gap = Math.min(gap, cellDistance(p, { q, r }));
    }
    return gap;
  }
}

/** The most a card's predicted place may be off for it to be placed while the lattice grows (card widths, degrees, log of size). */
const GROW_OFFSET = 0.3;
const GROW_TURN = 15;
const GROW_SCALE = 0.35;

/**
 * How badly a prediction fits its sighting: its distance from the cell's centre (half a cell at
 * most), its turn off a sixth, and its size against the map's.
 */
const predictionCost = (p: Prediction): number =>
  p.offset / 0.5 + p.turnOff / 30 + (p.scale > 0 ? Math.abs(Math.log(p.scale)) / 0.2 : Infinity);
/** A prediction this good is taken from the map of the placed cards without looking further. */
const SURE_COST = 0.6;

/** How far a share of 1 falls as `value` passes `sure` on its way to `none`. */
const falloff = (value: number, sure: number, none: number): number =>
  value <= sure ? 1 : value >= none ? 0 : 1 - (value - sure) / (none - sure);

/** Whether a card's check against the others disagrees with where it was placed, or fits badly. */
const misfits = (p: Placed, check: Prediction | null): boolean =>
  check === null ||
  check.q !== p.q ||
  check.r !== p.r ||
  check.rotation !== p.rotation ||
  check.offset > OUTLIER_OFFSET ||
  check.turnOff > OUTLIER_TURN;

const OUTLIER_OFFSET = 0.15;
const OUTLIER_TURN = 12;

/**
 * Each placed card checked against the others alone. The worst misfit is set aside first, again
 * and again (a third of the cards at most), so that one card far off its cell does not bend the
 * map its neighbours are checked against.
 */
function judge(lattice: Lattice): ReadCard[] {
  const live = lattice.placed.filter((p) => !lattice.conflicted.has(p.sighting));
  const aside = new Set<number>();
  const checkOf = (p: Placed): Prediction | null => {
    const leftOut = new Set(aside);
    leftOut.add(p.sighting);
    const model = lattice.modelFor(lattice.sightings[p.sighting]!.centre, leftOut);
    return model === null ? null : lattice.predict(lattice.sightings[p.sighting]!, model);
  };
  for (let round = 0; round < live.length / 3 && live.length > 2; round++) {
    let worst: Placed | null = null;
    let worstBadness = 0;
    for (const p of live) {
      if (aside.has(p.sighting)) continue;
      const check = checkOf(p);
      if (!misfits(p, check)) continue;
      const badness = check === null ? Infinity : check.offset / OUTLIER_OFFSET + check.turnOff / OUTLIER_TURN + 1;
      if (badness > worstBadness) {
        worstBadness = badness;
        worst = p;
      }
    }
    if (worst === null) break;
    aside.add(worst.sighting);
  }
  const out: ReadCard[] = [];
  for (const p of lattice.placed) {
    const s = lattice.sightings[p.sighting]!;
    const base = { card: s.card, q: p.q, r: p.r, rotation: p.rotation };
    if (lattice.conflicted.has(p.sighting)) {
      out.push({ ...base, confidence: 0.1, doubt: 'another card was read in the same cell' });
      continue;
    }
    if (live.length <= 1) {
      out.push({ ...base, confidence: 1 });
      continue;
    }
    const check = checkOf(p);
    if (check === null) {
      out.push({ ...base, confidence: 0.1, doubt: 'the other cards do not say where it lies' });
      continue;
    }
    const doubts: string[] = [];
    let confidence = 1;
    if (check.q !== p.q || check.r !== p.r || check.rotation !== p.rotation) {
      confidence = 0.2;
      doubts.push('the cards around it put it elsewhere');
    }
    const byOffset = falloff(check.offset, 0.1, 0.3);
    if (byOffset < 1) doubts.push(`it lies ${Math.round(check.offset * 100)} % of a card from its cell's centre`);
    const byTurn = falloff(check.turnOff, 8, 22);
    if (byTurn < 1) doubts.push(`it is turned ${Math.round(check.turnOff)}° off a sixth of a turn`);
    const byScale = falloff(Math.abs(Math.log(check.scale || 1e-9)), 0.15, 0.35);
    if (byScale < 1) doubts.push('its mark is not the size its neighbours say');
    const gap = lattice.gapTo(p.q, p.r, p.sighting);
    const bySupport = gap <= 1 ? 1 : gap === 2 ? 0.9 : 0.5;
    if (bySupport < 1) doubts.push(`no card read within ${gap - 1} cells of it`);
    confidence *= byOffset * byTurn * byScale * bySupport;
    const card: ReadCard = { ...base, confidence: Math.round(confidence * 1000) / 1000 };
    if (card.confidence < ACCEPT_CONFIDENCE) {
      card.doubt = doubts.join('; ') || 'unsure';
      // The weakest factor names the remedy; a card the others put elsewhere wants them in view.
      const weakest = Math.min(byOffset, byTurn, byScale, bySupport);
      card.remedy =
        doubts[0] === 'the cards around it put it elsewhere' || weakest === bySupport
          ? 'frame'
          : weakest === byScale
            ? 'level'
            : 'straighten';
    }
    out.push(card);
  }
  // A group of cards apart from the largest (no card within two cells of it) is checked against
  // the cards outside it alone: its own cards agree with each other however wrong its place among
  // the rest. The largest group is what the others are read relative to (of two as large as each
  // other, neither: both are checked).
  const groups = groupsOf(live.filter((p) => !aside.has(p.sighting))).sort((a, b) => b.length - a.length);
  if (groups.length > 1)
    for (const group of groups.slice(groups[0]!.length === groups[1]!.length ? 0 : 1)) {
      const leftOut = new Set(aside);
      for (const p of group) leftOut.add(p.sighting);
      for (const p of group) {
        const s = lattice.sightings[p.sighting]!;
        const model = lattice.modelFor(s.centre, leftOut);
        const check = model === null ? null : lattice.predict(s, model);
        const agrees =
          check !== null &&
          check.q === p.q &&
          check.r === p.r &&
          check.rotation === p.rotation &&
          check.offset < GROUP_OFFSET;
        if (agrees) continue;
        const card = out.find((c) => c.card === s.card && c.q === p.q && c.r === p.r)!;
        if (card.confidence < ACCEPT_CONFIDENCE) continue;
        card.confidence = Math.min(card.confidence, 0.3);
        card.doubt = 'the cards apart from its group put it elsewhere';
      }
    }
  return out;
}

/** A face read where both its readings say the same, and no better than the mark's accepted confidence. */
const FACE_CONFIDENCE = 0.8;

/**
 * The faces: each empty cell beside an accepted card is held against the faces of the cards not
 * read (faces.ts), and a face clearly ahead of every other is read there. Each accepted card's own
 * face is held against every face too: a card whose face clearly reads as another card, or turned
 * another way, is unsure (two readings that disagree are never taken).
 */
function readFaces(lattice: Lattice, photo: Photo, cards: ReadCard[], faces: FaceTemplates): ReadCard[] {
  const accepted = cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE);
  if (accepted.length === 0) return cards;
  const fitted = lattice.fit();
  const at = (q: number, r: number): Homography | null => {
    const table = fitted ?? nearestModelToCell(lattice, { q, r });
    if (table === null) return null;
    const c = cellCentre(q, r);
    const toPhoto = multiply3(table, new Float64Array([1, 0, c.x, 0, 1, c.y, 0, 0, 1]));
    // The whole hex in the photo: a face cut by the frame's edge is not compared.
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      const p = applyHomography(toPhoto, { x: 0.5 * Math.cos(a), y: 0.5 * Math.sin(a) });
      if (!(p.x >= 0 && p.y >= 0 && p.x < photo.width && p.y < photo.height)) return null;
    }
    return toPhoto;
  };
  const all = new Set(faces.cards);
  const out = cards.map((card) => {
    if (card.confidence < ACCEPT_CONFIDENCE) return card;
    const toPhoto = at(card.q, card.r);
    if (toPhoto === null) return card;
    const scores = faceScores(photo, toPhoto, faces);
    const match = bestFace(scores, faces, all);
    const index = faces.cards.indexOf(card.card);
    if (match === null || index < 0) return card;
    const sameLook =
      twinsOf(faces, match.card).includes(card.card) && faces.alike[index]![match.rotation]![card.rotation];
    if (sameLook) return card;
    // The face disagrees when it is sure of another card, or when it plainly is not the card the
    // mark names (however close its best is to a third card).
    if (!isSureFace(match) && !faceDenies(match, scores[index]![card.rotation]!)) return card;
    const doubt = match.card === card.card ? 'its face reads turned another way' : 'its face reads as another card';
    return { ...card, confidence: 0.3, doubt, remedy: 'frame' as const };
  });
  const read = new Set(lattice.sightings.map((s) => s.card));
  const candidates = new Set(faces.cards.filter((c) => !read.has(c)));
  const tried = new Set(lattice.owner.keys());
  const found: ReadCard[] = [];
  // Ring after ring: a face read is a neighbour to look beside too.
  let ring: { q: number; r: number }[] = accepted;
  while (ring.length > 0) {
    const next: ReadCard[] = [];
    for (const card of ring)
      for (const [dq, dr] of DIRECTIONS) {
        const q = card.q + dq;
        const r = card.r + dr;
        if (tried.has(cellKey(q, r))) continue;
        tried.add(cellKey(q, r));
        const toPhoto = at(q, r);
        const match = toPhoto === null ? null : matchRefined(photo, toPhoto, faces, candidates);
        if (match !== null && isSureFace(match))
          next.push({ card: match.card, q, r, rotation: match.rotation, confidence: FACE_CONFIDENCE, byFace: true });
      }
    found.push(...next);
    ring = next;
  }
  // One face read in two cells is neither.
  // (As many as its twins for a face drawn for several cards.)
  const count = (card: string): number => found.filter((g) => g.card === card).length;
  const twice = new Set(found.filter((f) => count(f.card) > twinsOf(faces, f.card).length).map((f) => f.card));
  return [
    ...out,
    ...found.map((f) =>
      twice.has(f.card)
        ? { ...f, confidence: 0.1, doubt: 'its face was read in two places', remedy: 'frame' as const }
        : f,
    ),
  ];
}

/** Whether two turns of a card look the same (a symmetric face). */
const alikeIn =
  (faces: FaceTemplates) =>
  (card: string, a: number, b: number): boolean => {
    const index = faces.cards.indexOf(card);
    return index >= 0 && faces.alike[index]![a]![b]!;
  };

/** A cell's best face where the map puts it, or its contenders fitted (fitFaceMatch) when that is not sure. */
function matchRefined(
  photo: Photo,
  toPhoto: Homography,
  faces: FaceTemplates,
  candidates: ReadonlySet<string>,
): FaceMatch | null {
  const scores = faceScores(photo, toPhoto, faces);
  const match = bestFace(scores, faces, candidates);
  if (match === null || isSureFace(match) || match.score < REFINE_FROM) return match;
  return fitFaceMatch(photo, toPhoto, faces, candidates);
}

/** The cards read by their faces on the lattice of the faces' white middles, held against the marks read (face-lattice.ts). */
async function readByFaces(
  photo: Photo,
  grey: Uint8Array,
  faces: FaceTemplates,
  sightings: readonly Sighting[],
  refine: (centre: Point) => boolean,
  options: ReadOptions,
): Promise<{ cards: (ReadCard & { centre: Point })[]; lattice: FaceLattice | null; marks: Sighting[] }> {
  const lattice = placeFaceMiddles(findFaceMiddles(photo));
  if (lattice === null) return { cards: [], lattice, marks: [] };
  const read: FaceCard[] = readFaceLattice(photo, lattice, faces, refine);
  const marks =
    options.secondPass === false ? [] : await readMarksOnFaces(photo, grey, lattice, read, sightings, options);
  for (const s of marks) {
    const place = onFaceLattice(lattice, s);
    if (place !== null) read.push({ card: s.card, ...place, centre: s.centre, byMark: true });
  }
  const cards = agreeWithMarks(read, lattice, [...sightings, ...marks], alikeIn(faces), (c) => twinsOf(faces, c)).map(
    ({ card, doubt }) => ({
      card: card.card,
      q: card.q,
      r: card.r,
      rotation: card.rotation,
      ...(doubt === undefined ? { confidence: FACE_CONFIDENCE } : { confidence: 0.3, doubt, remedy: 'frame' as const }),
      ...(card.byMark === undefined && { byFace: true as const }),
      centre: card.centre,
    }),
  );
  return { cards, lattice, marks };
}

/**
 * The marks the faces' lattice shows where it reads no face: a card cut by the frame's edge or
 * whose face is unsure may show its mark, and the lattice says where each of its six places lies
 * (as the second look does beside the marks read). Returns the marks found, not those read already.
 */
async function readMarksOnFaces(
  photo: Photo,
  grey: Uint8Array,
  lattice: FaceLattice,
  read: readonly FaceCard[],
  sightings: readonly Sighting[],
  options: ReadOptions,
): Promise<Sighting[]> {
  const inverse = invertHomography(lattice.map);
  if (inverse === null) return [];
  const done = new Set(read.map((c) => cellKey(c.q, c.r)));
  for (const s of sightings) {
    const { q, r } = nearestCell(applyHomography(inverse, s.centre));
    done.add(cellKey(q, r));
  }
  const jobs: Homography[] = [];
  for (const { q, r } of lattice.cells)
    for (const [dq, dr] of [[0, 0] as const, ...NEAR_CELLS]) {
      const cell = { q: q + dq, r: r + dr };
      const key = cellKey(cell.q, cell.r);
      if (done.has(key)) continue;
      done.add(key);
      // A middle's cell, or one within two of it that the frame's edge cuts (a card whose mark
      // shows may lie mostly beyond it): a cell wholly in the photo without a middle is bare table.
      const c = cellCentre(cell.q, cell.r);
      const placed = multiply3(lattice.map, new Float64Array([1, 0, c.x, 0, 1, c.y, 0, 0, 1]));
      if ((dq !== 0 || dr !== 0) && pointsInPhoto(photo, placed) === undefined) continue;
      jobs.push(...markPatches(lattice.map, cell, FEW_MARGIN, photo, grey, options));
    }
  jobs.length = Math.min(jobs.length, options.maxPatches ?? MAX_PATCHES);
  const found: Sighting[] = [...sightings];
  addSightings(found, await readPatches(jobs, FEW_MARGIN, photo, grey, options), options);
  return found.slice(sightings.length);
}

/** A mark's cell and turn on the faces' lattice, where it lies near a cell's centre at a sixth of a turn and its size (ON_MARKS_…), or null. */
function onFaceLattice(lattice: FaceLattice, s: Sighting): { q: number; r: number; rotation: number } | null {
  const inverse = invertHomography(lattice.map);
  if (inverse === null) return null;
  const t = applyHomography(inverse, s.centre);
  const { q, r } = nearestCell(t);
  const c = cellCentre(q, r);
  const local = invertFrame(jacobianAt(lattice.map, c));
  if (local === null || Math.hypot(t.x - c.x, t.y - c.y) > ON_MARKS_OFFSET) return null;
  const turn = multiplyFrames(local, s.face);
  const angle = turnOf(turn);
  const k = Math.round(angle / 60);
  if (
    Math.abs(angle - 60 * k) > ON_MARKS_TURN ||
    Math.abs(Math.log(Math.sqrt(Math.max(0, determinant(turn))) || 1e-9)) > ON_MARKS_SCALE
  )
    return null;
  return { q, r, rotation: mod6(k) };
}

/** How far a face's middle may lie from the marks' cell it falls in (card widths), its turn off a sixth (degrees), and the log of its size against the map's. */
const ON_MARKS_OFFSET = 0.2;
const ON_MARKS_TURN = 10;
const ON_MARKS_SCALE = 0.2;

/**
 * The sure faces of the middles' lattice put on the marks' lattice: each middle's cell as the marks'
 * map puts it, each face's turn carried by the turn between the two maps there. The turn must be
 * one for all, each middle near its cell's centre, every face of a card the marks read on that
 * card's cell and turn (one such card at least), and none where a mark reads another card;
 * otherwise none is put. Returns
 * the faces of cards the marks did not read, in cells they left empty.
 */
function placeFacesOnMarks(
  lattice: Lattice,
  faceLattice: FaceLattice,
  found: readonly (ReadCard & { centre: Point })[],
  cards: readonly ReadCard[],
  alike: (card: string, a: number, b: number) => boolean,
  twins: (card: string) => readonly string[],
): ReadCard[] {
  const sure = cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE);
  const byCard = new Map(sure.map((c) => [c.card, c]));
  const byCell = new Map(cards.map((c) => [cellKey(c.q, c.r), c]));
  let turn: number | null = null;
  let agreeing = 0;
  const out: ReadCard[] = [];
  for (const face of found) {
    const model = lattice.modelFor(face.centre);
    const inverse = model === null ? null : invertHomography(model);
    if (model === null || inverse === null) return [];
    const t = applyHomography(inverse, face.centre);
    const { q, r } = nearestCell(t);
    const c = cellCentre(q, r);
    const local = invertFrame(jacobianAt(model, c));
    if (local === null || Math.hypot(t.x - c.x, t.y - c.y) > ON_MARKS_OFFSET) return [];
    const between = multiplyFrames(local, jacobianAt(faceLattice.map, cellCentre(face.q, face.r)));
    const angle = turnOf(between);
    const k = Math.round(angle / 60);
    const scale = Math.sqrt(Math.max(0, determinant(between)));
    if (Math.abs(angle - 60 * k) > ON_MARKS_TURN || Math.abs(Math.log(scale || 1e-9)) > ON_MARKS_SCALE) return [];
    if (turn !== null && mod6(k) !== turn) return [];
    turn = mod6(k);
    const rotation = mod6(face.rotation + k);
    const group = groupOf(face, twins);
    const mark = markOf(byCard, group, q, r);
    const there = byCell.get(cellKey(q, r));
    if (mark !== undefined) {
      if (mark.q !== q || mark.r !== r || !alike(face.card, mark.rotation, rotation)) return [];
      agreeing++;
      continue;
    }
    if (there !== undefined) {
      if (there.confidence >= ACCEPT_CONFIDENCE) return [];
      continue;
    }
    const card = unread(group, [...cards, ...out]);
    if (card !== undefined)
      out.push({ card, q, r, rotation, confidence: FACE_CONFIDENCE, ...(face.byFace && { byFace: true as const }) });
  }
  // The maps alone are not enough: a card both read must say the two lattices are one.
  return agreeing > 0 ? out : [];
}

/**
 * The sure mark of a face's card, or of one of its twins in its cell: a face of twins is any of
 * them, so a twin's mark elsewhere says nothing of it.
 */
function markOf(
  byCard: ReadonlyMap<string, ReadCard>,
  twins: readonly string[],
  q: number,
  r: number,
): ReadCard | undefined {
  const marks = twins.flatMap((t) => byCard.get(t) ?? []);
  return marks.find((m) => m.q === q && m.r === r) ?? (twins.length === 1 ? marks[0] : undefined);
}

/** The cards a reading on the faces' lattice may be: a face's twins, or the one card its mark names. */
const groupOf = (card: ReadCard, twins: (card: string) => readonly string[]): readonly string[] =>
  card.byFace === undefined ? [card.card] : twins(card.card);

/** The first of a face's group (its card alone, mostly) that `read` does not hold. */
const unread = (twins: readonly string[], read: readonly ReadCard[]): string | undefined =>
  twins.find((t) => !read.some((other) => other.card === t));

/**
 * Whether the face in a cell of the faces' lattice holds `card` at `rotation`: 1 when its best of
 * every card and turn is that card so turned (fitted when it is not), −1 when it is sure of
 * another, 0 otherwise.
 */
function faceHolds(
  photo: Photo,
  faces: FaceTemplates,
  faceLattice: FaceLattice,
  cell: { q: number; r: number },
  card: ReadCard,
  alike: (card: string, a: number, b: number) => boolean,
): number {
  const c = cellCentre(cell.q, cell.r);
  const placed = multiply3(faceLattice.map, new Float64Array([1, 0, c.x, 0, 1, c.y, 0, 0, 1]));
  const all = new Set(faces.cards);
  const scores = faceScores(photo, placed, faces);
  const holds = (m: FaceMatch | null): boolean =>
    m !== null && twinsOf(faces, m.card).includes(card.card) && alike(card.card, m.rotation, card.rotation);
  let match = bestFace(scores, faces, all);
  if (!holds(match)) match = fitFaceMatch(photo, placed, faces, all);
  if (holds(match)) return 1;
  return match !== null && isSureFace(match) ? -1 : 0;
}

/**
 * How far a mark's card may lie from the faces' cell it falls in (card widths): a cell's edge is
 * 0.5 away, and a lattice of a few middles placed by an affine map is a little off a card or two away.
 */
const JOIN_OFFSET = 0.3;

/** The cell (q, r) turned k sixths about the origin, as the whole table turned (rotations + k). */
const turnCell = (q: number, r: number, k: number): { q: number; r: number } => {
  let a = q;
  let b = r;
  for (let i = 0; i < mod6(k); i++) [a, b] = [a + b, -a];
  return { q: a, r: b };
};

/**
 * The marks' cards put on the faces' lattice, with the sure faces beside them, where the marks
 * place few cards and the middles many (a small table read mostly by its faces): every sure mark
 * lies near a middle's cell, all turned by one sixth from the marks' lattice to the faces' and
 * shifted by one cell, and one of them at least is a sure face of the same card and turn. Null
 * where they do not all agree; the cards in the faces' lattice's cells otherwise.
 */
function joinOnFaces(
  photo: Photo,
  faces: FaceTemplates,
  lattice: Lattice,
  faceLattice: FaceLattice,
  found: readonly ReadCard[],
  cards: readonly ReadCard[],
  alike: (card: string, a: number, b: number) => boolean,
  twins: (card: string) => readonly string[],
): ReadCard[] | null {
  const inverse = invertHomography(faceLattice.map);
  const sure = cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE && c.byFace === undefined);
  if (inverse === null || sure.length === 0 || found.length === 0) return null;
  let turn: number | null = null;
  let shift: { q: number; r: number } | null = null;
  for (const card of sure) {
    const i = lattice.sightings.findIndex((s, j) => s.card === card.card && lattice.isPlaced(j));
    if (i < 0) return null;
    const sighting = lattice.sightings[i]!;
    const t = applyHomography(inverse, sighting.centre);
    const cell = nearestCell(t);
    const c = cellCentre(cell.q, cell.r);
    const local = invertFrame(jacobianAt(faceLattice.map, c));
    if (local === null || Math.hypot(t.x - c.x, t.y - c.y) > JOIN_OFFSET) return null;
    const angle = turnOf(multiplyFrames(local, sighting.face));
    const k = Math.round(angle / 60);
    if (!(Math.abs(angle - 60 * k) <= ON_MARKS_TURN)) return null;
    const sixths = mod6(k - card.rotation);
    if (turn !== null && sixths !== turn) return null;
    turn = sixths;
    const turned = turnCell(card.q, card.r, sixths);
    const d = { q: cell.q - turned.q, r: cell.r - turned.r };
    if (shift !== null && (d.q !== shift.q || d.r !== shift.r)) return null;
    shift = d;
  }
  if (turn === null || shift === null) return null;
  const moved = cards.map((card) => {
    const cell = turnCell(card.q, card.r, turn);
    return { ...card, q: cell.q + shift.q, r: cell.r + shift.r, rotation: mod6(card.rotation + turn) };
  });
  const byCell = new Map(moved.map((c) => [cellKey(c.q, c.r), c]));
  const byCard = new Map(moved.filter((c) => c.confidence >= ACCEPT_CONFIDENCE).map((c) => [c.card, c]));
  let agreeing = 0;
  const out: ReadCard[] = [];
  const upgraded = new Set<ReadCard>();
  for (const face of found) {
    const group = groupOf(face, twins);
    const mark = markOf(byCard, group, face.q, face.r);
    const there = byCell.get(cellKey(face.q, face.r));
    if (mark !== undefined) {
      if (mark.q !== face.q || mark.r !== face.r || !alike(face.card, mark.rotation, face.rotation)) return null;
      agreeing++;
      continue;
    }
    if (there !== undefined) {
      if (there.confidence >= ACCEPT_CONFIDENCE) return null;
      // An unsure mark of the same card and turn: the face makes it sure.
      if (group.includes(there.card) && alike(face.card, there.rotation, face.rotation)) {
        upgraded.add(there);
        agreeing++;
      }
      continue;
    }
    const card = unread(group, [...cards, ...out]);
    if (card !== undefined) out.push({ ...face, card });
  }
  // Or else a mark's card lies on a middle whose face is best held as that card at that turn.
  const middles = new Set(faceLattice.cells.map((c) => cellKey(c.q, c.r)));
  if (agreeing === 0)
    for (const card of moved) {
      if (card.confidence < ACCEPT_CONFIDENCE || !middles.has(cellKey(card.q, card.r))) continue;
      const holds = faceHolds(photo, faces, faceLattice, card, card, alike);
      if (holds < 0) return null;
      agreeing += holds;
    }
  if (agreeing === 0) return null;
  const sureAgain = moved.map((c) =>
    upgraded.has(c) ? { card: c.card, q: c.q, r: c.r, rotation: c.rotation, confidence: FACE_CONFIDENCE } : c,
  );
  return [...sureAgain, ...out];
}

/** How far from its cell's centre the cards of other groups may put a card (in card widths). */
const GROUP_OFFSET = 0.3;

/** The placed cards in groups: two cards within two cells of each other are in the same group. */
function groupsOf(placed: readonly Placed[]): Placed[][] {
  const groups: Placed[][] = [];
  const left = [...placed];
  while (left.length > 0) {
    const group = [left.pop()!];
    for (let i = 0; i < group.length; i++)
      for (let j = left.length - 1; j >= 0; j--)
        if (cellDistance(group[i]!, left[j]!) <= 2) group.push(...left.splice(j, 1));
    groups.push(group);
  }
  return groups;
}

/** Sightings of the decoded symbols: unknown marks dropped, one symbol found twice kept once. */
function addSightings(sightings: Sighting[], found: readonly FoundSymbol[], options: ReadOptions): number {
  let added = 0;
  for (const symbol of found) {
    const card = options.identify(symbol.text);
    if (card === undefined) continue;
    const s = sightingOf(card, symbol.corners, options.mark);
    if (s === null) continue;
    const same = sightings.some(
      (o) =>
        o.card === card &&
        Math.hypot(o.centre.x - s.centre.x, o.centre.y - s.centre.y) < 0.25 * (s.size / options.mark.side),
    );
    if (same) continue;
    sightings.push(s);
    added++;
  }
  return added;
}

/** The sighting with the most others a card's width away at a sixth of a turn: where growing starts. */
function chooseSeed(sightings: readonly Sighting[]): number {
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < sightings.length; i++) {
    const inverse = invertFrame(sightings[i]!.face);
    if (inverse === null) continue;
    let score = 0;
    for (let j = 0; j < sightings.length; j++) {
      if (j === i) continue;
      const d = {
        x: sightings[j]!.centre.x - sightings[i]!.centre.x,
        y: sightings[j]!.centre.y - sightings[i]!.centre.y,
      };
      const t = { x: inverse.a * d.x + inverse.b * d.y, y: inverse.c * d.x + inverse.d * d.y };
      const distance = Math.hypot(t.x, t.y);
      const angle = turnOf(multiplyFrames(inverse, sightings[j]!.face));
      const off = Math.abs(angle - 60 * Math.round(angle / 60));
      if (distance > 0.8 && distance < 1.25 && off < 12) score += 1;
    }
    // Ties go to the larger symbol, whose corners are the more precise.
    const total = score + sightings[i]!.size / 1e6;
    if (total > bestScore) {
      bestScore = total;
      best = i;
    }
  }
  return best;
}

const SECOND_LOOK_MODULE_PX = 5;
/** Most patches a look decodes, unless ReadOptions.maxPatches says otherwise (six a cell). */
const MAX_PATCHES = 1200;
/** Each sample of a patch is drawn as a ZOOM × ZOOM block (see resamplePatch). */
const ZOOM = 2;
/** The cells within two of a cell: a missing card may have no read neighbour. */
const NEAR_CELLS: readonly (readonly [number, number])[] = [-2, -1, 0, 1, 2].flatMap((dq) =>
  [-2, -1, 0, 1, 2].filter((dr) => (dq !== 0 || dr !== 0) && Math.abs(dq + dr) <= 2).map((dr) => [dq, dr] as const),
);
/** Grey levels between the darkest and lightest of a patch's samples below which it holds no mark. */
const MIN_PATCH_CONTRAST = 60;
const PATCH_GUTTER = 16;
/**
 * Card widths a patch reaches beyond the mark's quiet zone, for the error of the mark's predicted
 * place: from a map fitted to many cards; to five to seven (at 25-35° such a map still puts a
 * mark two cells out up to half its side off, at the edge of a reach of 0.05); to fewer; from one
 * card's own frame (its mark's corners, a few pixels apart, carried a card's width away).
 */
const MARGIN = 0.05;
const FEW_MARGIN = 0.08;
const WIDE_MARGIN = 0.12;
const LONE_MARGIN = 0.2;
const MANY_CARDS = 8;
const FEW_CARDS = 5;
/** A cell is looked at again once this many more cards are placed (a better map); one while they are few. */
const RETRY_AFTER = 2;
/** Grey levels between a fitted module grid's dark and light modules below which it is no mark. */
const MIN_GRID_CONTRAST = 30;
const CRISP_PX = 4;
const CRISP_QUIET = 2;

/**
 * The second look: for each empty cell beside a placed card, the six places its mark could be are
 * resampled square-on, the patches tiled into one image, decoded, and what is found placed; then
 * the next ring, until nothing new is found or the patches run out.
 */
async function lookAgain(
  lattice: Lattice,
  photo: Photo,
  grey: Uint8Array,
  options: ReadOptions,
): Promise<{ found: number; patches: number }> {
  const maxPatches = options.maxPatches ?? MAX_PATCHES;
  const tried = new Map<string, { tries: number; placed: number }>();
  let found = 0;
  let patches = 0;
  for (let round = 0; round < 20 && patches < maxPatches; round++) {
    const cells: { q: number; r: number }[] = [];
    const fitted = lattice.fit();
    const live = lattice.placed.filter((p) => !lattice.conflicted.has(p.sighting)).length;
    // One card's own frame predicts its neighbours' marks roughly (a wide patch) and no further.
    const margin =
      live <= 1
        ? LONE_MARGIN
        : fitted === null || live < FEW_CARDS
          ? WIDE_MARGIN
          : live < MANY_CARDS
            ? FEW_MARGIN
            : MARGIN;
    for (const p of lattice.placed) {
      if (lattice.conflicted.has(p.sighting)) continue;
      for (const [dq, dr] of live <= 1 ? DIRECTIONS : NEAR_CELLS) {
        const key = cellKey(p.q + dq, p.r + dr);
        if (lattice.owner.has(key)) continue;
        // A cell is looked at again once more cards are placed, three times at most.
        const before = tried.get(key);
        const after = live < FEW_CARDS ? 1 : RETRY_AFTER;
        if (before !== undefined && (before.tries >= 3 || lattice.placed.length < before.placed + after)) continue;
        tried.set(key, { tries: (before?.tries ?? 0) + 1, placed: lattice.placed.length });
        cells.push({ q: p.q + dq, r: p.r + dr });
      }
    }
    const jobs: Homography[] = [];
    for (const cell of cells) {
      const table = fitted ?? nearestModelToCell(lattice, cell);
      if (table !== null) jobs.push(...markPatches(table, cell, margin, photo, grey, options));
    }
    jobs.length = Math.min(jobs.length, maxPatches - patches);
    if (jobs.length === 0) break;
    patches += jobs.length;
    const added = addSightings(lattice.sightings, await readPatches(jobs, margin, photo, grey, options), options);
    found += added;
    if (added === 0) break;
    lattice.grow();
  }
  return { found, patches };
}

/** Patch pixels a card width in the second look: SECOND_LOOK_MODULE_PX a module of the mark. */
const patchScale = (options: ReadOptions): number =>
  (SECOND_LOOK_MODULE_PX * (options.modules ?? 10)) / options.mark.side;

/** A patch's half side around the mark (card widths): the mark, its quiet zone, and `margin` for the error of its place. */
const patchHalf = (mark: MarkPlace, margin: number): number => mark.side / 2 + mark.quiet + margin;

/**
 * The six places a cell's mark may lie at (`table` maps the table's plane onto the photo), each
 * as the map of a square patch's pixels onto the photo: those in the photo and not plain.
 */
function markPatches(
  table: Homography,
  cell: { q: number; r: number },
  margin: number,
  photo: Photo,
  grey: Uint8Array,
  options: ReadOptions,
): Homography[] {
  const { mark, modules = 10 } = options;
  const scale = patchScale(options);
  const half = patchHalf(mark, margin);
  const size = Math.ceil(2 * half * scale);
  const centre = cellCentre(cell.q, cell.r);
  // A module under half a pixel in the photo cannot be read, however it is resampled; a cell
  // the map turns over lies beyond the photo's horizon.
  const j = jacobianAt(table, centre);
  if (!(determinant(j) > 0) || (Math.sqrt(determinant(j)) * mark.side) / modules < 0.5) return [];
  const jobs: Homography[] = [];
  for (let k = 0; k < 6; k++) {
    // Patch pixels → face (card widths around the mark) → table (turned by k, at the cell) → photo.
    const toFace = new Float64Array([1 / scale, 0, mark.x - half, 0, 1 / scale, mark.y - half, 0, 0, 1]);
    const turn = turnFrame(k);
    const toTable = new Float64Array([turn.a, turn.b, centre.x, turn.c, turn.d, centre.y, 0, 0, 1]);
    const toPhoto = multiply3(table, multiply3(toTable, toFace));
    // The card's middle may lie outside the photo while its mark, near its edge, is in it.
    const at = applyHomography(toPhoto, { x: size / 2, y: size / 2 });
    if (!(at.x >= 0 && at.y >= 0 && at.x < photo.width && at.y < photo.height)) continue;
    if (contrastOf(grey, photo.width, photo.height, toPhoto, size) >= MIN_PATCH_CONTRAST) jobs.push(toPhoto);
  }
  return jobs;
}

/**
 * The symbols found in patches (markPatches): the patches as they are, tiled, for the decoder's
 * own finding; then the module grid fitted in each the decoder left, its symbol drawn crisp.
 */
async function readPatches(
  jobs: readonly Homography[],
  margin: number,
  photo: Photo,
  grey: Uint8Array,
  options: ReadOptions,
): Promise<FoundSymbol[]> {
  const { mark, modules = 10 } = options;
  const scale = patchScale(options);
  const half = patchHalf(mark, margin);
  const size = Math.ceil(2 * half * scale);
  const samples = jobs.map((toPhoto) => samplePatch(grey, photo.width, photo.height, toPhoto, size));
  const inPhoto = await decodeTiles(
    options,
    jobs.length,
    size * ZOOM,
    (i, out, width, x, y) => drawPatch(samples[i]!, size, ZOOM, out, width, x, y),
    (i, p) => applyHomography(jobs[i]!, { x: p.x / ZOOM, y: p.y / ZOOM }),
  );
  const reach = (half - mark.side / 2 - mark.quiet / 2) * scale;
  // Each fit's other readings are drawn too: one of them may decode where the first does not.
  const readings: { reading: GridReading; job: number }[] = [];
  const seen = new Set(inPhoto.map((f) => f.tile));
  samples.forEach((values, job) => {
    if (seen.has(job)) return;
    const fit = fitModuleGrid({ size, values }, modules, SECOND_LOOK_MODULE_PX, reach, MIN_GRID_CONTRAST);
    if (fit !== null) for (const reading of [fit, ...fit.others]) readings.push({ reading, job });
  });
  const crisp = (modules + 2 * CRISP_QUIET) * CRISP_PX;
  inPhoto.push(
    ...(await decodeTiles(
      options,
      readings.length,
      crisp,
      (i, out, width, x, y) => drawSymbol(readings[i]!.reading, modules, CRISP_PX, CRISP_QUIET, out, width, x, y),
      (i, p) =>
        applyHomography(
          jobs[readings[i]!.job]!,
          readings[i]!.reading.at(p.x / CRISP_PX - CRISP_QUIET, p.y / CRISP_PX - CRISP_QUIET),
        ),
    )),
  );
  return inPhoto;
}

/**
 * Tiles `count` images of `side` × `side` pixels (each drawn by `draw`) into one, decodes it, and
 * returns the symbols found with their corners mapped back to the photo by `toPhoto` (tile index,
 * point in the tile's pixels).
 */
async function decodeTiles(
  options: ReadOptions,
  count: number,
  side: number,
  draw: (i: number, out: Uint8Array, width: number, x: number, y: number) => void,
  toPhoto: (i: number, p: Point) => Point,
): Promise<(FoundSymbol & { tile: number })[]> {
  if (count === 0) return [];
  const columns = Math.max(1, Math.min(count, Math.ceil(Math.sqrt(count))));
  const rows = Math.ceil(count / columns);
  const step = side + PATCH_GUTTER;
  const width = columns * step + PATCH_GUTTER;
  const height = rows * step + PATCH_GUTTER;
  const mosaic = new Uint8Array(width * height).fill(255);
  for (let i = 0; i < count; i++)
    draw(i, mosaic, width, PATCH_GUTTER + (i % columns) * step, PATCH_GUTTER + Math.floor(i / columns) * step);
  const symbols = await options.decode(greyToRgba(width, height, mosaic));
  const found: (FoundSymbol & { tile: number })[] = [];
  for (const symbol of symbols) {
    const c = symbol.corners;
    const mx = (c[0].x + c[1].x + c[2].x + c[3].x) / 4;
    const my = (c[0].y + c[1].y + c[2].y + c[3].y) / 4;
    const column = Math.floor((mx - PATCH_GUTTER / 2) / step);
    const row = Math.floor((my - PATCH_GUTTER / 2) / step);
    const i = row * columns + column;
    if (column < 0 || column >= columns || row < 0 || i >= count) continue;
    const ox = PATCH_GUTTER + column * step;
    const oy = PATCH_GUTTER + row * step;
    // zxing gives a corner module's pixel; its corner is half a pixel out.
    const corners = c.map((p) =>
      toPhoto(i, { x: p.x - ox + 0.5, y: p.y - oy + 0.5 }),
    ) as unknown as FoundSymbol['corners'];
    found.push({ text: symbol.text, corners, tile: i });
  }
  return found;
}

/** The spread of grey levels over a 7 × 7 sample of a patch: near 0 on bare table or a plain band. */
function contrastOf(grey: Uint8Array, width: number, height: number, toPhoto: Homography, size: number): number {
  let low = 255;
  let high = 0;
  for (let j = 0; j < 7; j++)
    for (let i = 0; i < 7; i++) {
      const p = applyHomography(toPhoto, { x: ((i + 0.5) * size) / 7, y: ((j + 0.5) * size) / 7 });
      const x = Math.round(p.x);
      const y = Math.round(p.y);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const v = grey[y * width + x]!;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  return high - low;
}

/** The frame of the placed card nearest to a cell, for a lattice too small to fit a map to. */
function nearestModelToCell(lattice: Lattice, cell: { q: number; r: number }): Homography | null {
  let best: Placed | null = null;
  for (const p of lattice.placed) {
    if (lattice.conflicted.has(p.sighting)) continue;
    if (best === null || cellDistance(p, cell) < cellDistance(best, cell)) best = p;
  }
  if (best === null) return null;
  return lattice.nearestFrameModel(lattice.sightings[best.sighting]!.centre);
}

/**
 * Fewer marks than this on the whole photo: it is read again enlarged (the cards may be small).
 * Not with one: a second mark from the enlargement can make a worse start than one alone (a
 * 35° close-up lost 4 of its 5 cards so).
 */
const RETRY_BELOW = 1;
/** Most pixels of the enlarged photo (a 1920 × 1080 frame doubled is 8.3 megapixels, the most it is enlarged). */
const ENLARGED_PIXELS = 9_000_000;

/**
 * The photo read again up to three times as large (less for a large photo): a plain enlargement
 * reads marks of 1.2 to 1.5 pixels a module, which zxing misses at their own size (three times
 * read twice as many of the held-out 130 px close-ups as two). Their corners come back in
 * the photo's pixels, as the first pass gives them.
 */
async function readEnlarged(
  photo: Photo,
  grey: Uint8Array,
  sightings: Sighting[],
  options: ReadOptions,
): Promise<number> {
  const factor = Math.min(3, Math.sqrt(ENLARGED_PIXELS / (photo.width * photo.height)));
  if (factor < 1.25) return 0;
  const larger = enlargeGrey(grey, photo.width, photo.height, factor);
  const found = await options.decode(larger);
  const back = (p: Point): Point => ({ x: (p.x + 0.5) / factor - 0.5, y: (p.y + 0.5) / factor - 0.5 });
  return addSightings(
    sightings,
    found.map((f) => ({ text: f.text, corners: f.corners.map(back) as unknown as FoundSymbol['corners'] })),
    options,
  );
}

/** Reads the cards of a photo: where each lies and how it is turned, relative to the others. */
export async function readTable(photo: Photo, options: ReadOptions): Promise<TableReading> {
  const channels = photo.channels ?? 4;
  if (!(photo.width > 0 && photo.height > 0 && photo.data.length === photo.width * photo.height * channels))
    throw new RangeError(
      `readTable: ${photo.data.length} bytes are not a ${photo.width} × ${photo.height} photo of ${channels} bytes a pixel`,
    );
  const sightings: Sighting[] = [];
  let firstPass = addSightings(sightings, await options.decode(rgbaOf(photo)), options);
  const grey = greyOf(photo);
  if (firstPass < RETRY_BELOW && (options.enlarge ?? true))
    firstPass += await readEnlarged(photo, grey, sightings, options);
  const lattice = new Lattice(sightings, options.mark);
  const unplaced: UnplacedCard[] = [];
  let secondLook = { found: 0, patches: 0 };
  const seed = chooseSeed(sightings);
  if (seed >= 0) {
    lattice.seed(seed);
    lattice.grow();
    if (options.secondPass ?? true) secondLook = await lookAgain(lattice, photo, grey, options);
  }
  for (const [index, reason] of lattice.refused) unplaced.push({ card: sightings[index]!.card, reason });
  for (let i = 0; i < sightings.length; i++)
    if (!lattice.isPlaced(i)) unplaced.push({ card: sightings[i]!.card, reason: 'no place on the lattice fits it' });
  let cards = judge(lattice);
  // Every mark read, on the marks' lattice or the faces'.
  const seenMarks = [...sightings];
  let marksOnFaces = 0;
  const faces = options.faces;
  if (faces !== undefined) cards = readFaces(lattice, photo, cards, faces);
  if (faces !== undefined) {
    // A face in a cell whose card the marks read surely is only checked, not looked for around.
    const sureCells = new Set(cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE).map((c) => cellKey(c.q, c.r)));
    const uncovered = (centre: Point): boolean => {
      const model = sureCells.size === 0 ? null : lattice.modelFor(centre);
      const inverse = model === null ? null : invertHomography(model);
      if (inverse === null) return true;
      const { q, r } = nearestCell(applyHomography(inverse, centre));
      return !sureCells.has(cellKey(q, r));
    };
    const faceRead = await readByFaces(photo, grey, faces, sightings, uncovered, options);
    seenMarks.push(...faceRead.marks);
    marksOnFaces = faceRead.marks.length;
    for (const s of faceRead.marks)
      if (!faceRead.cards.some((c) => c.card === s.card && c.byFace === undefined))
        unplaced.push({ card: s.card, reason: 'no place on the lattice fits it' });
    const byFaces = faceRead.cards.map(({ centre: _, ...card }) => card);
    if (!cards.some((c) => c.confidence >= ACCEPT_CONFIDENCE)) {
      // No mark sure enough to place the others by (a blurred frame, small cards): the faces'
      // white middles give the lattice, and the faces the cards, in a frame of their own; the
      // unsure marks' cards are said as unplaced.
      if (byFaces.some((c) => c.confidence >= ACCEPT_CONFIDENCE)) {
        for (const c of cards) unplaced.push({ card: c.card, reason: c.doubt ?? 'unsure' });
        cards = byFaces;
      }
    } else if (faceRead.lattice !== null) {
      // The faces the marks' lattice did not reach, put on it where the two lattices agree.
      const sureFaces = faceRead.cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE);
      const twins = (card: string): string[] => twinsOf(faces, card);
      const onMarks = placeFacesOnMarks(lattice, faceRead.lattice, sureFaces, cards, alikeIn(faces), twins);
      // Or the marks' cards put on the faces' lattice, where that reads more.
      const joined = joinOnFaces(
        photo,
        faces,
        lattice,
        faceRead.lattice,
        byFaces.filter((c) => c.confidence >= ACCEPT_CONFIDENCE),
        cards,
        alikeIn(faces),
        twins,
      );
      const sureIn = (read: readonly ReadCard[]): number =>
        read.filter((c) => c.confidence >= ACCEPT_CONFIDENCE).length;
      cards = joined !== null && sureIn(joined) > sureIn(cards) + onMarks.length ? joined : [...cards, ...onMarks];
    }
  }
  // A card read in two places is one of them at most: neither is taken.
  const counts = new Map<string, number>();
  for (const s of seenMarks) counts.set(s.card, (counts.get(s.card) ?? 0) + 1);
  cards = cards.map((c) =>
    (counts.get(c.card) ?? 0) > 1
      ? { ...c, confidence: Math.min(c.confidence, 0.1), doubt: 'the same card was read in two places' }
      : c,
  );
  // A face drawn for several cards says which of them only as a group.
  if (faces !== undefined)
    cards = cards.map((c) => {
      const group = c.byFace === undefined ? [] : twinsOf(faces, c.card);
      return group.length > 1 ? { ...c, oneOf: group } : c;
    });
  return {
    cards,
    unplaced,
    found: { photo: firstPass, secondLook: secondLook.found + marksOnFaces, patches: secondLook.patches },
    blurPx: Math.round(measureBlur(grey, photo.width, photo.height) * 100) / 100,
  };
}
