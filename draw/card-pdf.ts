// A card's SVG placed into a pdfkit document as vectors (svg-to-pdfkit): the PDF sheets, the shop
// file and the rulebook draw the very SVG that becomes the PNG, so a template change reaches every
// output. Text stays text in the embedded DejaVu Sans; nothing is rasterised.

import SVGtoPDF from 'svg-to-pdfkit';
import type { Art } from './art.ts';
import type { CardRenderer } from './card-svg.ts';
import type { CardView } from './card-view.ts';
import { PDF_FONTS } from './fonts.ts';
import { polygonPath } from './hex-geometry.ts';
import type { PdfDoc } from './pdf-document.ts';

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export interface DrawCardOptions {
  /** What part of the card to keep: bleed and trim clip to that hex; `canvas` (the default) to the card's rectangle. */
  clip?: 'canvas' | 'bleed' | 'trim';
  /** The templates to draw with. */
  renderer: CardRenderer;
  /** Draw `view` (the back's) through the back template, not the face's. */
  back?: boolean;
}

// The card SVGs name one family; its weight picks the registered face.
const fontOf = (_family: string, bold: boolean): string => (bold ? PDF_FONTS.bold : PDF_FONTS.regular);

type SvgColour = [number[], number];
/**
 * For print shops: near-black (every channel at most 0x20, as the card's ink #1D1D1B) becomes
 * 100 % K in DeviceCMYK, which a CMYK conversion leaves alone, instead of a rich black of four inks
 * that blurs small text when the plates shift.
 */
const blackToK = (colour: SvgColour | undefined): SvgColour | undefined =>
  colour && colour[0].length === 3 && colour[0].every((v) => v <= 0x20) ? [[0, 0, 0, 100], colour[1]] : colour;

/**
 * Draws an SVG of `width` × `height` user units into the current user space with its top-left
 * corner at the origin (the caller sets up translation, rotation and scale). The document must
 * have the card fonts registered (registerCardFonts). `blackAsK` sets near-black in 100 % K.
 */
export function placeSvg(doc: PdfDoc, svg: string, width: number, height: number, blackAsK = false): void {
  SVGtoPDF(doc as never, svg, 0, 0, {
    ...(blackAsK ? { colorCallback: blackToK as never } : {}),
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
  options: DrawCardOptions,
): void {
  const g = view.geometry;
  doc.save();
  doc.translate(x, y).scale(PT_PER_MM);
  const clip = options.clip ?? 'canvas';
  if (clip === 'canvas') doc.rect(0, 0, g.width, g.height).clip();
  else doc.path(polygonPath(clip === 'trim' ? g.trim : g.bleed)).clip();
  const render = options.renderer;
  placeSvg(doc, options.back ? render.back(view, view.description) : render.face(view, art), g.width, g.height);
  doc.restore();
}

interface PdfInternals {
  page: { content: unknown; resources: unknown; xobjects: Record<string, unknown> };
  ref: (data: Record<string, unknown>) => { end: () => void };
}

/**
 * Places SVGs that repeat (the back on every back page) through Form XObjects: each SVG is drawn
 * once into a form, and every further copy is one `Do`, which keeps sheets small and fast.
 */
export function createSvgPlacer(doc: PdfDoc, blackAsK = false): (svg: string, width: number, height: number) => void {
  const forms = new Map<string, { name: string; form: unknown }>();
  const pdf = doc as unknown as PdfInternals;
  return (svg, width, height) => {
    let known = forms.get(svg);
    if (!known) {
      // The form shares the resources (fonts, opacity states) of the page it is drawn on; a
      // margin around its box leaves room for art that reaches past the canvas.
      const page = pdf.page;
      const form = pdf.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [-50, -50, width + 50, height + 50],
        Resources: page.resources,
      });
      const content = page.content;
      page.content = form;
      try {
        placeSvg(doc, svg, width, height, blackAsK);
      } finally {
        page.content = content;
      }
      form.end();
      known = { name: `JibeCard${forms.size + 1}`, form };
      forms.set(svg, known);
    }
    pdf.page.xobjects[known.name] = known.form;
    doc.addContent(`/${known.name} Do`);
  };
}
