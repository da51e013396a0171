// The PDF sheets: home pages (faces and backs, or gutter-fold pages) and the shop file (one card
// per page with TrimBox and BleedBox). Each card is its SVG (the same text as cards/*.svg) placed
// as vectors by placeSvg, turned flat-top and cut back to its slot's bleed.

import type { Art } from './art.ts';
import { createSvgPlacer, placeSvg, PT_PER_MM } from './card-pdf.ts';
import type { CardSize } from './card-size.ts';
import type { CardRenderer } from './card-svg.ts';
import type { CardView } from './card-view.ts';
import { PDF_FONTS } from './fonts.ts';
import type { Point } from './hex-geometry.ts';
import {
  backSlot,
  type CardSlot,
  CUT_WIDTH,
  type Duplex,
  layoutFold,
  layoutSheet,
  MARK_MARGIN,
  placeBack,
  PRINTER_MARGIN,
  type SheetLayout,
} from './imposition.ts';
import type { Paper } from './paper.ts';
import { finish, openDocument, type PdfDoc, type PdfFile } from './pdf-document.ts';
import { drawFooter, type Footer, type FooterText, layoutFooter, layoutSlimFooter } from './sheet-footer.ts';

export interface SheetJob {
  deckName: string;
  size: CardSize;
  faces: CardView[];
  back: CardView;
  art: ReadonlyMap<string, Art>;
  /** The templates and fonts the cards are drawn with: the deck's look. */
  renderer: CardRenderer;
}

export type { PdfFile } from './pdf-document.ts';

// Cut lines are black; an edge's line lies just outside its trim (imposition.ts).
const CUT = '#000000';

/** Runs `draw` in millimetre units with the origin at the page's top-left. */
function inMillimetres(doc: PdfDoc, draw: () => void): void {
  doc.save();
  doc.scale(PT_PER_MM);
  draw();
  doc.restore();
}

type Place = (svg: string, width: number, height: number) => void;

function drawCard(
  doc: PdfDoc,
  svg: string,
  view: CardView,
  slot: CardSlot,
  layout: SheetLayout,
  place: Place = (s, w, h) => placeSvg(doc, s, w, h),
): void {
  const g = view.geometry;
  inMillimetres(doc, () => {
    doc.rect(slot.keep.x, slot.keep.y, slot.keep.width, slot.keep.height).clip();
    doc.polygon(...slot.bleed.map((p): [number, number] => [p.x, p.y])).clip();
    doc.translate(slot.centre.x, slot.centre.y).rotate(layout.rotation);
    doc.translate(-g.centre.x, -g.centre.y);
    place(svg, g.width, g.height);
  });
}

function drawMarks(doc: PdfDoc, layout: SheetLayout, cuts: boolean, registration: Point[]): void {
  inMillimetres(doc, () => {
    if (cuts) {
      doc.lineWidth(CUT_WIDTH).lineCap('butt');
      for (const c of layout.cuts) doc.moveTo(c.from.x, c.from.y).lineTo(c.to.x, c.to.y);
      doc.stroke(CUT);
    }
    doc.lineWidth(0.15);
    for (const p of registration) {
      doc.circle(p.x, p.y, 1.6).stroke('#000000');
      doc
        .moveTo(p.x - 2.6, p.y)
        .lineTo(p.x + 2.6, p.y)
        .moveTo(p.x, p.y - 2.6)
        .lineTo(p.x, p.y + 2.6)
        .stroke('#000000');
    }
  });
}

function addPage(doc: PdfDoc, paper: Paper): void {
  doc.addPage({ size: [paper.width * PT_PER_MM, paper.height * PT_PER_MM], margin: 0 });
}

function chunk<T>(items: T[], n: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, (i + 1) * n));
}

/**
 * The two-line footer and its layout, or the slim one where it holds more cards (or where only it
 * leaves room for a card); a layout that fits neither throws the full footer's refusal.
 */
function chooseFooter(
  full: Footer,
  slim: Footer | null,
  layoutWith: (f: Footer) => SheetLayout,
): { footer: Footer; layout: SheetLayout } {
  const attempt = (f: Footer | null): { footer: Footer; layout: SheetLayout } | null => {
    if (f === null) return null;
    try {
      return { footer: f, layout: layoutWith(f) };
    } catch {
      return null;
    }
  };
  const [a, b] = [attempt(full), attempt(slim)];
  if (a === null) return b ?? { footer: full, layout: layoutWith(full) };
  return b !== null && b.layout.slots.length > a.layout.slots.length ? b : a;
}

const DUPLEX_BRIEF: Record<Duplex, string> = {
  long: 'flip on the long edge',
  short: 'flip on the short edge',
  fold: 'one side, fold, glue, cut',
};

const DUPLEX_NOTE: Record<Duplex, string> = {
  long: 'Print double-sided, flip on the long edge',
  short: 'Print double-sided, flip on the short edge',
  fold: 'Print single-sided, fold on the dashed line, glue the halves, then cut',
};

/**
 * Home sheets on one paper: face and back pages in turn (duplex), or fold pages. `gutter` (mm)
 * parts the rows so that every edge has bleed.
 */
export async function makeSheetsPdf(
  job: SheetJob,
  paper: Paper,
  duplex: Duplex,
  offset: Point = { x: 0, y: 0 },
  gutter = 0,
): Promise<PdfFile> {
  const render = job.renderer;
  const backSvg = render.back(job.back, job.deckName);
  const doc = openDocument(`${job.deckName}: cards on ${paper.name}`, duplex, render.fonts);
  const footer = (page: number, what: string, total: number): FooterText => ({
    title: `${job.deckName} · ${what} · page ${page} of ${total} · ${paper.name} · ${job.size.id} cards`,
    note: `Print at 100 % (actual size): the bar on the right must measure 1 cm. ${DUPLEX_NOTE[duplex]}.`,
    brief: `print at 100 %, ${DUPLEX_BRIEF[duplex]}`,
  });
  // The footer's height from its longest page: a narrow paper wraps it onto more lines. Where one
  // slim line wins a row of cards (Letter with a gutter), it is slim.
  const most = footer(9999, duplex === 'fold' ? 'faces above the fold, backs below' : 'backs of page 9999', 9999);
  const layoutWith = (f: Footer): SheetLayout =>
    duplex === 'fold' ? layoutFold(paper, job.size, f.height, gutter) : layoutSheet(paper, job.size, f.height, gutter);
  const full = layoutFooter(doc, paper, most);
  const { footer: bar, layout } = chooseFooter(full, layoutSlimFooter(doc, paper, most), layoutWith);
  const groups = chunk(job.faces, layout.slots.length);
  // The back is drawn once into a form and placed by reference on every back page.
  const placeBackSvg = createSvgPlacer(doc);
  const total = duplex === 'fold' ? groups.length : groups.length * 2;
  const shift = duplex === 'fold' ? { x: 0, y: 0 } : offset;
  const backs = layout.slots.map((s) => backSlot(paper, s, duplex, shift));
  const mirrored: SheetLayout = {
    ...layout,
    cuts: layout.cuts.map((c) => ({
      from: placeBack(paper, c.from, duplex, shift),
      to: placeBack(paper, c.to, duplex, shift),
    })),
  };
  let page = 0;
  for (const cards of groups) {
    addPage(doc, paper);
    cards.forEach((view, i) => drawCard(doc, render.face(view, job.art), view, layout.slots[i]!, layout));
    drawMarks(doc, layout, true, layout.registration);
    if (duplex === 'fold') {
      cards.forEach((_, i) => drawCard(doc, backSvg, job.back, backs[i]!, layout, placeBackSvg));
      drawMarks(doc, mirrored, true, []);
      inMillimetres(doc, () => {
        doc
          .lineWidth(0.2)
          .dash(2, { space: 1.5 })
          .moveTo(MARK_MARGIN, paper.height / 2)
          .lineTo(paper.width - MARK_MARGIN, paper.height / 2)
          .stroke('#555555')
          .undash();
        doc
          .font(PDF_FONTS.regular)
          .fontSize(2.6)
          .fillColor('#555555')
          .text('fold', MARK_MARGIN, paper.height / 2 - 1, { baseline: 'alphabetic', lineBreak: false });
      });
      inMillimetres(doc, () => drawFooter(doc, paper, bar, footer(++page, 'faces above the fold, backs below', total)));
      continue;
    }
    inMillimetres(doc, () => drawFooter(doc, paper, bar, footer(++page, 'faces', total)));
    addPage(doc, paper);
    // Every slot gets a back, spares included: the slots are symmetric under both flips, so a last
    // page of fewer cards lands its backs whichever edge the printer turns it on. The offset may
    // move them towards the edge: what would come within the printer's margin is cut off there.
    doc.save();
    const m = PRINTER_MARGIN * PT_PER_MM;
    doc
      .rect(m, m, (paper.width - 2 * PRINTER_MARGIN) * PT_PER_MM, (paper.height - 2 * PRINTER_MARGIN) * PT_PER_MM)
      .clip();
    backs.forEach((slot) => drawCard(doc, backSvg, job.back, slot, layout, placeBackSvg));
    drawMarks(
      doc,
      layout,
      false,
      layout.registration.map((p) => placeBack(paper, p, duplex, shift)),
    );
    doc.restore();
    inMillimetres(doc, () => drawFooter(doc, paper, bar, footer(++page, `backs of page ${page - 1}`, total)));
  }
  return finish(doc, page);
}
