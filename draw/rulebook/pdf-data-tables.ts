// The rulebook's data tables in the PDF: the icon value table with the icon art in each row, the
// compact icon grid of the quick reference, and the full card list. Names of any length fit:
// table rows grow with wrapped names, one-line cells set long names smaller or shorten them.

import type { Cue } from '../../engine/index.ts';
import { drawCardPdf, PT_PER_MM } from '../card-pdf.ts';
import { cueMarkPath } from '../hex-geometry.ts';
import type { Span } from './markdown.ts';
import { drawWithoutText, type PdfPictureKit } from './pdf-pictures.ts';
import { BODY_SIZE, FONTS, fitLine, frameOf, INK, MUTED, RULE, SHADE, tableHeight, writeTable } from './pdf-text.ts';
import type { RulebookModel } from './view-model.ts';

type Doc = PDFKit.PDFDocument;

function drawIconArt(doc: Doc, kit: PdfPictureKit, iconId: string, cx: number, cy: number, size: number): void {
  const view = kit.faces.icon(iconId, size / PT_PER_MM);
  drawWithoutText(doc, () => drawCardPdf(doc, view, kit.art, cx - size / 2, cy - size / 2, { renderer: kit.renderer }));
}

// The art column left of the icon table, and the largest art in it (a one-line row's height).
const ART_COLUMN = 30;
const ART_SIZE = 16;
// The compact grid: rows of cells this tall, with this gap; two rows, or more of at most 8 cells for a deck of over 16 icons.
const GRID_CELL = 48;
const GRID_STEP = 52;
const GRID_COLUMNS = 8;
/** Cells in a row of the compact grid. */
const gridColumns = (icons: number): number => Math.min(GRID_COLUMNS, Math.ceil(icons / 2));

const span = (text: string): Span[] => [{ text, bold: false, italic: false }];

function iconTableCells(model: RulebookModel): { header: Span[][]; rows: Span[][][] } {
  return {
    header: ['Icon', 'Colour', 'Set value', 'Left in hand'].map(span),
    rows: model.icons.map((i) =>
      [i.name + (i.wild ? ' (wild)' : ''), `${i.colour} (${i.cue})`, String(i.value), i.penaltyText].map(span),
    ),
  };
}

/** The height the icon table (or the compact grid) takes. */
export function iconTableHeight(doc: Doc, model: RulebookModel, compact: boolean): number {
  if (compact) return Math.ceil(model.icons.length / gridColumns(model.icons.length)) * GRID_STEP + 8;
  const { header, rows } = iconTableCells(model);
  return tableHeight(doc, header, rows, frameOf(doc).width - ART_COLUMN);
}

/** The icon table: art, name, colour with its mark, the value of a set, what a set costs in hand. */
export function drawIconTable(doc: Doc, kit: PdfPictureKit, model: RulebookModel, compact: boolean): void {
  if (compact) return drawIconGrid(doc, kit, model);
  const { header, rows } = iconTableCells(model);
  // The table is drawn indented by the art column; each row's art goes into that column beside it.
  const left = frameOf(doc).left;
  writeTable(doc, header, rows, {
    indent: ART_COLUMN,
    onRow: (i, top, height) => {
      const icon = model.icons[i]!;
      doc.rect(left, top + 1, 4, height - 2).fill(icon.screen);
      drawIconArt(doc, kit, icon.id, left + 17, top + height / 2, Math.min(ART_SIZE, height - 5));
      doc
        .moveTo(left, top + height)
        .lineTo(left + ART_COLUMN, top + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    },
  });
}

/** Rows of icons: art, name and value, for the quick-reference page. */
function drawIconGrid(doc: Doc, kit: PdfPictureKit, model: RulebookModel): void {
  const f = frameOf(doc);
  const perRow = gridColumns(model.icons.length);
  const cell = f.width / perRow;
  const gridTop = doc.y;
  model.icons.forEach((icon, i) => {
    const cx = f.left + cell * ((i % perRow) + 0.5);
    const top = gridTop + Math.floor(i / perRow) * GRID_STEP;
    doc.roundedRect(cx - cell / 2 + 2, top, cell - 4, GRID_CELL, 4).fill(SHADE);
    doc.rect(cx - cell / 2 + 2, top, cell - 4, 3).fill(icon.screen);
    // The colour's mark beside the art, so a tile's colour is not told by hue alone (7 pt across).
    doc.path(cueMarkPath(icon.cue as Cue, { x: cx - cell / 2 + 10, y: top + 11 }, 7)).fill(icon.screen);
    drawIconArt(doc, kit, icon.id, cx, top + 17, 20);
    const label = fitLine(doc, icon.name, FONTS.bold, cell - 8, BODY_SIZE - 2, 5.5, ` ${icon.value}`);
    doc
      .font(FONTS.bold)
      .fontSize(label.size)
      .fillColor(INK)
      .text(label.text, cx - cell / 2, top + 31, { width: cell, align: 'center', lineBreak: false });
    if (icon.wild)
      doc
        .font(FONTS.regular)
        .fontSize(BODY_SIZE - 3.5)
        .fillColor(MUTED)
        .text(`wild · ${icon.penaltyText} in hand`, cx - cell / 2, top + 40, {
          width: cell,
          align: 'center',
          lineBreak: false,
        });
  });
  doc.y = gridTop + Math.ceil(model.icons.length / perRow) * GRID_STEP + 8;
}

const LIST_COLUMNS = 3;
const LIST_LINE = 14;

/** The height of the card list: a header line and a third of the cards, 14 pt a line (more than a page for a large deck). */
export const cardListHeight = (model: RulebookModel): number =>
  LIST_LINE * (Math.ceil(model.cards.length / LIST_COLUMNS) + 1.5);

/**
 * Every card with its value and hand cost, in three columns; a long name is set smaller or shortened.
 * A list that does not fit below goes on the next page, and one longer than a page goes on over
 * as many pages as it needs, each in three columns of its own.
 */
export function drawCardList(doc: Doc, model: RulebookModel): void {
  const f = frameOf(doc);
  /** How many lines of cards fit between y and the bottom, below the header line. */
  const linesFrom = (y: number): number => Math.floor((f.bottom - y) / LIST_LINE - 1.5);
  const rows = Math.ceil(model.cards.length / LIST_COLUMNS);
  if (rows > linesFrom(doc.y)) doc.addPage();
  let rest = model.cards;
  // Bounded: every pass draws at least a line of each column, or the page is new and holds dozens.
  while (rest.length > 0) {
    const lines = Math.max(1, Math.min(Math.ceil(rest.length / LIST_COLUMNS), linesFrom(doc.y)));
    drawCardColumns(doc, rest.slice(0, lines * LIST_COLUMNS), lines);
    rest = rest.slice(lines * LIST_COLUMNS);
    if (rest.length > 0) doc.addPage();
  }
}

/** One page's part of the card list: `rows` lines in three columns, filled one column after the other. */
function drawCardColumns(doc: Doc, cards: RulebookModel['cards'], rows: number): void {
  const f = frameOf(doc);
  const gutter = 14;
  const colWidth = (f.width - gutter * (LIST_COLUMNS - 1)) / LIST_COLUMNS;
  const line = LIST_LINE;
  // The value is right-aligned 38 pt before the column's end, the cost at its end.
  const valueRight = colWidth - 38;
  const top = doc.y;
  const size = BODY_SIZE - 2;
  for (let c = 0; c < LIST_COLUMNS; c++) {
    const x = f.left + c * (colWidth + gutter);
    doc
      .font(FONTS.bold)
      .fontSize(BODY_SIZE - 2.5)
      .fillColor(MUTED);
    doc.text('card', x, top, { lineBreak: false });
    doc.text('value', x, top, { width: valueRight, align: 'right', lineBreak: false });
    doc.text('in hand', x, top, { width: colWidth, align: 'right', lineBreak: false });
    cards.slice(c * rows, (c + 1) * rows).forEach((card, i) => {
      const y = top + line * (i + 1.2);
      if (i % 2 === 0) doc.rect(x - 2, y - 2, colWidth + 4, line).fill(SHADE);
      const font = card.kind === 'pair' ? FONTS.regular : FONTS.bold;
      const valueWidth = doc.font(FONTS.bold).fontSize(size).widthOfString(String(card.value));
      const name = fitLine(doc, card.name, font, valueRight - valueWidth - 4, size, 5.5);
      doc
        .font(font)
        .fontSize(name.size)
        .fillColor(INK)
        .text(name.text, x, y + (size - name.size) * 0.8, { lineBreak: false });
      doc
        .font(FONTS.bold)
        .fontSize(size)
        .text(String(card.value), x, y, { width: valueRight, align: 'right', lineBreak: false });
      doc
        .font(FONTS.regular)
        .fillColor(MUTED)
        .text(card.penaltyText, x, y, { width: colWidth, align: 'right', lineBreak: false });
    });
  }
  doc.y = top + line * (rows + 1.5);
}

// The score sheet's rows: a round's points line is tall, room for a running tally of its plays;
// the penalty and score lines one line of handwriting each; the names written in a taller header.
const SHEET_HEADER = 30;
const SHEET_TALLY = 44;
const SHEET_LINE = 22;
const SHEET_LABEL = 110;

/** Each line's height: the first of every round's three is the tally. */
const sheetLineHeight = (i: number, count: number): number => (i % 3 === 0 && i < count - 1 ? SHEET_TALLY : SHEET_LINE);

/** The height of the score sheet. */
export const scoreSheetHeight = (model: RulebookModel): number =>
  SHEET_HEADER + model.scoreSheet.lines.reduce((sum, _, i, all) => sum + sheetLineHeight(i, all.length), 0) + 8;

/** The score sheet: a column a player, for each round a tally of its points, the penalty and the score, the totals. */
export function drawScoreSheet(doc: Doc, model: RulebookModel): void {
  const f = frameOf(doc);
  if (doc.y + scoreSheetHeight(model) > f.bottom) doc.addPage();
  const { players, lines } = model.scoreSheet;
  const column = (f.width - SHEET_LABEL) / players;
  const top = doc.y;
  const bottom = top + scoreSheetHeight(model) - 8;
  doc.rect(f.left, top, f.width, SHEET_HEADER).fill(SHADE);
  doc
    .font(FONTS.bold)
    .fontSize(BODY_SIZE - 1.5)
    .fillColor(MUTED)
    .text('Players', f.left + 4, top + SHEET_HEADER - 12, { lineBreak: false });
  let y = top + SHEET_HEADER;
  lines.forEach((line, i) => {
    const height = sheetLineHeight(i, lines.length);
    const last = i === lines.length - 1;
    // Each round's score line and the totals are shaded, so a round reads as one block.
    if (i % 3 === 2 || last) doc.rect(f.left, y, f.width, height).fill(SHADE);
    doc
      .font(i % 3 === 0 || last ? FONTS.bold : FONTS.regular)
      .fontSize(BODY_SIZE - 1.5)
      .fillColor(INK)
      .text(line, f.left + 4, y + 6, { lineBreak: false });
    const strong = i % 3 === 0;
    doc
      .moveTo(f.left, y)
      .lineTo(f.left + f.width, y)
      .lineWidth(strong ? 0.9 : 0.4)
      .strokeColor(strong ? INK : RULE)
      .stroke();
    y += height;
  });
  for (let c = 0; c <= players; c++) {
    const x = f.left + SHEET_LABEL + c * column;
    doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.6).strokeColor(RULE).stroke();
  }
  doc
    .rect(f.left, top, f.width, bottom - top)
    .lineWidth(0.9)
    .strokeColor(INK)
    .stroke();
  doc.y = bottom + 8;
}
