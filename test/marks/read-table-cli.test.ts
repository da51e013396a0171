// `jibe read-table` as a user runs it: a photo as PNG and as JPEG, and files it must refuse.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodePng } from '../../generator/print/png-encode.ts';
import { ACCEPT_CONFIDENCE } from '../../marks/read/index.ts';
import { runCli } from '../support/run-cli.ts';
import { makeTablePhoto, scoreReading, type TablePhoto } from '../support/table-photo.ts';

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
    ['a 16-bit PNG', 'deep.png', png(10, 10, [16, 6, 0, 0, 0]), '16-bit channels are not read'],
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
