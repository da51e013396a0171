// The rulebook's pictures drawn into the PDF as vectors: worked-example tables of real cards and
// the sample cards, each with the height it will take, so that the page flow can place it.

import type { Art } from '../art.ts';
import { drawCardPdf, PT_PER_MM } from '../card-pdf.ts';
import type { CardRenderer } from '../card-svg.ts';
import { hexCorners } from '../hex-geometry.ts';
import type { AnatomyPicture } from './anatomy-picture.ts';
import { arrowHead, type SetupPicture } from './setup-picture.ts';
import { splitUpright, type CardFaces } from './card-faces.ts';
import { MARK_COLOURS, MARK_DASH, MARK_NAMES, MARK_SYMBOLS, type ExamplePicture } from './example-picture.ts';
import { ACCENT, BODY_SIZE, FONTS, frameOf, INK, MUTED } from './pdf-text.ts';
import type { RulebookModel } from './view-model.ts';

type Doc = PDFKit.PDFDocument;

export interface PdfPictureKit {
  faces: CardFaces;
  art: ReadonlyMap<string, Art>;
  /** The deck's card templates (look.templates) for whole faces and the back. */
  renderer: CardRenderer;
  /** The shipped templates in the deck's fonts, for a card's upright value and names drawn alone. */
  plain: CardRenderer;
}

/**
 * Draws with the text inside hidden from text extraction (an empty ActualText): the digits and
 * values printed on the card faces would otherwise land between the words of the rules, for a
 * search and for a screen reader. The captions and notes say what a picture shows.
 */
export function drawWithoutText(doc: Doc, draw: () => void): void {
  doc.addContent('/Span <</ActualText ()>> BDC');
  draw();
  doc.addContent('EMC');
}

/** A card face centred at (cx, cy) with a trim radius of `radius` points, turned by `rotation`. */
export function drawCardAt(
  doc: Doc,
  kit: PdfPictureKit,
  cardId: string,
  cx: number,
  cy: number,
  radius: number,
  rotation: number,
): void {
  const view = kit.faces.face(cardId);
  const g = view.geometry;
  const { turning, upright } = splitUpright(view);
  const at = (turn: number, part: typeof view) => {
    doc.save();
    doc
      .translate(cx, cy)
      .rotate(-60 * turn)
      .scale(radius / (g.radius * PT_PER_MM));
    // The deck's face template draws the card; the upright value and names alone go through the
    // shipped one, so that what a deck's template adds is drawn once, turning with the card.
    const renderer = part === upright ? kit.plain : kit.renderer;
    drawCardPdf(doc, part, kit.art, -g.centre.x * PT_PER_MM, -g.centre.y * PT_PER_MM, { clip: 'trim', renderer });
    doc.restore();
  };
  drawWithoutText(doc, () => {
    // The card turns on the table; its value stays upright, as a player reads it.
    at(rotation, turning);
    at(0, upright);
  });
}

function hexOutline(doc: Doc, cx: number, cy: number, radius: number): Doc {
  const corners = hexCorners({ x: cx, y: cy }, radius);
  doc.moveTo(corners[0]!.x, corners[0]!.y);
  for (const c of corners.slice(1)) doc.lineTo(c.x, c.y);
  return doc.closePath();
}

/** A mark (✓, ✗, a step number) on a disc; the legend beside the picture says it in words. */
function badge(doc: Doc, text: string, cx: number, cy: number, size: number, fill: string): void {
  doc.circle(cx, cy, size).fill(fill);
  doc
    .font(FONTS.bold)
    .fontSize(size * 1.2)
    .fillColor('#FFFFFF');
  const w = doc.widthOfString(text);
  drawWithoutText(doc, () => doc.text(text, cx - w / 2, cy - size * 0.7, { lineBreak: false }));
}

// A card of 32 pt radius is about 2 cm across: icons stay recognisable, a page holds two pictures.
// Every example is drawn at this one scale, so a card is the same size in all of them; the widest
// example (about 5.5 radii with its label) still fits the narrower paper's frame.
const exampleUnit = (doc: Doc, _picture: ExamplePicture, _scale: number): number =>
  Math.min(32, frameOf(doc).width / 12);
// Space above the picture, below it, and the legend's line.
const EXAMPLE_EXTRA = 4 + 8 + 16;

/** The height a worked example takes at a scale (1 = full size), its legend included. */
export const exampleHeight = (doc: Doc, picture: ExamplePicture, scale: number): number =>
  picture.height * exampleUnit(doc, picture, scale) + EXAMPLE_EXTRA;

/** A worked example: its table of cards, the played card outlined, contact marks and points. */
export function drawExamplePicture(doc: Doc, kit: PdfPictureKit, picture: ExamplePicture, scale = 1): void {
  const f = frameOf(doc);
  const unit = exampleUnit(doc, picture, scale);
  const width = picture.width * unit;
  const legendKinds = [...new Set(picture.marks.map((m) => m.kind))];
  const x0 = f.left + (f.width - width) / 2;
  const y0 = doc.y + 4;
  doc.roundedRect(f.left, y0 - 4, f.width, picture.height * unit + 8, 6).fill('#F7F8FA');
  const gap = 0.965; // a hairline of table between neighbouring cards
  for (const card of picture.cards)
    drawCardAt(doc, kit, card.card, x0 + card.x * unit, y0 + card.y * unit, unit * gap, card.rotation);
  for (const card of picture.cards) {
    if (card.role === 'table') continue;
    const colour = card.role === 'refused' ? MARK_COLOURS.clash : ACCENT;
    hexOutline(doc, x0 + card.x * unit, y0 + card.y * unit, unit * gap).lineWidth(2.4);
    if (card.role === 'refused') doc.dash(4, { space: 3 });
    doc.strokeColor(colour).stroke().undash();
    if (card.step !== null)
      badge(doc, String(card.step), x0 + card.x * unit, y0 + (card.y - 0.62) * unit, unit * 0.17, ACCENT);
  }
  for (const mark of picture.marks) {
    const [ax, ay, bx, by] = mark.edge;
    const dash = MARK_DASH[mark.kind];
    doc
      .moveTo(x0 + ax * unit, y0 + ay * unit)
      .lineTo(x0 + bx * unit, y0 + by * unit)
      .lineWidth(unit * 0.1)
      .lineCap(dash ? 'butt' : 'round');
    if (dash) doc.dash(dash[0] * unit, { space: dash[1] * unit });
    doc.strokeColor(MARK_COLOURS[mark.kind]).stroke().undash().lineCap('butt');
    badge(doc, MARK_SYMBOLS[mark.kind], x0 + mark.x * unit, y0 + mark.y * unit, unit * 0.2, MARK_COLOURS[mark.kind]);
  }
  for (const label of picture.labels) {
    doc
      .font(FONTS.bold)
      .fontSize(unit * 0.42)
      .fillColor(label.refused ? MARK_COLOURS.clash : ACCENT);
    doc.text(label.text, x0 + label.x * unit, y0 + label.y * unit - unit * 0.25, { lineBreak: false });
  }
  doc.y = y0 + picture.height * unit + 8;
  // The legend: only the marks this picture uses.
  doc
    .font(FONTS.regular)
    .fontSize(BODY_SIZE - 2)
    .fillColor(MUTED);
  let x = f.left + 4;
  for (const kind of legendKinds) {
    badge(doc, MARK_SYMBOLS[kind], x + 5, doc.y + 5, 5, MARK_COLOURS[kind]);
    doc
      .font(FONTS.regular)
      .fontSize(BODY_SIZE - 2)
      .fillColor(MUTED)
      .text(MARK_NAMES[kind], x + 13, doc.y, { lineBreak: false });
    x += 13 + doc.widthOfString(MARK_NAMES[kind]) + 14;
  }
  doc.y += 16;
}

// Sample cards are 50 pt in radius, about 3 cm across.
const SAMPLE_RADIUS = 50;

/** The height of each sample's name and kind under its card (names may wrap). */
function sampleCaptionHeight(doc: Doc, model: RulebookModel, cell: number): number {
  const heights = model.samples.map((s) => {
    const name = doc
      .font(FONTS.bold)
      .fontSize(BODY_SIZE - 1)
      .heightOfString(s.name, { width: cell });
    return (
      name +
      doc
        .font(FONTS.regular)
        .fontSize(BODY_SIZE - 2)
        .heightOfString(`${s.kind} card, value ${s.value}`, { width: cell })
    );
  });
  return Math.max(0, ...heights) + 5;
}

/** The height the sample cards take at a scale, their captions included. */
export function samplesHeight(doc: Doc, model: RulebookModel, scale: number): number {
  const cell = frameOf(doc).width / Math.max(1, model.samples.length);
  return 2 * SAMPLE_RADIUS * scale + 4 + sampleCaptionHeight(doc, model, cell) + 12;
}

/** The sample cards of "What's in the box", side by side with their names and values. */
export function drawCardSamples(doc: Doc, kit: PdfPictureKit, model: RulebookModel, scale = 1): void {
  const f = frameOf(doc);
  const radius = SAMPLE_RADIUS * scale;
  const cell = f.width / Math.max(1, model.samples.length);
  const y = doc.y + radius + 4;
  const captions = sampleCaptionHeight(doc, model, cell);
  model.samples.forEach((s, i) => {
    const cx = f.left + cell * (i + 0.5);
    drawCardAt(doc, kit, s.id, cx, y, radius, 0);
    doc
      .font(FONTS.bold)
      .fontSize(BODY_SIZE - 1)
      .fillColor(INK)
      .text(s.name, cx - cell / 2, y + radius + 5, { width: cell, align: 'center' });
    doc
      .font(FONTS.regular)
      .fontSize(BODY_SIZE - 2)
      .fillColor(MUTED)
      .text(`${s.kind} card, value ${s.value}`, cx - cell / 2, doc.y, { width: cell, align: 'center' });
  });
  doc.y = y + radius + captions + 12;
}

// The anatomy card is 78 pt in radius, about 5.5 cm across: big enough to point at a colour mark.
const ANATOMY_RADIUS = 78;

/** The height the card anatomy picture takes. */
export const anatomyHeight = (): number => 2 * ANATOMY_RADIUS + 24;

/** One card, large, with a label and a leader line to each of its parts. */
export function drawAnatomy(doc: Doc, kit: PdfPictureKit, picture: AnatomyPicture): void {
  const f = frameOf(doc);
  const R = ANATOMY_RADIUS;
  const cx = f.left + f.width / 2;
  const cy = doc.y + R + 12;
  drawCardAt(doc, kit, picture.card, cx, cy, R, 0);
  const half = (Math.sqrt(3) / 2) * R;
  for (const label of picture.labels) {
    const px = cx + label.x * R;
    const py = cy + label.y * R;
    const ly = cy + label.labelY * R;
    const left = label.side === 'left';
    const lx = left ? cx - half - 16 : cx + half + 16;
    doc
      .moveTo(lx, ly)
      .lineTo(left ? lx + 8 : lx - 8, ly)
      .lineTo(px, py)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc.circle(px, py, 2.2).fillAndStroke('#FFFFFF', INK);
    doc
      .font(FONTS.bold)
      .fontSize(BODY_SIZE - 1.5)
      .fillColor(INK);
    const width = left ? lx - f.left - 4 : f.left + f.width - lx - 4;
    doc.text(label.text, left ? f.left : lx + 4, ly - 5, { width, align: left ? 'right' : 'left', lineBreak: false });
  }
  doc.y = cy + R + 12;
}

// The set-up diagram's cards are 24 pt in radius: the whole table fits a third of a page.
const SETUP_UNIT = 24;

/** The height the set-up diagram takes, drawn at `scale` of its size. */
export const setupHeight = (picture: SetupPicture, scale = 1): number => picture.height * SETUP_UNIT * scale + 12;

/** The table after the deal: start core, pile, hands, score sheet and the turn order, with labels. */
export function drawSetup(doc: Doc, kit: PdfPictureKit, picture: SetupPicture, scale = 1): void {
  const f = frameOf(doc);
  const u = Math.min(SETUP_UNIT * scale, f.width / picture.width);
  const x0 = f.left + (f.width - picture.width * u) / 2;
  const y0 = doc.y + 6;
  doc.roundedRect(f.left, y0 - 6, f.width, picture.height * u + 12, 6).fill('#F7F8FA');
  const back = kit.faces.back();
  for (const c of picture.cards) {
    if (c.card) drawCardAt(doc, kit, c.card, x0 + c.x * u, y0 + c.y * u, c.radius * u, c.rotation);
    else {
      const g = back.geometry;
      drawWithoutText(doc, () => {
        doc.save();
        doc.translate(x0 + c.x * u, y0 + c.y * u).scale((c.radius * u) / (g.radius * PT_PER_MM));
        drawCardPdf(doc, back, kit.art, -g.centre.x * PT_PER_MM, -g.centre.y * PT_PER_MM, {
          clip: 'trim',
          renderer: kit.renderer,
          back: true,
        });
        doc.restore();
      });
      hexOutline(doc, x0 + c.x * u, y0 + c.y * u, c.radius * u)
        .lineWidth(0.6)
        .strokeColor('#FFFFFF')
        .stroke();
    }
  }
  const s = picture.sheet;
  doc.rect(x0 + s.x * u, y0 + s.y * u, s.width * u, s.height * u).fillAndStroke('#FFFFFF', MUTED);
  for (let i = 1; i < 6; i++) {
    const y = y0 + (s.y + (s.height * i) / 6) * u;
    doc
      .moveTo(x0 + s.x * u + 4, y)
      .lineTo(x0 + (s.x + s.width) * u - 4, y)
      .lineWidth(0.4)
      .strokeColor(MUTED)
      .stroke();
  }
  // The turn order: the arc and its head.
  const at = (p: { x: number; y: number }) => [x0 + p.x * u, y0 + p.y * u] as const;
  doc.moveTo(...at(picture.turn[0]!));
  for (const p of picture.turn.slice(1)) doc.lineTo(...at(p));
  doc.lineWidth(1.2).strokeColor(INK).stroke();
  doc.polygon(...arrowHead(picture.turn, 0.3).map((p) => [...at(p)])).fill(INK);
  doc
    .font(FONTS.regular)
    .fontSize(BODY_SIZE - 2)
    .fillColor(INK);
  for (const l of picture.labels) {
    const w = doc.widthOfString(l.text);
    doc.text(l.text, x0 + l.x * u - w / 2, y0 + l.y * u - 4, { lineBreak: false });
  }
  doc.y = y0 + picture.height * u + 12;
}
