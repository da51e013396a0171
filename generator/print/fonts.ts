// The card fonts on disk: DejaVu Sans from the dejavu-fonts-ttf package unless a deck names its
// own (deck file `look.fonts`). resvg and pdfkit load these same TTF/OTF files, and the drawing
// code (draw/) reads them through the reader set here, so SVG, PNG and PDF set the same glyphs.
// System fonts are never used.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CARD_FAMILY, type CardFonts, setFontSource } from '../../draw/fonts.ts';
import { type PdfDoc, registerCardFonts as registerFonts } from '../../draw/pdf-document.ts';

export { type CardFonts, PDF_FONTS } from '../../draw/fonts.ts';

export type { PdfDoc } from '../../draw/pdf-document.ts';

const require = createRequire(import.meta.url);

export const DEFAULT_FONTS: CardFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  family: CARD_FAMILY,
  boldFamily: CARD_FAMILY,
};

/** The default files, for the art importer (which sets an icon's own text in DejaVu Sans). */
export const FONT_FILES = { regular: DEFAULT_FONTS.regular, bold: DEFAULT_FONTS.bold } as const;

/** Has the drawing code read the card fonts from disk, as the command line does (done on import). */
export function readFontsFromDisk(): void {
  setFontSource(DEFAULT_FONTS, (file) => new Uint8Array(readFileSync(file)));
}

readFontsFromDisk();

/** Registers the card fonts in a pdfkit document; call once per document. */
export function registerCardFonts(doc: PdfDoc, fonts: CardFonts = DEFAULT_FONTS): void {
  registerFonts(doc, fonts);
}
