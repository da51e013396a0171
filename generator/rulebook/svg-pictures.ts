// The rulebook's pictures for the website, as SVG files: each worked example's table of real
// cards (the print generator's card SVG, turned and clipped to its hex), a single card, an icon.
// Every value goes through the one escaping helper.

import type { Art } from '../print/art.ts';
import { renderCardSvg } from '../print/card-svg.ts';
import type { CardView } from '../print/card-view.ts';
import { fmt, polygonPath } from '../print/hex-geometry.ts';
import { escapeXml } from '../../lib/xml.ts';
import type { CardFaces } from './card-faces.ts';
import { MARK_COLOURS, MARK_NAMES, MARK_SYMBOLS, type ExamplePicture } from './example-picture.ts';
import { ACCENT } from './pdf-text.ts';

export interface SvgPictureKit {
  faces: CardFaces;
  art: ReadonlyMap<string, Art>;
}

const FONT = 'DejaVu Sans, Verdana, sans-serif';
// Pixels per card radius on the web page at 100 %: a card about 80 px across.
const UNIT = 46;
const GAP = 0.965;

/** The inside of the print generator's card SVG, without its outer <svg> element. */
function cardBody(view: CardView, art: ReadonlyMap<string, Art>): string {
  const svg = renderCardSvg(view, art);
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg.slice(open, svg.lastIndexOf('</svg>')).trim();
}

/** The clip path that cuts a card view down to its printed hex (no bleed). */
const trimClip = (view: CardView, id: string): string =>
  `<clipPath id="${escapeXml(id)}"><path d="${escapeXml(polygonPath(view.geometry.trim))}"/></clipPath>`;

/** One card centred at (cx, cy), trim radius `radius`, turned by `rotation`, clipped by `clipId`. */
function placedCard(
  kit: SvgPictureKit,
  cardId: string,
  cx: number,
  cy: number,
  radius: number,
  rotation: number,
  clipId: string,
): string {
  const view = kit.faces.face(cardId);
  const g = view.geometry;
  const scale = radius / g.radius;
  const transform = `translate(${fmt(cx)} ${fmt(cy)}) rotate(${-60 * rotation}) scale(${fmt(scale)}) translate(${fmt(-g.centre.x)} ${fmt(-g.centre.y)})`;
  return `<g transform="${escapeXml(transform)}" clip-path="url(#${escapeXml(clipId)})">${cardBody(view, kit.art)}</g>`;
}

const svgDocument = (width: number, height: number, title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}" role="img">\n<title>${escapeXml(title)}</title>\n${body}\n</svg>\n`;

function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, k) => {
    const a = ((-30 - 60 * k) * Math.PI) / 180;
    return `${fmt(cx + r * Math.cos(a))},${fmt(cy + r * Math.sin(a))}`;
  }).join(' ');
}

function badge(text: string, cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${escapeXml(fill)}"/><text x="${fmt(cx)}" y="${fmt(cy + r * 0.42)}" font-family="${escapeXml(FONT)}" font-weight="bold" font-size="${fmt(r * 1.2)}" text-anchor="middle" fill="#FFFFFF">${escapeXml(text)}</text>`;
}

/** A worked example as an SVG: cards, the played card outlined, contact marks, points, legend. */
export function renderExampleSvg(kit: SvgPictureKit, picture: ExamplePicture, title: string): string {
  const first = picture.cards[0];
  if (!first) throw new Error(`example ${picture.id} has no cards`);
  const clip = `trim-${picture.id}`;
  const parts: string[] = [`<defs>${trimClip(kit.faces.face(first.card), clip)}</defs>`];
  for (const c of picture.cards)
    parts.push(placedCard(kit, c.card, c.x * UNIT, c.y * UNIT, UNIT * GAP, c.rotation, clip));
  for (const c of picture.cards) {
    if (c.role === 'table') continue;
    const refused = c.role === 'refused';
    parts.push(
      `<polygon points="${hexPoints(c.x * UNIT, c.y * UNIT, UNIT * GAP)}" fill="none" stroke="${refused ? MARK_COLOURS.clash : ACCENT}" stroke-width="3"${refused ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
    if (c.step !== null) parts.push(badge(String(c.step), c.x * UNIT, (c.y - 0.62) * UNIT, UNIT * 0.17, ACCENT));
  }
  for (const m of picture.marks)
    parts.push(badge(MARK_SYMBOLS[m.kind], m.x * UNIT, m.y * UNIT, UNIT * 0.15, MARK_COLOURS[m.kind]));
  for (const l of picture.labels)
    parts.push(
      `<text x="${fmt(l.x * UNIT)}" y="${fmt(l.y * UNIT + UNIT * 0.15)}" font-family="${escapeXml(FONT)}" font-weight="bold" font-size="${fmt(UNIT * 0.42)}" fill="${l.refused ? MARK_COLOURS.clash : ACCENT}">${escapeXml(l.text)}</text>`,
    );
  // The legend under the table: only the marks this picture uses.
  const legendY = picture.height * UNIT + 14;
  let x = 8;
  for (const kind of [...new Set(picture.marks.map((m) => m.kind))]) {
    parts.push(badge(MARK_SYMBOLS[kind], x + 7, legendY - 4, 7, MARK_COLOURS[kind]));
    parts.push(
      `<text x="${fmt(x + 18)}" y="${fmt(legendY)}" font-family="${escapeXml(FONT)}" font-size="12" fill="#5B6270">${escapeXml(MARK_NAMES[kind])}</text>`,
    );
    // DejaVu Sans at 12 px averages about 7 px a character.
    x += 18 + MARK_NAMES[kind].length * 7 + 16;
  }
  return svgDocument(Math.max(picture.width * UNIT, x), picture.height * UNIT + 24, title, parts.join('\n'));
}

/** One card face, upright, cut to its hex: for the card samples. */
export function renderCardImageSvg(kit: SvgPictureKit, cardId: string, title: string): string {
  const view = kit.faces.face(cardId);
  const r = UNIT * 1.5;
  const width = Math.sqrt(3) * r;
  return svgDocument(
    width,
    2 * r,
    title,
    `<defs>${trimClip(view, 'trim')}</defs>\n${placedCard(kit, cardId, width / 2, r, r, 0, 'trim')}`,
  );
}

/** One icon's art in its colour, 32 px square: for the value table. */
export function renderIconSvg(kit: SvgPictureKit, iconId: string, title: string): string {
  const view = kit.faces.icon(iconId, 32);
  return svgDocument(32, 32, title, cardBody(view, kit.art));
}
