// Photos for `jibe read-table`: a PNG (fast-png) or a JPEG (jpeg-js) into RGBA
// pixels, their size bounded before the pixels are made. Bad bytes are an InputError naming the file.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { type DecodedPng, decode as decodePngBytes } from 'fast-png';
import jpeg from 'jpeg-js';
import { InputError } from '../../lib/input-error.ts';

/** 50 megapixels: more than any phone photo, and 200 MB of RGBA. */
export const MAX_PHOTO_PIXELS = 50_000_000;
const MAX_PHOTO_BYTES = 100 * 1024 * 1024;

export interface RgbaPhoto {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The file's bytes: a regular file only, its size checked before it is read. */
export function readPhotoBytes(file: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(
      file,
      code === 'ENOENT' ? 'file not found' : `cannot read the file (${code ?? 'unknown error'})`,
    );
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new InputError(file, 'is not a regular file');
    if (stat.size > MAX_PHOTO_BYTES)
      throw new InputError(file, `is ${stat.size} bytes, more than the ${MAX_PHOTO_BYTES} allowed`);
    const bytes = new Uint8Array(stat.size);
    let length = 0;
    while (length < bytes.length) {
      const n = readSync(fd, bytes, length, bytes.length - length, null);
      if (n === 0) break;
      length += n;
    }
    return bytes.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** A PNG or JPEG's pixels as RGBA. */
export function decodePhoto(file: string, bytes: Uint8Array): RgbaPhoto {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return decodePng(file, bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    try {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PHOTO_PIXELS / 1e6,
        maxMemoryUsageInMB: 1024,
      });
      return { width: image.width, height: image.height, data: image.data };
    } catch (error) {
      throw new InputError(file, `is not a JPEG that can be read (${(error as Error).message})`);
    }
  }
  throw new InputError(file, 'is not a PNG or JPEG image');
}

/** The PNG's size from its header (the first chunk), checked before any pixel data is unpacked. */
function checkPngSize(file: string, bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isHeader = bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!isHeader) throw new InputError(file, 'is not a PNG that can be read: it has no IHDR chunk');
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width * height > MAX_PHOTO_PIXELS)
    throw new InputError(
      file,
      `is ${width} × ${height} pixels, more than the ${MAX_PHOTO_PIXELS / 1e6} megapixels read`,
    );
}

/** A PNG of any colour type, bit depth or interlacing as opaque RGBA (fast-png unpacks it). */
function decodePng(file: string, bytes: Uint8Array): RgbaPhoto {
  checkPngSize(file, bytes);
  let png: DecodedPng;
  try {
    png = decodePngBytes(bytes);
  } catch (error) {
    throw new InputError(file, `is not a PNG that can be read: ${(error as Error).message}`);
  }
  const { width, height, depth, channels, data, palette } = png;
  if (width === 0 || height === 0) throw new InputError(file, 'is not a PNG that can be read: it has no pixels');
  // Rows of fewer than 8 bits a sample are packed, each row starting on a whole byte.
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const top = (1 << depth) - 1;
  const sample = (y: number, i: number): number => {
    if (depth >= 8)
      return depth === 16 ? (data[y * width * channels + i] ?? 0) >> 8 : (data[y * width * channels + i] ?? 0);
    const bit = i * depth;
    return ((data[y * rowBytes + (bit >> 3)] ?? 0) >> (8 - depth - (bit & 7))) & top;
  };
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const s = x * channels;
      if (palette !== undefined) {
        const colour = palette[sample(y, s)];
        if (colour === undefined)
          throw new InputError(file, 'is not a PNG that can be read: a pixel names a colour its palette lacks');
        out.set(colour.slice(0, 3), o);
      } else if (channels <= 2) {
        const grey = depth >= 8 ? sample(y, s) : Math.round((sample(y, s) * 255) / top);
        out[o] = out[o + 1] = out[o + 2] = grey;
      } else out.set([sample(y, s), sample(y, s + 1), sample(y, s + 2)], o);
      // The table is read from the colours alone: transparency in a photo means nothing to the reader.
      out[o + 3] = 255;
    }
  return { width, height, data: out };
}
