// The home sheets measured from the produced PDFs, rendered by pdftoppm: where the cut lines are,
// how far the ink runs past them, how many cards a page holds, where the backs land. Nothing here
// reads the layout code's numbers; the only inputs are the card's trim size and the paper.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import type { Duplex } from '../../../draw/imposition.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { writeSheetsPdf } from '../../../generator/print/sheets-pdf.ts';
import { type PageImage, pixelAt, renderPage } from './pdf-pixels.ts';

const DPI = 200;
const SIZE = SIZE_PRESETS['tgc-hex']!;
// The trim from the card's own definition: 3.75 in corner to corner.
const FLAT = (SIZE.cornerToCorner * Math.sqrt(3)) / 2;
const gray = (p: [number, number, number]): number => (p[0] + p[1] + p[2]) / 3;
const white = (p: [number, number, number]): boolean => p.every((v) => v > 240);
const deg = (d: number): number => (d * Math.PI) / 180;

/** The y of every cut line that crosses the left margin (all pixels from 5.5 to 7 mm dark). */
function rowCuts(page: PageImage): number[] {
  const rows: { y: number; ink: number }[] = [];
  for (let py = 0; py < page.height; py++) {
    const y = (py + 0.5) / page.scale;
    let sum = 0;
    let n = 0;
    for (let x = 5.5; x <= 7; x += 0.1) {
      sum += gray(pixelAt(page, x, y));
      n++;
    }
    if (sum / n < 180) rows.push({ y, ink: 255 - sum / n });
  }
  // Neighbouring pixel rows are one line; its centre is the ink-weighted mean.
  const lines: number[] = [];
  let group: typeof rows = [];
  const flush = (): void => {
    if (group.length === 0) return;
    const ink = group.reduce((s, r) => s + r.ink, 0);
    lines.push(group.reduce((s, r) => s + r.y * r.ink, 0) / ink);
    group = [];
  };
  for (const r of rows) {
    if (group.length > 0 && r.y - group[group.length - 1]!.y > 2 / page.scale) flush();
    group.push(r);
  }
  flush();
  return lines;
}

/** Midpoints of the inked runs longer than 10 mm along the row at y. */
function inkRuns(page: PageImage, y: number): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  let start: number | null = null;
  const step = 1 / page.scale;
  for (let x = 0; x <= page.width / page.scale; x += step) {
    const inked = !white(pixelAt(page, x, y));
    if (inked && start === null) start = x;
    if (!inked && start !== null) {
      if (x - start > 10) runs.push({ from: start, to: x });
      start = null;
    }
  }
  return runs;
}

/** How far the ink reaches beyond p along the direction `angle` (stops at the first white pixel). */
function inkReach(page: PageImage, p: { x: number; y: number }, angle: number, from = 0.4): number {
  const step = 0.5 / page.scale;
  let t = from;
  while (t < 20 && !white(pixelAt(page, p.x + t * Math.cos(deg(angle)), p.y + t * Math.sin(deg(angle))))) t += step;
  return t;
}

/** The offset within ±1 mm along `angle` from p of the darkest pixel: where a cut line crosses. */
function darkest(page: PageImage, p: { x: number; y: number }, angle: number): { at: number; gray: number } {
  let best = { at: 0, gray: 999 };
  for (let t = -1; t <= 1; t += 0.25 / page.scale) {
    const g = gray(pixelAt(page, p.x + t * Math.cos(deg(angle)), p.y + t * Math.sin(deg(angle))));
    if (g < best.gray) best = { at: t, gray: g };
  }
  return best;
}

interface Measured {
  cuts: number[];
  columns: number[];
  rows: number;
}

function measureFaces(page: PageImage, fold: boolean): Measured {
  // On a fold page the faces are the upper half; the fold line and the backs' cuts lie below.
  const cuts = rowCuts(page).filter((y) => !fold || y < page.height / page.scale / 2 - 4);
  const runs = inkRuns(page, cuts[0]! - 1.5);
  return { cuts, columns: runs.map((r) => (r.from + r.to) / 2), rows: cuts.length - 1 };
}

// Outward normals of a flat-top hex's edges (page y points down) and where the edge's midpoint is.
const EDGES = [-90, -30, 30, 90, 150, 210];

const cases: { paper: keyof typeof PAPERS; duplex: Duplex; perPage: number }[] = [
  { paper: 'a4', duplex: 'long', perPage: 6 },
  { paper: 'letter', duplex: 'long', perPage: 6 },
  { paper: 'a4', duplex: 'short', perPage: 6 },
  { paper: 'letter', duplex: 'short', perPage: 6 },
  { paper: 'a4', duplex: 'fold', perPage: 2 },
  { paper: 'letter', duplex: 'fold', perPage: 2 },
];

describe.each(cases)('$paper $duplex sheets, measured from the PDF', ({ paper: paperId, duplex, perPage }) => {
  const paper = PAPERS[paperId]!;
  let file: string;
  let faces: PageImage;
  let backs: PageImage;
  let m: Measured;
  beforeAll(async () => {
    const loaded = loadDeck();
    const cards = enumerateCards(loaded.deck).slice(0, 6);
    const pdf = await writeSheetsPdf(
      {
        deckName: loaded.deck.name,
        size: SIZE,
        faces: cards.map((c) => viewCardFace(loaded.deck, c, SIZE)),
        back: viewCardBack(loaded.deck, SIZE),
        art: loadDeckArt(loaded),
      },
      paper,
      duplex,
    );
    file = join(mkdtempSync(join(tmpdir(), 'jibe-sheet-geometry-')), `${paperId}-${duplex}.pdf`);
    writeFileSync(file, pdf.bytes);
    faces = renderPage(file, 1, DPI);
    backs = duplex === 'fold' ? faces : renderPage(file, 2, DPI);
    m = measureFaces(faces, duplex === 'fold');
  }, 60_000);

  const backOf = (p: { x: number; y: number }): { x: number; y: number } =>
    duplex === 'long' ? { x: paper.width - p.x, y: p.y } : { x: p.x, y: paper.height - p.y };
  const cardsOf = (): { centre: { x: number; y: number }; row: number; column: number }[] =>
    Array.from({ length: m.rows }, (_, row) =>
      m.columns.map((x, column) => ({ centre: { x, y: (m.cuts[row]! + m.cuts[row + 1]!) / 2 }, row, column })),
    ).flat();

  it(`holds ${perPage} cards a page in straight rows whose cuts are the trim, one flat-to-flat apart`, () => {
    expect(m.rows * m.columns.length).toBe(perPage);
    for (let i = 1; i < m.cuts.length; i++) expect(m.cuts[i]! - m.cuts[i - 1]!).toBeCloseTo(FLAT, 0);
    for (let i = 1; i < m.cuts.length; i++) expect(Math.abs(m.cuts[i]! - m.cuts[i - 1]! - FLAT)).toBeLessThan(0.2);
    // Neighbouring columns touch at a corner: their centres are two circumradii apart.
    for (let j = 1; j < m.columns.length; j++)
      expect(Math.abs(m.columns[j]! - m.columns[j - 1]! - SIZE.cornerToCorner)).toBeLessThan(0.3);
  });

  it('has a cut line on every trim edge of every card', () => {
    for (const { centre } of cardsOf()) {
      for (const angle of EDGES) {
        const mid = {
          x: centre.x + (FLAT / 2) * Math.cos(deg(angle)),
          y: centre.y + (FLAT / 2) * Math.sin(deg(angle)),
        };
        const line = darkest(faces, mid, angle);
        expect(line.gray, `edge ${angle}° of the card at ${centre.x.toFixed(1)}, ${centre.y.toFixed(1)}`).toBeLessThan(
          80,
        );
        expect(Math.abs(line.at)).toBeLessThan(0.25);
      }
    }
  });

  it('prints at least 3 mm of the card beyond every outer edge, faces and backs', () => {
    for (const { centre, row } of cardsOf()) {
      for (const angle of EDGES) {
        const shared = (angle === -90 && row > 0) || (angle === 90 && row < m.rows - 1);
        if (shared) continue;
        // Three points along the edge: its middle and 40 % of the way to either corner.
        for (const along of [-0.4, 0, 0.4]) {
          const half = SIZE.cornerToCorner / 4;
          const p = {
            x: centre.x + (FLAT / 2) * Math.cos(deg(angle)) - along * half * Math.sin(deg(angle)),
            y: centre.y + (FLAT / 2) * Math.sin(deg(angle)) + along * half * Math.cos(deg(angle)),
          };
          const where = `edge ${angle}° at ${p.x.toFixed(1)}, ${p.y.toFixed(1)}`;
          expect(inkReach(faces, p, angle), `face ${where}`).toBeGreaterThanOrEqual(3);
          // The bleed continues the art: the colour 2.5 mm outside the cut is a colour just inside it.
          const outside = pixelAt(faces, p.x + 2.5 * Math.cos(deg(angle)), p.y + 2.5 * Math.sin(deg(angle)));
          const nearest = Math.min(
            ...[-1, 0, 1].map((k) => {
              const inside = pixelAt(
                faces,
                p.x - 0.6 * Math.cos(deg(angle)) - k * Math.sin(deg(angle)),
                p.y - 0.6 * Math.sin(deg(angle)) + k * Math.cos(deg(angle)),
              );
              return Math.max(...inside.map((v, i) => Math.abs(v - outside[i]!)));
            }),
          );
          expect(nearest, `face ${where}`).toBeLessThan(40);
          const b = backOf(p);
          const backAngle = duplex === 'long' ? 180 - angle : -angle;
          expect(inkReach(backs, b, backAngle, 0), `back ${where}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('lands every back on its face: the backs inked where the faces are, mirrored for the flip', () => {
    // The top row's bleed, 1.5 mm above the first cut, measured on both sides of the sheet.
    const faceRuns = inkRuns(faces, m.cuts[0]! - 1.5);
    const y = backOf({ x: 0, y: m.cuts[0]! - 1.5 }).y;
    const backRuns = inkRuns(backs, y)
      .map((r) => (duplex === 'long' ? { from: paper.width - r.to, to: paper.width - r.from } : r))
      .sort((a, b) => a.from - b.from);
    expect(backRuns).toHaveLength(faceRuns.length);
    backRuns.forEach((r, i) => {
      // Within 0.4 mm: three pixels at 200 DPI, two edges each rounded to a pixel.
      expect(Math.abs(r.from - faceRuns[i]!.from)).toBeLessThan(0.4);
      expect(Math.abs(r.to - faceRuns[i]!.to)).toBeLessThan(0.4);
    });
  });

  it('keeps every mark and all ink clear of a 4.2 mm printer margin', () => {
    for (const page of [faces, backs]) {
      const margin = Math.ceil(4.2 * page.scale);
      let inked = 0;
      for (let py = 0; py < page.height; py++) {
        for (let px = 0; px < page.width; px++) {
          const edge = px < margin || py < margin || px >= page.width - margin || py >= page.height - margin;
          if (!edge) continue;
          const i = 3 * (py * page.width + px);
          if (page.rgb[i]! < 240 || page.rgb[i + 1]! < 240 || page.rgb[i + 2]! < 240) inked++;
        }
      }
      expect(inked).toBe(0);
    }
  });

  it('asks the print dialog for actual size and the right flip', () => {
    const raw = readFileSync(file).toString('latin1');
    expect(raw).toMatch(/\/PrintScaling \/None/);
    const flip = { long: 'DuplexFlipLongEdge', short: 'DuplexFlipShortEdge', fold: 'Simplex' }[duplex];
    expect(raw).toContain(`/Duplex /${flip}`);
    expect(execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n')).toHaveLength(2);
  });
});
