// Text blocks of the rulebook laid out in a pdfkit document: headings, paragraphs, lists, notes
// and tables, flowing down the page with the headings kept beside what follows them.

import { PDF_FONTS } from '../fonts.ts';
import type { Block, Span } from './markdown.ts';

type Doc = PDFKit.PDFDocument;

export const INK = '#1D1D1B';
export const ACCENT = '#1F2A44';
export const MUTED = '#5B6270';
export const SHADE = '#EEF1F6';
export const RULE = '#C9CED8';

/** Font names registered on every rulebook document: the card pictures' two, plus the obliques. */
export const FONTS = {
  regular: PDF_FONTS.regular,
  bold: PDF_FONTS.bold,
  italic: 'DejaVuSans-Oblique',
  boldItalic: 'DejaVuSans-BoldOblique',
} as const;

export const BODY_SIZE = 10.5;
const LINE_GAP = 2.2;

const fontOf = (s: Span): string =>
  s.bold ? (s.italic ? FONTS.boldItalic : FONTS.bold) : s.italic ? FONTS.italic : FONTS.regular;
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
export function writeSpans(
  doc: Doc,
  spans: readonly Span[],
  x: number,
  y: number,
  width: number,
  size = BODY_SIZE,
  colour = INK,
  align: 'left' | 'center' = 'left',
): void {
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

/** A level-2 heading as the contents list it: its title, link name and page (from 1). */
export interface HeadingEntry {
  title: string;
  slug: string;
  page: number;
}

const headings = new WeakMap<Doc, { entries: HeadingEntry[]; section: PDFKit.PDFOutline | null }>();

/** The level-2 headings written into a document so far, in order. */
export const headingsOf = (doc: Doc): HeadingEntry[] => headings.get(doc)?.entries ?? [];

const HEADING_SIZES = [0, 24, 16, 12];

/** The room a heading keeps below it on its page: itself and a few lines after it. */
export const headingRoom = (level: number): number => HEADING_SIZES[level]! * 2 + 70;

function writeHeading(doc: Doc, block: Extract<Block, { kind: 'heading' }>, first: boolean): void {
  const f = frameOf(doc);
  const size = HEADING_SIZES[block.level]!;
  // A heading never ends a page: keep room for it and a few lines after it.
  if (!first) ensureRoom(doc, headingRoom(block.level));
  const space = block.level === 1 ? 0 : block.level === 2 ? 14 : 8;
  if (doc.y > f.top + 1) doc.y += space;
  // Bookmarks: each section, its subsections inside it; a named destination for links to it.
  const record = headings.get(doc) ?? { entries: [], section: null };
  headings.set(doc, record);
  const title = plainText(block.spans);
  if (block.level === 2) {
    const range = doc.bufferedPageRange();
    record.entries.push({ title, slug: block.slug, page: range.start + range.count });
    record.section = doc.outline.addItem(title);
    doc.addNamedDestination(block.slug, 'XYZ', f.left, Math.max(0, doc.y - 4), null);
  } else if (block.level === 3) (record.section ?? doc.outline).addItem(title);
  writeSpans(doc, block.spans, f.left, doc.y, f.width, size, block.level === 3 ? INK : ACCENT);
  if (block.level <= 2) {
    const y = doc.y + 2;
    doc
      .moveTo(f.left, y)
      .lineTo(f.left + f.width, y)
      .lineWidth(block.level === 1 ? 1.5 : 0.7)
      .strokeColor(block.level === 1 ? ACCENT : RULE)
      .stroke();
    doc.y = y + 6;
  } else doc.y += 3;
}

const LIST_INDENT = 16;
const NOTE_PAD = 8;
/** The space after a note. */
export const NOTE_GAP = 10;
const PARAGRAPH_GAP = 7;

/** The height a paragraph, list, note or table takes when written, the space after it included. */
export function measureTextBlock(doc: Doc, block: Exclude<Block, { kind: 'directive' | 'heading' }>): number {
  const f = frameOf(doc);
  switch (block.kind) {
    case 'paragraph':
      return measureSpans(doc, block.spans, f.width) + PARAGRAPH_GAP;
    case 'note':
      return measureSpans(doc, block.spans, f.width - 2 * NOTE_PAD - 4, BODY_SIZE - 0.5) + 2 * NOTE_PAD + NOTE_GAP;
    case 'list':
      return block.items.reduce((sum, item) => sum + measureSpans(doc, item, f.width - LIST_INDENT) + 3, 4);
    case 'table':
      return tableHeight(doc, block.header, block.rows, f.width);
  }
}

function writeList(doc: Doc, block: Extract<Block, { kind: 'list' }>): void {
  const f = frameOf(doc);
  const indent = LIST_INDENT;
  block.items.forEach((item, i) => {
    ensureRoom(doc, Math.min(measureSpans(doc, item, f.width - indent), 60));
    const y = doc.y;
    doc
      .font(FONTS.bold)
      .fontSize(BODY_SIZE)
      .fillColor(ACCENT)
      .text(block.ordered ? `${i + 1}.` : '•', f.left + 2, y, { width: indent, lineBreak: false });
    writeSpans(doc, item, f.left + indent, y, f.width - indent);
    doc.y += 3;
  });
  doc.y += 4;
}

function writeNote(doc: Doc, spans: readonly Span[]): void {
  const f = frameOf(doc);
  const pad = NOTE_PAD;
  const height = measureSpans(doc, spans, f.width - 2 * pad - 4, BODY_SIZE - 0.5) + 2 * pad;
  ensureRoom(doc, height);
  const y = doc.y;
  doc.rect(f.left, y, f.width, height).fill(SHADE);
  doc.rect(f.left, y, 3, height).fill(ACCENT);
  writeSpans(doc, spans, f.left + pad + 4, y + pad, f.width - 2 * pad - 4, BODY_SIZE - 0.5);
  doc.y = y + height + NOTE_GAP;
}

type Cells = readonly (readonly Span[])[];

const CELL_PAD = 5;
const TABLE_GAP = 10;

/** Column widths (sized to their text, fitted to `width`) and row heights, header first. */
export function measureTable(
  doc: Doc,
  header: Cells,
  rows: readonly Cells[],
  width: number,
  size = BODY_SIZE - 1,
): { widths: number[]; heights: number[] } {
  doc.fontSize(size);
  const natural = header.map((_, c) =>
    // Measured in bold, as the cells' heights are, so that a cell that fits is never wrapped.
    Math.max(
      ...[header, ...rows].map((row) => doc.font(FONTS.bold).widthOfString(plainText(row[c] ?? [])) + 2 * CELL_PAD + 1),
    ),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = total > width ? natural.map((w) => (w / total) * width) : natural;
  const heights = [header, ...rows].map(
    (row) => Math.max(...row.map((cell, c) => measureSpans(doc, cell, widths[c]! - 2 * CELL_PAD, size))) + 2 * CELL_PAD,
  );
  return { widths, heights };
}

/** Height a table takes, the space after it included. */
export const tableHeight = (
  doc: Doc,
  header: Cells,
  rows: readonly Cells[],
  width: number,
  size = BODY_SIZE - 1,
): number => measureTable(doc, header, rows, width, size).heights.reduce((a, b) => a + b, 0) + TABLE_GAP;

export interface TableOptions {
  size?: number;
  /** Room left free before the table, for `onRow` to draw in. */
  indent?: number;
  /** Draws beside each body row, on that row's page. */
  onRow?: (index: number, top: number, height: number) => void;
}

/** A grid with a shaded header row, rows kept whole, columns fitted to the frame. */
export function writeTable(
  doc: Doc,
  header: Cells,
  rows: readonly Cells[],
  { size = BODY_SIZE - 1, indent = 0, onRow }: TableOptions = {},
): void {
  const frame = frameOf(doc);
  const f = { ...frame, left: frame.left + indent, width: frame.width - indent };
  const { widths, heights } = measureTable(doc, header, rows, f.width, size);
  [header, ...rows].forEach((row, r) => {
    const height = heights[r]!;
    ensureRoom(doc, height);
    const y = doc.y;
    if (r === 0)
      doc
        .rect(
          f.left,
          y,
          widths.reduce((a, b) => a + b, 0),
          height,
        )
        .fill(SHADE);
    let x = f.left;
    row.forEach((cell, c) => {
      writeSpans(
        doc,
        r === 0 ? cell.map((s) => ({ ...s, bold: true })) : cell,
        x + CELL_PAD,
        y + CELL_PAD,
        widths[c]! - 2 * CELL_PAD,
        size,
      );
      x += widths[c]!;
    });
    doc
      .moveTo(f.left, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
    if (r > 0) onRow?.(r - 1, y, height);
  });
  doc.y += TABLE_GAP;
}

/**
 * One line of text fitted to `width`: set smaller down to `min` points, then shortened with an
 * ellipsis; `keep` (a value after a name) is never cut.
 */
export function fitLine(
  doc: Doc,
  text: string,
  font: string,
  width: number,
  max: number,
  min: number,
  keep = '',
): { text: string; size: number } {
  doc.font(font);
  const widthAt = (t: string, size: number) => doc.fontSize(size).widthOfString(t + keep);
  const size = Math.max(min, Math.min(max, (max * width) / Math.max(widthAt(text, max), 1)));
  if (widthAt(text, size) <= width) return { text: text + keep, size };
  let cut = text;
  while (cut.length > 1 && widthAt(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…${keep}`, size };
}

/** Lays out one text block; directives are the caller's. */
export function writeTextBlock(doc: Doc, block: Exclude<Block, { kind: 'directive' }>, first: boolean): void {
  const f = frameOf(doc);
  switch (block.kind) {
    case 'heading':
      return writeHeading(doc, block, first);
    case 'paragraph': {
      // No widow or orphan: a paragraph split by the page keeps two lines on each side, else moves whole.
      const line = doc.font(FONTS.regular).fontSize(BODY_SIZE).currentLineHeight(true) + LINE_GAP;
      // Counted in the regular face (most of the text); bold words may add a line, hence the margin of one.
      const lines = Math.round(
        doc.heightOfString(plainText(block.spans) || ' ', { width: f.width, lineGap: LINE_GAP }) / line,
      );
      const fit = Math.floor((f.bottom - doc.y) / line);
      if (lines > fit && (fit < 2 || lines - fit < 3)) doc.addPage();
      writeSpans(doc, block.spans, f.left, doc.y, f.width);
      doc.y += PARAGRAPH_GAP;
      return;
    }
    case 'list':
      return writeList(doc, block);
    case 'note':
      return writeNote(doc, block.spans);
    case 'table': {
      // A table that fits half a page is kept whole, on the page of the text that leads to it.
      const height = tableHeight(doc, block.header, block.rows, f.width);
      if (height < (f.bottom - f.top) / 2) ensureRoom(doc, height);
      return writeTable(doc, block.header, block.rows);
    }
  }
}
