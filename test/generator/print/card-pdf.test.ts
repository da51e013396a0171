import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/cards.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { drawCardPdf, toPdfColour } from '../../../generator/print/card-pdf.ts';
import { SIZE_PRESETS } from '../../../generator/print/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../generator/print/card-view.ts';
import { registerCardFonts } from '../../../generator/print/fonts.ts';

async function pdfOf(draw: (doc: InstanceType<typeof PDFDocument>) => void): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  registerCardFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await done;
  const file = join(mkdtempSync(join(tmpdir(), 'jibe-card-pdf-')), 'card.pdf');
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

describe('drawCardPdf', () => {
  it('draws a face and the back as vectors with the card font embedded', async () => {
    const loaded = loadDeck();
    const art = loadDeckArt(loaded);
    const card = enumerateCards(loaded.deck).find((c) => c.id === 'key-fire')!;
    const tgc = SIZE_PRESETS['tgc-hex']!;
    const file = await pdfOf((doc) => {
      drawCardPdf(doc, viewCardFace(loaded.deck, card, tgc), art, 20, 20, { clip: 'bleed' });
      drawCardPdf(doc, viewCardBack(loaded.deck, tgc), art, 300, 20, { clip: 'trim' });
    });
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('95');
    expect(text).toContain('Key + Fire');
    expect(text).toContain('JIBE');
    const fonts = execFileSync('pdffonts', [file]).toString();
    expect(fonts).toMatch(/DejaVuSans-Bold\s+CID TrueType\s+Identity-H\s+yes/);
    const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n');
    expect(images).toHaveLength(2); // the header lines only: no raster image anywhere
  });
});

describe('toPdfColour', () => {
  it.each([
    ['#abc', '#abc'],
    ['#AABBCC', '#AABBCC'],
    ['#11223380', '#112233'],
    ['rgb(255, 0, 10)', [255, 0, 10]],
    ['rgba(100%,0%,50%,0.5)', [255, 0, 127.5]],
    ['Teal', 'teal'],
  ])('%s → %j', (input, want) => expect(toPdfColour(input)).toEqual(want));
});
