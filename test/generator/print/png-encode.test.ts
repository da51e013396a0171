import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../generator/print/png-encode.ts';

function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), data]));
    at += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  it('round-trips the RGB pixels and records the DPI', async () => {
    const [w, h] = [7, 5];
    const rgba = new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const png = await encodePng(rgba, w, h, 300);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const c = chunks(png);
    expect(c.get('IHDR')!.readUInt32BE(0)).toBe(w);
    expect(c.get('IHDR')!.readUInt32BE(4)).toBe(h);
    expect(c.get('pHYs')!.readUInt32BE(0)).toBe(11811); // 300 DPI in pixels per metre
    const rows = zlib.inflateSync(c.get('IDAT')!);
    for (let y = 0; y < h; y++) {
      expect(rows[y * (w * 3 + 1)]).toBe(1);
      let prev = [0, 0, 0];
      for (let x = 0; x < w; x++) {
        const px = [0, 1, 2].map((k) => (rows[y * (w * 3 + 1) + 1 + 3 * x + k]! + prev[k]!) & 255);
        expect(px).toEqual([0, 1, 2].map((k) => rgba[(y * w + x) * 4 + k]));
        prev = px;
      }
    }
    expect([...c.keys()]).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
  });
});
