// The shop files: the proof shows the die line the artwork does not, and the CMYK export is a
// PDF/X-3 with an output intent, no RGB left and black text in 100 % K (checked in its content
// streams). Needs Ghostscript (.ci/run installs it).

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { convertToPdfX } from '../../../generator/print/pdfx-fs.ts';
import { InputError } from '../../../lib/input-error.ts';
import { countColour, renderPage } from './pdf-pixels.ts';

const streams = (pdf: Buffer): string[] => {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (the ICC profile, fonts stored otherwise): nothing to read.
    }
  }
  return out;
};

describe('jibe build --shop --cmyk', () => {
  let dir: string;
  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'jibe-shop-'));
    await buildDeck(parseBuildFlags({ out, shop: true, cmyk: true, only: 'key-fire,can-joker' }));
    dir = join(out, 'classic', 'proof');
  }, 120_000);

  it('draws the die line (magenta) on the proof only', () => {
    const magenta: [number, number, number] = [255, 0, 255];
    expect(countColour(renderPage(join(dir, 'shop-proof.pdf'), 1, 100), magenta, 60)).toBeGreaterThan(200);
    expect(countColour(renderPage(join(dir, 'shop.pdf'), 1, 100), magenta, 60)).toBe(0);
  });

  it('writes a PDF/X-3 with an output intent, boxes on every page, no RGB, black text as 100 % K', () => {
    const pdf = readFileSync(join(dir, 'shop-cmyk.pdf'));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/GTS_PDFXVersion\s*\(PDF\/X-3:2002\)/);
    expect(raw).toMatch(/\/OutputIntents/);
    expect(raw).toMatch(/\/S\s*\/GTS_PDFX/);
    expect(raw).toMatch(/\/DestOutputProfile/);
    expect(raw).not.toMatch(/DeviceRGB|\/CalRGB/);
    const pages = raw.match(/\/Type\s*\/Page\b/g)!.length;
    expect(pages).toBe(4);
    expect(raw.match(/\/TrimBox/g)).toHaveLength(pages);
    expect(raw.match(/\/BleedBox/g)).toHaveLength(pages);
    const content = streams(pdf).filter((s) => s.includes('BT'));
    expect(content.length).toBeGreaterThan(0);
    // The fill colour in force at each text shown: ink (100 % K) or paper, never a four-colour black.
    const textColours = new Set<string>();
    for (const s of content) {
      expect(s).not.toMatch(/\s(rg|RG)\n/);
      for (const shown of s.matchAll(/T[jJ]\n/g)) {
        const before = s.slice(0, shown.index);
        // Ghostscript writes CMYK fills with k, and white or black as a grey (g) where it can.
        const fill = [...before.matchAll(/(?:^|\s)((?:[\d.]+ ){3}[\d.]+ k|[\d.]+ g)\n/g)].at(-1)?.[1] ?? 'none';
        const grey = /^([\d.]+) g$/.exec(fill);
        textColours.add(grey ? `0 0 0 ${1 - Number(grey[1])}` : fill.replace(/ k$/, ''));
      }
    }
    expect([...textColours].sort(), [...textColours].join(', ')).toEqual(['0 0 0 0', '0 0 0 1']);
  });
});

it('converts the same PDF to the same PDF/X twice', () => {
  const out = mkdtempSync(join(tmpdir(), 'jibe-pdfx-twice-'));
  return buildDeck(parseBuildFlags({ out, shop: true, only: 'key-fire' })).then(() => {
    const shop = readFileSync(join(out, 'classic', 'proof', 'shop.pdf'));
    const [a, b] = [convertToPdfX(shop, 'Jibe'), convertToPdfX(shop, 'Jibe')];
    // Byte for byte as a rule; once, on a loaded machine, Ghostscript wrote the same document with
    // different bytes, so the pages as printed are what must never differ.
    if (!a.equals(b)) {
      const files = [a, b].map((pdf, i) => {
        const file = join(out, `pdfx-${i}.pdf`);
        writeFileSync(file, pdf);
        return file;
      });
      for (const page of [1, 2])
        expect(renderPage(files[0]!, page, 50).rgb.equals(renderPage(files[1]!, page, 50).rgb)).toBe(true);
    }
  });
}, 60_000);

it('--cmyk without Ghostscript on the PATH is refused, naming the flag and the package', async () => {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    const out = mkdtempSync(join(tmpdir(), 'jibe-shop-nogs-'));
    const build = buildDeck(parseBuildFlags({ out, shop: true, cmyk: true, only: 'key-fire' }));
    await expect(build).rejects.toThrow(InputError);
    await expect(build).rejects.toThrow(/--cmyk: needs Ghostscript \(gs\).*apt-get install ghostscript/);
  } finally {
    process.env.PATH = path;
  }
});
