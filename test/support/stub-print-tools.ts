// Print tools whose renderer is the real card drawing but whose pixels are a stand-in: one pixel
// whose colour says which SVG it came from, so that a card in the wrong place shows, for tests
// about which card goes where rather than about the pixels (print-files.test.ts holds those).

import { readFileSync } from 'node:fs';
import type { PrintTools } from '../../draw/print-files.ts';
import { normaliseInNode } from '../../generator/print/art-import.ts';
import { readCardTemplates } from '../../generator/print/card-svg.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { drawingTools } from '../../site/src/draw/drawing-tools.ts';

/** The tools, with `onPixels` called at every picture rasterised (to count them). */
export function stubPrintTools(extra: Pick<PrintTools, 'made'> = {}, onPixels = () => {}): PrintTools {
  const { renderer } = drawingTools(
    readFileSync(DEFAULT_FONTS.regular),
    readFileSync(DEFAULT_FONTS.bold),
    readCardTemplates(),
  );
  return {
    renderer,
    normalise: normaliseInNode,
    pixels: (svg) => {
      onPixels();
      let hash = 0;
      for (let i = 0; i < svg.length; i++) hash = (hash * 31 + svg.charCodeAt(i)) >>> 0;
      return { width: 1, height: 1, pixels: Uint8Array.of(hash & 255, (hash >> 8) & 255, (hash >> 16) & 255, 255) };
    },
    cache: new Map(),
    ...extra,
  };
}
