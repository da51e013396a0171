// The card drawing (draw/card-svg.ts) with the shipped templates read from templates/: the
// renderer every Node output (PNG, PDF sheets, shop files, rulebook) goes through.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Art } from '../../draw/art.ts';
import {
  type CardRenderer,
  type CardTemplates,
  cardCanvas,
  createCardRenderer,
  type SvgCanvas,
} from '../../draw/card-svg.ts';
import type { CardView } from '../../draw/card-view.ts';
import { ROOT } from '../deck-fs.ts';
import './fonts.ts';

export * from '../../draw/card-svg.ts';

const readTemplate = (name: string): string => readFileSync(join(ROOT, 'templates', `${name}.hbs`), 'utf8');

/** The templates in templates/card-*.hbs, read once. */
export function readCardTemplates(): CardTemplates {
  return {
    face: readTemplate('card-face'),
    back: readTemplate('card-back'),
    shapes: readTemplate('card-shapes'),
    art: readTemplate('card-art'),
    artDefs: readTemplate('card-art-defs'),
  };
}

/** The renderer of the shipped templates. */
export const CARD_RENDERER: CardRenderer = createCardRenderer(readCardTemplates());

/**
 * The SVG of a card face (or of any view, such as the rulebook's pictures); `art` holds the
 * sanitised art of every icon on it. This is the one drawing of a card: PNGs, PDF sheets and the
 * rulebook place this SVG.
 */
export function renderCardSvg(
  view: CardView,
  art: ReadonlyMap<string, Art>,
  canvas: SvgCanvas = cardCanvas(view),
): string {
  return CARD_RENDERER.face(view, art, canvas);
}

/** The SVG of the card back. */
export function renderBackSvg(view: CardView, title: string, canvas: SvgCanvas = cardCanvas(view)): string {
  return CARD_RENDERER.back(view, title, canvas);
}
