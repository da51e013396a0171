// Every file of a deck's rulebook, rendered in memory from the template, the deck, its art and
// the fonts: the PDFs and the website's folder. Nothing is written here, so a failure anywhere
// leaves no half-made rulebook behind.

import Handlebars from 'handlebars';
import type { Deck } from '../../engine/index.ts';
import type { Art } from '../../draw/art.ts';
import { type CardLook, DEFAULT_LOOK, lookStyle } from '../print/look-fs.ts';
import { escapeXml } from '../../lib/xml.ts';
import { makeCardFaces } from './card-faces.ts';
import { renderRulebookHtml } from './html-rulebook.ts';
import { buildRulebookImages, imageFile } from './images.ts';
import { renderRulebookPdf, type Paper, type RulebookFonts } from './pdf-rulebook.ts';
import type { Block } from './markdown.ts';
import { renderRulebookSource } from './source.ts';
import { buildRulebookModel } from './view-model.ts';

export interface RulebookInputs {
  deck: Deck;
  art: ReadonlyMap<string, Art>;
  /** The rules text (Handlebars over Markdown), its name for messages, the site CSS, the preview page template. */
  template: string;
  templateName: string;
  css: string;
  preview: string;
  fonts: RulebookFonts;
  /** The deck's look for the card pictures: its size, fonts, back colours and templates. */
  look?: CardLook;
}

/** The contents of rulebook/toc.json, which the website reads to lay out its rules pages. */
export interface RulebookToc {
  format: 1;
  deck: string;
  title: string;
  /** Fragment with the title and introduction, shown before the first section. */
  intro: string;
  sections: { id: string; title: string; file: string }[];
  images: { file: string; alt: string; width: number; height: number }[];
  /** The printable rulebooks, relative to this folder. */
  pdf: Partial<Record<Paper, string>>;
}

/** The quick-reference section alone (its heading up to the next section), without page breaks. */
export function playerAidBlocks(blocks: readonly Block[], slug = PLAYER_AID): Block[] {
  const start = blocks.findIndex((b) => b.kind === 'heading' && b.level === 2 && b.slug === slug);
  if (start < 0) return [];
  const end = blocks.findIndex((b, i) => i > start && b.kind === 'heading' && b.level <= 2);
  return blocks
    .slice(start, end < 0 ? undefined : end)
    .filter((b) => !(b.kind === 'directive' && b.name === 'page-break'));
}

/** The section printed on its own as the player aid. */
export const PLAYER_AID = 'quick-reference';
/** The section printed on its own as the score sheet. */
export const SCORE_SHEET = 'score-sheet';

/** Paths relative to the deck's output folder (output/DECK/), with their contents. */
export async function renderRulebookFiles(
  inputs: RulebookInputs,
  papers: readonly Paper[],
): Promise<Map<string, Buffer | string>> {
  const model = buildRulebookModel(inputs.deck);
  const blocks = renderRulebookSource(inputs.template, model, inputs.templateName);
  const look = inputs.look ?? DEFAULT_LOOK;
  const kit = {
    faces: makeCardFaces(inputs.deck, model.rules, lookStyle(look), look.size ?? undefined),
    art: inputs.art,
    renderer: look.renderer,
    plain: look.plain,
  };
  const files = new Map<string, Buffer | string>();
  // Between documents the event loop gets a turn, so Ctrl-C is heard within one document's time
  // (the drawing itself never waits on anything).
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  for (const paper of papers) {
    await turn();
    files.set(`rulebook-${paper}.pdf`, await renderRulebookPdf(blocks, model, kit, inputs.fonts, paper));
  }
  // The player aid: the quick reference on its own page, to lay beside each player.
  const aid = playerAidBlocks(blocks);
  for (const paper of aid.length > 0 ? papers : []) {
    await turn();
    files.set(
      `player-aid-${paper}.pdf`,
      await renderRulebookPdf(aid, model, kit, inputs.fonts, paper, `${model.deck.name}: player aid`),
    );
  }
  // The score sheet: its section on a page of its own, to print as many as a game needs.
  const sheet = playerAidBlocks(blocks, SCORE_SHEET);
  for (const paper of sheet.length > 0 ? papers : []) {
    await turn();
    files.set(
      `score-sheet-${paper}.pdf`,
      await renderRulebookPdf(sheet, model, kit, inputs.fonts, paper, `${model.deck.name}: score sheet`),
    );
  }
  const images = buildRulebookImages(model, kit);
  const html = renderRulebookHtml(blocks, model, images);
  const sectionFile = (i: number, id: string) => `sections/${String(i + 1).padStart(2, '0')}-${id}.html`;
  files.set('rulebook/intro.html', `${html.intro}\n`);
  html.sections.forEach((s, i) => files.set(`rulebook/${sectionFile(i, s.id)}`, s.html));
  files.set(
    'rulebook/rulebook.html',
    [
      html.intro,
      ...html.sections.map((s) => `<section aria-labelledby="${escapeXml(s.id)}">\n${s.html}</section>`),
    ].join('\n'),
  );
  for (const image of images.values()) files.set(`rulebook/${imageFile(image)}`, image.svg);
  const toc: RulebookToc = {
    format: 1,
    deck: inputs.deck.id,
    title: html.title,
    intro: 'intro.html',
    sections: html.sections.map((s, i) => ({ id: s.id, title: s.title, file: sectionFile(i, s.id) })),
    images: [...images.values()].map((image) => ({
      file: imageFile(image),
      alt: image.alt,
      width: image.width,
      height: image.height,
    })),
    pdf: Object.fromEntries(papers.map((p) => [p, `../rulebook-${p}.pdf`])),
  };
  files.set('rulebook/toc.json', `${JSON.stringify(toc, null, 2)}\n`);
  files.set('rulebook/rulebook.css', inputs.css);
  // The preview's values are escaped here, by the one helper; the fragments are HTML already.
  const preview = Handlebars.compile(inputs.preview, { noEscape: true, strict: true });
  files.set(
    'rulebook/preview.html',
    preview({
      title: escapeXml(html.title),
      intro: html.intro,
      sections: html.sections.map((s) => ({ id: escapeXml(s.id), html: s.html })),
    }),
  );
  return files;
}
