// What the designer's preview shows, drawn from a loaded deck with the same views and templates as
// `jibe build`: every face, the back, and the first home sheet laid out as the PDF lays it out. Each
// picture carries a version (a hash of its SVG), so the page reloads only the pictures that changed.

import { createHash } from 'node:crypto';
import { type Deck, enumerateCards } from '../../engine/index.ts';
import { escapeXml } from '../../lib/xml.ts';
import { type Art, artNotes } from '../../draw/art.ts';
import type { CardSize } from '../../draw/card-size.ts';
import type { CardRenderer } from '../print/card-svg.ts';
import { type CardStyle, type CardView, viewCardBack, viewCardFace } from '../../draw/card-view.ts';
import { layoutSheet } from '../../draw/imposition.ts';
import type { Paper } from '../../draw/paper.ts';

export interface PreviewPicture {
  id: string;
  svg: string;
  /** Changes exactly when the SVG does. */
  version: string;
}

export interface PreviewDrawing {
  deckId: string;
  deckName: string;
  faces: PreviewPicture[];
  back: PreviewPicture;
  /** The first sheet page: its SVG refers to the face pictures by URL and version. */
  sheet: PreviewPicture;
  /** What the build would refuse or warn about (names that do not fit), in plain sentences. */
  problems: string[];
  /** What the art files lost on the way in ("art/sun.svg: dropped an embedded image"). */
  artNotes: string[];
  /** The views drawn, for the checks of a deck's own templates. */
  faceViews: CardView[];
  backView: CardView;
}

const versionOf = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 12);
const picture = (id: string, svg: string): PreviewPicture => ({ id, svg, version: versionOf(svg) });
const mm = (n: number): string => String(Math.round(n * 1000) / 1000);

/** The URL a face picture is served at, with its version so a changed picture is fetched again. */
export const faceUrl = (p: PreviewPicture): string => `card/${encodeURIComponent(p.id)}.svg?v=${p.version}`;

/** The first home sheet: the faces in their slots (turned flat-top, clipped to their bleed) and the cut lines. */
function drawSheet(
  faces: PreviewPicture[],
  paper: Paper,
  size: CardSize,
  geometry: { width: number; height: number; centre: { x: number; y: number } },
): string {
  const layout = layoutSheet(paper, size);
  const slots = layout.slots.map((slot, i) => {
    const face = faces[i];
    if (!face) return '';
    const { keep } = slot;
    // Clipped as on the PDF page: to the slot's rectangle, then to the card's bleed within it.
    const clips = [
      `<clipPath id="keep-${i}"><rect x="${mm(keep.x)}" y="${mm(keep.y)}" width="${mm(keep.width)}" height="${mm(keep.height)}"/></clipPath>`,
      `<clipPath id="bleed-${i}"><polygon points="${slot.bleed.map((p) => `${mm(p.x)},${mm(p.y)}`).join(' ')}"/></clipPath>`,
    ].join('');
    const turn = `translate(${mm(slot.centre.x)} ${mm(slot.centre.y)}) rotate(${layout.rotation}) translate(${mm(-geometry.centre.x)} ${mm(-geometry.centre.y)})`;
    const image = `<image href="${escapeXml(faceUrl(face))}" width="${mm(geometry.width)}" height="${mm(geometry.height)}" transform="${turn}"/>`;
    return `${clips}<g clip-path="url(#keep-${i})"><g clip-path="url(#bleed-${i})">${image}</g></g>`;
  });
  const cuts = layout.cuts
    .map((c) => `<line x1="${mm(c.from.x)}" y1="${mm(c.from.y)}" x2="${mm(c.to.x)}" y2="${mm(c.to.y)}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(paper.width)}mm" height="${mm(paper.height)}mm" viewBox="0 0 ${mm(paper.width)} ${mm(paper.height)}">`,
    `<rect width="${mm(paper.width)}" height="${mm(paper.height)}" fill="#FFFFFF"/>`,
    ...slots,
    `<g stroke="#000000" stroke-width="0.1">${cuts}</g>`,
    '</svg>',
  ].join('');
}

/** Draws the whole preview of a deck; throws what the views throw for a deck they cannot draw. */
export function drawPreview(
  deck: Deck,
  art: ReadonlyMap<string, Art>,
  renderer: CardRenderer,
  size: CardSize,
  paper: Paper,
  deckDir = '',
  style: CardStyle = {},
): PreviewDrawing {
  const views = enumerateCards(deck).map((card) => viewCardFace(deck, card, size, style));
  const faces = views.map((view) => picture(view.id, renderer.face(view, art)));
  const backView = viewCardBack(deck, size, style);
  const sheet = picture('sheet', drawSheet(faces, paper, size, views[0]!.geometry));
  return {
    deckId: deck.id,
    deckName: deck.name,
    faces,
    back: picture('back', renderer.back(backView, deck.name)),
    sheet,
    problems: [...views.flatMap((v) => v.problems ?? []), ...(backView.problems ?? [])],
    artNotes: artNotes(art, deckDir),
    faceViews: views,
    backView,
  };
}
