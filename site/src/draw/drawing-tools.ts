// The drawing code's tools once a thread has the card fonts' bytes and resvg-wasm's module: the
// fonts handed to the text measurer, resvg-wasm as usvg (art import, text outlines) and as the PNG
// renderer. No fetch and no file here, so the tests run the browser's own set-up.

import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-wasm';
import { ArtReadError, type UsvgNormaliser } from '../../../draw/art-import.ts';
import { type CardRenderer, type CardTemplates, createCardRenderer } from '../../../draw/card-svg.ts';
import { CARD_FAMILY, type CardFonts, provideFontFile, setFontSource } from '../../../draw/fonts.ts';
import { createMadeFiles } from '../../../draw/print-cache.ts';
import type { PrintTools } from '../../../draw/print-files.ts';

/** The names the fonts go by in a browser thread (their bytes are provided, not read from disk). */
export const BROWSER_FONTS: CardFonts = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  family: CARD_FAMILY,
  boldFamily: CARD_FAMILY,
};

/** The drawing code's tools in a thread: the card renderer, usvg for art, and resvg to render with. */
export interface DrawingTools {
  renderer: CardRenderer;
  normalise: UsvgNormaliser;
  /** Runs `use` on resvg with the card fonts and `extra` options, and frees it after. */
  withResvg: <T>(svg: string, extra: ResvgRenderOptions, use: (r: InstanceType<typeof Resvg>) => T) => T;
}

/** Hands the card fonts to the drawing code and returns its tools; resvg-wasm must be initialised. */
export function drawingTools(regular: Uint8Array, bold: Uint8Array, templates: CardTemplates): DrawingTools {
  provideFontFile(BROWSER_FONTS.regular, regular);
  provideFontFile(BROWSER_FONTS.bold, bold);
  setFontSource(BROWSER_FONTS, null);
  const options: ResvgRenderOptions = {
    font: { fontBuffers: [regular, bold], defaultFontFamily: CARD_FAMILY },
  };
  const withResvg = <T>(svg: string, extra: ResvgRenderOptions, use: (r: InstanceType<typeof Resvg>) => T): T => {
    const resvg = new Resvg(svg, { ...options, ...extra });
    try {
      return use(resvg);
    } finally {
      resvg.free();
    }
  };
  // In a browser a usvg panic is an exception, not the end of the process: no child process needed.
  const normalise: UsvgNormaliser = (svg) => {
    try {
      return withResvg(svg, {}, (r) => r.toString());
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) throw new ArtReadError('the SVG reader stopped on it');
      throw error;
    }
  };
  return { renderer: createCardRenderer(templates, BROWSER_FONTS), normalise, withResvg };
}

/** The print files' tools from the drawing tools: PNG pixels as generator/print/card-png.ts renders them. */
export function printTools({ renderer, normalise, withResvg }: DrawingTools): PrintTools {
  return {
    renderer,
    normalise,
    // Paper white under everything, crisp shapes and text.
    pixels: (svg, width) =>
      withResvg(
        svg,
        { fitTo: { mode: 'width', value: width }, background: '#FFFFFF', shapeRendering: 2, textRendering: 2 },
        (r) => {
          const image = r.render();
          try {
            // resvg-wasm hands out the pixels as a copy of their own (a buffer apart from the
            // module's memory), which outlives free(): no second copy.
            return { width: image.width, height: image.height, pixels: image.pixels };
          } finally {
            image.free();
          }
        },
      ),
    cache: new Map(),
    made: createMadeFiles(),
  };
}
