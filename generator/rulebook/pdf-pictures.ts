// The rulebook's pictures drawn into the PDF as vectors: worked-example tables of real cards, the
// sample cards, the icon value table with the art, and the full card list.

import type { Art } from '../print/art.ts';
import { drawCardPdf, PT_PER_MM } from '../print/card-pdf.ts';
import { hexCorners } from '../print/hex-geometry.ts';
import type { CardFaces } from './card-faces.ts';
import { MARK_COLOURS, MARK_NAMES, MARK_SYMBOLS, type ExamplePicture } from './example-picture.ts';
import { ACCENT, BODY_SIZE, ensureRoom, FONTS, frameOf, INK, MUTED, RULE, SHADE, writeTable } from './pdf-text.ts';
import type { RulebookModel } from './view-model.ts';

type Doc = PDFKit.PDFDocument;

export interface PdfPictureKit {
  faces: CardFaces;
  art: ReadonlyMap<string, Art>;
}


/** A card face centred at (cx, cy) with a trim radius of `radius` points, turned by `rotation`. */
export function drawCardAt(doc: Doc, kit: PdfPictureKit, cardId: string, cx: number, cy: number, radius: number, rotation: number): void {
  const view = kit.faces.face(cardId);
  const g = view.geometry;
  doc.save();
  doc.translate(cx, cy).rotate(-60 * rotation).scale(radius / (g.radius * PT_PER_MM));
  drawCardPdf(doc, view, kit.art, -g.centre.x * PT_PER_MM, -g.centre.y * PT_PER_MM, { clip: 'trim' });
  doc.restore();
}

function hexOutline(doc: Doc, cx: number, cy: number, radius: number): Doc {
  const corners = hexCorners({ x: cx, y: cy }, radius);
  doc.moveTo(corners[0]!.x, corners[0]!.y);
  for (const c of corners.slice(1)) doc.lineTo(c.x, c.y);
  return doc.closePath();
}

function badge(doc: Doc, text: string, cx: number, cy: number, size: number, fill: string): void {
  doc.circle(cx, cy, size).fill(fill);
  doc.font(FONTS.bold).fontSize(size * 1.2).fillColor('#FFFFFF');
  const w = doc.widthOfString(text);
  doc.text(text, cx - w / 2, cy - size * 0.7, { lineBreak: false });
}

/** A worked example: its table of cards, the played card outlined, contact marks and points. */
export function drawExamplePicture(doc: Doc, kit: PdfPictureKit, picture: ExamplePicture): void {
  const f = frameOf(doc);
  // A card of 40 pt radius is about 2.5 cm across: icons stay recognisable, a page holds two pictures.
  const unit = Math.min(40, f.width / picture.width, 230 / picture.height);
  const width = picture.width * unit;
  const legendKinds = [...new Set(picture.marks.map((m) => m.kind))];
  ensureRoom(doc, picture.height * unit + 70);
  const x0 = f.left + (f.width - width) / 2;
  const y0 = doc.y + 4;
  doc.roundedRect(f.left, y0 - 4, f.width, picture.height * unit + 8, 6).fill('#F7F8FA');
  const gap = 0.965; // a hairline of table between neighbouring cards
  for (const card of picture.cards) drawCardAt(doc, kit, card.card, x0 + card.x * unit, y0 + card.y * unit, unit * gap, card.rotation);
  for (const card of picture.cards) {
    if (card.role === 'table') continue;
    const colour = card.role === 'refused' ? MARK_COLOURS.clash : ACCENT;
    hexOutline(doc, x0 + card.x * unit, y0 + card.y * unit, unit * gap).lineWidth(2.4);
    if (card.role === 'refused') doc.dash(4, { space: 3 });
    doc.strokeColor(colour).stroke().undash();
    if (card.step !== null) badge(doc, String(card.step), x0 + card.x * unit, y0 + (card.y - 0.62) * unit, unit * 0.17, ACCENT);
  }
  for (const mark of picture.marks) badge(doc, MARK_SYMBOLS[mark.kind], x0 + mark.x * unit, y0 + mark.y * unit, unit * 0.15, MARK_COLOURS[mark.kind]);
  for (const label of picture.labels) {
    doc.font(FONTS.bold).fontSize(unit * 0.42).fillColor(label.refused ? MARK_COLOURS.clash : ACCENT);
    doc.text(label.text, x0 + label.x * unit, y0 + label.y * unit - unit * 0.25, { lineBreak: false });
  }
  doc.y = y0 + picture.height * unit + 8;
  // The legend: only the marks this picture uses.
  doc.font(FONTS.regular).fontSize(BODY_SIZE - 2).fillColor(MUTED);
  let x = f.left + 4;
  for (const kind of legendKinds) {
    badge(doc, MARK_SYMBOLS[kind], x + 5, doc.y + 5, 5, MARK_COLOURS[kind]);
    doc.font(FONTS.regular).fontSize(BODY_SIZE - 2).fillColor(MUTED).text(MARK_NAMES[kind], x + 13, doc.y, { lineBreak: false });
    x += 13 + doc.widthOfString(MARK_NAMES[kind]) + 14;
  }
  doc.y += 16;
}

/** The sample cards of "What's in the box", side by side with their names and values. */
export function drawCardSamples(doc: Doc, kit: PdfPictureKit, model: RulebookModel): void {
  const f = frameOf(doc);
  const radius = 50;
  const cell = f.width / model.samples.length;
  ensureRoom(doc, 2 * radius + 40);
  const y = doc.y + radius + 4;
  model.samples.forEach((s, i) => {
    const cx = f.left + cell * (i + 0.5);
    drawCardAt(doc, kit, s.id, cx, y, radius, 0);
    doc.font(FONTS.bold).fontSize(BODY_SIZE - 1).fillColor(INK).text(s.name, cx - cell / 2, y + radius + 5, { width: cell, align: 'center' });
    doc.font(FONTS.regular).fontSize(BODY_SIZE - 2).fillColor(MUTED).text(`${s.kind} card, value ${s.value}`, cx - cell / 2, doc.y, { width: cell, align: 'center' });
  });
  doc.y = y + radius + 40;
}

function drawIconArt(doc: Doc, kit: PdfPictureKit, iconId: string, cx: number, cy: number, size: number): void {
  const view = kit.faces.icon(iconId, size / PT_PER_MM);
  drawCardPdf(doc, view, kit.art, cx - size / 2, cy - size / 2);
}

/** The icon table: art, name, colour with its mark, the value of a set, what a set costs in hand. */
export function drawIconTable(doc: Doc, kit: PdfPictureKit, model: RulebookModel, compact: boolean): void {
  const f = frameOf(doc);
  if (compact) {
    // Two rows of six: art, name and value, for the quick-reference page.
    const perRow = Math.ceil(model.icons.length / 2);
    const cell = f.width / perRow;
    ensureRoom(doc, 2 * 52 + 10);
    const gridTop = doc.y;
    model.icons.forEach((icon, i) => {
      const cx = f.left + cell * ((i % perRow) + 0.5);
      const top = gridTop + Math.floor(i / perRow) * 52;
      doc.roundedRect(cx - cell / 2 + 2, top, cell - 4, 48, 4).fill(SHADE);
      doc.rect(cx - cell / 2 + 2, top, cell - 4, 3).fill(icon.screen);
      drawIconArt(doc, kit, icon.id, cx, top + 17, 20);
      doc.font(FONTS.bold).fontSize(BODY_SIZE - 2).fillColor(INK).text(`${icon.name} ${icon.value}`, cx - cell / 2, top + 31, { width: cell, align: 'center', lineBreak: false });
      if (icon.wild) doc.font(FONTS.regular).fontSize(BODY_SIZE - 3.5).fillColor(MUTED).text(`wild · ${icon.penaltyText} in hand`, cx - cell / 2, top + 40, { width: cell, align: 'center', lineBreak: false });
    });
    doc.y = gridTop + 2 * 52 + 8;
    return;
  }
  const rows = model.icons.map((i) => [i.name + (i.wild ? ' (wild)' : ''), `${i.colour} (${i.cue})`, String(i.value), i.penaltyText]);
  const span = (text: string) => [{ text, bold: false, italic: false }];
  const artColumn = 30;
  // The art is placed row by row after the table, so the table must not break across pages.
  ensureRoom(doc, (rows.length + 1) * 21 + 10);
  const startY = doc.y;
  // The table is drawn indented by the art column, then the art goes into that column row by row.
  doc.page.margins.left += artColumn;
  writeTable(doc, ['Icon', 'Colour', 'Set value', 'Left in hand'].map(span), rows.map((r) => r.map(span)));
  doc.page.margins.left -= artColumn;
  const rowHeight = (doc.y - 10 - startY) / (rows.length + 1);
  model.icons.forEach((icon, i) => {
    const cy = startY + rowHeight * (i + 1.5);
    doc.rect(f.left, cy - rowHeight / 2 + 1, 4, rowHeight - 2).fill(icon.screen);
    drawIconArt(doc, kit, icon.id, f.left + 17, cy, rowHeight - 5);
  });
  doc.moveTo(f.left, startY + rowHeight * (rows.length + 1)).lineTo(f.left + artColumn, startY + rowHeight * (rows.length + 1)).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** Every card with its value and hand cost, in three columns. */
export function drawCardList(doc: Doc, model: RulebookModel): void {
  const f = frameOf(doc);
  const columns = 3;
  const gutter = 14;
  const colWidth = (f.width - gutter * (columns - 1)) / columns;
  const line = 14;
  const rows = Math.ceil(model.cards.length / columns);
  ensureRoom(doc, line * (rows + 1));
  const top = doc.y;
  for (let c = 0; c < columns; c++) {
    const x = f.left + c * (colWidth + gutter);
    doc.font(FONTS.bold).fontSize(BODY_SIZE - 2.5).fillColor(MUTED);
    doc.text('card', x, top, { lineBreak: false });
    doc.text('value', x, top, { width: colWidth - 38, align: 'right', lineBreak: false });
    doc.text('in hand', x, top, { width: colWidth, align: 'right', lineBreak: false });
    model.cards.slice(c * rows, (c + 1) * rows).forEach((card, i) => {
      const y = top + line * (i + 1.2);
      if (i % 2 === 0) doc.rect(x - 2, y - 2, colWidth + 4, line).fill(SHADE);
      doc.font(card.kind === 'pair' ? FONTS.regular : FONTS.bold).fontSize(BODY_SIZE - 2).fillColor(INK).text(card.name, x, y, { lineBreak: false });
      doc.font(FONTS.bold).text(String(card.value), x, y, { width: colWidth - 38, align: 'right', lineBreak: false });
      doc.font(FONTS.regular).fillColor(MUTED).text(card.penaltyText, x, y, { width: colWidth, align: 'right', lineBreak: false });
    });
  }
  doc.y = top + line * (rows + 1.5);
}
