// Reading a table from a phone photo (issue 17): a 12-megapixel synthetic photo of a whole table
// (test/support/table-photo.ts: real faces, 25° tilt, blur, noise, glare, a hand, JPEG 60) read by
// marks/read/ with zxing, both looks; the median of three reads after one unmeasured read, as wall
// time and as processor time.

import { enumerateCards } from '../engine/index.ts';
import { prepareZxingForNode } from '../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, readCards } from '../marks/read/index.ts';
import { decodeWithZxing } from '../marks/read/zxing.ts';
import { classicDeck } from '../test/support/classic.ts';
import { makeTablePhoto, scoreReading } from '../test/support/table-photo.ts';
import type { BenchRow } from './run.ts';
import { millis } from './timing.ts';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function bench(): Promise<BenchRow[]> {
  await prepareZxingForNode();
  const photo = makeTablePhoto({
    seed: 41,
    tableCards: 70,
    cardPx: 330,
    tilt: 25,
    blur: 0.5,
    noise: 5,
    glare: 3,
    occlusion: true,
    jpegQuality: 60,
    maxPixels: 12_000_000,
    textureWidth: 480,
  });
  const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };
  const read = () => readCards(photo, deck, decodeWithZxing);
  const reading = await read();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage();
    times.push(await millis(read));
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
  const mp = (photo.width * photo.height) / 1e6;
  return [
    {
      name: `read-table: ${mp.toFixed(1)} MP photo, ${photo.visible.size} cards in view`,
      value: median(times),
      unit: 'ms',
      aim: '< 1500 ms',
    },
    // The read runs on one thread: on a busy machine its processor time says more than the clock.
    { name: 'read-table: processor time of that read', value: median(cpu), unit: 'ms', aim: '< 1500 ms' },
    { name: 'read-table: cards of that photo placed right', value: score.right, unit: 'cards' },
    {
      name: 'read-table: wrong at the accepted confidence',
      value: score.wrongAccepted.length,
      unit: 'cards',
      aim: '0',
    },
  ];
}
