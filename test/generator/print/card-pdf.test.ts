import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { drawCardPdf } from '../../../generator/print/card-pdf.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { createCardRenderer, readCardTemplates } from '../../../generator/print/card-svg.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { registerCardFonts } from '../../../generator/print/fonts.ts';
import { countColour, renderPage } from './pdf-pixels.ts';

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

describe('one face, drawn once', () => {
  it('a change to the face template shows on the PNG and on the PDF alike', async () => {
    const loaded = loadDeck();
    const art = loadDeckArt(loaded);
    const card = enumerateCards(loaded.deck).find((c) => c.id === 'key-fire')!;
    const view = viewCardFace(loaded.deck, card, SIZE_PRESETS['tgc-hex']!);
    const shipped = readCardTemplates();
    // A designer's change: a magenta square in the shapes every face is drawn from.
    const changed = createCardRenderer({
      ...shipped,
      shapes: shipped.shapes.replace('</g>', '<rect x="30" y="40" width="20" height="20" fill="#FF00FF"/></g>'),
    });
    const magenta: [number, number, number] = [255, 0, 255];
    const pngMagenta = (svg: string): number => {
      const { pixels } = renderPixels(svg, 300);
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (pixels[i]! > 230 && pixels[i + 1]! < 30 && pixels[i + 2]! > 230) n++;
      return n;
    };
    const pdfMagenta = async (renderer?: ReturnType<typeof createCardRenderer>): Promise<number> => {
      const file = await pdfOf((doc) => drawCardPdf(doc, view, art, 20, 20, { renderer }));
      return countColour(renderPage(file, 1, 40), magenta, 30);
    };
    expect(pngMagenta(createCardRenderer(shipped).face(view, art))).toBe(0);
    expect(pngMagenta(changed.face(view, art))).toBeGreaterThan(500);
    expect(await pdfMagenta()).toBe(0);
    // 20 × 20 mm at 40 DPI is about 990 pixels.
    expect(await pdfMagenta(changed)).toBeGreaterThan(800);
  });
});
