// The card fonts: DejaVu Sans from the dejavu-fonts-ttf package unless a deck names its own (deck
// file `look.fonts`). resvg and pdfkit load these same TTF/OTF files, so SVG, PNG and PDF set the
// same glyphs. System fonts are never used.

import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);

/** The font files a deck's cards are set in, and the family names the card SVGs give them. */
export interface CardFonts {
  regular: string;
  bold: string;
  /** The family name inside each file (its name table): what the SVG's font-family says, so resvg finds it. */
  family: string;
  boldFamily: string;
}

export const DEFAULT_FONTS: CardFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  family: 'DejaVu Sans',
  boldFamily: 'DejaVu Sans',
};

/** The default files, for the art importer (which sets an icon's own text in DejaVu Sans). */
export const FONT_FILES = { regular: DEFAULT_FONTS.regular, bold: DEFAULT_FONTS.bold } as const;

/**
 * Names under which pdfkit documents know the two card faces (see registerCardFonts): whatever
 * family a card SVG names, svg-to-pdfkit sets it in one of these, picked by weight.
 */
export const PDF_FONTS = { regular: 'CardFont', bold: 'CardFont-Bold' } as const;

/** Registers the card fonts in a pdfkit document; call once per document. */
export function registerCardFonts(doc: PdfDoc, fonts: CardFonts = DEFAULT_FONTS): void {
  doc.registerFont(PDF_FONTS.regular, fonts.regular);
  doc.registerFont(PDF_FONTS.bold, fonts.bold);
}
