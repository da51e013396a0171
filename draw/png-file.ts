// A card's PNG file from resvg's RGBA pixels: opaque RGB with the Sub filter, a pHYs chunk so shops
// and image editors read the intended DPI, and the image data deflated by png-deflate.ts. Pure, so
// `jibe build` and the Studio write the same bytes from the same pixels.

import { MM_PER_INCH } from './card-size.ts';
import { deflatePngRows } from './png-deflate.ts';

/** Pixels across a canvas `widthMm` wide at `dpi`, rounded to whole pixels. */
export const pixelsAt = (widthMm: number, dpi: number): number => Math.round((widthMm / MM_PER_INCH) * dpi);

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of a PNG chunk (type and data), as zlib computes it. */
function crc32(parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const bytes of parts) for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const uint32 = (value: number): Uint8Array => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

function chunk(type: string, data: Uint8Array): Uint8Array[] {
  const name = Uint8Array.from(type, (c) => c.charCodeAt(0));
  return [uint32(data.length), name, data, uint32(crc32([name, data]))];
}

/** Scanlines of RGB (alpha dropped: cards are opaque), each with the Sub filter. */
export function filterRows(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 3 + 1;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const o = y * stride;
    const s = y * width * 4;
    out[o] = 1;
    let pr = 0;
    let pg = 0;
    let pb = 0;
    for (let x = 0; x < width; x++) {
      const r = rgba[s + 4 * x]!;
      const g = rgba[s + 4 * x + 1]!;
      const b = rgba[s + 4 * x + 2]!;
      out[o + 1 + 3 * x] = (r - pr) & 255;
      out[o + 2 + 3 * x] = (g - pg) & 255;
      out[o + 3 + 3 * x] = (b - pb) & 255;
      pr = r;
      pg = g;
      pb = b;
    }
  }
  return out;
}

/** The PNG file of `width` × `height` pixels at `dpi` whose filtered rows deflate to `deflated`. */
export function assemblePng(width: number, height: number, dpi: number, deflated: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour RGB, deflate, adaptive filters, no interlace
  const phys = new Uint8Array(9);
  const perMetre = Math.round(dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1; // unit: metre
  const parts = [
    Uint8Array.from(SIGNATURE),
    ...chunk('IHDR', header),
    ...chunk('pHYs', phys),
    ...chunk('IDAT', deflated),
    ...chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The PNG file of opaque RGBA pixels at `dpi`. */
export function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Uint8Array {
  return assemblePng(width, height, dpi, deflatePngRows(filterRows(rgba, width, height), width * 3 + 1, 3));
}

/**
 * `height` rows of RGBA pixels: resvg scales the height from the width and rounds it up, so a
 * canvas of 101.6 mm (4 in) drawn 2099 px wide at 600 DPI came out 2401 px high, not 2400. The
 * drawing's scale differs by less than a pixel over the card; the bleed's last row goes or repeats.
 */
export function fitRows(pixels: Uint8Array, width: number, rows: number, height: number): Uint8Array {
  if (rows === height) return pixels;
  const stride = width * 4;
  const out = new Uint8Array(stride * height);
  out.set(pixels.subarray(0, stride * Math.min(rows, height)));
  for (let y = rows; y < height; y++) out.copyWithin(y * stride, (rows - 1) * stride, rows * stride);
  return out;
}
