// Icon art read in Node: the drawing code's importer (draw/art-import.ts) with resvg-js as its usvg,
// in this process, or apart in a child process for art that could abort it (usvg-apart.ts).

import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { ArtReadError, importArtWith, type UsvgNormaliser } from '../../draw/art-import.ts';
import type { Art } from '../../draw/art.ts';
import { CARD_FONT } from '../../draw/card-svg.ts';
import { FONT_FILES } from './fonts.ts';
import { ApartError, normaliseApart } from './usvg-apart.ts';

export * from '../../draw/art-import.ts';

const RESVG_OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: [FONT_FILES.regular, FONT_FILES.bold], defaultFontFamily: CARD_FONT },
  logLevel: 'off',
};

/** usvg as resvg-js runs it: here, or apart when the art could abort the process. */
export const normaliseInNode: UsvgNormaliser = (svg, apart) => {
  if (!apart) return new Resvg(svg, RESVG_OPTIONS).toString();
  try {
    return normaliseApart(svg, RESVG_OPTIONS);
  } catch (error) {
    if (error instanceof ApartError) throw new ArtReadError(error.message);
    throw error;
  }
};

/** Reads drawn art: normalised by usvg, then sanitised in `colour` (see sanitiseArt for colours). */
export function importArt(text: string, file: string, colour: string): Art {
  return importArtWith(normaliseInNode, text, file, colour);
}
