// Test helper: print files compared as a printer would see them. PDF pages are rendered with
// poppler's pdftoppm and compared pixel by pixel; a PNG is compared by its header, its DPI and its
// pixels, and by its bytes where both sides encode it with the same code.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzlibSync } from 'fflate';

/** The number of pages poppler reads in a PDF. */
export function pageCount(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const info = execFileSync('pdfinfo', [join(dir, 'a.pdf')], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every page of a PDF rendered at `dpi`, as PPM files' bytes in page order. */
function renderPages(pdf: Uint8Array, dpi: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-pages-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), join(dir, 'a.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.ppm'))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The largest share of pixels (0 to 1) that differ between a page of `a` and the same page of `b`. */
export function worstPageDifference(a: Uint8Array, b: Uint8Array, dpi: number): number {
  const [pagesA, pagesB] = [renderPages(a, dpi), renderPages(b, dpi)];
  if (pagesA.length !== pagesB.length) return 1;
  let worst = 0;
  pagesA.forEach((pa, i) => {
    const pb = pagesB[i]!;
    if (pa.length !== pb.length) {
      worst = 1;
      return;
    }
    // Both have the same header (size); count the pixels whose colour differs at all.
    let differ = 0;
    for (let p = pa.length % 3; p < pa.length; p += 3)
      if (pa[p] !== pb[p] || pa[p + 1] !== pb[p + 1] || pa[p + 2] !== pb[p + 2]) differ++;
    worst = Math.max(worst, differ / (pa.length / 3));
  });
  return worst;
}

/** A PNG's header, pHYs chunk and inflated image data (filtered rows: equal exactly when the pixels are). */
function readPng(png: Uint8Array): { header: string; dpi: string; rows: Buffer } {
  const view = new DataView(png.buffer, png.byteOffset, png.length);
  let [header, dpi] = ['', ''];
  const idat: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = Buffer.from(data).toString('hex');
    if (type === 'pHYs') dpi = Buffer.from(data).toString('hex');
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  return { header, dpi, rows: Buffer.from(unzlibSync(Buffer.concat(idat))) };
}

/**
 * How two PNGs differ, or null when they hold the same pixels at the same size and DPI (both
 * encoders use the Sub filter on every row, so equal pixels make equal inflated data).
 */
export function comparePngs(a: Uint8Array, b: Uint8Array): string | null {
  const [pa, pb] = [readPng(a), readPng(b)];
  if (pa.header !== pb.header) return `header ${pa.header} is not ${pb.header}`;
  if (pa.dpi !== pb.dpi) return `pHYs ${pa.dpi} is not ${pb.dpi}`;
  return pa.rows.equals(pb.rows) ? null : 'the pixels differ';
}

/** How two PNG files differ, or null when they are the same bytes (and so the same pixels). */
export function comparePngBytes(a: Uint8Array, b: Uint8Array): string | null {
  if (Buffer.from(a).equals(Buffer.from(b))) return null;
  return `the bytes differ (${a.length} against ${b.length}); ${comparePngs(a, b) ?? 'the pixels do not'}`;
}
