// The pixels the reader works on: a photo as RGBA or grey bytes, its grey values, and patches of
// it resampled through a projective map (a card's mark seen square-on, whatever the camera's tilt).

import type { Homography } from './geometry.ts';

/** A photo: `channels` bytes a pixel (4: RGBA, as canvas ImageData and the JPEG decoder give; 1: grey). */
export interface Photo {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels?: 1 | 4;
}

/** An RGBA image, as the symbol decoder takes it. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The photo's luminance, one byte a pixel (the weights zxing uses, so both see the same grey). */
export function greyOf(photo: Photo): Uint8Array {
  const n = photo.width * photo.height;
  if ((photo.channels ?? 4) === 1) return photo.data instanceof Uint8Array ? photo.data : new Uint8Array(photo.data);
  const grey = new Uint8Array(n);
  const d = photo.data;
  for (let i = 0, j = 0; i < n; i++, j += 4) grey[i] = (306 * d[j]! + 601 * d[j + 1]! + 117 * d[j + 2]! + 512) >> 10;
  return grey;
}

/** The photo as RGBA (itself when it already is). */
export function rgbaOf(photo: Photo): RgbaImage {
  if ((photo.channels ?? 4) === 4)
    return {
      width: photo.width,
      height: photo.height,
      data:
        photo.data instanceof Uint8ClampedArray
          ? photo.data
          : new Uint8ClampedArray(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength),
    };
  return greyToRgba(photo.width, photo.height, photo.data);
}

export function greyToRgba(width: number, height: number, grey: Uint8Array | Uint8ClampedArray): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += 4) {
    const v = grey[i]!;
    data[j] = v;
    data[j + 1] = v;
    data[j + 2] = v;
    data[j + 3] = 255;
  }
  return { width, height, data };
}

/**
 * The grey photo seen through `toPhoto`, which maps a patch's points (samples' centres at
 * 0.5 … size − 0.5) to photo pixels: `size` × `size` samples, bilinear; outside the photo is white.
 */
export function samplePatch(
  grey: Uint8Array,
  width: number,
  height: number,
  toPhoto: Homography,
  size: number,
): Float32Array {
  const out = new Float32Array(size * size);
  const h = toPhoto;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      // applyHomography, inlined: this runs for every sample of every patch.
      const u = i + 0.5;
      const t = j + 0.5;
      const w = h[6]! * u + h[7]! * t + h[8]!;
      const x = (h[0]! * u + h[1]! * t + h[2]!) / w - 0.5;
      const y = (h[3]! * u + h[4]! * t + h[5]!) / w - 0.5;
      let v = 255;
      if (x >= 0 && y >= 0 && x < width - 1 && y < height - 1) {
        const x0 = Math.floor(x);
        const y0 = Math.floor(y);
        const fx = x - x0;
        const fy = y - y0;
        const k = y0 * width + x0;
        const top = grey[k]! + (grey[k + 1]! - grey[k]!) * fx;
        const bottom = grey[k + width]! + (grey[k + width + 1]! - grey[k + width]!) * fx;
        v = top + (bottom - top) * fy;
      }
      out[j * size + i] = v;
    }
  }
  return out;
}

/**
 * Draws a patch's samples into `out` (an image `outWidth` wide) at `outX`, `outY`, each sample as
 * a `zoom` × `zoom` block: zxing reads a blurred module better as a sharp square of its mean grey
 * than as a smooth ramp.
 */
export function drawPatch(
  samples: Float32Array,
  size: number,
  zoom: number,
  out: Uint8Array,
  outWidth: number,
  outX: number,
  outY: number,
): void {
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      const v = samples[j * size + i]!;
      for (let b = 0; b < zoom; b++) {
        const row = (outY + j * zoom + b) * outWidth + outX + i * zoom;
        for (let a = 0; a < zoom; a++) out[row + a] = v;
      }
    }
}

/**
 * The grey photo enlarged `factor` times (bilinear), as RGBA for the symbol decoder: zxing finds a
 * mark of under about 1.5 pixels a module only when it is drawn larger.
 */
export function enlargeGrey(grey: Uint8Array, width: number, height: number, factor: number): RgbaImage {
  const w = Math.round(width * factor);
  const h = Math.round(height * factor);
  const data = new Uint8ClampedArray(w * h * 4);
  const xs = new Int32Array(w);
  const fxs = new Float32Array(w);
  for (let i = 0; i < w; i++) {
    const x = Math.min(width - 1.001, Math.max(0, (i + 0.5) / factor - 0.5));
    xs[i] = Math.floor(x);
    fxs[i] = x - Math.floor(x);
  }
  for (let j = 0; j < h; j++) {
    const y = Math.min(height - 1.001, Math.max(0, (j + 0.5) / factor - 0.5));
    const y0 = Math.floor(y);
    const fy = y - y0;
    const top = y0 * width;
    const bottom = top + width;
    for (let i = 0, o = j * w * 4; i < w; i++, o += 4) {
      const x0 = xs[i]!;
      const fx = fxs[i]!;
      const a = grey[top + x0]! + (grey[top + x0 + 1]! - grey[top + x0]!) * fx;
      const b = grey[bottom + x0]! + (grey[bottom + x0 + 1]! - grey[bottom + x0]!) * fx;
      const v = a + (b - a) * fy;
      data[o] = v;
      data[o + 1] = v;
      data[o + 2] = v;
      data[o + 3] = 255;
    }
  }
  return { width: w, height: h, data };
}
