// The rulebook's pictures for the website, as SVG files: each worked example's table of real
// cards (the print generator's card SVG, turned and clipped to its hex), a single card, an icon.
// Every value goes through the one escaping helper.

import type { Art } from '../art.ts';
import type { CardRenderer } from '../card-svg.ts';
import type { CardView } from '../card-view.ts';
import { fmt, polygonPath } from '../hex-geometry.ts';
import { escapeXml } from '../../lib/xml.ts';
import type { AnatomyPicture } from './anatomy-picture.ts';
import { arrowHead, type SetupPicture } from './setup-picture.ts';
import { splitUpright, type CardFaces } from './card-faces.ts';
import { MARK_COLOURS, MARK_DASH, MARK_NAMES, MARK_SYMBOLS, type ExamplePicture } from './example-picture.ts';
import { ACCENT } from './pdf-text.ts';

export interface SvgPictureKit {
  faces: CardFaces;
  art: ReadonlyMap<string, Art>;
  /** The deck's card templates (look.templates) for whole faces and the back. */
  renderer: CardRenderer;
  /** The shipped templates in the deck's fonts, for a card's upright value and names drawn alone. */
  plain: CardRenderer;
}

const FONT = 'DejaVu Sans, Verdana, sans-serif';
// Pixels per card radius on the web page at 100 %: a card 0.965 × √3 × 73 ≈ 122 px across, the
// size a phone must show (the figure scrolls sideways rather than shrink the picture).
export const UNIT = 73;
const GAP = 0.965;

/** The inside of the print generator's card SVG, without its outer <svg> element (`back`: through the back template). */
function cardBody(view: CardView, art: ReadonlyMap<string, Art>, renderer: CardRenderer, back = false): string {
  const svg = back ? renderer.back(view, view.description) : renderer.face(view, art);
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
  const { turning, upright } = splitUpright(view);
  const at = (turn: number, part: CardView) => {
    const transform = `translate(${fmt(cx)} ${fmt(cy)}) rotate(${-60 * turn}) scale(${fmt(scale)}) translate(${fmt(-g.centre.x)} ${fmt(-g.centre.y)})`;
    // The deck's face template draws the card; the upright value and names alone go through the shipped one.
    const body = cardBody(part, kit.art, part === upright ? kit.plain : kit.renderer);
    return `<g transform="${escapeXml(transform)}" clip-path="url(#${escapeXml(clipId)})">${body}</g>`;
  };
  // The card turns on the table; its value stays upright, as a player reads it.
  return rotation % 6 === 0 ? at(0, view) : at(rotation, turning) + at(0, upright);
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
  for (const m of picture.marks) {
    const [ax, ay, bx, by] = m.edge;
    const dash = MARK_DASH[m.kind];
    parts.push(
      `<line x1="${fmt(ax * UNIT)}" y1="${fmt(ay * UNIT)}" x2="${fmt(bx * UNIT)}" y2="${fmt(by * UNIT)}" stroke="${MARK_COLOURS[m.kind]}" stroke-width="${fmt(UNIT * 0.1)}"${dash ? ` stroke-dasharray="${fmt(dash[0] * UNIT)} ${fmt(dash[1] * UNIT)}"` : ' stroke-linecap="round"'}/>`,
      badge(MARK_SYMBOLS[m.kind], m.x * UNIT, m.y * UNIT, UNIT * 0.2, MARK_COLOURS[m.kind]),
    );
  }
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
  return svgDocument(32, 32, title, cardBody(view, kit.art, kit.renderer));
}

/** The card anatomy: one card, large, with a label and a leader line to each of its parts. */
export function renderAnatomySvg(kit: SvgPictureKit, picture: AnatomyPicture, title: string): string {
  // 110 px a radius: the card is 190 px across, its colour marks big enough to point at on a phone.
  const R = 110;
  const column = 150;
  const half = (Math.sqrt(3) / 2) * R;
  const width = 2 * (column + half + 24);
  const cx = width / 2;
  const cy = R + 12;
  const view = kit.faces.face(picture.card);
  const parts = [
    `<defs>${trimClip(view, 'trim-anatomy')}</defs>`,
    placedCard(kit, picture.card, cx, cy, R, 0, 'trim-anatomy'),
  ];
  for (const l of picture.labels) {
    const px = cx + l.x * R;
    const py = cy + l.y * R;
    const ly = cy + l.labelY * R;
    const left = l.side === 'left';
    const lx = left ? cx - half - 16 : cx + half + 16;
    parts.push(
      `<polyline points="${fmt(lx)},${fmt(ly)} ${fmt(left ? lx + 8 : lx - 8)},${fmt(ly)} ${fmt(px)},${fmt(py)}" fill="none" stroke="#1D1D1B" stroke-width="1.2"/><circle cx="${fmt(px)}" cy="${fmt(py)}" r="3.5" fill="#FFFFFF" stroke="#1D1D1B"/>`,
      `<text x="${fmt(left ? lx - 4 : lx + 4)}" y="${fmt(ly + 4)}" font-family="${escapeXml(FONT)}" font-size="12" font-weight="bold" text-anchor="${left ? 'end' : 'start'}" fill="#1D1D1B">${escapeXml(l.text)}</text>`,
    );
  }
  return svgDocument(width, 2 * R + 24, title, parts.join('\n'));
}

/** The table after the deal: start core, pile, hands and score sheet, with labels. */
export function renderSetupSvg(kit: SvgPictureKit, picture: SetupPicture, title: string): string {
  // 40 px a radius: the table is about 560 px wide, scaled down on a phone.
  const u = 40;
  const back = kit.faces.back();
  const first = picture.cards.find((c) => c.card)!;
  const parts = [
    `<defs>${trimClip(kit.faces.face(first.card!), 'trim-setup')}${trimClip(back, 'trim-back')}</defs>`,
    `<rect width="${fmt(picture.width * u)}" height="${fmt(picture.height * u)}" rx="8" fill="#F7F8FA"/>`,
  ];
  for (const c of picture.cards) {
    if (c.card) parts.push(placedCard(kit, c.card, c.x * u, c.y * u, c.radius * u, c.rotation, 'trim-setup'));
    else {
      const g = back.geometry;
      const transform = `translate(${fmt(c.x * u)} ${fmt(c.y * u)}) scale(${fmt((c.radius * u) / g.radius)}) translate(${fmt(-g.centre.x)} ${fmt(-g.centre.y)})`;
      parts.push(
        `<g transform="${escapeXml(transform)}" clip-path="url(#trim-back)">${cardBody(back, kit.art, kit.renderer, true)}</g>`,
        `<polygon points="${hexPoints(c.x * u, c.y * u, c.radius * u)}" fill="none" stroke="#FFFFFF" stroke-width="1"/>`,
      );
    }
  }
  const s = picture.sheet;
  parts.push(
    `<rect x="${fmt(s.x * u)}" y="${fmt(s.y * u)}" width="${fmt(s.width * u)}" height="${fmt(s.height * u)}" fill="#FFFFFF" stroke="#5B6270"/>`,
    `<polyline points="${picture.turn.map((p) => `${fmt(p.x * u)},${fmt(p.y * u)}`).join(' ')}" fill="none" stroke="#1D1D1B" stroke-width="2"/>`,
    `<polygon points="${arrowHead(picture.turn, 0.3)
      .map((p) => `${fmt(p.x * u)},${fmt(p.y * u)}`)
      .join(' ')}" fill="#1D1D1B"/>`,
  );
  for (const l of picture.labels)
    parts.push(
      `<text x="${fmt(l.x * u)}" y="${fmt(l.y * u + 4)}" font-family="${escapeXml(FONT)}" font-size="13" text-anchor="middle" fill="#1D1D1B">${escapeXml(l.text)}</text>`,
    );
  return svgDocument(picture.width * u, picture.height * u, title, parts.join('\n'));
}
