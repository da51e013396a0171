// The card font, from the dejavu-fonts-ttf package: resvg and pdfkit load these same TTF files, so
// SVG, PNG and PDF set the same glyphs. System fonts are never used.

import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** Names under which pdfkit documents know the two faces (see registerCardFonts). */
export const PDF_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/** Registers the card fonts in a pdfkit document; call once per document. */
export function registerCardFonts(doc: PdfDoc): void {
  doc.registerFont(PDF_FONTS.regular, FONT_FILES.regular);
  doc.registerFont(PDF_FONTS.bold, FONT_FILES.bold);
}
