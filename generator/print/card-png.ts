// SVG → PNG with resvg, the card fonts loaded from their TTF/OTF files and system fonts off (resvg drops
// text silently without a font, and system fonts would make the output depend on the machine).

import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { type CardFonts, DEFAULT_FONTS } from './fonts.ts';
import { fitRows } from '../../draw/png-file.ts';
import { encodePng } from './png-encode.ts';

export { fitRows, pixelsAt } from '../../draw/png-file.ts';

function options(widthPx: number, fonts: CardFonts): ResvgRenderOptions {
  return {
    fitTo: { mode: 'width', value: widthPx },
    font: { loadSystemFonts: false, fontFiles: [fonts.regular, fonts.bold], defaultFontFamily: fonts.family },
    // Paper white under everything: the PNG is stored without alpha.
    background: '#FFFFFF',
    shapeRendering: 2,
    textRendering: 2,
    logLevel: 'off',
  };
}

/** Renders an SVG to PNG bytes `widthPx` wide (height follows the SVG's aspect ratio). */
export function renderPng(svg: string, widthPx: number, fonts: CardFonts = DEFAULT_FONTS): Buffer {
  return new Resvg(svg, options(widthPx, fonts)).render().asPng();
}

/**
 * The same on resvg's thread pool, so many cards render in parallel; the PNG records `dpi`. With
 * `heightPx`, the PNG is exactly that high (a card at N DPI is its size times N, rounded, both ways).
 */
export async function renderPngAsync(
  svg: string,
  widthPx: number,
  dpi: number,
  fonts: CardFonts = DEFAULT_FONTS,
  heightPx?: number,
): Promise<Buffer> {
  const image = await renderAsync(svg, options(widthPx, fonts));
  const height = heightPx ?? image.height;
  return encodePng(fitRows(image.pixels, image.width, image.height, height), image.width, height, dpi);
}

/** Runs `job` on every item, at most `limit` at a time (bounds the memory of pixel buffers). */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Raw RGBA pixels, for tests and checks that look at what was drawn. */
export function renderPixels(
  svg: string,
  widthPx: number,
  fonts: CardFonts = DEFAULT_FONTS,
): { width: number; height: number; pixels: Buffer } {
  const image = new Resvg(svg, options(widthPx, fonts)).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}
