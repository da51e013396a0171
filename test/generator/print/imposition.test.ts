import { describe, expect, it } from 'vitest';
import { InputError } from '../../../lib/input-error.ts';
import { parseCardSize } from '../../../draw/card-size.ts';
import type { Point } from '../../../draw/hex-geometry.ts';
import {
  backSlot,
  CUT_WIDTH,
  flatHexCorners,
  FOOTER,
  layoutFold,
  layoutSheet,
  MARK_MARGIN,
  placeBack,
  PRINTER_MARGIN,
} from '../../../draw/imposition.ts';
import { PAPERS, parsePaper } from '../../../draw/paper.ts';

const papers = [PAPERS.a4!, PAPERS.letter!, parsePaper('300x450mm'), parsePaper('150x150mm')];
const sizes = ['tgc-hex', 'small', '40mm', '60mm', '80mm'].map(parseCardSize);
// Every pair where even the fold layout (half a page) holds a card; the rest are refused (tested below).
const cases = papers
  .flatMap((paper) => sizes.map((size) => ({ paper, size })))
  .filter(({ paper, size }) => fits(() => layoutFold(paper, size)));
function fits(layout: () => unknown): boolean {
  try {
    layout();
    return true;
  } catch {
    return false;
  }
}
const close = (a: Point, b: Point): boolean => Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;

describe.each(cases)('$paper.id, $size.id cards', ({ paper, size }) => {
  const r = size.cornerToCorner / 2;
  for (const [name, layout, bottom] of [
    ['duplex', layoutSheet(paper, size), paper.height - FOOTER],
    ['fold', layoutFold(paper, size), paper.height / 2],
  ] as const) {
    it(`${name}: every card's bleed on the printable page, no trims overlapping`, () => {
      expect(layout.slots.length).toBe(layout.rows * layout.columns);
      for (const slot of layout.slots) {
        for (const p of slot.bleed) {
          expect(p.x).toBeGreaterThanOrEqual(MARK_MARGIN - 1e-9);
          expect(p.x).toBeLessThanOrEqual(paper.width - MARK_MARGIN + 1e-9);
          expect(p.y).toBeGreaterThanOrEqual(FOOTER - 1e-9);
          expect(p.y).toBeLessThanOrEqual(bottom + 1e-9);
        }
      }
      layout.slots.forEach((a, i) =>
        layout.slots.slice(i + 1).forEach((b) => {
          // Flat-top hexes in a grid are clear of each other 2r apart sideways or √3·r up and down.
          const dx = Math.abs(a.centre.x - b.centre.x);
          const dy = Math.abs(a.centre.y - b.centre.y);
          expect(dx >= 2 * r - 1e-9 || dy >= Math.sqrt(3) * r - 1e-9).toBe(true);
        }),
      );
    });

    it(`${name}: every cut line lies on a trim edge or its extension (outside it by half the line's width where no card shares the edge), clear of the printer's margin`, () => {
      for (const c of layout.cuts) {
        for (const p of [c.from, c.to]) {
          expect(p.x).toBeGreaterThanOrEqual(PRINTER_MARGIN);
          expect(p.x).toBeLessThanOrEqual(paper.width - PRINTER_MARGIN);
        }
        const onEdge = layout.slots.some((s) => {
          const t = flatHexCorners(s.centre, r);
          return t.some((a, i) => {
            const b = t[(i + 1) % 6]!;
            // Distance from the edge's line, positive outside the hex (corners run clockwise on the page).
            const away = (p: Point): number =>
              ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
            const [d1, d2] = [away(c.from), away(c.to)];
            return Math.abs(d1 - d2) < 1e-6 && (Math.abs(d1) < 1e-6 || Math.abs(d1 + CUT_WIDTH / 2) < 1e-6);
          });
        });
        expect(onEdge).toBe(true);
      }
    });
  }

  it('puts every back at the mirror image of its face for each flip, then shifts it by the offset', () => {
    const layout = layoutSheet(paper, size);
    for (const { centre: face } of layout.slots) {
      // Turning the sheet over: about the vertical axis (long edge) or the horizontal axis (short edge).
      const long = placeBack(paper, face, 'long');
      expect(close({ x: paper.width - long.x, y: long.y }, face)).toBe(true);
      const short = placeBack(paper, face, 'short');
      expect(close({ x: short.x, y: paper.height - short.y }, face)).toBe(true);
      expect(close(placeBack(paper, face, 'long', { x: 0.5, y: -1 }), { x: long.x + 0.5, y: long.y - 1 })).toBe(true);
    }
    // The backs land inside the printable area, clear of the footer, keeping their slots' shares.
    for (const slot of layout.slots) {
      const back = backSlot(paper, slot, 'short', { x: 0, y: 0 });
      for (const p of back.bleed) expect(p.y).toBeLessThanOrEqual(paper.height - FOOTER + 1e-9);
      expect(back.keep.width).toBeCloseTo(slot.keep.width, 9);
      expect(back.keep.height).toBeCloseTo(slot.keep.height, 9);
    }
  });

  it('fold: faces above the fold line, backs mirrored below it', () => {
    const layout = layoutFold(paper, size);
    for (const slot of layout.slots) {
      const back = placeBack(paper, slot.centre, 'fold');
      expect(back.y + slot.centre.y).toBeCloseTo(paper.height, 9);
      expect(Math.max(...slot.bleed.map((p) => p.y))).toBeLessThanOrEqual(paper.height / 2);
    }
  });

  it('registration targets are the same set after either flip', () => {
    const marks = layoutSheet(paper, size).registration;
    for (const duplex of ['long', 'short'] as const)
      for (const m of marks) expect(marks.some((o) => close(o, placeBack(paper, m, duplex)))).toBe(true);
  });
});

describe('layoutSheet', () => {
  it.each([
    ['a4', 'tgc-hex', 3, 2],
    ['letter', 'tgc-hex', 3, 2],
    ['a4', 'small', 4, 3],
    ['letter', 'small', 4, 3],
  ] as const)('%s with %s cards holds %i rows of %i', (paper, size, rows, columns) => {
    const layout = layoutSheet(PAPERS[paper]!, parseCardSize(size));
    expect([layout.rows, layout.columns]).toEqual([rows, columns]);
    expect(layout.slots).toHaveLength(rows * columns);
    // One straight cut across the page per row boundary, plus the slanted edges.
    expect(layout.cuts.filter((c) => c.from.y === c.to.y)).toHaveLength(rows + 1);
  });

  it.each([
    ['a4', 'tgc-hex', 6.35, 3, 14],
    ['letter', 'tgc-hex', 6.35, 2, 20],
    ['a4', 'small', 6, 4, 7],
    ['letter', 'small', 6, 4, 7],
  ] as const)(
    '%s with %s cards and a %s mm gutter: %i rows, %i sheets for 80 cards',
    (paper, id, gutter, rows, sheets) => {
      const size = parseCardSize(id);
      const layout = layoutSheet(PAPERS[paper]!, size, FOOTER, gutter);
      expect(layout.rows).toBe(rows);
      expect(Math.ceil(80 / layout.slots.length)).toBe(sheets);
      const h = (Math.sqrt(3) * size.cornerToCorner) / 2;
      for (const slot of layout.slots) {
        // Each card keeps the bleed above and below it: half the gutter, at most its own bleed.
        expect(slot.keep.y).toBeLessThanOrEqual(slot.centre.y - h / 2 - Math.min(gutter / 2, size.bleed) + 1e-9);
        expect(slot.keep.y + slot.keep.height).toBeGreaterThanOrEqual(
          slot.centre.y + h / 2 + Math.min(gutter / 2, size.bleed) - 1e-9,
        );
        for (const other of layout.slots)
          if (other !== slot && other.centre.x === slot.centre.x)
            expect(Math.abs(other.centre.y - slot.centre.y)).toBeGreaterThanOrEqual(h + gutter - 1e-9);
      }
      // Two straight cuts a row, one on each side of the gutter.
      expect(layout.cuts.filter((c) => c.from.y === c.to.y)).toHaveLength(2 * rows);
      // The targets sit in the middles of the gutters, the same set after either flip.
      for (const m of layout.registration)
        for (const duplex of ['long', 'short'] as const)
          expect(layout.registration.some((o) => close(o, placeBack(PAPERS[paper]!, m, duplex)))).toBe(true);
    },
  );

  it('refuses a card that fits no page, naming --size', () => {
    expect(() => layoutSheet(PAPERS.a4!, parseCardSize('290mm'))).toThrow(InputError);
    expect(() => layoutSheet(PAPERS.a4!, parseCardSize('290mm'))).toThrow(/^--size: .*does not fit on A4/);
  });
});

describe('parsePaper', () => {
  it.each([
    ['A4', 210, 297],
    ['letter', 215.9, 279.4],
    ['300x450mm', 300, 450],
  ])('%s', (text, w, h) => expect(parsePaper(text)).toMatchObject({ width: w, height: h }));
  it.each(['a3', '300x450', '10x10mm', 'big'])('refuses %s', (text) =>
    expect(() => parsePaper(text)).toThrow(/^--paper: /),
  );
});
