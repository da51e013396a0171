// Files for print shops that impose the cards themselves: one card per page, face then back, each
// page the card's upload canvas (a shop's, turned as its PNGs are, or the card's own turned the
// same way), with TrimBox on the trim's bounding box and BleedBox on the bleed's. The proof file
// adds the die line (the trim, magenta) and the safe zone (cyan, dashed) on top, for checking only:
// never upload it as artwork. The cut file adds the die line as the spot colour CutContour on a
// layer of its own, which shops whose cutters read a named separation ask for.

import { createSvgPlacer, PT_PER_MM, placeSvg } from './card-pdf.ts';
import { type CardSize, MM_PER_INCH } from './card-size.ts';
import { type SvgCanvas, shopCanvas } from './card-svg.ts';
import type { CardView } from './card-view.ts';
import type { Point } from './hex-geometry.ts';
import { applyMatrix } from './matrix.ts';
import { finish, openDocument, type PdfDoc, type PdfFile } from './pdf-document.ts';
import type { SheetJob } from './sheets-pdf.ts';

export interface ShopPdfOptions {
  /** Draw the die line and the safe zone over the art (a proof, not artwork). */
  proof?: boolean;
  /** Draw the die line in the spot colour CutContour on a layer of its own (for shops' cutters). */
  cutContour?: boolean;
  /** Near-black in 100 % K (for the CMYK conversion that follows). */
  blackAsK?: boolean;
}

/**
 * The canvas a shop file uses for a card of this size: the shop's own, or for a size no shop
 * names, the card's own canvas turned as tgc-hex's is (corners left and right, landscape), so every
 * shop file lies the same way.
 */
export function shopFileCanvas(view: CardView, size: CardSize): SvgCanvas {
  if (size.shop) return shopCanvas(view, size.shop);
  // At 25.4 "dots" an inch a shop canvas is measured in millimetres: exactly the card's canvas.
  const g = view.geometry;
  return shopCanvas(view, { width: g.height, height: g.width, dpi: MM_PER_INCH, quarterTurns: 1 });
}

// Shops ask for 3 mm or ⅛ in (3.175 mm) of bleed; less shows paper where a cut wanders.
const SHOP_BLEED = 3;

/** A warning when the card's bleed is less than shops ask for, or null. */
export function checkShopBleed(size: CardSize): string | null {
  if (size.bleed >= SHOP_BLEED - 1e-9) return null;
  return `--shop: the card's bleed is ${size.bleed} mm; print shops ask for 3 mm or ⅛ in (3.175 mm), so a cut a little off the line may show paper (set look.size.bleed in the deck file)`;
}

/** The PDF objects that put the die line on a layer of its own: its group and the catalog's list. */
function openCutLayer(doc: PdfDoc): unknown {
  // pdfkit's own calls that its type declarations lack.
  const pdf = doc as unknown as {
    ref: (data: unknown) => { end: () => void };
    _root: { data: Record<string, unknown> };
    addSpotColor: (name: string, c: number, m: number, y: number, k: number) => void;
  };
  // pdfkit writes a plain string as a name and a String object as the text string a name must be.
  const layer = pdf.ref({ Type: 'OCG', Name: new String('CutContour') });
  layer.end();
  pdf._root.data.OCProperties = { OCGs: [layer], D: { Order: [layer], ON: [layer] } };
  // The cutter's spot colour; the alternate (what a viewer or an ordinary press shows) is magenta.
  pdf.addSpotColor('CutContour', 0, 100, 0, 0);
  return layer;
}

const bounds = (points: Point[]): [number, number, number, number] => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

/** A box in PDF points (origin bottom left) from millimetres on the page (origin top left). */
const pdfBox = (b: [number, number, number, number], pageHeight: number): number[] =>
  [b[0], pageHeight - b[3], b[2], pageHeight - b[1]].map((v) => Math.round(v * PT_PER_MM * 1000) / 1000);

type Place = (svg: string, width: number, height: number) => void;

function drawPage(
  doc: PdfDoc,
  view: CardView,
  svg: string,
  canvas: SvgCanvas,
  options: ShopPdfOptions,
  cutLayer: unknown,
  place: Place = (s, w, h) => placeSvg(doc, s, w, h, options.blackAsK),
): void {
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
  place(svg, w, h);
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
  if (cutLayer !== null) {
    const page = doc.page as unknown as { resources: { data: Record<string, Record<string, unknown>> } };
    const resources = page.resources.data;
    resources.Properties = { ...resources.Properties, JibeCut: cutLayer };
    const trim = onPage(view.geometry.trim).map((p): [number, number] => [p.x, p.y]);
    doc.addContent('/OC /JibeCut BDC');
    doc
      .lineWidth(0.25)
      .polygon(...trim)
      .stroke('CutContour');
    doc.addContent('EMC');
  }
  doc.restore();
}

/** One card per page, each face followed by the back, so a shop printing duplex gets pairs. */
export async function makeShopPdf(job: SheetJob, options: ShopPdfOptions = {}): Promise<PdfFile> {
  const what = options.proof ? ' (proof with die line)' : options.cutContour ? ' (die line as CutContour)' : '';
  const title = `${job.deckName}: one card per page${what}`;
  const render = job.renderer;
  // Layers (optional content) came with PDF 1.5.
  const doc = openDocument(title, 'long', render.fonts, options.cutContour ? '1.5' : undefined);
  const cutLayer = options.cutContour ? openCutLayer(doc) : null;
  const backCanvas = shopFileCanvas(job.back, job.size);
  const backSvg = render.back(job.back, job.deckName, backCanvas);
  // The back is drawn once into a form and placed by reference on every back page.
  const placeBack = createSvgPlacer(doc, options.blackAsK);
  for (const view of job.faces) {
    const canvas = shopFileCanvas(view, job.size);
    drawPage(doc, view, render.face(view, job.art, canvas), canvas, options, cutLayer);
    drawPage(doc, job.back, backSvg, backCanvas, options, cutLayer, placeBack);
  }
  return finish(doc, job.faces.length * 2);
}
