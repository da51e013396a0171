// Scan's frame to draft: what the scorekeeper does with one camera frame before the play read can
// be tapped on Place. A 1600 × 1200 frame of a 7-card table (test/support/table-photo.ts: real
// faces, 15° tilt, 280 px a card, blur, noise, JPEG 80, on the table's wood as the scan test's
// fake camera shows it) read by the table reader as the page's reading thread reads it
// (read-worker.ts: marks/read/ with zxing), held against the game before its last play
// (compareReading) and made the draft (startDraft, turned as it lies). The median of seven runs
// after one unmeasured run, as wall time and as processor time. The page adds the frame's copy
// from the video (drawImage, getImageData) and its hand-over to the thread, not measured here.

import { enumerateCards } from '../engine/index.ts';
import { prepareZxingForNode } from '../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, readCards } from '../marks/read/index.ts';
import { decodeWithZxing } from '../marks/read/zxing.ts';
import { startDraft, turnDraftTo } from '../site/src/table/draft.ts';
import { compareReading } from '../site/src/score/scan/compare.ts';
import { classicDeck } from '../test/support/classic.ts';
import { makeTablePhoto, type TablePhoto } from '../test/support/table-photo.ts';
import { tableGame } from '../test/support/table-video.ts';
import type { BenchRow } from './run.ts';
import { microsPerCall } from './timing.ts';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The scan test's table: seed 4, seven cards, the last of them the play to read. */
const SEED = 4;
const COUNT = 7;
const FRAME = { width: 1600, height: 1200 };
const RUNS = 7;

/** The photo in the middle of a camera frame, the table's wood around it (as table-video.ts frames it). */
function frameOf(photo: TablePhoto): { width: number; height: number; data: Uint8ClampedArray } {
  const { width, height } = FRAME;
  const data = new Uint8ClampedArray(width * height * 4);
  const x0 = Math.floor((width - photo.width) / 2);
  const y0 = Math.floor((height - photo.height) / 2);
  for (let i = 0; i < data.length; i += 4) [data[i], data[i + 1], data[i + 2], data[i + 3]] = [135, 101, 67, 255];
  for (let y = 0; y < photo.height; y++)
    data.set(photo.data.subarray(y * photo.width * 4, (y + 1) * photo.width * 4), ((y0 + y) * width + x0) * 4);
  return { width, height, data };
}

export default async function bench(): Promise<BenchRow[]> {
  await prepareZxingForNode();
  const game = tableGame(SEED, COUNT);
  const play = game.actions.at(-1)!;
  if (play.type !== 'place') throw new Error('the last action of the bench table must be a play');
  const before = game.before.at(-1)!;
  const frame = frameOf(
    makeTablePhoto({ seed: SEED, tableCards: COUNT, cardPx: 280, tilt: 15, blur: 0.6, noise: 4, jpegQuality: 80 }),
  );
  const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };
  // What the page does with a reading: held against the game, the draft.
  const judge = (reading: Awaited<ReturnType<typeof readCards>>) => {
    const verdict = compareReading(before, reading, ACCEPT_CONFIDENCE);
    if (verdict.kind !== 'play') return null;
    const draft = startDraft(before, verdict.placement.card, verdict.placement);
    return draft === null ? null : turnDraftTo(draft, verdict.placement.rotation);
  };
  // One frame through all of it: read, then judged.
  const toDraft = async () => judge(await readCards(frame, deck, decodeWithZxing));
  const reading = await readCards(frame, deck, decodeWithZxing);
  const first = judge(reading);
  const right =
    first !== null &&
    first.card === play.placement.card &&
    first.cell.q === play.placement.q &&
    first.cell.r === play.placement.r &&
    first.rotations[first.index]!.rotation === play.placement.rotation;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await toDraft();
    times.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const name = `scan-frame: ${FRAME.width} × ${FRAME.height} frame of ${COUNT} cards to the draft`;
  return [
    { name, value: median(times), unit: 'ms' },
    // One thread does it all: on a busy machine its processor time says more than the clock.
    { name: 'scan-frame: processor time of that', value: median(cpu), unit: 'ms' },
    // The reader is nearly all of it: holding a reading against the game and drafting the play is this.
    {
      name: 'scan-frame: of that, compareReading and startDraft',
      value: microsPerCall(() => void judge(reading)),
      unit: 'µs',
    },
    { name: 'scan-frame: the play proposed is the one laid', value: right ? 1 : 0, unit: 'yes/no', aim: '1' },
  ];
}
