// The back pages measured from the produced PDFs (pdftoppm): a short last sheet lands its backs
// whichever edge the printer flips it on, `--offset` moves the backs by exactly what it says, and
// no offset brings ink within the 4.2 mm the README promises.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { type CardSize, SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import type { Point } from '../../../draw/hex-geometry.ts';
import type { Duplex } from '../../../draw/imposition.ts';
import { PAPERS, parsePaper } from '../../../draw/paper.ts';
import { type SheetJob, writeSheetsPdf } from '../../../generator/print/sheets-pdf.ts';
import { type PageImage, pixelAt, renderPage } from './pdf-pixels.ts';

const DPI = 150;
const dir = mkdtempSync(join(tmpdir(), 'jibe-sheet-backs-'));
const inked = (page: PageImage, x: number, y: number): boolean => pixelAt(page, x, y).some((v) => v < 235);

let job: (count: number, size?: CardSize) => SheetJob;
beforeAll(() => {
  const loaded = loadDeck();
  const cards = enumerateCards(loaded.deck);
  const art = loadDeckArt(loaded);
  job = (count, size = SIZE_PRESETS['tgc-hex']!) => ({
    deckName: loaded.deck.name,
    size,
    faces: cards.slice(0, count).map((c) => viewCardFace(loaded.deck, c, size)),
    back: viewCardBack(loaded.deck, size),
    art,
  });
});

async function pages(
  count: number,
  paper: keyof typeof PAPERS,
  duplex: Duplex,
  offset: Point,
): Promise<{ faces: PageImage; backs: PageImage }> {
  const pdf = await writeSheetsPdf(job(count), PAPERS[paper]!, duplex, offset);
  const file = join(dir, `${count}-${paper}-${duplex}-${offset.x},${offset.y}.pdf`);
  writeFileSync(file, pdf.bytes);
  return { faces: renderPage(file, 1, DPI), backs: renderPage(file, 2, DPI) };
}

/** Points on the face page inside a card's solid ink (inked 1 mm all round), every 4 mm. */
function solidFacePoints(page: PageImage): Point[] {
  const points: Point[] = [];
  const [w, h] = [page.width / page.scale, page.height / page.scale];
  for (let y = 15; y < h - 15; y += 4)
    for (let x = 6; x < w - 6; x += 4)
      if ([-1, 0, 1].every((dx) => [-1, 0, 1].every((dy) => inked(page, x + dx, y + dy)))) points.push({ x, y });
  return points;
}

describe.each(['long', 'short'] as const)('a short last sheet printed for %s-edge flipping', (duplex) => {
  it('has backs wherever its faces lie, whichever edge the printer flips it on', async () => {
    const { faces, backs } = await pages(2, 'a4', duplex, { x: 0, y: 0 });
    const [w, h] = [faces.width / faces.scale, faces.height / faces.scale];
    const solid = solidFacePoints(faces);
    expect(solid.length).toBeGreaterThan(100);
    for (const flip of [(p: Point) => ({ x: w - p.x, y: p.y }), (p: Point) => ({ x: p.x, y: h - p.y })]) {
      const missed = solid.map(flip).filter((p) => !inked(backs, p.x, p.y));
      expect(missed).toEqual([]);
    }
  }, 60_000);
});

/** The first inked x along the row y, from the left (the left bleed of the first back). */
const firstInkX = (page: PageImage, y: number): number => {
  for (let px = 0; px < page.width; px++) if (inked(page, (px + 0.5) / page.scale, y)) return (px + 0.5) / page.scale;
  return Number.NaN;
};
/** The first inked y down the column x. */
const firstInkY = (page: PageImage, x: number): number => {
  for (let py = 0; py < page.height; py++) if (inked(page, x, (py + 0.5) / page.scale)) return (py + 0.5) / page.scale;
  return Number.NaN;
};

describe.each(['long', 'short'] as const)('--offset on %s-edge sheets', (duplex) => {
  it('moves the backs right and down as the back page lies, by exactly the offset', async () => {
    const still = await pages(6, 'a4', duplex, { x: 0, y: 0 });
    const moved = await pages(6, 'a4', duplex, { x: 2, y: -1 });
    // Down: the top bleed edge (level) along a column through the left cards. Right: the slanted
    // left edge along a row near their left corners, followed down by the measured shift.
    const x = 60;
    const dy = firstInkY(moved.backs, x) - firstInkY(still.backs, x);
    const y = 60;
    const dx = firstInkX(moved.backs, y + dy) - firstInkX(still.backs, y);
    expect(Math.abs(dy + 1), `down ${dy.toFixed(3)} mm`).toBeLessThan(0.15);
    expect(Math.abs(dx - 2), `right ${dx.toFixed(3)} mm`).toBeLessThan(0.15);
    // The faces do not move.
    expect(firstInkX(moved.faces, y)).toBeCloseTo(firstInkX(still.faces, y), 5);
  }, 60_000);

  it.each([
    { x: 5, y: 5 },
    { x: -5, y: -5 },
    { x: 2, y: -1 },
  ])(
    'keeps all ink 4.2 mm from the paper edge with an offset of $x,$y',
    async (offset) => {
      for (const paper of ['a4', 'letter'] as const) {
        const { backs } = await pages(6, paper, duplex, offset);
        // Whole pixels within 4.2 mm; the one the clip's edge crosses may take some ink.
        const margin = Math.floor(4.2 * backs.scale);
        let near = 0;
        for (let py = 0; py < backs.height; py++)
          for (let px = 0; px < backs.width; px++) {
            if (px >= margin && py >= margin && px < backs.width - margin && py < backs.height - margin) continue;
            if (inked(backs, (px + 0.5) / backs.scale, (py + 0.5) / backs.scale)) near++;
          }
        expect(near, paper).toBe(0);
      }
    },
    60_000,
  );
});

// The bar is 10 mm wide, its right end 12 mm from the edge. Two lines: the words end 3 mm left of
// it, in the lowest 20 mm. Slim (one line): the label "1 cm" sits left of the bar
// and the words end 2 mm before the label (the lowest 8 mm). `bar`: the height of the bar's middle above the edge.
const TWO_LINES = { band: 20, white: [25, 22.3] as const, bar: 6 + 3.3 + 1 };
const SLIM = { band: 8, white: [31.3, 29.45] as const, bar: 5.6 + 0.95 };
describe.each([
  { paper: 'a4', duplex: 'long', ...TWO_LINES },
  { paper: 'letter', duplex: 'fold', ...TWO_LINES },
  { paper: '148x210mm', duplex: 'long', ...TWO_LINES },
  // Half an A5 is too short for a tgc-hex card and its bleed under a three-line footer.
  { paper: '148x210mm', duplex: 'fold', size: 'small', ...TWO_LINES },
  // A 4.5 mm gutter keeps three rows on Letter only under the one-line footer.
  { paper: 'letter', duplex: 'long', gutter: 4.5, ...SLIM },
] as const)('the footer on $paper, $duplex', ({ paper, duplex, band, white, bar, ...rest }) => {
  it('keeps its words clear of the 1 cm bar and all ink 4.2 mm from the edge', async () => {
    const size = 'size' in rest ? SIZE_PRESETS.small : undefined;
    const gutter = 'gutter' in rest ? rest.gutter : 0;
    const pdf = await writeSheetsPdf(job(6, size), PAPERS[paper] ?? parsePaper(paper), duplex, { x: 0, y: 0 }, gutter);
    // With the gutter, six cards still fill one sheet: it cost no row.
    if (gutter > 0) expect(pdf.pages).toBe(2);
    const file = join(dir, `footer-${paper}-${duplex}-${gutter}.pdf`);
    writeFileSync(file, pdf.bytes);
    const page = renderPage(file, 1, DPI);
    const [w, h] = [page.width / page.scale, page.height / page.scale];
    let crossing = 0;
    for (let y = h - band; y < h; y += 0.1)
      for (const [from, to] of [
        [w - white[0], w - white[1]],
        [w - 11.7, w],
      ] as const)
        for (let x = from; x < to; x += 0.1) if (inked(page, x, y)) crossing++;
    expect(crossing).toBe(0);
    // The bar measures 1 cm: its black ink runs 10 mm along its middle.
    const runs: number[] = [];
    // From just left of the bar (the slim label ends 0.7 mm before w − 23).
    for (let x = w - 23.4; x < w; x += 0.05) if (pixelAt(page, x, h - bar).every((v) => v < 60)) runs.push(x);
    expect(runs.at(-1)! - runs[0]!).toBeGreaterThan(9.8);
    expect(runs.at(-1)! - runs[0]!).toBeLessThan(10.1);
    const margin = Math.ceil(4.2 * page.scale);
    let near = 0;
    for (let py = 0; py < page.height; py++)
      for (let px = 0; px < page.width; px++) {
        if (px >= margin && py >= margin && px < page.width - margin && py < page.height - margin) continue;
        if (inked(page, (px + 0.5) / page.scale, (py + 0.5) / page.scale)) near++;
      }
    expect(near).toBe(0);
  }, 60_000);
});
