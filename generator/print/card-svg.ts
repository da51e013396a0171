// Card view → SVG text, through the Handlebars templates in templates/. The templates only place
// values; every value goes through the one XML-escaping helper (`xml`), and art arrives here only
// as sanitised path data.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { ROOT } from '../deck-fs.ts';
import { fitArt, type Art } from './art.ts';
import { MM_PER_INCH, type ShopCanvas } from './card-size.ts';
import type { CardView } from './card-view.ts';
import { fmt } from './hex-geometry.ts';
import { composeMatrices, IDENTITY, type Matrix } from './matrix.ts';
import { escapeXml } from '../../lib/xml.ts';

/** The font every card text is set in; resvg and pdfkit load it from the same TTF files. */
export const CARD_FONT = 'DejaVu Sans';

export interface SvgCanvas {
  /** Canvas size in mm and the transform that puts the card's own canvas on it. */
  width: number;
  height: number;
  transform: Matrix;
}

const handlebars = Handlebars.create();
handlebars.registerHelper('xml', (value: unknown) => escapeXml(value));
const readTemplate = (name: string): string => readFileSync(join(ROOT, 'templates', `${name}.hbs`), 'utf8');
handlebars.registerPartial('card-shapes', readTemplate('card-shapes'));
// noEscape: escaping is the `xml` helper's job alone (a test checks every template value uses it).
const faceTemplate = handlebars.compile(readTemplate('card-face'), { noEscape: true, strict: true });
const backTemplate = handlebars.compile(readTemplate('card-back'), { noEscape: true, strict: true });

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

function drawingOf(view: CardView, art: ReadonlyMap<string, Art>, canvas: SvgCanvas) {
  const shapes = view.icons.flatMap((icon) => {
    const a = art.get(icon.icon);
    if (!a) throw new Error(`no art loaded for icon "${icon.icon}"`);
    const place = fitArt(a.viewBox, icon.x, icon.y, icon.size);
    return a.shapes.map((s) => ({
      d: s.d,
      transform: matrixText(composeMatrices(place, s.matrix)),
      fill: paint(s.fill),
      fillRule: s.fillRule,
      stroke: paint(s.stroke),
      strokeWidth: fmt(s.strokeWidth),
      lineCap: s.lineCap,
      lineJoin: s.lineJoin,
      opacity: fmt(s.opacity),
    }));
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
    shapes,
    texts: view.texts.map((t) => ({
      text: t.text,
      x: fmt(t.x),
      y: fmt(t.y),
      size: fmt(t.size),
      weight: t.bold ? 'bold' : 'normal',
      fill: t.fill,
      font: CARD_FONT,
    })),
  };
}

/** The SVG of a card face; `art` holds the sanitised art of every icon on it. */
export function renderCardSvg(
  view: CardView,
  art: ReadonlyMap<string, Art>,
  canvas: SvgCanvas = cardCanvas(view),
): string {
  return faceTemplate({ ...drawingOf(view, art, canvas), title: view.id, description: view.description });
}

/** The SVG of the card back. */
export function renderBackSvg(view: CardView, title: string, canvas: SvgCanvas = cardCanvas(view)): string {
  return backTemplate({ ...drawingOf(view, new Map(), canvas), title });
}
