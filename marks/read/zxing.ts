// The symbol decoder: zxing-wasm's reader, Data Matrix only. Loading its WebAssembly is the
// caller's part (in Node from the package's file, in the browser from the site's own copy, through
// prepareZXingModule), so this module reads no file.

import { readBarcodes } from 'zxing-wasm/reader';
import type { RgbaImage } from './image.ts';
import type { FoundSymbol, SymbolDecoder } from './read-table.ts';

/** Decodes every Data Matrix symbol of an image, with its four corners. */
export const decodeWithZxing: SymbolDecoder = async (image: RgbaImage): Promise<FoundSymbol[]> => {
  const results = await readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['DataMatrix'],
    tryHarder: true,
    tryRotate: true,
    tryDownscale: false,
    tryInvert: false,
    maxNumberOfSymbols: 255,
  });
  return results
    .filter((r) => r.isValid && !r.isMirrored)
    .map((r) => ({
      text: r.text,
      corners: [r.position.topLeft, r.position.topRight, r.position.bottomRight, r.position.bottomLeft],
    }));
};
