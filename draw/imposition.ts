// Imposition: where the cards go on a home sheet, as pure geometry in millimetres from the page's
// top-left corner. Cards lie flat-top in a grid: the cards of a column share their flat edges, so
// every row boundary is one straight cut across the page, and neighbouring columns touch at one
// corner. A gutter between the rows (`--gutter`) gives the flat edges bleed too, at the cost of
// rows on short paper. Every other edge has the full bleed outside it. (The honeycomb of earlier versions is
// gone: with bleed on every outer edge it held fewer cards and allowed no straight cut.)

import { InputError } from '../lib/input-error.ts';
import type { CardSize } from './card-size.ts';
import type { Point } from './hex-geometry.ts';
import type { Paper } from './paper.ts';

export interface Segment {
  from: Point;
  to: Point;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardSlot {
  centre: Point;
  /** The part of the page the card may paint: its bleed, cut back at the edges and corners it shares. */
  bleed: Point[];
  keep: Rect;
}

export interface SheetLayout {
  paper: Paper;
  size: CardSize;
  rows: number;
  columns: number;
  /** Cards lie flat-top: their SVG (pointed-top) is turned by this many degrees, clockwise on the page. */
  rotation: number;
  slots: CardSlot[];
  /** Cut lines on the trim, each drawn to its full length: into the margins, or to the next cut. */
  cuts: Segment[];
  /** Targets on the inner row cuts in the side margins, symmetric under both flips. */
  registration: Point[];
}

export type Duplex = 'long' | 'short' | 'fold';

// Home printers leave up to 4.2 mm unprinted (Letter inkjets 3–4.2 mm, lasers 4–5 mm): no ink
// that matters and no mark lies closer than this to the paper's edge.
export const PRINTER_MARGIN = 4.2;
export const MARK_MARGIN = 5;
// The footer (page number, how to print, the 1 cm bar) takes the bottom 12 mm; its top ink is 11 mm
// above the edge. The same height is kept clear at the top, so short-edge backs miss it too.
export const FOOTER = 12;
// Cut lines are 0.15 mm: thin enough to cut on, thick enough to see on a dark bleed.
export const CUT_WIDTH = 0.15;
// The fold line needs 4 mm on each side for the glue and a slightly crooked fold.
const FOLD_GAP = 4;
// Registration targets sit this far in from the side, their arms 2.6 mm long: clear of 4.2 mm.
const REGISTRATION_X = 8;

const SQRT3 = Math.sqrt(3);

/** Corners of a flat-top hex of circumradius r around c, from the right corner, clockwise on the page. */
export function flatHexCorners(c: Point, r: number): Point[] {
  return [0, 1, 2, 3, 4, 5].map((k) => ({
    x: c.x + r * Math.cos((k * Math.PI) / 3),
    y: c.y + r * Math.sin((k * Math.PI) / 3),
  }));
}

interface Grid {
  rows: number;
  columns: number;
  /** The left corner of the first card and the top of the first row (trim). */
  x0: number;
  y0: number;
  /** Space between rows (0: the cards of a column share their flat edges). */
  gutter: number;
  /** Space between columns: up to the gutter, as much as the paper's width leaves. */
  columnGap: number;
}

function fitGrid(paper: Paper, size: CardSize, top: number, bottom: number, gutter: number): Grid {
  const r = size.cornerToCorner / 2;
  const h = SQRT3 * r;
  // At a side corner the bleed reaches 2b/√3 beyond the trim.
  const tip = (2 * size.bleed) / SQRT3;
  const columns = Math.floor((paper.width - 2 * (MARK_MARGIN + tip)) / (2 * r) + 1e-9);
  const rows = Math.floor((bottom - top - 2 * size.bleed + gutter) / (h + gutter) + 1e-9);
  if (columns < 1 || rows < 1) {
    throw new InputError(
      '--size',
      `a ${size.id} card (${size.cornerToCorner.toFixed(1)} mm corner to corner) does not fit on ${paper.name} paper with its bleed inside the printable area`,
    );
  }
  const height = rows * h + (rows - 1) * gutter;
  // With a gutter, the columns part too as far as the width allows, so the corners where they
  // would touch get some bleed (A4, tgc-hex: 2.2 mm; the full 7.3 mm would cost a column).
  const spare = paper.width - 2 * (MARK_MARGIN + tip) - columns * 2 * r;
  const columnGap = columns > 1 ? Math.min(gutter, spare / (columns - 1)) : 0;
  const width = columns * 2 * r + (columns - 1) * columnGap;
  return { rows, columns, x0: (paper.width - width) / 2, y0: (top + bottom - height) / 2, gutter, columnGap };
}

function layoutGrid(paper: Paper, size: CardSize, grid: Grid): SheetLayout {
  const r = size.cornerToCorner / 2;
  const h = SQRT3 * r;
  const tip = (2 * size.bleed) / SQRT3;
  const { rows, columns, x0, y0, gutter, columnGap } = grid;
  const slots: CardSlot[] = [];
  const cuts: Segment[] = [];
  const [left, right] = [MARK_MARGIN, paper.width - MARK_MARGIN];
  const rowTop = (i: number): number => y0 + i * (h + gutter);
  // A line on an edge no other card shares lies just outside the trim, so a cut on its middle
  // leaves none of its ink on the card; a shared flat edge keeps its line on the trim.
  const out = CUT_WIDTH / 2;
  const level = (y: number): Segment => ({ from: { x: left, y }, to: { x: right, y } });
  if (gutter === 0) {
    for (let i = 0; i <= rows; i++) cuts.push(level(rowTop(i) + (i === 0 ? -out : i === rows ? out : 0)));
  } else {
    for (let i = 0; i < rows; i++) cuts.push(level(rowTop(i) - out), level(rowTop(i) + h + out));
  }
  for (let i = 0; i < rows; i++) {
    const [top, bottom] = [rowTop(i), rowTop(i) + h];
    for (let j = 0; j < columns; j++) {
      const centre = { x: x0 + r + (2 * r + columnGap) * j, y: top + h / 2 };
      // Shared flat edges and shared corners: the bleed stops at the cut (or the vertical through
      // the shared corner), so no card paints over its neighbour. Across a gutter it stops halfway.
      const above = i > 0 ? top - gutter / 2 : 0;
      const below = i < rows - 1 ? bottom + gutter / 2 : paper.height;
      const [before, after] = [
        j > 0 ? centre.x - r - columnGap / 2 : 0,
        j < columns - 1 ? centre.x + r + columnGap / 2 : paper.width,
      ];
      const keep = { x: before, y: above, width: after - before, height: below - above };
      slots.push({ centre, bleed: flatHexCorners(centre, r + tip), keep });
      // The four slanted edges, each from its corner on a row cut to the side corner and, where no
      // neighbour shares that corner, on into the margin: one straight cut per edge.
      for (const side of [-1, 1] as const) {
        const corner = { x: centre.x + side * r, y: centre.y };
        const neighbour = side === -1 ? j > 0 : j < columns - 1;
        const shared = neighbour && columnGap === 0;
        for (const vertical of [-1, 1] as const) {
          // The edge's outward normal, to set the line just outside the trim.
          const shift = { x: (side * out * SQRT3) / 2, y: (vertical * out) / 2 };
          const moved = (p: Point): Point => ({ x: p.x + shift.x, y: p.y + shift.y });
          const start = { x: centre.x + (side * r) / 2, y: centre.y + (vertical * h) / 2 };
          if (shared) {
            cuts.push({ from: moved(start), to: moved(corner) });
            continue;
          }
          // Beyond the corner the line runs on to the opposite row cut, or to the side margin, or
          // to the middle of the gap between columns (where it meets the neighbour's).
          const edge = side === -1 ? left : right;
          const room = neighbour ? columnGap / 2 : Math.abs(edge - corner.x);
          const reach = Math.max(0, Math.min(r / 2, room - Math.abs(shift.x)));
          cuts.push({
            from: moved(start),
            to: moved({ x: corner.x + side * reach, y: corner.y - (vertical * reach * h) / r }),
          });
        }
      }
    }
  }
  // On the inner row cuts, or the middles of the gutters: symmetric, as the grid is centred.
  const inner = rows > 1 ? Array.from({ length: rows - 1 }, (_, i) => rowTop(i + 1) - gutter / 2) : [y0, y0 + h];
  const registration = inner.flatMap((y) => [
    { x: REGISTRATION_X, y },
    { x: paper.width - REGISTRATION_X, y },
  ]);
  return { paper, size, rows, columns, rotation: -90, slots, cuts, registration };
}

/**
 * Face pages for double-sided printing: a flat-top grid, as many cards as fit with bleed outside.
 * `footer` is the height kept clear at the bottom and the top (a narrow paper's footer takes more
 * lines).
 */
export function layoutSheet(paper: Paper, size: CardSize, footer = FOOTER, gutter = 0): SheetLayout {
  return layoutGrid(paper, size, fitGrid(paper, size, footer, paper.height - footer, gutter));
}

/** Gutter fold: faces in the top half, backs mirrored below the fold line at half height. */
export function layoutFold(paper: Paper, size: CardSize, footer = FOOTER, gutter = 0): SheetLayout {
  return layoutGrid(paper, size, fitGrid(paper, size, footer, paper.height / 2 - FOLD_GAP, gutter));
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

/** The slot of a back: the face's slot mirrored as placeBack mirrors its centre. */
export function backSlot(paper: Paper, slot: CardSlot, duplex: Duplex, offset: Point): CardSlot {
  const at = (p: Point): Point => placeBack(paper, p, duplex, offset);
  const a = at({ x: slot.keep.x, y: slot.keep.y });
  const b = at({ x: slot.keep.x + slot.keep.width, y: slot.keep.y + slot.keep.height });
  return {
    centre: at(slot.centre),
    bleed: slot.bleed.map(at),
    keep: {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    },
  };
}
