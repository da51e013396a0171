// PNG encoding of resvg's RGBA pixels (draw/png-file.ts) with Node's zlib on its thread pool.
// resvg's own encoder writes no DPI and compresses several times slower for little gain on flat
// card art.

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { assemblePng, filterRows } from '../../draw/png-file.ts';

export { filterRows } from '../../draw/png-file.ts';

const deflate = promisify(zlib.deflate);

/** Deflate level of card PNGs: 3 compresses flat card art nearly as well as 6 in a fraction of the time. */
export const PNG_DEFLATE_LEVEL = 3;

/** A PNG file of opaque RGBA pixels at `dpi`; deflate runs on the thread pool. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Promise<Buffer> {
  const data = await deflate(filterRows(rgba, width, height), { level: PNG_DEFLATE_LEVEL });
  const png = assemblePng(width, height, dpi, data);
  return Buffer.from(png.buffer, png.byteOffset, png.length);
}
