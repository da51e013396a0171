// The shop files of a size no shop names, measured as a prepress desk would: pages lie landscape
// as tgc-hex's do, a bleed under 3 mm is warned about, and shop-cut.pdf carries the die line as the
// spot colour CutContour on a layer of its own, drawn on the trim and nowhere else.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { renderPage } from './pdf-pixels.ts';

const PT = 72 / 25.4;
const boxes = (file: string): Record<string, number[]> => {
  const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '1', file]).toString();
  const out: Record<string, number[]> = {};
  for (const m of info.matchAll(/^Page\s+1\s+(\w+):\s+([\d.\s]+)$/gm))
    out[m[1]!] = m[2]!.trim().split(/\s+/).map(Number);
  return out;
};
const contents = (pdf: Buffer): string[] => {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/stream\r?\n/g)].flatMap((m) => {
    const start = m.index! + m[0].length;
    try {
      return [inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1')];
    } catch {
      return [];
    }
  });
};

describe('--shop with an 80 mm card and 2 mm of bleed', () => {
  let dir: string;
  const warnings: string[] = [];
  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'jibe-shop-files-'));
    const options = parseBuildFlags({ out, shop: true, only: 'key-fire', size: '80mm' });
    await buildDeck({ ...options, size: { ...options.size, bleed: 2 }, onWarning: (w) => warnings.push(w) });
    dir = join(out, 'classic', 'proof');
  }, 120_000);

  it('warns that shops ask for 3 mm or ⅛ in of bleed', () => {
    expect(warnings).toEqual([
      expect.stringMatching(/^--shop: the card's bleed is 2 mm; print shops ask for 3 mm or ⅛ in/),
    ]);
  });

  it.each(['shop.pdf', 'shop-proof.pdf', 'shop-cut.pdf'])('%s lies landscape, corners left and right', (name) => {
    const b = boxes(join(dir, name));
    const [mw, mh] = [b.MediaBox![2]! / PT, b.MediaBox![3]! / PT];
    // 80 mm corner to corner across, 69.28 mm flat to flat down, 2 mm of bleed each way.
    expect(mw).toBeCloseTo(84, 1);
    expect(mh).toBeCloseTo(80 * (Math.sqrt(3) / 2) + 4, 1);
    const trim = b.TrimBox!.map((v) => v / PT);
    expect(trim[2]! - trim[0]!).toBeCloseTo(80, 1);
    expect(trim[3]! - trim[1]!).toBeCloseTo(80 * (Math.sqrt(3) / 2), 1);
  });

  it('writes the card PNGs landscape too, the canvas at 300 DPI', () => {
    const png = readFileSync(join(dir, '..', 'cards', 'key-fire.png'));
    // 84 × 73.28 mm (80 mm and 69.28 mm plus 2 mm of bleed each side) at 300 DPI.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([992, 866]);
  });

  it('shop-cut.pdf strokes the trim in the spot colour CutContour inside its own layer', () => {
    const pdf = readFileSync(join(dir, 'shop-cut.pdf'));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\[\/Separation \/CutContour \/DeviceCMYK/);
    expect(raw).toMatch(/\/OCProperties <<\s*\/OCGs \[(\d+) 0 R\]/);
    expect(raw).toMatch(/\/Type \/OCG\s*\/Name \(CutContour\)/);
    const cut = contents(pdf).filter((s) => s.includes('/OC /JibeCut BDC'));
    expect(cut).toHaveLength(2); // face and back
    for (const s of cut)
      expect(s.slice(s.indexOf('/OC /JibeCut BDC'))).toMatch(
        /^\/OC \/JibeCut BDC\n[\s\S]*?\/CS\d+ CS\n1 SCN\nS\nEMC\n/,
      );
    // The other files carry no spot colour.
    expect(readFileSync(join(dir, 'shop.pdf')).toString('latin1')).not.toMatch(/Separation|OCProperties/);
  });

  it('shop-cut.pdf differs from shop.pdf only along the trim', () => {
    const dpi = 200;
    const [a, b] = [renderPage(join(dir, 'shop.pdf'), 1, dpi), renderPage(join(dir, 'shop-cut.pdf'), 1, dpi)];
    const t = boxes(join(dir, 'shop.pdf')).TrimBox!.map((v) => v / PT);
    const h = a.height / a.scale;
    // The trim hex, corners left and right: centre, circumradius 40 mm.
    const [cx, cy, r] = [(t[0]! + t[2]!) / 2, h - (t[1]! + t[3]!) / 2, 40];
    let changed = 0;
    let off = 0;
    for (let i = 0; i < a.rgb.length; i += 3) {
      if (
        Math.abs(a.rgb[i]! - b.rgb[i]!) +
          Math.abs(a.rgb[i + 1]! - b.rgb[i + 1]!) +
          Math.abs(a.rgb[i + 2]! - b.rgb[i + 2]!) <
        30
      )
        continue;
      changed++;
      const px = (i / 3) % a.width;
      const [x, y] = [(px + 0.5) / a.scale - cx, (Math.floor(i / 3 / a.width) + 0.5) / a.scale - cy];
      // Distance to the hex outline: the largest of the three edge-pair distances, less the apothem.
      const d = Math.max(
        Math.abs(y),
        Math.abs(y / 2 + (x * Math.sqrt(3)) / 2),
        Math.abs(y / 2 - (x * Math.sqrt(3)) / 2),
      );
      if (Math.abs(d - (r * Math.sqrt(3)) / 2) > 0.35) off++;
    }
    expect(changed).toBeGreaterThan(1000);
    expect(off).toBe(0);
  });
});

it('--shop with tgc-hex cards warns of nothing', async () => {
  const out = mkdtempSync(join(tmpdir(), 'jibe-shop-tgc-'));
  const warnings: string[] = [];
  await buildDeck({ ...parseBuildFlags({ out, shop: true, only: 'key-fire' }), onWarning: (w) => warnings.push(w) });
  expect(warnings).toEqual([]);
}, 60_000);
