import { describe, expect, it } from 'vitest';
import { InputError } from '../../../lib/input-error.ts';
import { parseCardSize } from '../../../generator/print/card-size.ts';
import { hexCorners, type Point } from '../../../generator/print/hex-geometry.ts';
import {
  cropMarks,
  FOOTER,
  hexesOverlap,
  layoutFold,
  layoutSheet,
  MARK_MARGIN,
  placeBack,
  registrationMarks,
} from '../../../generator/print/imposition.ts';
import { PAPERS, parsePaper } from '../../../generator/print/paper.ts';

const papers = [PAPERS.a4!, PAPERS.letter!, parsePaper('300x450mm'), parsePaper('100x150mm')];
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
  for (const [name, layout] of [
    ['duplex', layoutSheet(paper, size)],
    ['fold', layoutFold(paper, size)],
  ] as const) {
    it(`${name}: every card inside the printable area, none overlapping`, () => {
      expect(layout.slots.length).toBeGreaterThan(0);
      for (const c of layout.slots) {
        for (const p of hexCorners(c, layout.extent)) {
          expect(p.x).toBeGreaterThanOrEqual(layout.area.x - 1e-9);
          expect(p.y).toBeGreaterThanOrEqual(layout.area.y - 1e-9);
          expect(p.x).toBeLessThanOrEqual(layout.area.x + layout.area.width + 1e-9);
          expect(p.y).toBeLessThanOrEqual(layout.area.y + layout.area.height + 1e-9);
        }
      }
      layout.slots.forEach((a, i) =>
        layout.slots.slice(i + 1).forEach((b) => expect(hexesOverlap(a, b, layout.extent)).toBe(false)),
      );
    });
  }

  it('puts every back at the mirror image of its face for each flip, then shifts it by the offset', () => {
    const layout = layoutSheet(paper, size);
    for (const face of layout.slots) {
      // Turning the sheet over: about the vertical axis (long edge) or the horizontal axis (short edge).
      const long = placeBack(paper, face, 'long');
      expect(close({ x: paper.width - long.x, y: long.y }, face)).toBe(true);
      const short = placeBack(paper, face, 'short');
      expect(close({ x: short.x, y: paper.height - short.y }, face)).toBe(true);
      expect(close(placeBack(paper, face, 'long', { x: 0.5, y: -1 }), { x: long.x + 0.5, y: long.y - 1 })).toBe(true);
    }
    // The backs land inside the printable area, clear of the footer.
    const backs = layout.slots.map((p) => placeBack(paper, p, 'short'));
    for (const b of backs)
      for (const p of hexCorners(b, layout.extent)) expect(p.y).toBeLessThanOrEqual(paper.height - FOOTER + 1e-9);
  });

  it('fold: faces above the fold line, backs mirrored below it', () => {
    const layout = layoutFold(paper, size);
    for (const face of layout.slots) {
      const back = placeBack(paper, face, 'fold');
      expect(back.y + face.y).toBeCloseTo(paper.height, 9);
      expect(face.y + layout.extent).toBeLessThanOrEqual(paper.height / 2);
      expect(back.y - layout.extent).toBeGreaterThanOrEqual(paper.height / 2);
    }
  });

  it('keeps crop marks on the page and off every card', () => {
    const layout = layoutSheet(paper, size);
    const marks = cropMarks(layout, size);
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) {
      for (const p of [m.from, m.to, { x: (m.from.x + m.to.x) / 2, y: (m.from.y + m.to.y) / 2 }]) {
        expect(p.x).toBeGreaterThanOrEqual(MARK_MARGIN);
        expect(p.x).toBeLessThanOrEqual(paper.width - MARK_MARGIN);
        for (const c of layout.slots)
          expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeGreaterThan((layout.extent * Math.sqrt(3)) / 2);
      }
    }
  });
});

describe('layoutSheet', () => {
  it.each([
    ['a4', 'tgc-hex', 5, false],
    ['letter', 'tgc-hex', 5, true],
    ['a4', 'small', 13, false],
    ['letter', 'small', 15, true],
  ] as const)('%s with %s cards holds %i (shared cuts: %s)', (paper, size, count, shared) => {
    const layout = layoutSheet(PAPERS[paper]!, parseCardSize(size));
    expect(layout.slots).toHaveLength(count);
    expect(layout.sharedCuts).toBe(shared);
  });

  it('refuses a card that fits no page, naming --size', () => {
    expect(() => layoutSheet(PAPERS.a4!, parseCardSize('290mm'))).toThrow(InputError);
    expect(() => layoutSheet(PAPERS.a4!, parseCardSize('290mm'))).toThrow(/^--size: .*does not fit on A4/);
  });
});

describe('registrationMarks', () => {
  it('are the same set after either flip', () => {
    const paper = PAPERS.letter!;
    const marks = registrationMarks(paper);
    for (const duplex of ['long', 'short'] as const) {
      for (const m of marks) expect(marks.some((o) => close(o, placeBack(paper, m, duplex)))).toBe(true);
    }
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
