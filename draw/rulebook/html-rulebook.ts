// The rulebook as HTML fragments for the website: one per section (a level-2 heading and what
// follows), pictures as <img> of the SVG files beside them, a table of contents. No <html> or
// <head>: the site puts the fragments inside its own layout. Everything goes through escapeXml.

import { escapeXml } from '../../lib/xml.ts';
import type { Block, Span } from './markdown.ts';
import { imageFile, type RulebookImage } from './images.ts';
import type { RulebookModel } from './view-model.ts';

export interface HtmlSection {
  id: string;
  title: string;
  html: string;
}

export interface RulebookHtml {
  title: string;
  /** Text before the first section: the title and the introduction. */
  intro: string;
  sections: HtmlSection[];
}

const e = escapeXml;

export function renderSpans(spans: readonly Span[]): string {
  return spans
    .map((s) => {
      let html = e(s.text);
      if (s.italic) html = `<em>${html}</em>`;
      if (s.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

const img = (image: RulebookImage, className = '', style = ''): string =>
  `<img src="${e(imageFile(image))}" alt="${e(image.alt)}" width="${Math.round(image.width)}" height="${Math.round(image.height)}"${className ? ` class="${e(className)}"` : ''}${style ? ` style="${e(style)}"` : ''}>`;

// Every table is focusable: on a narrow screen the site lets it scroll sideways, and a keyboard
// must be able to scroll it too.
function renderIconTable(model: RulebookModel, images: ReadonlyMap<string, RulebookImage>, compact: boolean): string {
  const icon = (id: string) => img(images.get(`icon-${id}`)!);
  if (compact)
    // Each tile names its colour and mark too, so no colour is told by hue alone.
    return `<ul class="jibe-icon-grid">${model.icons.map((i) => `<li style="border-top-color:${e(i.screen)}">${icon(i.id)}<span>${e(i.name)} <strong>${e(i.value)}</strong><br><small>${e(i.colour)} (${e(i.cue)})</small>${i.wild ? `<br><small>wild · ${e(i.penaltyText)} in hand</small>` : ''}</span></li>`).join('')}</ul>`;
  const rows = model.icons.map(
    (i) =>
      `<tr><td class="jibe-icon" style="border-left-color:${e(i.screen)}">${icon(i.id)} ${e(i.name)}${i.wild ? ' (wild)' : ''}</td><td>${e(i.colour)} (${e(i.cue)})</td><td class="jibe-number">${e(i.value)}</td><td class="jibe-number">${e(i.penaltyText)}</td></tr>`,
  );
  return `<table class="jibe-icons" tabindex="0"><thead><tr><th>Icon</th><th>Colour</th><th>Set value</th><th>Left in hand</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderCardList(model: RulebookModel): string {
  const rows = model.cards.map(
    (c) =>
      `<tr class="jibe-${e(c.kind.replace(' ', '-'))}"><td>${e(c.name)}</td><td class="jibe-number">${e(c.value)}</td><td class="jibe-number">${e(c.penaltyText)}</td></tr>`,
  );
  return `<table class="jibe-cards" tabindex="0"><thead><tr><th>Card</th><th>Value</th><th>Left in hand</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderDirective(
  block: Extract<Block, { kind: 'directive' }>,
  model: RulebookModel,
  images: ReadonlyMap<string, RulebookImage>,
): string {
  switch (block.name) {
    case 'page-break':
    case 'contents':
      // The website lists the sections in its own navigation.
      return '';
    case 'example': {
      // Fits its column at any width (a phone's 320 px included) rather than scrolling sideways with
      // nothing to say so; a tap opens the drawing alone, at full size, to zoom into.
      const image = images.get(`example-${block.arg}`)!;
      return `<figure class="jibe-example"><a href="${e(imageFile(image))}">${img(image)}</a></figure>`;
    }
    case 'card-samples':
      return `<div class="jibe-samples">${model.samples
        .map(
          (s) =>
            `<figure>${img(images.get(`card-${s.id}`)!)}<figcaption><strong>${e(s.name)}</strong><br>${e(s.kind)} card, value ${e(s.value)}</figcaption></figure>`,
        )
        .join('')}</div>`;
    case 'card-anatomy':
      return `<figure class="jibe-anatomy">${img(images.get('anatomy')!)}</figure>`;
    case 'setup-diagram':
      return `<figure class="jibe-setup">${img(images.get('setup')!)}</figure>`;
    case 'icon-table':
      return renderIconTable(model, images, block.arg === 'compact');
    case 'card-list':
      return renderCardList(model);
    case 'score-sheet': {
      const { players, lines } = model.scoreSheet;
      const blank = (tag: string) => Array.from({ length: players }, () => `<${tag}></${tag}>`).join('');
      const rows = lines.map((line) => `<tr><th scope="row">${e(line)}</th>${blank('td')}</tr>`);
      return `<table class="jibe-score-sheet" tabindex="0"><thead><tr><th scope="col">Players</th>${blank('th')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    default:
      throw new Error(`unchecked directive ::${block.name}`);
  }
}

function renderBlock(block: Block, model: RulebookModel, images: ReadonlyMap<string, RulebookImage>): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level} id="${e(block.slug)}">${renderSpans(block.spans)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${renderSpans(block.spans)}</p>`;
    case 'note':
      return `<aside class="jibe-note">${renderSpans(block.spans)}</aside>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${renderSpans(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table':
      return `<table tabindex="0"><thead><tr>${block.header.map((c) => `<th>${renderSpans(c)}</th>`).join('')}</tr></thead><tbody>${block.rows
        .map((r) => `<tr>${r.map((c) => `<td>${renderSpans(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    case 'directive':
      return renderDirective(block, model, images);
  }
}

/** Renders the blocks; `images` holds every picture the directives name, by image id. */
export function renderRulebookHtml(
  blocks: readonly Block[],
  model: RulebookModel,
  images: ReadonlyMap<string, RulebookImage>,
): RulebookHtml {
  const intro: string[] = [];
  const sections: HtmlSection[] = [];
  let title = model.deck.name;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 1) title = block.spans.map((s) => s.text).join('');
    if (block.kind === 'heading' && block.level === 2)
      sections.push({ id: block.slug, title: block.spans.map((s) => s.text).join(''), html: '' });
    const html = renderBlock(block, model, images);
    if (!html) continue;
    const current = sections[sections.length - 1];
    if (current) current.html += `${html}\n`;
    else intro.push(html);
  }
  return { title, intro: intro.join('\n'), sections };
}
