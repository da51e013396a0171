// Imposition: where the cards go on a sheet, as pure geometry in millimetres from the page's
// top-left corner. Cards lie in a honeycomb (rows offset by half a card) or a plain grid, whichever
// holds more; each card keeps its bleed unless sharing cuts with its neighbours fits more cards.

import { InputError } from '../../lib/input-error.ts';
import type { CardSize } from './card-size.ts';
import { hexCorners, type Point } from './hex-geometry.ts';
import type { Paper } from './paper.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  paper: Paper;
  /** Where cards may lie: inside what home printers print, clear of the footer. */
  area: Rect;
  /** Centres of the cards on a face page. */
  slots: Point[];
  /** Radius of the hex each card occupies: the bleed hex, or the trim when cuts are shared. */
  extent: number;
  sharedCuts: boolean;
}

export type Duplex = 'long' | 'short' | 'fold';

// Home printers leave 3 to 6.35 mm unprinted; marks live between 5 and 10 mm from the edge, cards
// start at 10 mm, and the footer (page number, scale bar) takes the bottom 13 mm.
export const MARK_MARGIN = 5;
export const CARD_MARGIN = 10;
export const FOOTER = 13;

const SQRT3 = Math.sqrt(3);

/** The largest block of hexes of radius r in a w × h box: honeycomb (either row first) or grid. */
export function packHexes(w: number, h: number, r: number): Point[] {
  const cw = SQRT3 * r;
  const ch = 2 * r;
  if (w < cw || h < ch) return [];
  const candidates: Point[][] = [];
  for (const pattern of ['even', 'odd', 'grid'] as const) {
    const pitch = pattern === 'grid' ? ch : 1.5 * r;
    const rows = Math.floor((h - ch) / pitch + 1e-9) + 1;
    const points: Point[] = [];
    for (let i = 0; i < rows; i++) {
      const shift = pattern !== 'grid' && i % 2 === (pattern === 'even' ? 1 : 0) ? cw / 2 : 0;
      const count = Math.floor((w - shift) / cw + 1e-9);
      for (let j = 0; j < count; j++) points.push({ x: shift + cw / 2 + j * cw, y: r + i * pitch });
    }
    candidates.push(points);
  }
  const best = candidates.reduce((a, b) => (b.length > a.length ? b : a));
  // Centre the block in the box.
  const xs = best.map((p) => p.x);
  const ys = best.map((p) => p.y);
  const dx = (w - (Math.max(...xs) - Math.min(...xs) + cw)) / 2 - (Math.min(...xs) - cw / 2);
  const dy = (h - (Math.max(...ys) - Math.min(...ys) + ch)) / 2 - (Math.min(...ys) - r);
  return best.map((p) => ({ x: p.x + dx, y: p.y + dy }));
}

function bleedRadius(size: CardSize): number {
  return size.cornerToCorner / 2 + (2 * size.bleed) / SQRT3;
}

function layoutIn(paper: Paper, area: Rect, size: CardSize): SheetLayout {
  const separate = packHexes(area.width, area.height, bleedRadius(size));
  const shared = packHexes(area.width, area.height, size.cornerToCorner / 2);
  const sharedCuts = shared.length > separate.length;
  const slots = (sharedCuts ? shared : separate).map((p) => ({ x: p.x + area.x, y: p.y + area.y }));
  if (slots.length === 0) {
    throw new InputError(
      '--size',
      `a ${size.id} card (${size.cornerToCorner.toFixed(1)} mm corner to corner) does not fit on ${paper.name} paper inside the printable area`,
    );
  }
  return { paper, area, slots, extent: sharedCuts ? size.cornerToCorner / 2 : bleedRadius(size), sharedCuts };
}

/** Face pages for double-sided printing: as many cards per page as fit. */
export function layoutSheet(paper: Paper, size: CardSize): SheetLayout {
  // The footer's height is kept clear at the top too, so that backs mirrored top to bottom
  // (short-edge flip) stay clear of the footer on their own page.
  const area = { x: CARD_MARGIN, y: FOOTER, width: paper.width - 2 * CARD_MARGIN, height: paper.height - 2 * FOOTER };
  return layoutIn(paper, area, size);
}

/** Gutter fold: faces in the top half, backs mirrored below the fold line at half height. */
export function layoutFold(paper: Paper, size: CardSize): SheetLayout {
  // The fold needs 4 mm on each side of it for the glue line and a slightly crooked fold.
  const area = {
    x: CARD_MARGIN,
    y: FOOTER,
    width: paper.width - 2 * CARD_MARGIN,
    height: paper.height / 2 - 4 - FOOTER,
  };
  return layoutIn(paper, area, size);
}

/**
 * Where the back of the card at `face` lies on the back page: mirrored about the page's vertical
 * axis for a long-edge flip, its horizontal axis for a short-edge flip, its fold line for a fold;
 * then moved by the user's offset (a printer that drifts). Portrait pages.
 */
export function placeBack(paper: Paper, face: Point, duplex: Duplex, offset: Point = { x: 0, y: 0 }): Point {
  if (duplex === 'long') return { x: paper.width - face.x + offset.x, y: face.y + offset.y };
  return { x: face.x + offset.x, y: paper.height - face.y + offset.y };
}

/** The corners of the hex of radius r centred on p. */
export const hexAt = (p: Point, r: number): Point[] => hexCorners(p, r);

export interface Segment {
  from: Point;
  to: Point;
}

function insideHex(p: Point, c: Point, r: number): boolean {
  // A pointed-top hex: within the apothem along each of the three side normals.
  const a = (r * SQRT3) / 2 - 1e-9;
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  return [0, 60, 120].every(
    (deg) => Math.abs(dx * Math.cos((deg * Math.PI) / 180) + dy * Math.sin((deg * Math.PI) / 180)) < a,
  );
}

/**
 * Crop marks: a short tick pointing outward from each trim corner, kept only where it touches no
 * card and stays on the printed page, so cutting out one card never cuts away another's marks.
 */
export function cropMarks(layout: SheetLayout, size: CardSize, centres: Point[] = layout.slots): Segment[] {
  const r = size.cornerToCorner / 2;
  const marks: Segment[] = [];
  const { width, height } = layout.paper;
  for (const c of centres) {
    hexCorners(c, r).forEach((corner) => {
      const ux = (corner.x - c.x) / r;
      const uy = (corner.y - c.y) / r;
      const start = layout.extent - r + 1;
      const from = { x: corner.x + ux * start, y: corner.y + uy * start };
      const to = { x: from.x + ux * 4, y: from.y + uy * 4 };
      const samples = Array.from({ length: 17 }, (_, i) => ({
        x: from.x + ((to.x - from.x) * i) / 16,
        y: from.y + ((to.y - from.y) * i) / 16,
      }));
      const clear = samples.every(
        (p) =>
          p.x >= MARK_MARGIN &&
          p.y >= MARK_MARGIN &&
          p.x <= width - MARK_MARGIN &&
          p.y <= height - MARK_MARGIN &&
          centres.every((o) => !insideHex(p, o, layout.extent)),
      );
      if (clear) marks.push({ from, to });
    });
  }
  return marks;
}

/**
 * Registration marks in the side margins, clear of the footer: a set symmetric under both flips,
 * so face and back marks coincide when the printer registers well.
 */
export function registrationMarks(paper: Paper): Point[] {
  const [left, right] = [MARK_MARGIN, paper.width - MARK_MARGIN];
  const [upper, lower] = [paper.height / 3, (2 * paper.height) / 3];
  return [
    { x: left, y: upper },
    { x: left, y: lower },
    { x: right, y: upper },
    { x: right, y: lower },
  ];
}

/** True when two hexes of radius r (pointed top) share interior points. */
export function hexesOverlap(a: Point, b: Point, r: number): boolean {
  const twice = SQRT3 * r - 1e-6;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return [0, 60, 120].every(
    (deg) => Math.abs(dx * Math.cos((deg * Math.PI) / 180) + dy * Math.sin((deg * Math.PI) / 180)) < twice,
  );
}
