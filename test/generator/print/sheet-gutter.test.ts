// Home sheets with a gutter between the rows (`--gutter`), measured from the PDF as a ruler would:
// every flat edge has the card's own colour beyond it, so a cut half a millimetre off shows no
// neighbour, and each cut line lies just outside its trim, so a cut on its middle leaves no dark rim.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { writeSheetsPdf } from '../../../generator/print/sheets-pdf.ts';
import { type PageImage, pixelAt, renderPage } from './pdf-pixels.ts';

const SIZE = SIZE_PRESETS['tgc-hex']!;
const FLAT = (SIZE.cornerToCorner * Math.sqrt(3)) / 2;
const GUTTER = 2 * SIZE.bleed;
const gray = (p: [number, number, number]): number => (p[0] + p[1] + p[2]) / 3;

/** Centres of the dark horizontal lines crossing the left margin (5.5 to 7 mm from the edge). */
function marginLines(page: PageImage): number[] {
  const dark: number[] = [];
  for (let py = 0; py < page.height; py++) {
    const y = (py + 0.5) / page.scale;
    let sum = 0;
    for (let x = 5.5; x <= 7; x += 0.1) sum += gray(pixelAt(page, x, y));
    if (sum / 16 < 150) dark.push(y);
  }
  const lines: number[][] = [];
  for (const y of dark) {
    const last = lines.at(-1);
    if (last && y - last.at(-1)! < 2 / page.scale) last.push(y);
    else lines.push([y]);
  }
  return lines.map((l) => l.reduce((a, b) => a + b, 0) / l.length);
}

/** The centre of the dark line within ±0.4 mm of y at x, from a 2400 DPI strip: ink-weighted. */
function fineLine(file: string, x: number, y: number): number {
  const dpi = 2400;
  const px = dpi / 25.4;
  const [x0, y0, h] = [Math.round(x * px), Math.round((y - 0.4) * px), Math.round(0.8 * px)];
  const ppm = execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    `${x0}`,
    '-y',
    `${y0}`,
    '-W',
    '1',
    '-H',
    `${h}`,
    '-gray',
    file,
  ]);
  const header = /^P5\s+\d+\s+(\d+)\s+\d+\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const rows = ppm.subarray(header[0].length);
  let [sum, weight] = [0, 0];
  for (let i = 0; i < rows.length; i++) {
    const ink = Math.max(0, 90 - rows[i]!);
    sum += ink * (y0 + i + 0.5);
    weight += ink;
  }
  return sum / weight / px;
}

describe('A4 sheets with a 6.35 mm gutter', () => {
  let file: string;
  let page: PageImage;
  let lines: number[];
  beforeAll(async () => {
    const loaded = loadDeck();
    const pdf = await writeSheetsPdf(
      {
        deckName: loaded.deck.name,
        size: SIZE,
        faces: enumerateCards(loaded.deck)
          .slice(0, 6)
          .map((c) => viewCardFace(loaded.deck, c, SIZE)),
        back: viewCardBack(loaded.deck, SIZE),
        art: loadDeckArt(loaded),
      },
      PAPERS.a4!,
      'long',
      { x: 0, y: 0 },
      GUTTER,
    );
    file = join(mkdtempSync(join(tmpdir(), 'jibe-gutter-')), 'a4.pdf');
    writeFileSync(file, pdf.bytes);
    page = renderPage(file, 1, 200);
    lines = marginLines(page);
  }, 60_000);

  it('holds 3 rows, each between two cut lines, the gutter between them', () => {
    // Top and bottom of each row; the registration targets' crosses lie between, in the gutters.
    const cuts = lines.filter((y) => lines.some((o) => Math.abs(Math.abs(o - y) - FLAT) < 0.5));
    expect(cuts).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) expect(cuts[i + 1]! - cuts[i]!).toBeCloseTo(FLAT, 0);
    for (let i = 1; i < 5; i += 2) expect(cuts[i + 1]! - cuts[i]!).toBeCloseTo(GUTTER, 0);
  });

  it('sets each cut line outside its trim by half its width: the lines of a card are flat to flat plus 0.15 mm apart', () => {
    const cuts = lines.filter((y) => lines.some((o) => Math.abs(Math.abs(o - y) - FLAT) < 0.5));
    for (let i = 0; i < 6; i += 2) {
      // In the left margin, where the lines run on past the cards.
      const [top, bottom] = [fineLine(file, 6, cuts[i]!), fineLine(file, 6, cuts[i + 1]!)];
      expect(Math.abs(bottom - top - (FLAT + 0.15)), `row ${i / 2 + 1}: ${(bottom - top).toFixed(3)} mm`).toBeLessThan(
        0.03,
      );
    }
  });

  it('shows the card’s own colour 0.5 mm beyond every flat edge, and ink 3 mm beyond it', () => {
    const cuts = lines.filter((y) => lines.some((o) => Math.abs(Math.abs(o - y) - FLAT) < 0.5));
    const w = page.width / page.scale;
    // Two columns, each card's centre a corner-to-corner apart, the pair centred on the page.
    const columns = [w / 2 - SIZE.cornerToCorner / 2, w / 2 + SIZE.cornerToCorner / 2];
    let edges = 0;
    for (let i = 0; i < 6; i += 2) {
      for (const [edge, out] of [
        [cuts[i]! + 0.075, -1],
        [cuts[i + 1]! - 0.075, 1],
      ] as const) {
        for (const cx of columns) {
          for (const along of [-15, 0, 15]) {
            const x = cx + along;
            const inside = pixelAt(page, x, edge - out * 0.8);
            for (const beyond of [0.5, 2.5]) {
              const outside = pixelAt(page, x, edge + out * beyond);
              const diff = Math.max(...inside.map((v, k) => Math.abs(v - outside[k]!)));
              expect(diff, `edge at ${x.toFixed(1)}, ${edge.toFixed(1)}, ${beyond} mm out`).toBeLessThan(40);
            }
            edges++;
          }
        }
      }
    }
    expect(edges).toBe(36);
  });

  it('parts the columns too, as far as A4 allows, so the corners of a row keep their own colour 0.5 mm beyond', () => {
    const cuts = lines.filter((y) => lines.some((o) => Math.abs(Math.abs(o - y) - FLAT) < 0.5));
    const w = page.width / page.scale;
    for (let i = 0; i < 6; i += 2) {
      const y = (cuts[i]! + cuts[i + 1]!) / 2;
      // The slanted lines of both cards pass through their corners: two dark spots on the row's middle.
      const dark: number[] = [];
      for (let x = w / 2 - 4; x < w / 2 + 4; x += 1 / page.scale) if (gray(pixelAt(page, x, y)) < 60) dark.push(x);
      const [leftCorner, rightCorner] = [Math.min(...dark), Math.max(...dark)];
      // 210 − 2 × (5 + 3.67) − 2 × 95.25 = 2.17 mm for the gap (lines 0.075 mm outside each corner).
      expect(rightCorner - leftCorner).toBeGreaterThan(1.8);
      for (const [corner, out] of [
        [leftCorner, 1],
        [rightCorner, -1],
      ] as const) {
        const inside = pixelAt(page, corner - out * 0.8, y - 0.3);
        const beyond = pixelAt(page, corner + out * 0.5, y - 0.3);
        expect(Math.max(...inside.map((v, k) => Math.abs(v - beyond[k]!))), `row ${i / 2 + 1}`).toBeLessThan(40);
      }
    }
  });
});
