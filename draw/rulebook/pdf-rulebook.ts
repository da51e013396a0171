// The printable rulebook: the parsed source laid out by pdfkit on A4 or Letter, DejaVu Sans
// embedded, card pictures as vectors, page numbers in the footer. Takes font bytes and returns
// the PDF bytes; reading and writing files is the command's job.

import PDFDocument from 'pdfkit';
import type { Block } from './markdown.ts';
import { layoutExamplePicture, type ExamplePicture } from './example-picture.ts';
import { layoutAnatomy } from './anatomy-picture.ts';
import { flowRulebook, groupFigures } from './pdf-flow.ts';
import { layoutSetup } from './setup-picture.ts';
import type { PdfPictureKit } from './pdf-pictures.ts';
import { FONTS, type HeadingEntry, headingsOf, MUTED } from './pdf-text.ts';
import type { RulebookModel } from './view-model.ts';

export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

// pdfkit's names for the two sizes: A4 is 595.28 × 841.89 pt, Letter 612 × 792 pt.
const PAGE_SIZE: Record<Paper, string> = { a4: 'A4', letter: 'LETTER' };
// 18 mm margins: room for fingers and a binder's holes, still 45 lines of text a page.
const MARGIN = 51;
// Every build writes the same bytes: the date is the project's, not the clock's.
const CREATION_DATE = new Date(Date.UTC(2026, 0, 1));

export interface RulebookFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  boldItalic: Uint8Array;
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    });
    doc.on('error', reject);
  });
}

function writeFooters(doc: PDFKit.PDFDocument, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page: lift the margin while writing.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN * 0.6;
    doc.font(FONTS.regular).fontSize(8).fillColor(MUTED);
    doc.text(title, MARGIN, y, { lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, MARGIN, y, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** Renders the rulebook as a PDF on one paper size; `title` names it in the footer and metadata. */
export async function renderRulebookPdf(
  blocks: readonly Block[],
  model: RulebookModel,
  kit: PdfPictureKit,
  fonts: RulebookFonts,
  paper: Paper,
  title = `${model.deck.name}: the rules`,
): Promise<Uint8Array> {
  // The contents need the pages of the sections: a first pass finds them. The contents take the
  // same room in both passes, so the second pass puts every section on the page the first found.
  let contents: HeadingEntry[] = [];
  if (blocks.some((b) => b.kind === 'directive' && b.name === 'contents')) {
    // The first pass lists every section on page 1 (a placeholder of the same height).
    const placeholder = blocks.flatMap((b) =>
      b.kind === 'heading' && b.level === 2
        ? [{ title: b.spans.map((s) => s.text).join(''), slug: b.slug, page: 1 }]
        : [],
    );
    contents = headingsOf(layOut(blocks, model, kit, fonts, paper, title, placeholder).doc);
  }
  const { doc, done } = layOut(blocks, model, kit, fonts, paper, title, contents);
  writeFooters(doc, title);
  doc.end();
  return done;
}

function layOut(
  blocks: readonly Block[],
  model: RulebookModel,
  kit: PdfPictureKit,
  fonts: RulebookFonts,
  paper: Paper,
  title: string,
  contents: readonly HeadingEntry[],
): { doc: PDFKit.PDFDocument; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    size: PAGE_SIZE[paper],
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: title,
      Subject: `Rules of ${model.deck.name} (deck "${model.deck.id}")`,
      Creator: 'jibe rulebook',
      CreationDate: CREATION_DATE,
    },
  });
  const done = collect(doc);
  doc.registerFont(FONTS.regular, fonts.regular);
  doc.registerFont(FONTS.bold, fonts.bold);
  doc.registerFont(FONTS.italic, fonts.italic);
  doc.registerFont(FONTS.boldItalic, fonts.boldItalic);
  const pictures = new Map<string, ExamplePicture>(
    model.positions.map((p) => [p.id, layoutExamplePicture(model.rules, p)]),
  );
  flowRulebook(
    doc,
    groupFigures(blocks),
    model,
    kit,
    {
      examples: pictures,
      anatomy: layoutAnatomy(model.rules, kit.faces),
      setup: layoutSetup(model, model.startCore),
    },
    contents,
  );
  return { doc, done };
}
