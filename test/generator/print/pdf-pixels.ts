// Test helper: a PDF page rendered by poppler's pdftoppm, as RGB pixels with millimetre lookups.

import { execFileSync } from 'node:child_process';

export interface PageImage {
  width: number;
  height: number;
  /** Pixels per millimetre. */
  scale: number;
  rgb: Buffer;
}

/** Renders page `page` (1-based) of `file` at `dpi`. */
export function renderPage(file: string, page: number, dpi: number): PageImage {
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), file], {
    maxBuffer: 1 << 28,
  });
  // P6 header: magic, width, height, maxval, each followed by whitespace.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PPM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, scale: dpi / 25.4, rgb: ppm.subarray(header[0].length) };
}

/** The RGB triple at (x, y) millimetres, or white off the page. */
export function pixelAt(image: PageImage, x: number, y: number): [number, number, number] {
  const [px, py] = [Math.floor(x * image.scale), Math.floor(y * image.scale)];
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return [255, 255, 255];
  const i = 3 * (py * image.width + px);
  return [image.rgb[i]!, image.rgb[i + 1]!, image.rgb[i + 2]!];
}

/** How many pixels of the image are close to `rgb`. */
export function countColour(image: PageImage, rgb: [number, number, number], tolerance = 40): number {
  let n = 0;
  for (let i = 0; i < image.rgb.length; i += 3) {
    if (
      Math.abs(image.rgb[i]! - rgb[0]) <= tolerance &&
      Math.abs(image.rgb[i + 1]! - rgb[1]) <= tolerance &&
      Math.abs(image.rgb[i + 2]! - rgb[2]) <= tolerance
    )
      n++;
  }
  return n;
}
