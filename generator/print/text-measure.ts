// Text widths in the card font, so that view models can fit names to the hex: pdfkit reads the
// advance widths from the same TTF files that resvg and the PDF use.

import PDFDocument from 'pdfkit';
import { PDF_FONTS, type PdfDoc, registerCardFonts } from './fonts.ts';

// One document that only measures, made on first use.
let measurer: PdfDoc | null = null;

/** Width of `text` set at `size` in the card font, in the unit of `size`. */
export function measureText(text: string, bold: boolean, size: number): number {
  if (measurer === null) {
    measurer = new PDFDocument({ autoFirstPage: false });
    registerCardFonts(measurer);
  }
  return (
    measurer
      .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(100)
      .widthOfString(text) *
    (size / 100)
  );
}
