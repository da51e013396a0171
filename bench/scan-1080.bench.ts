// One 1920 × 1080 camera frame read by the table reader, as Scan's reading thread reads it
// (marks/read/ with zxing and the deck's faces): frames of the held-out kind (test/support/table-photo.ts,
// seeds 300 and up): a close-up of a play at 250 px a card, the same smeared by 6 px of motion
// (no mark reads: the whole frame, then the frame enlarged, are decoded for nothing, and the cards
// are read by their faces alone), and a whole table of 60 cards at 110 px a card.
//   - In Node: each is read three times after one unmeasured read; the rows give the median and
//     the longest of all the reads, in wall time and in processor time
//     (which a machine busy with other work inflates far less).
//   - In Chromium, on the test's build of the site: the Score page's Scan reads the same frames from
//     a camera faked by a canvas of 1920 × 1080 (test/support/fake-camera.ts), in its reading thread;
//     a reading's time is the page's own `data-scan-ms` (the frame grabbed from the video, handed to
//     the thread, read, and the reading back), each reading told to its frame by the frame's hash.
//     Five readings warm the thread first (zxing's WebAssembly, the faces made ready), then three
//     of each frame are timed. Also the gzipped size of Scan's code as the site serves it.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { enumerateCards } from '../engine/index.ts';
import { prepareZxingForNode } from '../cli/commands/read-table.ts';
import { makeFaceTemplates, readCards } from '../marks/read/index.ts';
import { decodeWithZxing } from '../marks/read/zxing.ts';
import { DOUBLE_TAP_MS } from '../site/src/table/ui/tap-guard.ts';
import { tap } from '../test/score/tap.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { classicDeck } from '../test/support/classic.ts';
import { fakeCamera, framesSent, putFrame, readingsMs } from '../test/support/fake-camera.ts';
import { serveStatic } from '../test/support/serve.ts';
import { ensureTestSite } from '../test/support/site-setup.ts';
import {
  classicFaceImages,
  makeTablePhoto,
  type PhotoSpec,
  randomTable,
  type TablePhoto,
} from '../test/support/table-photo.ts';
import { median } from '../test/score/keep-by-taps.ts';
import type { BenchRow } from './run.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
const RUNS = 3;
/** Readings of the first frame before any is timed in the page. */
const WARM_READINGS = 5;

type Frame = { width: number; height: number; data: Uint8ClampedArray };

/** The photo in the middle of a 1920 × 1080 frame: cut to it, the table's wood around it where it is smaller. */
function frameOf(photo: TablePhoto): Frame {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < data.length; i += 4) [data[i], data[i + 1], data[i + 2], data[i + 3]] = [135, 101, 67, 255];
  const dx = Math.floor((WIDTH - photo.width) / 2);
  const dy = Math.floor((HEIGHT - photo.height) / 2);
  for (let y = Math.max(0, dy); y < Math.min(HEIGHT, dy + photo.height); y++) {
    const x0 = Math.max(0, dx);
    const x1 = Math.min(WIDTH, dx + photo.width);
    const from = ((y - dy) * photo.width + (x0 - dx)) * 4;
    data.set(photo.data.subarray(from, from + (x1 - x0) * 4), (y * WIDTH + x0) * 4);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

const closeUp = (seed: number, more: Partial<PhotoSpec> = {}): PhotoSpec => ({
  seed,
  tableCards: 30,
  around: 2,
  centre: randomTable(seed, 30).last.card,
  cardPx: 250,
  tilt: 20,
  noise: 4,
  jpegQuality: 80,
  ...more,
});

/** The median and the longest of all the reads, as rows named after `where`. */
function summary(where: string, all: number[]): BenchRow[] {
  return [
    { name: `scan-1080, ${where}: median of all reads`, value: median(all), unit: 'ms', aim: '≤ 500 ms' },
    { name: `scan-1080, ${where}: longest read`, value: Math.max(...all), unit: 'ms' },
  ];
}

async function readInNode(frames: { name: string; frame: Frame }[]): Promise<BenchRow[]> {
  await prepareZxingForNode();
  const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };
  // The faces as the reading thread keeps them (made once, not timed).
  const faces = makeFaceTemplates(classicFaceImages());
  const rows: BenchRow[] = [];
  const all: number[] = [];
  const cpu: number[] = [];
  for (const { name, frame } of frames) {
    const read = () => readCards({ ...frame, data: frame.data.slice() }, deck, decodeWithZxing, true, faces);
    const first = await read();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const used = process.cpuUsage();
      await read();
      times.push(performance.now() - start);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
    }
    all.push(...times);
    rows.push({ name: `scan-1080, Node: ${name}, ${first.cards.length} cards read`, value: median(times), unit: 'ms' });
  }
  return [
    ...rows,
    ...summary('Node', all),
    { name: 'scan-1080, Node: median processor time of a read', value: median(cpu), unit: 'ms' },
    { name: 'scan-1080, Node: longest processor time of a read', value: Math.max(...cpu), unit: 'ms' },
  ];
}

/** The frames read by the Score page's Scan in Chromium at 390 × 844, and the size of Scan's code. */
async function readInPage(frames: { name: string; frame: Frame }[]): Promise<BenchRow[]> {
  const site = ensureTestSite();
  const server = await serveStatic(site.root, site.base);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  const rows: BenchRow[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(fakeCamera, { width: WIDTH, height: HEIGHT });
    await page.goto(`${server.url}score/?players=Ana,Ben&rounds=1`);
    await tap(page, '[data-action="start-round"]');
    await page.waitForSelector('#screen-game[data-actions="1"]');
    await tap(page, '[data-action="scan"]');
    /**
     * Waits until `count` readings of the frame just put have been judged; their times. A reading the
     * page takes for a play (the frame's cards beside the game's core) sets the view aside: a tap on
     * Scan drops that play and looks again.
     */
    const timeReadings = async (frame: Frame, count: number): Promise<number[]> => {
      const from = (await framesSent(page)).length;
      const hash = await putFrame(page, frame.data);
      for (;;) {
        await page.waitForFunction(
          ([h, k, n]) => {
            const w = window as unknown as { jibeSent: number[]; jibeMs: number[] };
            const read = w.jibeSent.slice(k, w.jibeMs.length).filter((x) => x === h).length;
            return read >= n || document.querySelector('[data-draft]') !== null;
          },
          [hash, from, count] as const,
          { timeout: 300_000, polling: 50 },
        );
        const [sent, ms] = [await framesSent(page), await readingsMs(page)];
        const times = ms.flatMap((t, i) => (i >= from && sent[i] === hash ? [t] : []));
        if (times.length >= count) return times.slice(0, count);
        await page.waitForTimeout(DOUBLE_TAP_MS + 50);
        await tap(page, '[data-action="scan"]');
        await page.locator('#scan[open]').waitFor();
      }
    };
    await timeReadings(frames[0]!.frame, WARM_READINGS);
    const all: number[] = [];
    for (const { name, frame } of frames) {
      const times = await timeReadings(frame, RUNS);
      all.push(...times);
      rows.push({ name: `scan-1080, Chromium's reading thread: ${name}`, value: median(times), unit: 'ms' });
    }
    rows.push(...summary("Chromium's reading thread", all));
  } finally {
    await browser.close();
    await server.close();
  }
  const astro = join(site.root, '_astro');
  const files = readdirSync(astro);
  const gz = (start: string, end: string) => {
    const file = files.find((f) => f.startsWith(start) && f.endsWith(end));
    return file === undefined ? Number.NaN : gzipSync(readFileSync(join(astro, file)), { level: 9 }).length / 1024;
  };
  const [chunk, worker] = [gz('camera-scan.', '.js'), gz('read-worker', '.js')];
  rows.push(
    {
      name: "scan: Scan's script, gzipped (the page's chunk and the reading thread)",
      value: chunk + worker,
      unit: 'KB',
    },
    { name: "scan: the page's chunk (camera-scan), gzipped", value: chunk, unit: 'KB' },
    { name: 'scan: the reading thread (read-worker), gzipped', value: worker, unit: 'KB' },
    { name: "scan: zxing's WebAssembly, gzipped", value: gz('zxing_reader', '.wasm'), unit: 'KB' },
  );
  return rows;
}

export default async function bench(): Promise<BenchRow[]> {
  const frames = [
    { name: 'a close-up, 250 px a card', spec: closeUp(470) },
    { name: 'the same smeared by 6 px (no mark reads)', spec: closeUp(470, { motion: 6 }) },
    {
      name: '60 cards, 110 px a card',
      spec: { seed: 471, tableCards: 60, cardPx: 110, tilt: 15, noise: 4, jpegQuality: 80 },
    },
  ].map(({ name, spec }) => ({ name, frame: frameOf(makeTablePhoto(spec)) }));
  return [...(await readInNode(frames)), ...(await readInPage(frames))];
}
