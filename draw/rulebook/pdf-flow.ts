// How the rulebook's blocks flow onto PDF pages. A picture is kept whole with its lead-in line
// (a paragraph ending in ":") and its note. When it does not fit the rest of a page it is first
// set a little smaller; if it still does not fit, the text after it (paragraphs, lists, notes of
// the same section) moves up to fill the page, and the picture opens the next page.

import type { Block } from './markdown.ts';
import type { ExamplePicture } from './example-picture.ts';
import { cardListHeight, drawCardList, drawIconTable, drawScoreSheet, iconTableHeight } from './pdf-data-tables.ts';
import type { AnatomyPicture } from './anatomy-picture.ts';
import type { SetupPicture } from './setup-picture.ts';
import {
  anatomyHeight,
  drawAnatomy,
  drawSetup,
  setupHeight,
  drawCardSamples,
  drawExamplePicture,
  exampleHeight,
  samplesHeight,
  type PdfPictureKit,
} from './pdf-pictures.ts';
import {
  BODY_SIZE,
  FONTS,
  frameOf,
  type HeadingEntry,
  headingRoom,
  INK,
  measureTextBlock,
  NOTE_GAP,
  plainText,
  writeTextBlock,
} from './pdf-text.ts';
import type { RulebookModel } from './view-model.ts';

type Doc = PDFKit.PDFDocument;
type Directive = Extract<Block, { kind: 'directive' }>;
type TextBlock = Exclude<Block, { kind: 'directive' }>;

/** A picture or data table with the text kept beside it. */
export interface Figure {
  kind: 'figure';
  lead: TextBlock | null;
  directive: Directive;
  note: TextBlock | null;
}

export type FlowUnit = Figure | { kind: 'block'; block: Block };

// Pictures may shrink to this share of their size to stay on a page; smaller, their icons blur.
const SCALES = [1, 0.95, 0.9, 0.85, 0.8, 0.75];
const FIGURES = new Set(['example', 'card-samples', 'icon-table', 'card-anatomy', 'setup-diagram']);

/** The pictures laid out before the flow: the worked examples by id, the card anatomy, the set-up. */
export interface FlowPictures {
  examples: ReadonlyMap<string, ExamplePicture>;
  anatomy: AnatomyPicture;
  setup: SetupPicture;
}

/** Groups the blocks into units: each picture with its lead-in paragraph and its note. */
export function groupFigures(blocks: readonly Block[]): FlowUnit[] {
  const units: FlowUnit[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind !== 'directive' || !FIGURES.has(block.name)) {
      units.push({ kind: 'block', block });
      continue;
    }
    const previous = units[units.length - 1];
    const leadsIn =
      previous?.kind === 'block' &&
      previous.block.kind === 'paragraph' &&
      plainText(previous.block.spans).trimEnd().endsWith(':');
    const lead = leadsIn ? (units.pop() as { block: TextBlock }).block : null;
    const next = blocks[i + 1];
    const note = block.name === 'example' && next?.kind === 'note' ? next : null;
    if (note) i++;
    units.push({ kind: 'figure', lead, directive: block, note });
  }
  return units;
}

/** Lays out the units, starting on the document's current page. */
export function flowRulebook(
  doc: Doc,
  units: readonly FlowUnit[],
  model: RulebookModel,
  kit: PdfPictureKit,
  all: FlowPictures,
  contents: readonly HeadingEntry[] = [],
): void {
  const pictures = all.examples;
  // Examples keep one scale (cards the same size in all of them); the sample cards and the set-up
  // may shrink, so that the set-up stays on the page of its section.
  const scalable = (f: Figure) => f.directive.name === 'card-samples' || f.directive.name === 'setup-diagram';
  const pictureHeight = (f: Figure, scale: number): number => {
    const d = f.directive;
    if (d.name === 'example') return exampleHeight(doc, pictures.get(d.arg)!, scale);
    if (d.name === 'card-samples') return samplesHeight(doc, model, scale);
    if (d.name === 'card-anatomy') return anatomyHeight();
    if (d.name === 'setup-diagram') return setupHeight(all.setup, scale);
    return iconTableHeight(doc, model, d.arg === 'compact');
  };
  const text = (b: TextBlock | null) => (b && b.kind !== 'heading' ? measureTextBlock(doc, b) : 0);
  // The space after a note is not needed at a page's foot.
  const heightOf = (f: Figure, scale: number) =>
    text(f.lead) + pictureHeight(f, scale) + (f.note ? text(f.note) - NOTE_GAP : 0);
  const room = () => frameOf(doc).bottom - doc.y;
  const atTop = () => doc.y <= frameOf(doc).top + 1;

  const draw = (f: Figure, scale: number) => {
    if (f.lead) writeTextBlock(doc, f.lead, false);
    const d = f.directive;
    if (d.name === 'example') drawExamplePicture(doc, kit, pictures.get(d.arg)!, scale);
    else if (d.name === 'card-samples') drawCardSamples(doc, kit, model, scale);
    else if (d.name === 'card-anatomy') drawAnatomy(doc, kit, all.anatomy);
    else if (d.name === 'setup-diagram') drawSetup(doc, kit, all.setup, scale);
    else drawIconTable(doc, kit, model, d.arg === 'compact');
    if (f.note) writeTextBlock(doc, f.note, false);
  };

  let waiting: Figure | null = null;
  const release = () => {
    if (!waiting) return;
    doc.addPage();
    draw(waiting, 1);
    waiting = null;
  };

  units.forEach((unit, i) => {
    if (waiting) {
      // Text of the same section moves up while it fits whole; anything else waits for the picture.
      const b = unit.kind === 'block' ? unit.block : null;
      if (b && (b.kind === 'paragraph' || b.kind === 'list' || b.kind === 'note') && measureTextBlock(doc, b) <= room())
        return writeTextBlock(doc, b, false);
      release();
    }
    if (unit.kind === 'figure') {
      const scale = (scalable(unit) ? SCALES : [1]).find((s) => heightOf(unit, s) <= room());
      if (scale !== undefined || atTop()) return draw(unit, scale ?? 1);
      waiting = unit;
      return;
    }
    const block = unit.block;
    // A heading stays with the card list it introduces (and the lead-in between them).
    const after = units.slice(i + 1, i + 3).map((u) => (u.kind === 'block' ? u.block : null));
    const listAt = after.findIndex((b) => b?.kind === 'directive' && b.name === 'card-list');
    // A heading stays with the picture that follows it (at the smallest size the picture may take).
    const next = units[i + 1];
    if (block.kind === 'heading' && i > 0 && next?.kind === 'figure') {
      const smallest = (scalable(next) ? SCALES : [1]).at(-1)!;
      if (doc.y + 60 + heightOf(next, smallest) > frameOf(doc).bottom) doc.addPage();
    }
    // A section that opens with a short text (two blocks at most: the set-up's steps, the placing
    // rule) and then its first picture opens a page rather than leave the picture to the page
    // after it: the heading, the text and the picture (at its smallest) go together.
    if (block.kind === 'heading' && block.level === 2 && i > 0) {
      const end = units.findIndex((u, j) => j > i && u.kind === 'block' && u.block.kind === 'heading');
      const section = units.slice(i + 1, end < 0 ? undefined : end);
      const first = section.findIndex((u) => u.kind === 'figure');
      const lead = section.slice(0, Math.max(0, first));
      if (first > 0 && first <= 2 && lead.every((u) => u.kind === 'block' && u.block.kind !== 'directive')) {
        const figure = section[first] as Figure;
        const text = lead.reduce((sum, u) => {
          const b = (u as { block: TextBlock }).block;
          return sum + (b.kind === 'heading' ? headingRoom(b.level) : measureTextBlock(doc, b));
        }, 0);
        const need = headingRoom(2) + text + heightOf(figure, (scalable(figure) ? SCALES : [1]).at(-1)!);
        if (doc.y + need > frameOf(doc).bottom) doc.addPage();
      }
    }
    // A heading stays with the lines its first paragraph must keep on the page (see writeTextBlock).
    if (block.kind === 'heading' && i > 0 && next?.kind === 'block' && next.block.kind === 'paragraph') {
      const line = doc.font(FONTS.regular).fontSize(BODY_SIZE).currentLineHeight(true) + 2.2;
      const width = frameOf(doc).width;
      const text = plainText(next.block.spans) || ' ';
      const lines = Math.round(doc.heightOfString(text, { width, lineGap: 2.2 }) / line);
      // 70 pt for the heading with its space and rule; a line more than the paragraph's own minimum.
      if (doc.y + 70 + (lines <= 4 ? lines : 3) * line > frameOf(doc).bottom) doc.addPage();
    }
    // A paragraph or a heading that introduces a list stays with the list's first item, so no page
    // ends on a lead-in whose list is overleaf; a section's heading and opening paragraph stay so
    // with its first subheading and list too.
    if (i > 0 && (block.kind === 'paragraph' || block.kind === 'heading')) {
      let lead = 0;
      let paragraphs = 0;
      let j = i;
      for (; j < units.length; j++) {
        const u = units[j]!;
        if (u.kind !== 'block' || (u.block.kind !== 'heading' && u.block.kind !== 'paragraph')) break;
        if (u.block.kind === 'paragraph') paragraphs++;
        lead += u.block.kind === 'heading' ? headingRoom(u.block.level) : measureTextBlock(doc, u.block);
      }
      const list = units[j]?.kind === 'block' ? (units[j] as { block: Block }).block : null;
      // Only one paragraph leads in: a section of several opens as usual, its last paragraph kept here in turn.
      // A table (the worked round's score sheet) is kept the same way with its header and first row.
      const first =
        list?.kind === 'list' && list.items.length > 0
          ? measureTextBlock(doc, { ...list, items: list.items.slice(0, 1) })
          : list?.kind === 'table' && list.rows.length > 0
            ? measureTextBlock(doc, { ...list, rows: list.rows.slice(0, 1) })
            : null;
      if (paragraphs <= 1 && first !== null && doc.y + lead + first > frameOf(doc).bottom) doc.addPage();
    }
    if (block.kind === 'heading' && i > 0 && listAt >= 0) {
      const lead = after
        .slice(0, listAt)
        .reduce((sum, b) => sum + (b && b.kind === 'paragraph' ? measureTextBlock(doc, b) : 0), 0);
      if (doc.y + 60 + lead + cardListHeight(model) > frameOf(doc).bottom) doc.addPage();
    }
    if (block.kind !== 'directive') return writeTextBlock(doc, block, i === 0);
    if (block.name === 'page-break') return void doc.addPage();
    if (block.name === 'card-list') return drawCardList(doc, model);
    if (block.name === 'score-sheet') return drawScoreSheet(doc, model);
    if (block.name === 'contents') return drawContents(doc, contents);
    throw new Error(`unchecked directive ::${block.name}`);
  });
  release();
}

// A contents line: the title linked to its section, dots, the page number.
const CONTENTS_LINE = 15;

/** The contents: every section with its page, each line a link; the same height on every pass. */
export function drawContents(doc: Doc, entries: readonly HeadingEntry[]): void {
  const f = frameOf(doc);
  doc.font(FONTS.regular).fontSize(BODY_SIZE).fillColor(INK);
  for (const entry of entries) {
    const y = doc.y;
    const page = String(entry.page);
    const pageWidth = doc.widthOfString(page);
    const titleWidth = doc.widthOfString(entry.title);
    doc.text(entry.title, f.left, y, { lineBreak: false, goTo: entry.slug });
    const dots = '.'.repeat(Math.max(0, Math.floor((f.width - titleWidth - pageWidth - 16) / doc.widthOfString('.'))));
    doc.fillColor('#9AA0AA').text(dots, f.left + titleWidth + 6, y, { lineBreak: false });
    doc.fillColor(INK).text(page, f.left + f.width - pageWidth, y, { lineBreak: false, goTo: entry.slug });
    doc.y = y + CONTENTS_LINE;
  }
  doc.y += 8;
}
