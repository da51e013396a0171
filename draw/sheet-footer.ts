// The footer of a home sheet: what the page is, how to print it, and a 1 cm scale bar at the right.
// Two lines as a rule, wrapped onto more on narrow paper; one slim line where that wins a row of
// cards (Letter with a gutter). All lengths in millimetres, drawn in a millimetre user space.

import { PDF_FONTS } from './fonts.ts';
import { FOOTER } from './imposition.ts';
import type { Paper } from './paper.ts';
import type { PdfDoc } from './pdf-document.ts';

// The type: the first line bold, the rest regular, 3.3 mm apart; the lowest baseline 6 mm above
// the edge keeps its descenders clear of the 4.2 mm printer margin.
const FIRST = 2.8;
const REST = 2.5;
const LEADING = 3.3;
const BASELINE = 6;
// The slim footer: one line of 2.4 mm type on a baseline 5.6 mm up, the bar beside it; its ink
// reaches 7.4 mm up, so 8 mm are kept clear.
const SLIM_SIZE = 2.4;
const SLIM_BASELINE = 5.6;
const SLIM_HEIGHT = 8;
// The text runs from 12 mm to 3 mm short of the 1 cm bar, whose right end is 12 mm from the edge.
const LEFT = 12;
const BAR_RIGHT = 12;

export interface FooterText {
  /** Deck, page, paper and size. */
  title: string;
  /** How to print, in a sentence or two. */
  note: string;
  /** How to print, in a few words, for the slim footer. */
  brief: string;
}

interface FooterLine {
  text: string;
  bold: boolean;
}

/** A footer laid out for one paper: its lines and the height it keeps clear. */
export interface Footer {
  lines: FooterLine[];
  slim: boolean;
  height: number;
}

const textWidth = (paper: Paper, slim: boolean, doc: PdfDoc): number =>
  paper.width -
  BAR_RIGHT -
  10 -
  3 -
  LEFT -
  (slim ? doc.font(PDF_FONTS.regular).fontSize(SLIM_SIZE).widthOfString('1 cm ') : 0);

function wrap(doc: PdfDoc, text: string, width: number, bold: boolean): FooterLine[] {
  const out: FooterLine[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (current !== '' && doc.widthOfString(next) > width) {
      out.push({ text: current, bold });
      current = word;
    } else current = next;
  }
  out.push({ text: current, bold });
  return out;
}

/** The two-line footer, each line wrapped at spaces to the width left of the bar. */
export function layoutFooter(doc: PdfDoc, paper: Paper, text: FooterText): Footer {
  const width = textWidth(paper, false, doc);
  doc.font(PDF_FONTS.bold).fontSize(FIRST);
  const title = wrap(doc, text.title, width, true);
  doc.font(PDF_FONTS.regular).fontSize(REST);
  const lines = [...title, ...wrap(doc, text.note, width, false)];
  return { lines, slim: false, height: FOOTER + LEADING * Math.max(0, lines.length - 2) };
}

/** The one-line footer, or null where it does not fit on one line. */
export function layoutSlimFooter(doc: PdfDoc, paper: Paper, text: FooterText): Footer | null {
  const line = `${text.title} · ${text.brief}`;
  doc.font(PDF_FONTS.regular).fontSize(SLIM_SIZE);
  if (doc.widthOfString(line) > textWidth(paper, true, doc)) return null;
  return { lines: [{ text: line, bold: false }], slim: true, height: SLIM_HEIGHT };
}

/** Draws `footer` (laid out for this paper) with `text` for this page; the user space is in mm. */
export function drawFooter(doc: PdfDoc, paper: Paper, footer: Footer, text: FooterText): void {
  const lines = footer.slim ? layoutSlimFooter(doc, paper, text)!.lines : layoutFooter(doc, paper, text).lines;
  const bottom = paper.height - (footer.slim ? SLIM_BASELINE : BASELINE);
  lines.forEach((line, i) => {
    const baseline = bottom - LEADING * (lines.length - 1 - i);
    const size = footer.slim ? SLIM_SIZE : line.bold ? FIRST : REST;
    doc
      .font(line.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(size)
      .fillColor(line.bold ? '#222222' : '#444444');
    doc.text(line.text, LEFT, baseline, { baseline: 'alphabetic', lineBreak: false });
  });
  // The bar: on the line above the lowest, its label below it; slim, on the line, its label before it.
  const baseline = footer.slim ? bottom : bottom - LEADING;
  const left = paper.width - BAR_RIGHT - 10;
  const [top, tall, short] = footer.slim ? [1.5, 1.0, 0.5] : [1.6, 1.2, 0.6];
  doc.rect(left, baseline - top, 10, top - 0.4).fill('#000000');
  doc.lineWidth(0.15);
  for (let mm = 0; mm <= 10; mm++)
    doc
      .moveTo(left + mm, baseline - 0.4)
      .lineTo(left + mm, baseline + (mm % 5 === 0 ? tall : short))
      .stroke('#000000');
  doc
    .font(PDF_FONTS.regular)
    .fontSize(footer.slim ? SLIM_SIZE : REST)
    .fillColor('#000000');
  const label = doc.widthOfString('1 cm');
  const at = footer.slim ? { x: left - 1.5 - label, y: bottom } : { x: left + 5 - label / 2, y: bottom };
  doc.text('1 cm', at.x, at.y, { baseline: 'alphabetic', lineBreak: false });
}
