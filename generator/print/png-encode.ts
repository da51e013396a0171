// PNG encoding of resvg's RGBA pixels for the command line: draw/png-file.ts, the Studio's own
// encoder, so a card's PNG is the same file whichever of them made it.

import { encodePng as encodePngFile } from '../../draw/png-file.ts';

export { filterRows } from '../../draw/png-file.ts';

/** A PNG file of opaque RGBA pixels at `dpi`. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Promise<Buffer> {
  const png = encodePngFile(rgba, width, height, dpi);
  return Buffer.from(png.buffer, png.byteOffset, png.length);
}
