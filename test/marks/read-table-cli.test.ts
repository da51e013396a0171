// `jibe read-table` as a user runs it: a photo as PNG and as JPEG, and files it must refuse.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodePhoto } from '../../cli/commands/read-table-image.ts';
import { encodePng } from '../../generator/print/png-encode.ts';
import { ACCEPT_CONFIDENCE } from '../../marks/read/index.ts';
import { runCli } from '../support/run-cli.ts';
import { makeTablePhoto, randomTable, scoreReading, type TablePhoto } from '../support/table-photo.ts';

let dir: string;
let photo: TablePhoto;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jibe-read-table-'));
  photo = makeTablePhoto({
    seed: 31,
    tableCards: 20,
    around: 1,
    cardPx: 480,
    tilt: 20,
    blur: 0.5,
    noise: 4,
    jpegQuality: 60,
    textureWidth: 640,
  });
  writeFileSync(join(dir, 'table.png'), await encodePng(Buffer.from(photo.data), photo.width, photo.height, 72));
  writeFileSync(
    join(dir, 'table.jpg'),
    jpeg.encode({ data: photo.data, width: photo.width, height: photo.height }, 90).data,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('jibe read-table', () => {
  test.each(['table.png', 'table.jpg'])('%s: --json places the cards in view, none wrong', async (name) => {
    const run = await runCli(['read-table', join(dir, name), '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = JSON.parse(run.stdout) as {
      cards: {
        card: string;
        q: number | null;
        r: number | null;
        rotation: number | null;
        confidence: number;
        reason?: string;
      }[];
    };
    for (const c of read.cards) if (c.q === null) expect(c.reason).toMatch(/\w/);
    const placed = read.cards.filter((c) => c.q !== null) as {
      card: string;
      q: number;
      r: number;
      rotation: number;
      confidence: number;
    }[];
    const score = scoreReading(photo, placed, ACCEPT_CONFIDENCE);
    expect(score.wrongAccepted).toEqual([]);
    expect(score.right).toBeGreaterThanOrEqual(photo.visible.size);
  });

  test('without --json: one line a card with its cell, rotation and confidence', async () => {
    const run = await runCli(['read-table', join(dir, 'table.png')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/cards? placed/);
    expect(run.stdout).toMatch(/\(-?\d+, -?\d+\) {2}rotation \d {2}confidence \d\.\d\d/);
  });

  test('a core joker whose blurred mark does not read: said as one of the three jokers, with and without --json', async () => {
    const seed = 142;
    const blurred = makeTablePhoto({
      seed,
      tableCards: 25,
      around: 1,
      centre: randomTable(seed, 25).last.card,
      cardPx: 200,
      tilt: 20,
      motion: 10,
      noise: 4,
      jpegQuality: 80,
      textureWidth: 300,
    });
    const file = join(dir, 'joker.png');
    writeFileSync(file, await encodePng(Buffer.from(blurred.data), blurred.width, blurred.height, 72));
    const json = JSON.parse((await runCli(['read-table', file, '--json'])).stdout) as { cards: { oneOf?: string[] }[] };
    const jokers = ['core-joker-1', 'core-joker-2', 'core-joker-3'];
    expect(json.cards.filter((c) => c.oneOf !== undefined).map((c) => c.oneOf)).toContainEqual(jokers);
    expect((await runCli(['read-table', file])).stdout).toContain(jokers.join(' or '));
  });

  test('a photo with no marks: no cards, exit 0', async () => {
    const file = join(dir, 'plain.png');
    const grey = Buffer.alloc(64 * 48 * 4, 180);
    writeFileSync(file, await encodePng(grey, 64, 48, 72));
    const run = await runCli(['read-table', file, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ cards: [] });
  });

  const png = (width: number, height: number, ihdrExtra: number[] = [8, 6, 0, 0, 0]): Buffer => {
    const chunk = (type: string, data: Buffer): Buffer => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width);
    ihdr.writeUInt32BE(height, 4);
    Buffer.from(ihdrExtra).copy(ihdr, 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(10))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  };

  test.each([
    ['a text file', 'notes.txt', Buffer.from('hello'), 'is not a PNG or JPEG image'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'is not a PNG or JPEG image'],
    ['a PNG of 60,000 × 60,000 pixels', 'huge.png', png(60000, 60000), 'more than the 50 megapixels read'],
    ['a cut-off PNG', 'cut.png', png(100, 100), 'is not a PNG that can be read'],
    ['a PNG of an unknown colour type', 'odd.png', png(10, 10, [8, 5, 0, 0, 0]), 'is not a PNG that can be read'],
    ['a broken JPEG', 'broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]), 'is not a JPEG that can be read'],
  ])('%s: exit 2, naming the file and the problem', async (_, name, bytes, message) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    const run = await runCli(['read-table', file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(file);
    expect(run.stderr).toContain(message);
  });

  test('a file that is not there, or a folder: exit 2 naming it', async () => {
    for (const file of [join(dir, 'missing.png'), dir]) {
      const run = await runCli(['read-table', file]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(file);
    }
  });

  test('a missing image or an unknown flag: exit 2', async () => {
    expect((await runCli(['read-table'])).code).toBe(2);
    expect((await runCli(['read-table', join(dir, 'table.png'), '--colour'])).code).toBe(2);
  });
});

describe('the PNG reader', () => {
  /** A PNG of `rows` (raw bytes a row, `channels` a pixel), each row stored with the given filter. */
  function pngOf(
    width: number,
    colour: number,
    channels: number,
    rows: number[][],
    filters: number[],
    palette?: number[],
  ): Buffer {
    const stride = width * channels;
    const raw: number[] = [];
    rows.forEach((row, y) => {
      const prev = y > 0 ? rows[y - 1]! : new Array(stride).fill(0);
      const f = filters[y % filters.length]!;
      raw.push(f);
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? row[x - channels]! : 0;
        const b = prev[x]!;
        const c = x >= channels ? prev[x - channels]! : 0;
        const p = a + b - c;
        const paeth =
          Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
            ? a
            : Math.abs(p - b) <= Math.abs(p - c)
              ? b
              : c;
        const predictor = [0, a, b, (a + b) >> 1, paeth][f]!;
        raw.push((row[x]! - predictor + 256) & 255);
      }
    });
    const chunk = (type: string, data: Buffer): Buffer => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width);
    ihdr.writeUInt32BE(rows.length, 4);
    ihdr[8] = 8;
    ihdr[9] = colour;
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      ...(palette ? [chunk('PLTE', Buffer.from(palette))] : []),
      chunk('IDAT', deflateSync(Buffer.from(raw))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
  const seeded = (n: number, seed: number): number[] =>
    Array.from({ length: n }, (_, i) => (i * 97 + seed * 31 + ((i * i) % 13)) & 255);

  test('RGB rows under each of the five filters read back as written', () => {
    const rows = Array.from({ length: 10 }, (_, y) => seeded(7 * 3, y));
    const photo = decodePhoto('x.png', pngOf(7, 2, 3, rows, [0, 1, 2, 3, 4]));
    expect(photo.width).toBe(7);
    expect(photo.height).toBe(10);
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 7; x++)
        expect([...photo.data.subarray((y * 7 + x) * 4, (y * 7 + x) * 4 + 4)]).toEqual([
          rows[y]![x * 3],
          rows[y]![x * 3 + 1],
          rows[y]![x * 3 + 2],
          255,
        ]);
  });

  /** A PNG of one row per entry of `rows`, its bytes as given (filter 0), at any bit depth. */
  function rawPng(width: number, depth: number, colour: number, rows: number[][], interlaced = false): Buffer {
    const chunk = (type: string, data: Buffer): Buffer => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const ihdr = Buffer.from([0, 0, 0, width, 0, 0, 0, rows.length, depth, colour, 0, 0, interlaced ? 1 : 0]);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from(rows.flatMap((row) => [0, ...row])))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  test('16-bit RGB and 1-bit grey PNGs read as their 8-bit colours', () => {
    const deep = decodePhoto(
      'deep.png',
      rawPng(2, 16, 2, [[0x12, 0x34, 0xab, 0xcd, 0xff, 0xff, 0, 0, 0x80, 0, 0x7f, 0xff]]),
    );
    expect([...deep.data]).toEqual([0x12, 0xab, 0xff, 255, 0, 0x80, 0x7f, 255]);
    // Ten pixels of one bit each: 1010 0000 11 (the row padded to two bytes).
    const bits = decodePhoto('bits.png', rawPng(10, 1, 0, [[0b10100000, 0b11000000]]));
    expect([...bits.data].filter((_, i) => i % 4 === 0)).toEqual([255, 0, 255, 0, 0, 0, 0, 0, 255, 255]);
  });

  test('an interlaced PNG reads as the same pixels as a plain one', () => {
    // One pixel: Adam7's first pass holds it alone, so the stored bytes are the same.
    const plain = decodePhoto('plain.png', rawPng(1, 8, 2, [[5, 6, 7]]));
    const interlaced = decodePhoto('adam7.png', rawPng(1, 8, 2, [[5, 6, 7]], true));
    expect([...interlaced.data]).toEqual([...plain.data]);
    expect([...plain.data]).toEqual([5, 6, 7, 255]);
  });

  test('a palette index past the palette is refused, naming the file', () => {
    const png = rawPng(1, 8, 3, [[4]]);
    const withPalette = Buffer.concat([
      png.subarray(0, 33),
      Buffer.from([0, 0, 0, 3, 0x50, 0x4c, 0x54, 0x45, 1, 2, 3, 0, 0, 0, 0]),
      png.subarray(33),
    ]);
    expect(() => decodePhoto('p.png', withPalette)).toThrow(/p\.png.*palette lacks/);
  });

  test('grey, grey with alpha, RGBA and palette PNGs give their colours', () => {
    const grey = decodePhoto('g.png', pngOf(2, 0, 1, [[10, 200]], [4]));
    expect([...grey.data]).toEqual([10, 10, 10, 255, 200, 200, 200, 255]);
    const greyAlpha = decodePhoto('ga.png', pngOf(1, 4, 2, [[77, 0]], [1]));
    expect([...greyAlpha.data]).toEqual([77, 77, 77, 255]);
    const rgba = decodePhoto('a.png', pngOf(1, 6, 4, [[1, 2, 3, 4]], [3]));
    expect([...rgba.data]).toEqual([1, 2, 3, 255]);
    const indexed = decodePhoto('p.png', pngOf(2, 3, 1, [[1, 0]], [2], [9, 8, 7, 50, 60, 70]));
    expect([...indexed.data]).toEqual([50, 60, 70, 255, 9, 8, 7, 255]);
  });
});
