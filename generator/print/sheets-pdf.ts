// The PDF sheets: home pages (faces and backs, or gutter-fold pages) and the shop file (one card
// per page with TrimBox and BleedBox). Cards are drawn as vectors by drawCardPdf.

import PDFDocument from 'pdfkit';
import type { Art } from './art.ts';
import { drawCardPdf, PT_PER_MM } from './card-pdf.ts';
import type { CardView } from './card-view.ts';
import { PDF_FONTS, registerCardFonts, type PdfDoc } from './fonts.ts';
import { hexCorners, polygonPath, type Point } from './hex-geometry.ts';
import {
  cropMarks,
  layoutFold,
  layoutSheet,
  MARK_MARGIN,
  placeBack,
  registrationMarks,
  type Duplex,
  type SheetLayout,
} from './imposition.ts';
import type { CardSize } from './card-size.ts';
import type { Paper } from './paper.ts';

export interface SheetJob {
  deckName: string;
  size: CardSize;
  faces: CardView[];
  back: CardView;
  art: ReadonlyMap<string, Art>;
}

export interface PdfFile {
  bytes: Buffer;
  pages: number;
}

// A fixed date keeps two builds of the same deck byte-identical.
const BUILD_DATE = new Date('2024-01-01T00:00:00Z');
const CUT = '#8A8A8A';
const MARK = '#000000';

function openDocument(title: string): PdfDoc {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Creator: 'jibe build', Producer: 'jibe', CreationDate: BUILD_DATE, ModDate: BUILD_DATE },
  });
  registerCardFonts(doc);
  return doc;
}

async function finish(doc: PdfDoc, pages: number): Promise<PdfFile> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages };
}

/** Runs `draw` in millimetre units with the origin at the page's top-left. */
function inMillimetres(doc: PdfDoc, draw: () => void): void {
  doc.save();
  doc.scale(PT_PER_MM);
  draw();
  doc.restore();
}

function drawCard(
  doc: PdfDoc,
  view: CardView,
  art: ReadonlyMap<string, Art>,
  centre: Point,
  layout: SheetLayout,
): void {
  const x = (centre.x - view.geometry.width / 2) * PT_PER_MM;
  const y = (centre.y - view.geometry.height / 2) * PT_PER_MM;
  drawCardPdf(doc, view, art, x, y, { clip: layout.sharedCuts ? 'trim' : 'bleed' });
}

function drawMarks(
  doc: PdfDoc,
  layout: SheetLayout,
  size: CardSize,
  centres: Point[],
  cutLines: boolean,
  registration: Point[],
): void {
  inMillimetres(doc, () => {
    if (cutLines) {
      doc.lineWidth(0.1).dash(1.2, { space: 0.8 });
      for (const c of centres) doc.path(polygonPath(hexCorners(c, size.cornerToCorner / 2))).stroke(CUT);
      doc.undash();
    }
    doc.lineWidth(0.15);
    for (const m of cropMarks(layout, size, centres))
      doc.moveTo(m.from.x, m.from.y).lineTo(m.to.x, m.to.y).stroke(MARK);
    for (const p of registration) {
      doc.circle(p.x, p.y, 1.6).stroke(MARK);
      doc
        .moveTo(p.x - 2.6, p.y)
        .lineTo(p.x + 2.6, p.y)
        .moveTo(p.x, p.y - 2.6)
        .lineTo(p.x, p.y + 2.6)
        .stroke(MARK);
    }
  });
}

/** Footer: deck, page and paper, then how to print; a 1 cm scale bar on the right. */
function drawFooter(doc: PdfDoc, paper: Paper, lines: [string, string]): void {
  inMillimetres(doc, () => {
    // Two lines inside the bottom 13 mm, the lower one clear of the 5 mm most printers cannot print.
    const baseline = paper.height - 9.3;
    doc.font(PDF_FONTS.bold).fontSize(2.8).fillColor('#222222');
    doc.text(lines[0], 12, baseline, { baseline: 'alphabetic', lineBreak: false });
    doc.font(PDF_FONTS.regular).fontSize(2.5).fillColor('#444444');
    doc.text(lines[1], 12, baseline + 3.3, { baseline: 'alphabetic', lineBreak: false });
    const left = paper.width - 22;
    doc.rect(left, baseline - 1.6, 10, 1.2).fill('#000000');
    doc.lineWidth(0.15);
    for (let mm = 0; mm <= 10; mm++)
      doc
        .moveTo(left + mm, baseline - 0.4)
        .lineTo(left + mm, baseline + (mm % 5 === 0 ? 1.2 : 0.6))
        .stroke('#000000');
    doc.font(PDF_FONTS.regular).fontSize(2.5).fillColor('#000000');
    doc.text('1 cm', left + 5 - doc.widthOfString('1 cm') / 2, baseline + 3.3, {
      baseline: 'alphabetic',
      lineBreak: false,
    });
  });
}

function addPage(doc: PdfDoc, paper: Paper): void {
  doc.addPage({ size: [paper.width * PT_PER_MM, paper.height * PT_PER_MM], margin: 0 });
}

function chunk<T>(items: T[], n: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, (i + 1) * n));
}

const DUPLEX_NOTE: Record<Duplex, string> = {
  long: 'Print double-sided, flip on the long edge',
  short: 'Print double-sided, flip on the short edge',
  fold: 'Print single-sided, fold on the dashed line, glue the halves, then cut',
};

/** Home sheets on one paper: face and back pages in turn (duplex), or fold pages. */
export async function writeSheetsPdf(
  job: SheetJob,
  paper: Paper,
  duplex: Duplex,
  offset: Point = { x: 0, y: 0 },
): Promise<PdfFile> {
  const layout = duplex === 'fold' ? layoutFold(paper, job.size) : layoutSheet(paper, job.size);
  const groups = chunk(job.faces, layout.slots.length);
  const doc = openDocument(`${job.deckName}: cards on ${paper.name}`);
  const total = duplex === 'fold' ? groups.length : groups.length * 2;
  const footer = (page: number, what: string): [string, string] => [
    `${job.deckName} · ${what} · page ${page} of ${total} · ${paper.name} · ${job.size.id} cards`,
    `Print at 100 % (actual size): the bar on the right must measure 1 cm. ${DUPLEX_NOTE[duplex]}.`,
  ];
  let page = 0;
  for (const cards of groups) {
    const faces = layout.slots.slice(0, cards.length);
    const backs = faces.map((p) => placeBack(paper, p, duplex, duplex === 'fold' ? { x: 0, y: 0 } : offset));
    const registration = duplex === 'fold' ? [] : registrationMarks(paper);
    addPage(doc, paper);
    cards.forEach((view, i) => drawCard(doc, view, job.art, faces[i]!, layout));
    drawMarks(doc, layout, job.size, faces, true, registration);
    if (duplex === 'fold') {
      backs.forEach((p) => drawCard(doc, job.back, job.art, p, layout));
      drawMarks(doc, layout, job.size, backs, true, []);
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
      drawFooter(doc, paper, footer(++page, 'faces above the fold, backs below'));
      continue;
    }
    drawFooter(doc, paper, footer(++page, 'faces'));
    addPage(doc, paper);
    backs.forEach((p) => drawCard(doc, job.back, job.art, p, layout));
    drawMarks(
      doc,
      layout,
      job.size,
      backs,
      false,
      registrationMarks(paper).map((p) => ({ x: p.x + offset.x, y: p.y + offset.y })),
    );
    drawFooter(doc, paper, footer(++page, `backs of page ${page - 1}`));
  }
  return finish(doc, page);
}

/** The shop file: one card per page, the page its canvas, TrimBox on the cut, BleedBox on the canvas. */
export async function writeShopPdf(job: SheetJob): Promise<PdfFile> {
  const doc = openDocument(`${job.deckName}: one card per page`);
  const cards = [...job.faces, job.back];
  for (const view of cards) {
    const g = view.geometry;
    const [w, h, b] = [g.width * PT_PER_MM, g.height * PT_PER_MM, job.size.bleed * PT_PER_MM];
    doc.addPage({ size: [w, h], margin: 0 });
    const box = doc.page.dictionary.data as Record<string, unknown>;
    box.BleedBox = [0, 0, w, h];
    box.TrimBox = [b, b, w - b, h - b];
    drawCardPdf(doc, view, job.art, 0, 0, { clip: 'canvas' });
  }
  return finish(doc, cards.length);
}
