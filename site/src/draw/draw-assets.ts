// What the drawing code needs in the browser, as the build emits it: the shipped card templates as
// text, the card fonts' and resvg's files as URLs of this site (nothing is fetched from elsewhere).

import cardArt from '../../../templates/card-art.hbs?raw';
import cardArtDefs from '../../../templates/card-art-defs.hbs?raw';
import cardBack from '../../../templates/card-back.hbs?raw';
import cardFace from '../../../templates/card-face.hbs?raw';
import cardShapes from '../../../templates/card-shapes.hbs?raw';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import resvgWasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import type { CardTemplates } from '../../../draw/card-svg.ts';

export const CARD_TEMPLATES: CardTemplates = {
  face: cardFace,
  back: cardBack,
  shapes: cardShapes,
  art: cardArt,
  artDefs: cardArtDefs,
};

export const FONT_URLS = { regular: regularFontUrl, bold: boldFontUrl } as const;
export const RESVG_WASM_URL = resvgWasmUrl;
