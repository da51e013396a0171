// Files for print shops that impose the cards themselves: one card per page, face then back, each
// page the card's upload canvas (a shop's, turned as its PNGs are, or the card's own), with
// TrimBox on the trim's bounding box and BleedBox on the bleed's. The proof file adds the die line
// (the trim, magenta) and the safe zone (cyan, dashed) on top, for checking only: never upload it
// as artwork.

import { PT_PER_MM, placeSvg } from './card-pdf.ts';
import type { CardSize } from '../../draw/card-size.ts';
import { CARD_RENDERER, cardCanvas, type SvgCanvas, shopCanvas } from './card-svg.ts';
import type { CardView } from '../../draw/card-view.ts';
import type { PdfDoc } from './fonts.ts';
import type { Point } from '../../draw/hex-geometry.ts';
import { applyMatrix } from '../../draw/matrix.ts';
import { finish, openDocument, type PdfFile, type SheetJob } from './sheets-pdf.ts';

export interface ShopPdfOptions {
  /** Draw the die line and the safe zone over the art (a proof, not artwork). */
  proof?: boolean;
  /** Near-black in 100 % K (for the CMYK conversion that follows). */
  blackAsK?: boolean;
}

/** The canvas a shop file uses for a card of this size: the shop's own, or the card's. */
export function shopFileCanvas(view: CardView, size: CardSize): SvgCanvas {
  return size.shop ? shopCanvas(view, size.shop) : cardCanvas(view);
}

const bounds = (points: Point[]): [number, number, number, number] => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

/** A box in PDF points (origin bottom left) from millimetres on the page (origin top left). */
const pdfBox = (b: [number, number, number, number], pageHeight: number): number[] =>
  [b[0], pageHeight - b[3], b[2], pageHeight - b[1]].map((v) => Math.round(v * PT_PER_MM * 1000) / 1000);

function drawPage(doc: PdfDoc, view: CardView, svg: string, canvas: SvgCanvas, options: ShopPdfOptions): void {
  const [w, h] = [canvas.width, canvas.height];
  doc.addPage({ size: [w * PT_PER_MM, h * PT_PER_MM], margin: 0 });
  const page = doc.page.dictionary.data as Record<string, unknown>;
  const onPage = (points: Point[]): Point[] =>
    points.map((p) => {
      const [x, y] = applyMatrix(canvas.transform, p.x, p.y);
      return { x, y };
    });
  const clamp = (b: [number, number, number, number]): [number, number, number, number] => [
    Math.max(0, b[0]),
    Math.max(0, b[1]),
    Math.min(w, b[2]),
    Math.min(h, b[3]),
  ];
  page.TrimBox = pdfBox(bounds(onPage(view.geometry.trim)), h);
  page.BleedBox = pdfBox(clamp(bounds(onPage(view.geometry.bleed))), h);
  doc.save();
  doc.scale(PT_PER_MM);
  doc.rect(0, 0, w, h).clip();
  placeSvg(doc, svg, w, h, options.blackAsK);
  if (options.proof) {
    const trim = onPage(view.geometry.trim).map((p): [number, number] => [p.x, p.y]);
    const safe = onPage(view.geometry.safe).map((p): [number, number] => [p.x, p.y]);
    doc
      .lineWidth(0.25)
      .polygon(...trim)
      .stroke('#FF00FF');
    doc
      .lineWidth(0.2)
      .dash(1, { space: 0.8 })
      .polygon(...safe)
      .stroke('#00AEEF')
      .undash();
  }
  doc.restore();
}

/** One card per page, each face followed by the back, so a shop printing duplex gets pairs. */
export async function writeShopPdf(job: SheetJob, options: ShopPdfOptions = {}): Promise<PdfFile> {
  const title = `${job.deckName}: one card per page${options.proof ? ' (proof with die line)' : ''}`;
  const render = job.renderer ?? CARD_RENDERER;
  const doc = openDocument(title, 'long', render.fonts);
  const backCanvas = shopFileCanvas(job.back, job.size);
  const backSvg = render.back(job.back, job.deckName, backCanvas);
  for (const view of job.faces) {
    const canvas = shopFileCanvas(view, job.size);
    drawPage(doc, view, render.face(view, job.art, canvas), canvas, options);
    drawPage(doc, job.back, backSvg, backCanvas, options);
  }
  return finish(doc, job.faces.length * 2);
}
