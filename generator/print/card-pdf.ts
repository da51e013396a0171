// A card's SVG placed into a pdfkit document as vectors (svg-to-pdfkit): the PDF sheets, the shop
// file and the rulebook draw the very SVG that becomes the PNG, so a template change reaches every
// output. Text stays text in the embedded DejaVu Sans; nothing is rasterised.

import SVGtoPDF from 'svg-to-pdfkit';
import type { Art } from './art.ts';
import { CARD_RENDERER, type CardRenderer } from './card-svg.ts';
import type { CardView } from './card-view.ts';
import { PDF_FONTS, type PdfDoc } from './fonts.ts';
import { polygonPath } from './hex-geometry.ts';

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export interface DrawCardOptions {
  /** What part of the card to keep: bleed and trim clip to that hex; `canvas` (the default) to the card's rectangle. */
  clip?: 'canvas' | 'bleed' | 'trim';
  /** The templates to draw with; the shipped ones by default. */
  renderer?: CardRenderer;
}

// The card SVGs name one family; its weight picks the registered face.
const fontOf = (_family: string, bold: boolean): string => (bold ? PDF_FONTS.bold : PDF_FONTS.regular);

/**
 * Draws an SVG of `width` × `height` user units into the current user space with its top-left
 * corner at the origin (the caller sets up translation, rotation and scale). The document must
 * have the card fonts registered (registerCardFonts).
 */
export function placeSvg(doc: PdfDoc, svg: string, width: number, height: number): void {
  SVGtoPDF(doc as never, svg, 0, 0, {
    width,
    height,
    assumePt: true,
    preserveAspectRatio: 'none',
    fontCallback: fontOf,
    warningCallback: (message: string) => {
      throw new Error(`card SVG: ${message}`);
    },
  });
}

/**
 * Draws a card (face or back) with the top-left corner of its canvas at (x, y) points, from the
 * SVG that renderCardSvg makes of `view` (the same text as cards/<id>.svg).
 */
export function drawCardPdf(
  doc: PdfDoc,
  view: CardView,
  art: ReadonlyMap<string, Art>,
  x: number,
  y: number,
  options: DrawCardOptions = {},
): void {
  const g = view.geometry;
  doc.save();
  doc.translate(x, y).scale(PT_PER_MM);
  const clip = options.clip ?? 'canvas';
  if (clip === 'canvas') doc.rect(0, 0, g.width, g.height).clip();
  else doc.path(polygonPath(clip === 'trim' ? g.trim : g.bleed)).clip();
  placeSvg(doc, (options.renderer ?? CARD_RENDERER).face(view, art), g.width, g.height);
  doc.restore();
}
