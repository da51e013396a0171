// Text widths in the card font, so that view models can fit names to the hex: pdfkit reads the
// advance widths from the same TTF files that resvg and the PDF use.

import PDFDocument from 'pdfkit';
import { PDF_FONTS, type PdfDoc, registerCardFonts } from './fonts.ts';

// One document that only measures, made on first use.
let measurer: PdfDoc | null = null;

function cardFont(bold: boolean): PdfDoc {
  if (measurer === null) {
    measurer = new PDFDocument({ autoFirstPage: false });
    registerCardFonts(measurer);
  }
  return measurer.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
}

/** Width of `text` set at `size` in the card font, in the unit of `size`. */
export function measureText(text: string, bold: boolean, size: number): number {
  return cardFont(bold).fontSize(100).widthOfString(text) * (size / 100);
}

/** The characters of `text` the card font has no glyph for (each once): resvg and the PDF draw them as boxes. */
export function findMissingGlyphs(text: string, bold: boolean): string[] {
  // pdfkit keeps the current font's fontkit face here; it has no public accessor.
  const face = (cardFont(bold) as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font
    .font;
  return [...new Set(text)].filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!));
}
