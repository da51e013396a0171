// Every file of a deck's rulebook, rendered in memory from the template, the deck, its art and
// the fonts: the PDFs and the website's folder. Nothing is written here, so a failure anywhere
// leaves no half-made rulebook behind; the command line (generator/rulebook/rulebook-fs.ts) and the
// Studio's print thread both make them here.

import Handlebars from 'handlebars';
import type { Deck } from '../../engine/index.ts';
import type { Art } from '../art.ts';
import type { CardSize } from '../card-size.ts';
import type { CardRenderer } from '../card-svg.ts';
import type { CardStyle } from '../card-view.ts';
import { escapeXml } from '../../lib/xml.ts';
import { makeCardFaces } from './card-faces.ts';
import { renderRulebookHtml } from './html-rulebook.ts';
import { buildRulebookImages, imageFile } from './images.ts';
import { renderRulebookPdf, type Paper, type RulebookFonts } from './pdf-rulebook.ts';
import type { Block } from './markdown.ts';
import { renderRulebookSource } from './source.ts';
import { buildRulebookModel } from './view-model.ts';

/** What the rulebook's PDFs are made from. */
export interface RulebookPdfInputs {
  deck: Deck;
  art: ReadonlyMap<string, Art>;
  /** The rules text (Handlebars over Markdown) and its name for messages. */
  template: string;
  templateName: string;
  fonts: RulebookFonts;
  /** The deck's look for the card pictures: its size, fonts, back colours and templates. */
  look: RulebookLook;
}

/** What every file of the rulebook is made from: the PDFs' inputs, the site CSS and the preview page template. */
export interface RulebookInputs extends RulebookPdfInputs {
  css: string;
  preview: string;
}

/** How the rulebook's card pictures are drawn: the deck's card style and size, its templates and the shipped ones. */
export interface RulebookLook {
  style: CardStyle;
  size: CardSize | null;
  renderer: CardRenderer;
  /** The shipped templates in the deck's fonts: for parts of a card drawn alone (the upright values). */
  plain: CardRenderer;
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

/** The rulebook's printable documents: the whole rulebook, and sections printed on their own. */
export const RULEBOOK_DOCUMENTS = ['rulebook', 'player-aid', 'score-sheet'] as const;
export type RulebookDocument = (typeof RULEBOOK_DOCUMENTS)[number];

function parts(inputs: RulebookPdfInputs) {
  const model = buildRulebookModel(inputs.deck);
  const blocks = renderRulebookSource(inputs.template, model, inputs.templateName);
  const { look } = inputs;
  const kit = {
    faces: makeCardFaces(inputs.deck, model.rules, look.style, look.size ?? undefined),
    art: inputs.art,
    renderer: look.renderer,
    plain: look.plain,
  };
  return { model, blocks, kit };
}

/**
 * The PDFs of `documents` on each paper (`rulebook-a4.pdf`, `player-aid-letter.pdf`, …): the
 * player aid is the quick reference alone, the score sheet its section alone, each left out when
 * the template has no such section.
 */
export async function renderRulebookPdfs(
  inputs: RulebookPdfInputs,
  papers: readonly Paper[],
  documents: readonly RulebookDocument[] = RULEBOOK_DOCUMENTS,
  made = parts(inputs),
): Promise<Map<string, Uint8Array>> {
  const { model, blocks, kit } = made;
  const files = new Map<string, Uint8Array>();
  // Between documents the event loop gets a turn, so Ctrl-C is heard within one document's time
  // (the drawing itself never waits on anything).
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  const titles: Record<RulebookDocument, string> = {
    rulebook: `${model.deck.name}: the rules`,
    'player-aid': `${model.deck.name}: player aid`,
    'score-sheet': `${model.deck.name}: score sheet`,
  };
  for (const document of RULEBOOK_DOCUMENTS.filter((d) => documents.includes(d))) {
    const section =
      document === 'rulebook' ? blocks : playerAidBlocks(blocks, document === 'player-aid' ? PLAYER_AID : SCORE_SHEET);
    for (const paper of section.length > 0 ? papers : []) {
      await turn();
      files.set(
        `${document}-${paper}.pdf`,
        await renderRulebookPdf(section, model, kit, inputs.fonts, paper, titles[document]),
      );
    }
  }
  return files;
}

/** Paths relative to the deck's output folder (output/DECK/), with their contents. */
export async function renderRulebookFiles(
  inputs: RulebookInputs,
  papers: readonly Paper[],
): Promise<Map<string, Uint8Array | string>> {
  const made = parts(inputs);
  const { model, blocks, kit } = made;
  const files = new Map<string, Uint8Array | string>(
    await renderRulebookPdfs(inputs, papers, RULEBOOK_DOCUMENTS, made),
  );
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
