// Text blocks of the rulebook laid out in a pdfkit document: headings, paragraphs, lists, notes
// and tables, flowing down the page with the headings kept beside what follows them.

import { PDF_FONTS } from '../print/fonts.ts';
import type { Block, Span } from './markdown.ts';

type Doc = PDFKit.PDFDocument;

export const INK = '#1D1D1B';
export const ACCENT = '#1F2A44';
export const MUTED = '#5B6270';
export const SHADE = '#EEF1F6';
export const RULE = '#C9CED8';

/** Font names registered on every rulebook document: the card pictures' two, plus the obliques. */
export const FONTS = { regular: PDF_FONTS.regular, bold: PDF_FONTS.bold, italic: 'DejaVuSans-Oblique', boldItalic: 'DejaVuSans-BoldOblique' } as const;

export const BODY_SIZE = 10.5;
const LINE_GAP = 2.2;

const fontOf = (s: Span): string => (s.bold ? (s.italic ? FONTS.boldItalic : FONTS.bold) : s.italic ? FONTS.italic : FONTS.regular);
export const plainText = (spans: readonly Span[]): string => spans.map((s) => s.text).join('');

/** The printable frame of the current page. */
export interface Frame {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

export const frameOf = (doc: Doc): Frame => ({
  left: doc.page.margins.left,
  width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  top: doc.page.margins.top,
  bottom: doc.page.height - doc.page.margins.bottom,
});

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > frameOf(doc).bottom) doc.addPage();
}

/** Mixed-style text at (x, y) in a column of `width`; leaves doc.y below it. */
export function writeSpans(doc: Doc, spans: readonly Span[], x: number, y: number, width: number, size = BODY_SIZE, colour = INK, align: 'left' | 'center' = 'left'): void {
  doc.fillColor(colour).fontSize(size);
  const parts = spans.filter((s) => s.text.length > 0);
  parts.forEach((span, i) => {
    doc.font(fontOf(span));
    const continued = i < parts.length - 1;
    if (i === 0) doc.text(span.text, x, y, { width, continued, lineGap: LINE_GAP, align });
    else doc.text(span.text, { continued, lineGap: LINE_GAP, align });
  });
}

/** Height of spans set in a column, measured in bold so that it is never short. */
export function measureSpans(doc: Doc, spans: readonly Span[], width: number, size = BODY_SIZE): number {
  doc.font(FONTS.bold).fontSize(size);
  return doc.heightOfString(plainText(spans) || ' ', { width, lineGap: LINE_GAP });
}

function writeHeading(doc: Doc, block: Extract<Block, { kind: 'heading' }>, first: boolean): void {
  const f = frameOf(doc);
  const size = [0, 24, 16, 12][block.level]!;
  // A heading never ends a page: keep room for it and a few lines after it.
  if (!first) ensureRoom(doc, size * 2 + 70);
  const space = block.level === 1 ? 0 : block.level === 2 ? 14 : 8;
  if (doc.y > f.top + 1) doc.y += space;
  writeSpans(doc, block.spans, f.left, doc.y, f.width, size, block.level === 3 ? INK : ACCENT);
  if (block.level <= 2) {
    const y = doc.y + 2;
    doc.moveTo(f.left, y).lineTo(f.left + f.width, y).lineWidth(block.level === 1 ? 1.5 : 0.7).strokeColor(block.level === 1 ? ACCENT : RULE).stroke();
    doc.y = y + 6;
  } else doc.y += 3;
}

function writeList(doc: Doc, block: Extract<Block, { kind: 'list' }>): void {
  const f = frameOf(doc);
  const indent = 16;
  block.items.forEach((item, i) => {
    ensureRoom(doc, Math.min(measureSpans(doc, item, f.width - indent), 60));
    const y = doc.y;
    doc.font(FONTS.bold).fontSize(BODY_SIZE).fillColor(ACCENT).text(block.ordered ? `${i + 1}.` : '•', f.left + 2, y, { width: indent, lineBreak: false });
    writeSpans(doc, item, f.left + indent, y, f.width - indent);
    doc.y += 3;
  });
  doc.y += 4;
}

function writeNote(doc: Doc, spans: readonly Span[]): void {
  const f = frameOf(doc);
  const pad = 8;
  const height = measureSpans(doc, spans, f.width - 2 * pad - 4, BODY_SIZE - 0.5) + 2 * pad;
  ensureRoom(doc, height);
  const y = doc.y;
  doc.rect(f.left, y, f.width, height).fill(SHADE);
  doc.rect(f.left, y, 3, height).fill(ACCENT);
  writeSpans(doc, spans, f.left + pad + 4, y + pad, f.width - 2 * pad - 4, BODY_SIZE - 0.5);
  doc.y = y + height + 10;
}

/** A grid with a shaded header row; columns sized to their text and fitted to the frame. */
export function writeTable(doc: Doc, header: readonly (readonly Span[])[], rows: readonly (readonly (readonly Span[])[])[], size = BODY_SIZE - 1): void {
  const f = frameOf(doc);
  const pad = 5;
  doc.fontSize(size);
  const natural = header.map((_, c) =>
    // Measured in bold, as the cells' heights are, so that a cell that fits is never wrapped.
    Math.max(...[header, ...rows].map((row) => doc.font(FONTS.bold).widthOfString(plainText(row[c] ?? [])) + 2 * pad + 1)),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = total > f.width ? natural.map((w) => (w / total) * f.width) : natural;
  const drawRow = (row: readonly (readonly Span[])[], isHeader: boolean) => {
    const height = Math.max(...row.map((cell, c) => measureSpans(doc, cell, widths[c]! - 2 * pad, size))) + 2 * pad;
    ensureRoom(doc, height);
    const y = doc.y;
    if (isHeader) doc.rect(f.left, y, widths.reduce((a, b) => a + b, 0), height).fill(SHADE);
    let x = f.left;
    row.forEach((cell, c) => {
      writeSpans(doc, isHeader ? cell.map((s) => ({ ...s, bold: true })) : cell, x + pad, y + pad, widths[c]! - 2 * pad, size);
      x += widths[c]!;
    });
    doc.moveTo(f.left, y + height).lineTo(x, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = y + height;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  doc.y += 10;
}

/** Lays out one text block; directives are the caller's. */
export function writeTextBlock(doc: Doc, block: Exclude<Block, { kind: 'directive' }>, first: boolean): void {
  const f = frameOf(doc);
  switch (block.kind) {
    case 'heading':
      return writeHeading(doc, block, first);
    case 'paragraph':
      ensureRoom(doc, Math.min(measureSpans(doc, block.spans, f.width), 3 * BODY_SIZE * 1.4));
      writeSpans(doc, block.spans, f.left, doc.y, f.width);
      doc.y += 7;
      return;
    case 'list':
      return writeList(doc, block);
    case 'note':
      return writeNote(doc, block.spans);
    case 'table':
      return writeTable(doc, block.header, block.rows);
  }
}
