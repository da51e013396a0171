// One 1920 × 1080 camera frame read by the table reader, as Scan's reading thread reads it
// (marks/read/ with zxing and the deck's faces), in Node: frames of the held-out kind (test/support/table-photo.ts,
// seeds 300 and up): a close-up of a play at 250 px a card, the same smeared by 6 px of motion
// (no mark reads: the whole frame, then the frame enlarged, are decoded for nothing, and the cards
// are read by their faces alone), and a whole table of 60 cards at 110 px a card. Each is read three times after
// one unmeasured read; the rows give the median and the longest of all the reads, in wall time and
// in processor time (which a machine busy with other work inflates far less).

import { enumerateCards } from '../engine/index.ts';
import { prepareZxingForNode } from '../cli/commands/read-table.ts';
import { makeFaceTemplates, readCards } from '../marks/read/index.ts';
import { decodeWithZxing } from '../marks/read/zxing.ts';
import { classicDeck } from '../test/support/classic.ts';
import {
  classicFaceImages,
  makeTablePhoto,
  type PhotoSpec,
  randomTable,
  type TablePhoto,
} from '../test/support/table-photo.ts';
import type { BenchRow } from './run.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
const RUNS = 3;

/** The photo in the middle of a 1920 × 1080 frame: cut to it, the table's wood around it where it is smaller. */
function frameOf(photo: TablePhoto): { width: number; height: number; data: Uint8ClampedArray } {
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

export default async function bench(): Promise<BenchRow[]> {
  await prepareZxingForNode();
  const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };
  // The faces as the reading thread keeps them (made once, not timed).
  const faces = makeFaceTemplates(classicFaceImages());
  const frames = [
    { name: 'a close-up, 250 px a card', spec: closeUp(470) },
    { name: 'the same smeared by 6 px (no mark reads)', spec: closeUp(470, { motion: 6 }) },
    {
      name: '60 cards, 110 px a card',
      spec: { seed: 471, tableCards: 60, cardPx: 110, tilt: 15, noise: 4, jpegQuality: 80 },
    },
  ];
  const rows: BenchRow[] = [];
  const all: number[] = [];
  const cpu: number[] = [];
  for (const { name, spec } of frames) {
    const frame = frameOf(makeTablePhoto(spec));
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
    times.sort((a, b) => a - b);
    rows.push({
      name: `scan-1080: ${name}, ${first.cards.length} cards read`,
      value: times[Math.floor(times.length / 2)]!,
      unit: 'ms',
    });
  }
  all.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  rows.push(
    { name: 'scan-1080: median of all reads', value: all[Math.floor(all.length / 2)]!, unit: 'ms', aim: '≤ 500 ms' },
    { name: 'scan-1080: longest read', value: all.at(-1)!, unit: 'ms' },
    { name: 'scan-1080: median processor time of a read', value: cpu[Math.floor(cpu.length / 2)]!, unit: 'ms' },
    { name: 'scan-1080: longest processor time of a read', value: cpu.at(-1)!, unit: 'ms' },
  );
  return rows;
}
