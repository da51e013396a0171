// Synthetic phone photos of a table of printed cards, for the table reader's tests and bench.
// Real faces with their marks (the generator's face SVG drawn by resvg, as the build does) laid
// as a random legal table of a seeded game, seen by a camera tilted up to 35° and turned any way, then spoiled
// as a phone spoils them: uneven light, glare, a hand over part of the table, blur, sensor noise
// and JPEG at quality 60. Everything follows from the seed.

import jpeg from 'jpeg-js';
import { type Card, enumerateCards, nextRandom, placements, roundCell, seedState } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { renderPixels } from '../../generator/print/card-png.ts';
import { SIZE_PRESETS, canvasSize } from '../../draw/card-size.ts';
import { renderCardSvg } from '../../generator/print/card-svg.ts';
import { viewCardFace } from '../../draw/card-view.ts';
import { MARK_ON_FACE } from '../../marks/card-mark.ts';
import type { FaceImage } from '../../marks/read/faces.ts';
import { classicDeck, classicRules } from './classic.ts';
import { playRandomGame } from './random-play.ts';

export interface TrueCard {
  card: string;
  q: number;
  r: number;
  rotation: number;
}

export interface PhotoSpec {
  seed: number;
  /** Cards on the table when the photo is taken (the game is played until there are this many). */
  tableCards: number;
  /** Frame the cards within this many cells of the last card played; undefined: the whole table. */
  around?: number;
  /** The cards on the table, instead of the seeded game's (`tableCards` is then not used; the seed still spoils the photo). */
  table?: readonly TrueCard[];
  /** With `around`: frame the cards around this card of the table (the play just made), not the busiest place. */
  centre?: string;
  /** A card's width in pixels at the middle of the photo. */
  cardPx: number;
  /** Instead: the width in pixels of the farthest framed card (the smallest in a tilted photo). */
  smallestCardPx?: number;
  /** Degrees the camera leans from straight down. */
  tilt: number;
  /** Camera distance in card widths (perspective grows as it shrinks). */
  distance?: number;
  /** Blur radius in pixels, under one: each pixel mixed with its neighbours at this weight. */
  blur?: number;
  /** A shaking hand: the picture smeared over this many pixels along a seeded direction. */
  motion?: number;
  /** Out of focus: each point spread over a disc of this radius in pixels. */
  defocus?: number;
  noise?: number;
  glare?: number;
  /** A hand over part of the table. */
  occlusion?: boolean;
  jpegQuality?: number;
  /** Cap the photo's pixels (the frame is cut around its middle). */
  maxPixels?: number;
  /** Width the faces are drawn at before they are laid (default 1.5 × cardPx). */
  textureWidth?: number;
}

export interface TablePhoto {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array;
  table: TrueCard[];
  /** Cards whose whole mark, quiet zone included, is in the frame and not under the hand. */
  visible: Set<string>;
  /** The cards the camera framed (within `around` cells of the play), or every card of the table. */
  framed: string[];
  /** Each visible card's mark (its symbol's corners in the photo, as printed: top-left first) and width. */
  seen: Map<string, SeenCard>;
  deckId: string;
  cards: readonly Card[];
}

export interface SeenCard {
  mark: [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  /** Pixels a card's width (the lattice's spacing; the face is 3 % narrower) where it lies: less on the far side of a tilted photo. */
  widthPx: number;
}

const SIZE = SIZE_PRESETS['tgc-hex']!;
const SQRT3 = Math.sqrt(3);

interface Texture {
  width: number;
  height: number;
  rgba: Uint8Array;
  /** Texture pixels per card width (flat to flat). */
  perUnit: number;
}

let art: ReturnType<typeof loadDeckArt> | null = null;
const textures = new Map<string, Texture>();

/** A card's face as the build draws it, `widthPx` wide; drawn once per test run and size. */
export function faceTexture(card: Card, widthPx: number): Texture {
  const key = `${card.id}@${widthPx}`;
  const cached = textures.get(key);
  if (cached) return cached;
  art ??= loadDeckArt(loadDeck());
  const view = viewCardFace(classicDeck, card, SIZE);
  const svg = renderCardSvg(view, art);
  const { width, height, pixels } = renderPixels(svg, widthPx);
  const perUnit = (width / canvasSize(SIZE).width) * (SQRT3 * (SIZE.cornerToCorner / 2));
  const texture: Texture = { width, height, rgba: new Uint8Array(pixels), perUnit };
  if (view.mark === undefined) throw new Error(`the face of ${card.id} carries no mark`);
  textures.set(key, texture);
  return texture;
}

/** A seeded stream of numbers in [0, 1). */
function randomStream(seed: number): () => number {
  let state = seedState(seed);
  return () => {
    const [value, next] = nextRandom(state);
    state = next;
    return value;
  };
}

/** The table after `count` cards of a seeded random game (or when the game ends), and the last card played. */
export function randomTable(seed: number, count: number): { table: TrueCard[]; last: TrueCard } {
  const rules = classicRules();
  const ids = rules.cards.map((c) => c.id);
  let table: TrueCard[] = [];
  let last: TrueCard | null = null;
  try {
    playRandomGame(rules, seed, 4, 1, (game) => {
      const now = placements(game.round!.table, ids);
      if (now.length > table.length) {
        last = now.find((p) => !table.some((t) => t.card === p.card)) ?? now[now.length - 1]!;
        table = now;
      }
      if (table.length >= count) throw new Stop();
    });
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return { table, last: last ?? table[0]! };
}

class Stop extends Error {}

const cellX = (q: number, r: number): number => q + r / 2;
const cellY = (r: number): number => (r * SQRT3) / 2;

/** Makes the photo a spec describes. */
export function makeTablePhoto(spec: PhotoSpec): TablePhoto {
  const random = randomStream(spec.seed * 7919 + 17);
  const table = spec.table === undefined ? randomTable(spec.seed, spec.tableCards).table : [...spec.table];
  const cellsApart = (a: TrueCard, b: TrueCard): number =>
    (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
  // A close-up frames the play with the most cards around it.
  const near = (t: TrueCard): number => table.filter((o) => cellsApart(o, t) <= (spec.around ?? 0)).length;
  const last =
    spec.centre === undefined
      ? table.reduce((best, t) => (near(t) > near(best) ? t : best), table[0]!)
      : table.find((t) => t.card === spec.centre);
  if (last === undefined) throw new Error(`table-photo: ${spec.centre} is not on the table`);
  const cards = enumerateCards(classicDeck);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const framed = spec.around === undefined ? table : table.filter((t) => cellsApart(t, last) <= spec.around!);
  // Each card lies a little off its cell and a little askew, as cards laid by hand do.
  const laid = new Map<
    string,
    // The face is drawn when a pixel first shows it: a close-up shows few of the table's cards.
    { card: Card; x: number; y: number; angle: number; cos: number; sin: number; texture: Texture | null }
  >();
  const texturePx = spec.textureWidth ?? Math.min(1400, Math.max(200, Math.round(spec.cardPx * 1.5)));
  for (const t of table) {
    const angle = (t.rotation * Math.PI) / 3 + (random() - 0.5) * 0.05;
    laid.set(`${t.q},${t.r}`, {
      card: byId.get(t.card)!,
      x: cellX(t.q, t.r) + (random() - 0.5) * 0.02,
      y: cellY(t.r) + (random() - 0.5) * 0.02,
      angle,
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      texture: null,
    });
  }
  // Camera: looks at the framed cards' middle, turned by roll, leaning by tilt, `distance` away.
  // Turned any way, but framed as a player frames it: of twelve turns, the one whose frame is smallest.
  const firstRoll = random() * 2 * Math.PI;
  const rollArea = (roll: number): number => {
    const xs = framed.map((t) => Math.cos(roll) * cellX(t.q, t.r) - Math.sin(roll) * cellY(t.r));
    const ys = framed.map((t) => Math.sin(roll) * cellX(t.q, t.r) + Math.cos(roll) * cellY(t.r));
    return (Math.max(...xs) - Math.min(...xs) + 1.2) * (Math.max(...ys) - Math.min(...ys) + 1.2);
  };
  let roll = firstRoll;
  for (let k = 1; k < 12; k++) {
    const candidate = firstRoll + (k * Math.PI) / 12;
    if (rollArea(candidate) < rollArea(roll)) roll = candidate;
  }
  const tilt = (spec.tilt * Math.PI) / 180;
  const distance = spec.distance ?? (spec.around === undefined ? 9 : 4.5);
  const look = {
    x: framed.reduce((s, t) => s + cellX(t.q, t.r), 0) / framed.length,
    y: framed.reduce((s, t) => s + cellY(t.r), 0) / framed.length,
  };
  const cosR = Math.cos(roll);
  const sinR = Math.sin(roll);
  const cosT = Math.cos(tilt);
  const sinT = Math.sin(tilt);
  // A card's width in the photo is f·√(cos(tilt)·distance / z³), z its depth: the focal length
  // that makes the farthest framed card `smallestCardPx` wide, or the middle one about `cardPx`.
  const depthOf = (t: TrueCard): number =>
    (sinR * (cellX(t.q, t.r) - look.x) + cosR * (cellY(t.r) - look.y)) * sinT + distance;
  const farthest = Math.max(...framed.map(depthOf));
  const f =
    spec.smallestCardPx === undefined
      ? spec.cardPx * distance
      : spec.smallestCardPx / Math.sqrt((cosT * distance) / farthest ** 3);
  const project = (x: number, y: number): { u: number; v: number } => {
    const dx = x - look.x;
    const dy = y - look.y;
    const X = cosR * dx - sinR * dy;
    const Y = sinR * dx + cosR * dy;
    const z = Y * sinT + distance;
    return { u: (f * X) / z, v: (f * Y * cosT) / z };
  };
  // The frame: the framed cards with a fifth of a card around them.
  let minU = Infinity;
  let minV = Infinity;
  let maxU = -Infinity;
  let maxV = -Infinity;
  for (const t of framed)
    for (let c = 0; c < 6; c++) {
      const a = Math.PI / 6 + (c * Math.PI) / 3;
      const p = project(cellX(t.q, t.r) + 0.62 * Math.cos(a), cellY(t.r) + 0.62 * Math.sin(a));
      minU = Math.min(minU, p.u);
      maxU = Math.max(maxU, p.u);
      minV = Math.min(minV, p.v);
      maxV = Math.max(maxV, p.v);
    }
  let width = Math.ceil(maxU - minU);
  let height = Math.ceil(maxV - minV);
  let u0 = -minU;
  let v0 = -minV;
  if (spec.maxPixels !== undefined && width * height > spec.maxPixels) {
    const k = Math.sqrt(spec.maxPixels / (width * height));
    const w = Math.floor(width * k);
    const h = Math.floor(height * k);
    u0 -= (width - w) / 2;
    v0 -= (height - h) / 2;
    width = w;
    height = h;
  }
  const laidList = [...laid.values()];
  const grid = new Int32Array(GRID * GRID).fill(-1);
  for (const t of table) grid[gridIndex(t.q, t.r)] = laidList.indexOf(laid.get(`${t.q},${t.r}`)!);

  // The hand: an ellipse from one edge, over a fifth of the frame.
  const hand = spec.occlusion
    ? {
        x: random() < 0.5 ? 0 : width,
        y: height * (0.2 + 0.6 * random()),
        rx: width * (0.12 + 0.08 * random()),
        ry: height * (0.1 + 0.08 * random()),
      }
    : null;
  const underHand = (x: number, y: number): boolean =>
    hand !== null && ((x - hand.x) / hand.rx) ** 2 + ((y - hand.y) / hand.ry) ** 2 <= 1;
  const glares = Array.from({ length: spec.glare ?? 0 }, () => ({
    x: random() * width,
    y: random() * height,
    r: Math.min(width, height) * (0.04 + 0.08 * random()),
    strength: 0.35 + 0.35 * random(),
  }));
  const light = {
    gx: (random() - 0.5) * 0.7,
    gy: (random() - 0.5) * 0.7,
    base: 0.8 + 0.2 * random(),
    warm: 0.9 + 0.1 * random(),
  };

  const out = new Uint8Array(width * height * 4);
  const wood = [150, 112, 74] as const;
  // What each row shares, worked out once a row: the same arithmetic, in the same order, as a pixel's own.
  const lookX = look.x;
  const lookY = look.y;
  const greenWarm = 0.5 + light.warm / 2;
  const rings = glares.map((g) => ({ x: g.x, y: g.y, r2: g.r * g.r, strength: g.strength }));
  for (let py = 0; py < height; py++) {
    const b = (py + 0.5 - v0) / f;
    // Back from the photo to the table: the ray through the pixel meets the table's plane.
    const Y = (b * distance) / (cosT - b * sinT);
    const depth = Y * sinT + distance;
    const sinRY = sinR * Y;
    const cosRY = cosR * Y;
    const rowShade = light.gy * (py / height - 0.5);
    // A glare adds nothing to a row farther than twice its radius from its middle.
    const lit = rings.map((g) => ({ ...g, dy2: (py - g.y) ** 2 })).filter((g) => g.dy2 / g.r2 < 4);
    for (let px = 0, i = py * width * 4; px < width; px++, i += 4) {
      const a = (px + 0.5 - u0) / f;
      const X = a * depth;
      const x = lookX + cosR * X + sinRY;
      const y = lookY - sinR * X + cosRY;
      let red = -1;
      let green = 0;
      let blue = 0;
      const rFrac = (2 * y) / SQRT3;
      const qFrac = x - rFrac / 2;
      const index = grid[cellIndexOf(qFrac, rFrac)]!;
      if (index >= 0) {
        const card = laidList[index]!;
        const dx = x - card.x;
        const dy = y - card.y;
        // Table → face: undo the turn (counter-clockwise as seen, y down) and the askew angle.
        const fx = (card.cos * dx - card.sin * dy) / 0.97;
        const fy = (card.sin * dx + card.cos * dy) / 0.97;
        if (Math.abs(fx) <= 0.5 && Math.abs(fx) / 2 + (Math.abs(fy) * SQRT3) / 2 <= 0.5) {
          card.texture ??= faceTexture(card.card, texturePx);
          const t = card.texture;
          const tx = Math.max(0, Math.min(t.width - 1.001, t.width / 2 + fx * t.perUnit - 0.5));
          const ty = Math.max(0, Math.min(t.height - 1.001, t.height / 2 + fy * t.perUnit - 0.5));
          const x0 = tx | 0;
          const y0 = ty | 0;
          const ax = tx - x0;
          const ay = ty - y0;
          const k = (y0 * t.width + x0) * 4;
          const j = k + t.width * 4;
          const p = t.rgba;
          red = (p[k]! * (1 - ax) + p[k + 4]! * ax) * (1 - ay) + (p[j]! * (1 - ax) + p[j + 4]! * ax) * ay;
          green = (p[k + 1]! * (1 - ax) + p[k + 5]! * ax) * (1 - ay) + (p[j + 1]! * (1 - ax) + p[j + 5]! * ax) * ay;
          blue = (p[k + 2]! * (1 - ax) + p[k + 6]! * ax) * (1 - ay) + (p[j + 2]! * (1 - ax) + p[j + 6]! * ax) * ay;
        }
      }
      if (red < 0) {
        // The wood's grain, where no card covers it.
        const grain = Math.sin(x * 9 + Math.sin(y * 2) * 3);
        red = wood[0] + 12 * grain;
        green = wood[1] + 8 * grain;
        blue = wood[2];
      }
      if (underHand(px, py)) {
        red = 200;
        green = 150;
        blue = 125;
      }
      const shade = light.base + light.gx * (px / width - 0.5) + rowShade;
      red *= shade;
      green *= shade * greenWarm;
      blue *= shade * light.warm;
      for (const g of lit) {
        const d2 = ((px - g.x) ** 2 + g.dy2) / g.r2;
        if (d2 < 4) {
          const k = g.strength * Math.exp(-d2);
          red += (255 - red) * k;
          green += (255 - green) * k;
          blue += (255 - blue) * k;
        }
      }
      out[i] = clamp(red);
      out[i + 1] = clamp(green);
      out[i + 2] = clamp(blue);
      out[i + 3] = 255;
    }
  }
  if ((spec.blur ?? 0) > 0) boxBlur(out, width, height, spec.blur!);
  // Drawn after the light and the glare, as a lens and a moving phone smear what they see (the
  // direction drawn only then, so the photos without it keep their noise).
  if ((spec.motion ?? 0) > 0) smear(out, width, height, lineKernel(spec.motion!, random() * Math.PI));
  if ((spec.defocus ?? 0) > 0) smear(out, width, height, discKernel(spec.defocus!));
  if ((spec.noise ?? 0) > 0) {
    // A table of 65,536 seeded draws, read at a seeded stride: millions of draws, cheaply.
    const table = Float32Array.from({ length: 65536 }, () => (random() + random() + random() - 1.5) * 2 * spec.noise!);
    const stride = 2 * Math.floor(random() * 20000) + 7919;
    for (let i = 0, k = 0; i < out.length; i += 4, k = (k + stride) & 65535) {
      const n = table[k]!;
      out[i] = clamp(out[i]! + n);
      out[i + 1] = clamp(out[i + 1]! + n);
      out[i + 2] = clamp(out[i + 2]! + n);
    }
  }
  let data = out;
  if (spec.jpegQuality !== undefined) {
    const encoded = jpeg.encode({ data: out, width, height }, spec.jpegQuality);
    data = new Uint8Array(jpeg.decode(encoded.data, { useTArray: true, formatAsRGBA: true }).data);
  }

  const visible = new Set<string>();
  const seen = new Map<string, SeenCard>();
  for (const t of table) {
    const card = laid.get(`${t.q},${t.r}`)!;
    const c = Math.cos(card.angle);
    const s = Math.sin(card.angle);
    const inPhoto = (ox: number, oy: number): { x: number; y: number } => {
      const fx = ox * 0.97;
      const fy = oy * 0.97;
      // Face → table: the inverse of the turn above.
      const p = project(card.x + c * fx + s * fy, card.y - s * fx + c * fy);
      return { x: p.u + u0, y: p.v + v0 };
    };
    const square = (half: number) =>
      [
        [-half, -half],
        [half, -half],
        [half, half],
        [-half, half],
      ].map(([ox, oy]) => inPhoto(MARK_ON_FACE.x + ox!, MARK_ON_FACE.y + oy!));
    const corners = [...square(MARK_ON_FACE.side / 2 + MARK_ON_FACE.quiet), inPhoto(MARK_ON_FACE.x, MARK_ON_FACE.y)];
    if (!corners.every((p) => p.x >= 0 && p.y >= 0 && p.x < width && p.y < height && !underHand(p.x, p.y))) continue;
    visible.add(t.card);
    // The card's width in pixels: the root of the area a small square of the table takes in the photo.
    const e = 0.01;
    const o = project(card.x, card.y);
    const dx = project(card.x + e, card.y);
    const dy = project(card.x, card.y + e);
    const area = Math.abs((dx.u - o.u) * (dy.v - o.v) - (dx.v - o.v) * (dy.u - o.u));
    seen.set(t.card, {
      mark: square(MARK_ON_FACE.side / 2) as SeenCard['mark'],
      widthPx: Math.sqrt(area) / e,
    });
  }
  return {
    width,
    height,
    data,
    table,
    framed: framed.map((t) => t.card),
    visible,
    seen,
    deckId: classicDeck.id,
    cards,
  };
}

const clamp = (v: number): number => Math.max(0, Math.min(255, v));

const GRID = 128;
const gridIndex = (q: number, r: number): number => (q + GRID / 2) * GRID + r + GRID / 2;

/** The grid index of the cell whose hexagon holds fractional axial (q, r) (cube rounding). */
function cellIndexOf(q: number, r: number): number {
  const { q: rq, r: rr } = roundCell(q, r);
  if (Math.abs(rq) >= GRID / 2 || Math.abs(rr) >= GRID / 2) return 0;
  return gridIndex(rq, rr);
}

/**
 * Two passes of a box blur of a radius under one pixel, across then down: each pixel with its two
 * neighbours weighing `radius` (the end pixels repeated), as a box of 1 + 2 × radius pixels whose
 * end pixels weigh less. Each line is read from its original values, kept as it goes.
 */
function boxBlur(data: Uint8Array, width: number, height: number, radius: number): void {
  if (!(radius > 0 && radius < 1)) throw new Error(`a blur radius of ${radius}: under one pixel only`);
  const norm = 1 + 2 * radius;
  const rowLength = width * 4;
  let above = new Uint8Array(rowLength);
  let here = new Uint8Array(rowLength);
  for (let n = 0; n < 2; n++) {
    // Across: the pixel before is kept as it was before it was blurred.
    for (let base = 0; base < data.length; base += rowLength)
      for (let ch = 0; ch < 3; ch++) {
        let before = data[base + ch]!;
        let value = before;
        for (let k = base + ch, end = base + rowLength - 4 + ch; k <= end; k += 4) {
          const after = k < end ? data[k + 4]! : value;
          data[k] = (value + radius * (before + after)) / norm;
          before = value;
          value = after;
        }
      }
    // Down: the row above and this row as they were; the row below is not blurred yet.
    here.set(data.subarray(0, rowLength));
    above.set(here);
    for (let y = 0; y < height; y++) {
      const base = y * rowLength;
      const below = y + 1 < height ? data.subarray(base + rowLength, base + 2 * rowLength) : here;
      for (let i = 0; i < rowLength; i++) data[base + i] = (here[i]! + radius * (above[i]! + below[i]!)) / norm;
      [above, here] = [here, above];
      if (y + 1 < height) here.set(below);
    }
    // The alpha channel was blurred with the rest; it stays opaque.
    for (let i = 3; i < data.length; i += 4) data[i] = 255;
  }
}

interface Tap {
  dx: number;
  dy: number;
  weight: number;
}

/** A straight smear `length` pixels long at `angle`: taps a third of a pixel apart, rounded to pixels. */
function lineKernel(length: number, angle: number): Tap[] {
  const n = Math.max(2, Math.ceil(length * 3));
  const taps = new Map<string, Tap>();
  for (let i = 0; i <= n; i++) {
    const t = (i / n - 0.5) * length;
    const dx = Math.round(t * Math.cos(angle));
    const dy = Math.round(t * Math.sin(angle));
    const key = `${dx},${dy}`;
    const tap = taps.get(key) ?? { dx, dy, weight: 0 };
    tap.weight += 1 / (n + 1);
    taps.set(key, tap);
  }
  return [...taps.values()];
}

/** A defocused lens's disc of `radius` pixels (each pixel weighed by how much of it lies inside). */
function discKernel(radius: number): Tap[] {
  const taps: Tap[] = [];
  const r = Math.ceil(radius);
  let total = 0;
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++)
          if (Math.hypot(dx + (sx + 0.5) / 4 - 0.5, dy + (sy + 0.5) / 4 - 0.5) <= radius) inside++;
      if (inside > 0) {
        taps.push({ dx, dy, weight: inside });
        total += inside;
      }
    }
  for (const t of taps) t.weight /= total;
  return taps;
}

/** The picture through a blur kernel (edges repeated), its alpha left opaque. */
function smear(data: Uint8Array, width: number, height: number, taps: readonly Tap[]): void {
  const source = data.slice();
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (const t of taps) {
        const sx = Math.min(width - 1, Math.max(0, x + t.dx));
        const sy = Math.min(height - 1, Math.max(0, y + t.dy));
        const k = (sy * width + sx) * 4;
        red += source[k]! * t.weight;
        green += source[k + 1]! * t.weight;
        blue += source[k + 2]! * t.weight;
      }
      const i = (y * width + x) * 4;
      data[i] = red;
      data[i + 1] = green;
      data[i + 2] = blue;
    }
}

/** Scores a reading against the table: the best whole-table turn and shift, and what it gets right. */
export function scoreReading(
  photo: TablePhoto,
  read: readonly { card: string; q: number; r: number; rotation: number; confidence: number; oneOf?: string[] }[],
  accept: number,
): { right: number; rightCards: Set<string>; wrongAccepted: string[]; accepted: number } {
  const truth = new Map(photo.table.map((t) => [t.card, t]));
  const turn = (q: number, r: number, k: number): [number, number] => {
    let a = q;
    let b = r;
    for (let i = 0; i < k; i++) [a, b] = [a + b, -a];
    return [a, b];
  };
  let best = { right: -1, rightCards: new Set<string>(), wrongAccepted: [] as string[], accepted: 0 };
  // Every accepted card proposes a whole-table turn and shift; the one that puts most right wins.
  const proposals: [number, number, number][] = [];
  for (const c of read) {
    const t = truth.get(c.card);
    if (t === undefined || c.confidence < accept || c.oneOf !== undefined) continue;
    for (let k = 0; k < 6; k++) {
      const [a, b] = turn(c.q, c.r, k);
      proposals.push([k, t.q - a, t.r - b]);
    }
  }
  if (proposals.length === 0) proposals.push([0, 0, 0]);
  for (const [k, dq, dr] of proposals) {
    const rightCards = new Set<string>();
    let accepted = 0;
    const wrong: string[] = [];
    for (const c of read) {
      const [a, b] = turn(c.q, c.r, k);
      // A card read as one of a face's twins is right when one of them lies there.
      const t =
        c.oneOf === undefined
          ? truth.get(c.card)
          : photo.table.find((p) => c.oneOf!.includes(p.card) && p.q === a + dq && p.r === b + dr);
      const ok = t !== undefined && a + dq === t.q && b + dr === t.r && (c.rotation + k) % 6 === t.rotation;
      if (c.confidence >= accept) {
        accepted++;
        if (ok) rightCards.add(t.card);
        else wrong.push(`${c.card} read at (${c.q}, ${c.r}) turned ${c.rotation}`);
      }
    }
    if (rightCards.size > best.right) best = { right: rightCards.size, rightCards, wrongAccepted: wrong, accepted };
  }
  return best;
}

/** The classic deck's faces as the reader takes them (marks/read/faces.ts), drawn `widthPx` wide. */
export function classicFaceImages(widthPx = 120): FaceImage[] {
  return enumerateCards(classicDeck).map((card) => {
    const t = faceTexture(card, widthPx);
    return { card: card.id, width: t.width, height: t.height, data: t.rgba, perUnit: t.perUnit };
  });
}
