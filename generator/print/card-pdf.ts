// A card placed into a pdfkit document (draw/card-pdf.ts), drawn with the shipped templates unless
// the caller names a deck's own: the rulebook and the build's checks draw cards through this.

import type { Art } from '../../draw/art.ts';
import { type DrawCardOptions, drawCardPdf as drawWith } from '../../draw/card-pdf.ts';
import type { CardView } from '../../draw/card-view.ts';
import { CARD_RENDERER } from './card-svg.ts';
import type { PdfDoc } from './fonts.ts';

export { createSvgPlacer, placeSvg, PT_PER_MM } from '../../draw/card-pdf.ts';

/** Draws a card with its canvas's top-left corner at (x, y) points; see draw/card-pdf.ts. */
export function drawCardPdf(
  doc: PdfDoc,
  view: CardView,
  art: ReadonlyMap<string, Art>,
  x: number,
  y: number,
  options: Partial<DrawCardOptions> = {},
): void {
  drawWith(doc, view, art, x, y, { ...options, renderer: options.renderer ?? CARD_RENDERER });
}

/** PDF bytes as a Buffer without copying them (the build and its tests write and compare Buffers). */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
