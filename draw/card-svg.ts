// Card view → SVG text, through the Handlebars templates in templates/. The templates only place
// values; every value goes through the one XML-escaping helper (`xml`), and art arrives here only
// as sanitised path data.

import Handlebars from 'handlebars';
import { fitArt, type Art } from './art.ts';
import { artId, viewArt } from './art-view.ts';
import { MM_PER_INCH, type ShopCanvas } from './card-size.ts';
import type { CardView } from './card-view.ts';
import { fmt } from './hex-geometry.ts';
import { composeMatrices, IDENTITY, type Matrix } from './matrix.ts';
import { escapeXml } from '../lib/xml.ts';
import { CARD_FAMILY, type CardFonts, defaultCardFonts } from './fonts.ts';

/** The font every card text is set in unless a deck names its own; resvg and pdfkit load it from the same TTF files. */
export const CARD_FONT = CARD_FAMILY;

export interface SvgCanvas {
  /** Canvas size in mm and the transform that puts the card's own canvas on it. */
  width: number;
  height: number;
  transform: Matrix;
}

/** The Handlebars sources of a card: the face and back documents and the shapes partial they share. */
export interface CardTemplates {
  face: string;
  back: string;
  shapes: string;
  /** Partials of icon art: one group or shape (recursive), and an icon's clip paths and masks. */
  art: string;
  artDefs: string;
}

/** Draws card views as SVG; every output (PNG, PDF sheets, shop files, rulebook) goes through one. */
export interface CardRenderer {
  face: (view: CardView, art: ReadonlyMap<string, Art>, canvas?: SvgCanvas) => string;
  back: (view: CardView, title: string, canvas?: SvgCanvas) => string;
  /** One icon's art alone, fitted into a square SVG `size` units wide, drawn as on a card. */
  icon: (art: Art, size: number) => string;
  /** The fonts its texts are set in: the PNG (resvg) and the PDFs (pdfkit) load these files. */
  fonts: CardFonts;
}

const matrixText = (m: Matrix): string => `matrix(${m.map((v) => fmt(v)).join(' ')})`;
const paint = (colour: string | null): string => colour ?? 'none';

/** The card's own canvas: its trim plus bleed, pointed top up. */
export function cardCanvas(view: CardView): SvgCanvas {
  return { width: view.geometry.width, height: view.geometry.height, transform: IDENTITY };
}

/** A shop's upload canvas, exactly its size, with the card turned and centred on it. */
export function shopCanvas(view: CardView, shop: ShopCanvas): SvgCanvas {
  const width = (shop.width / shop.dpi) * MM_PER_INCH;
  const height = (shop.height / shop.dpi) * MM_PER_INCH;
  const turn = ((shop.quarterTurns % 4) + 4) % 4;
  const [cos, sin] = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ][turn]!;
  const rotate: Matrix = [cos!, sin!, -sin!, cos!, width / 2, height / 2];
  const toCentre: Matrix = [1, 0, 0, 1, -view.geometry.width / 2, -view.geometry.height / 2];
  return { width, height, transform: composeMatrices(rotate, toCentre) };
}

function drawingOf(view: CardView, art: ReadonlyMap<string, Art>, canvas: SvgCanvas, fonts: CardFonts) {
  // An icon drawn more than once defines its clip paths, masks and gradients once: they are read
  // in the user space of what refers to them, wherever they stand.
  const defined = new Set<string>();
  const icons = view.icons.map((icon) => {
    const a = art.get(icon.icon);
    if (!a) throw new Error(`no art loaded for icon "${icon.icon}"`);
    const first = !defined.has(icon.icon);
    defined.add(icon.icon);
    return viewArt(a, artId(icon.icon), fitArt(a.viewBox, icon.x, icon.y, icon.size), first);
  });
  return {
    width: fmt(canvas.width),
    height: fmt(canvas.height),
    transform: matrixText(canvas.transform),
    paths: view.paths.map((p) => ({
      d: p.d,
      fill: paint(p.fill),
      stroke: paint(p.stroke),
      strokeWidth: fmt(p.strokeWidth),
    })),
    art: icons,
    texts: view.texts.map((t) => ({
      text: t.text,
      x: fmt(t.x),
      y: fmt(t.y),
      size: fmt(t.size),
      weight: t.bold ? 'bold' : 'normal',
      fill: t.fill,
      font: t.bold ? fonts.boldFamily : fonts.family,
    })),
  };
}

/** The helpers card templates may call; a deck's own templates may call no other (deck-templates.ts). */
export const TEMPLATE_HELPERS = ['xml'] as const;
/** The partials card templates may include. */
export const TEMPLATE_PARTIALS = ['card-shapes', 'card-art', 'card-art-defs'] as const;

/** A renderer for the given templates and fonts (tests and designers try a changed template through this). */
export function createCardRenderer(templates: CardTemplates, fonts: CardFonts = defaultCardFonts()): CardRenderer {
  const handlebars = Handlebars.create();
  handlebars.registerHelper('xml', (value: unknown) => escapeXml(value));
  handlebars.registerPartial('card-shapes', templates.shapes);
  handlebars.registerPartial('card-art', templates.art);
  handlebars.registerPartial('card-art-defs', templates.artDefs);
  const icon = handlebars.compile(
    '<svg xmlns="http://www.w3.org/2000/svg" width="{{xml size}}" height="{{xml size}}" viewBox="0 0 {{xml size}} {{xml size}}">{{#each art}}<g transform="{{xml transform}}">{{> card-art-defs}}{{#each nodes}}{{> card-art}}{{/each}}</g>{{/each}}</svg>',
    { noEscape: true, strict: true },
  );
  // noEscape: escaping is the `xml` helper's job alone (a test checks every template value uses it).
  const face = handlebars.compile(templates.face, { noEscape: true, strict: true });
  const back = handlebars.compile(templates.back, { noEscape: true, strict: true });
  return {
    face: (view, art, canvas = cardCanvas(view)) =>
      face({ ...drawingOf(view, art, canvas, fonts), title: view.id, description: view.description }),
    back: (view, title, canvas = cardCanvas(view)) => back({ ...drawingOf(view, new Map(), canvas, fonts), title }),
    icon: (art, size) =>
      icon({ size: fmt(size), art: [viewArt(art, 'art-icon', fitArt(art.viewBox, size / 2, size / 2, size))] }),
    fonts,
  };
}
