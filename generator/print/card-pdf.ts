// Card view → vector drawing in a pdfkit document: the same paths, art and text as the SVG, as PDF
// path operators and embedded DejaVu Sans, never as a pasted image.

import { fitArt, type Art } from './art.ts';
import type { CardView } from './card-view.ts';
import { PDF_FONTS, type PdfDoc } from './fonts.ts';
import { polygonPath } from './hex-geometry.ts';
import { composeMatrices } from './matrix.ts';

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export interface DrawCardOptions {
  /** What part of the card to keep: bleed and trim clip to that hex; `canvas` (the default) to the card's rectangle. */
  clip?: 'canvas' | 'bleed' | 'trim';
}

/** A colour pdfkit reads: hex without alpha, an RGB triple, or a CSS colour name. */
export function toPdfColour(colour: string): string | [number, number, number] {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(colour)?.[1];
  if (hex !== undefined) {
    if (hex.length === 3 || hex.length === 4) return `#${hex.slice(0, 3)}`;
    return `#${hex.slice(0, 6).padEnd(6, '0')}`;
  }
  const rgb = /^rgba?\(([^)]*)\)$/i.exec(colour)?.[1];
  if (rgb !== undefined) {
    const parts = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .slice(0, 3)
      .map((p) => (p.endsWith('%') ? (parseFloat(p) * 255) / 100 : parseFloat(p)));
    const [r = 0, g = 0, b = 0] = parts.map((v) => (Number.isFinite(v) ? Math.min(255, Math.max(0, v)) : 0));
    return [r, g, b];
  }
  return colour.toLowerCase();
}

function paintPath(
  doc: PdfDoc,
  d: string,
  fill: string | null,
  stroke: string | null,
  rule: 'nonzero' | 'evenodd' = 'nonzero',
): void {
  doc.path(d);
  const fillRule = rule === 'evenodd' ? 'even-odd' : 'non-zero';
  if (fill !== null && stroke !== null)
    doc.fillAndStroke(toPdfColour(fill) as never, toPdfColour(stroke) as never, fillRule);
  else if (fill !== null) doc.fill(toPdfColour(fill) as never, fillRule);
  else if (stroke !== null) doc.stroke(toPdfColour(stroke) as never);
}

/**
 * Draws a card (face or back) with the top-left corner of its canvas at (x, y) points. The document
 * must have the card fonts registered (registerCardFonts).
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
  for (const p of view.paths) {
    doc.lineWidth(p.strokeWidth).lineJoin('round');
    paintPath(doc, p.d, p.fill, p.stroke);
  }
  for (const icon of view.icons) {
    const a = art.get(icon.icon);
    if (!a) throw new Error(`no art loaded for icon "${icon.icon}"`);
    const place = fitArt(a.viewBox, icon.x, icon.y, icon.size);
    for (const s of a.shapes) {
      doc.save();
      doc.transform(...composeMatrices(place, s.matrix));
      doc.lineWidth(s.strokeWidth).lineCap(s.lineCap).lineJoin(s.lineJoin).opacity(s.opacity);
      paintPath(doc, s.d, s.fill, s.stroke, s.fillRule);
      doc.restore();
    }
  }
  for (const t of view.texts) {
    doc
      .font(t.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(t.size)
      .fillColor(toPdfColour(t.fill) as never);
    const width = doc.widthOfString(t.text);
    doc.text(t.text, t.x - width / 2, t.y, { baseline: 'alphabetic', lineBreak: false });
  }
  doc.restore();
}
