// Text widths in the card fonts, so that view models can fit names to the hex: pdfkit reads the
// advance widths from the same TTF/OTF files that resvg and the PDF use.

import PDFDocument from 'pdfkit';
import { type CardFonts, DEFAULT_FONTS, PDF_FONTS, type PdfDoc, registerCardFonts } from './fonts.ts';

// One document that only measures per pair of font files, made on first use. A process sees a
// few decks at most (the preview, the tests); the bound keeps a long-running preview from growing.
const measurers = new Map<string, PdfDoc>();
const MAX_MEASURERS = 8;

function cardFont(bold: boolean, fonts: CardFonts): PdfDoc {
  const key = `${fonts.regular}\n${fonts.bold}`;
  let measurer = measurers.get(key);
  if (measurer === undefined) {
    if (measurers.size >= MAX_MEASURERS) measurers.delete(measurers.keys().next().value!);
    measurer = new PDFDocument({ autoFirstPage: false });
    registerCardFonts(measurer, fonts);
    measurers.set(key, measurer);
  }
  return measurer.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
}

/** Width of `text` set at `size` in the card font, in the unit of `size`. */
export function measureText(text: string, bold: boolean, size: number, fonts: CardFonts = DEFAULT_FONTS): number {
  return cardFont(bold, fonts).fontSize(100).widthOfString(text) * (size / 100);
}

/** The characters of `text` the card font has no glyph for (each once): resvg and the PDF draw them as boxes. */
export function findMissingGlyphs(text: string, bold: boolean, fonts: CardFonts = DEFAULT_FONTS): string[] {
  // pdfkit keeps the current font's fontkit face here; it has no public accessor.
  const face = (cardFont(bold, fonts) as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })
    ._font.font;
  return [...new Set(text)].filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!));
}
