// Photos for `jibe read-table`: a PNG (decoded here with zlib) or a JPEG (jpeg-js) into RGBA
// pixels, their size bounded before the pixels are made. Bad bytes are an InputError naming the file.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
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

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function decodePng(file: string, bytes: Uint8Array): RgbaPhoto {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bad = (why: string): InputError => new InputError(file, `is not a PNG that can be read: ${why}`);
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colour = -1;
  let palette: Uint8Array | null = null;
  const parts: Uint8Array[] = [];
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (at + 12 + length > bytes.length) throw bad(`the ${type} chunk runs past the end of the file`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      depth = data[8]!;
      colour = data[9]!;
      if (data[12] !== 0) throw bad('interlaced PNGs are not read; save it without interlacing');
      if (depth !== 8) throw bad(`${depth}-bit channels are not read; save it with 8 bits a channel`);
      if (CHANNELS[colour] === undefined) throw bad(`colour type ${colour} is unknown`);
      if (width === 0 || height === 0) throw bad('it has no pixels');
      if (width * height > MAX_PHOTO_PIXELS)
        throw new InputError(
          file,
          `is ${width} × ${height} pixels, more than the ${MAX_PHOTO_PIXELS / 1e6} megapixels read`,
        );
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') parts.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (width === 0) throw bad('it has no IHDR chunk');
  const channels = CHANNELS[colour]!;
  const stride = width * channels;
  let raw: Uint8Array;
  try {
    raw = inflateSync(Buffer.concat(parts), { maxOutputLength: (stride + 1) * height + 1 });
  } catch (error) {
    throw bad(`its pixel data does not unpack (${(error as Error).message})`);
  }
  if (raw.length < (stride + 1) * height) throw bad('its pixel data is shorter than its size says');
  const out = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  let line = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels]! : 0;
      const b = previous[x]!;
      const c = x >= channels ? previous[x - channels]! : 0;
      let v = raw[src + x]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw bad(`row ${y + 1} has an unknown filter ${filter}`);
      line[x] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const s = x * channels;
      if (colour === 3) {
        const k = line[s]! * 3;
        if (palette === null || k + 2 >= palette.length) throw bad('a pixel names a colour its palette lacks');
        out[o] = palette[k]!;
        out[o + 1] = palette[k + 1]!;
        out[o + 2] = palette[k + 2]!;
      } else if (channels <= 2) {
        out[o] = out[o + 1] = out[o + 2] = line[s]!;
      } else {
        out[o] = line[s]!;
        out[o + 1] = line[s + 1]!;
        out[o + 2] = line[s + 2]!;
      }
      out[o + 3] = 255;
    }
    [previous, line] = [line, previous];
  }
  return { width, height, data: out };
}
