// Font subset tags read back with pdffonts: unique per file and font, the same for the same file.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { tagFontSubsets } from '../../../generator/print/pdf-subset-tags.ts';
import { writeSheetsPdf } from '../../../generator/print/sheets-pdf.ts';
import { writeShopPdf } from '../../../generator/print/shop-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'jibe-subset-tags-'));
const loaded = loadDeck();
const size = SIZE_PRESETS['tgc-hex']!;
const job = (count: number) => ({
  deckName: loaded.deck.name,
  size,
  faces: enumerateCards(loaded.deck)
    .slice(0, count)
    .map((c) => viewCardFace(loaded.deck, c, size)),
  back: viewCardBack(loaded.deck, size),
  art: loadDeckArt(loaded),
});

/** The embedded font names pdffonts lists, tag included. */
function fontNames(bytes: Buffer, name: string): string[] {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file])
    .toString()
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0]!);
}

describe('font subset tags', () => {
  it('differ between files and fonts, and stay the same for the same file', async () => {
    const a = await writeSheetsPdf(job(1), PAPERS.a4!, 'long');
    const again = await writeSheetsPdf(job(1), PAPERS.a4!, 'long');
    const b = await writeSheetsPdf(job(2), PAPERS.a4!, 'long');
    const shop = await writeShopPdf(job(1));
    expect(again.bytes.equals(a.bytes)).toBe(true);
    const names = [
      ...fontNames(a.bytes, 'a.pdf'),
      ...fontNames(b.bytes, 'b.pdf'),
      ...fontNames(shop.bytes, 'shop.pdf'),
    ];
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const n of names) expect(n).toMatch(/^[A-Z]{6}\+DejaVuSans/);
    expect(names.filter((n) => /^[A-Z]Z{5}\+/.test(n))).toEqual([]);
    const tags = names.map((n) => n.slice(0, 6));
    expect(new Set(tags).size).toBe(tags.length);
  }, 60_000);

  it('leave a PDF without fonts as it was, and every offset where it was', () => {
    const plain = Buffer.from('%PDF-1.3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    expect(tagFontSubsets(plain)).toBe(plain);
    const tagged = Buffer.from('<< /BaseFont /BZZZZZ+DejaVuSans >> << /FontName /BZZZZZ+DejaVuSans >>');
    const out = tagFontSubsets(tagged).toString('latin1');
    expect(out).toHaveLength(tagged.length);
    expect(out).toMatch(/^<< \/BaseFont \/([A-Z]{6})\+DejaVuSans >> << \/FontName \/\1\+DejaVuSans >>$/);
    expect(out).not.toContain('BZZZZZ');
  });
});
