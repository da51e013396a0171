// Scan's reading by condition (issue 40), on a held-out set of synthetic photos: seeds 300 and up,
// which no test of the reader uses, so the reader is never tuned on them. Each frame is a close-up
// of a play (the last card played and the cards within a cell of it), or a whole table; the
// conditions are the issue's: small cards, motion blur and defocus at 200–320 px a card, an
// everyday mix of moderate spoils all at once, a 60-card table in one frame. For each: the cards
// in view read right, the frames whose new card was read right, and the cards read wrong at the
// accepted confidence (the aim is none). `SCAN_CONDITIONS=motion` runs the conditions so named.

import { enumerateCards } from '../engine/index.ts';
import { prepareZxingForNode } from '../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, makeFaceTemplates, readCards } from '../marks/read/index.ts';
import { decodeWithZxing } from '../marks/read/zxing.ts';
import { classicDeck } from '../test/support/classic.ts';
import {
  classicFaceImages,
  makeTablePhoto,
  type PhotoSpec,
  randomTable,
  scoreReading,
} from '../test/support/table-photo.ts';
import type { BenchRow } from './run.ts';

const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };

/** A seeded number in [0, 1) for the everyday mix (the photo's own randomness is the seed's). */
const draw = (seed: number, k: number): number => {
  const x = Math.sin(seed * 12.9898 + k * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

const closeUp = (seed: number, cardPx: number, more: Partial<PhotoSpec> = {}): PhotoSpec => {
  const tableCards = 12 + (seed % 17);
  return {
    seed,
    tableCards,
    // Small cards: the phone frames more of them.
    around: cardPx < 180 ? 2 : 1,
    centre: randomTable(seed, tableCards).last.card,
    cardPx,
    tilt: 20,
    noise: 4,
    jpegQuality: 80,
    textureWidth: Math.max(240, Math.round(cardPx * 1.5)),
    ...more,
  };
};

const seeds = (from: number, count: number): number[] => Array.from({ length: count }, (_, i) => from + i);

export const CONDITIONS: { name: string; specs: PhotoSpec[] }[] = [
  { name: 'sharp, 110 px a card', specs: seeds(300, 6).map((s) => closeUp(s, 110)) },
  { name: 'sharp, 130 px a card', specs: seeds(310, 6).map((s) => closeUp(s, 130)) },
  { name: 'sharp, 150 px a card', specs: seeds(320, 6).map((s) => closeUp(s, 150)) },
  ...[200, 320].flatMap((px) => [
    ...[5, 10].map((motion) => ({
      name: `motion ${motion} px, ${px} px a card`,
      specs: seeds(330 + motion + px, 4).map((s) => closeUp(s, px, { motion })),
    })),
    ...[2.5, 3.5].map((defocus) => ({
      name: `defocus ${defocus} px, ${px} px a card`,
      specs: seeds(350 + Math.round(defocus * 2) + px, 4).map((s) => closeUp(s, px, { defocus })),
    })),
  ]),
  // The hardest rows again on more frames, drawn from seeds 5000 and up, which nothing else
  // uses: a row of 4 to 6 close-ups moves about 10 points a card, these about 1 to 2.
  { name: 'more frames: sharp, 110 px a card', specs: seeds(5000, 30).map((s) => closeUp(s, 110)) },
  {
    name: 'more frames: motion 10 px, 200 px a card',
    specs: seeds(5100, 20).map((s) => closeUp(s, 200, { motion: 10 })),
  },
  {
    name: 'more frames: defocus 3.5 px, 200 px a card',
    specs: seeds(5200, 20).map((s) => closeUp(s, 200, { defocus: 3.5 })),
  },
  {
    name: 'everyday mix',
    specs: seeds(400, 20).map((s) =>
      closeUp(s, 180 + Math.round(140 * draw(s, 1)), {
        tilt: Math.round(10 + 25 * draw(s, 2)),
        motion: draw(s, 3) < 0.6 ? 1 + 3 * draw(s, 4) : 0,
        defocus: draw(s, 5) < 0.4 ? 1 + draw(s, 6) : 0,
        glare: draw(s, 7) < 0.5 ? 1 : 0,
        noise: 3 + 4 * draw(s, 8),
        jpegQuality: 70,
      }),
    ),
  },
  {
    name: 'whole table of 60, 110 px a card',
    specs: seeds(450, 2).map((seed) => {
      const last = randomTable(seed, 60).last.card;
      return { seed, tableCards: 60, centre: last, cardPx: 110, tilt: 15, noise: 4, jpegQuality: 80 };
    }),
  },
];

export default async function bench(): Promise<BenchRow[]> {
  await prepareZxingForNode();
  const only = process.env.SCAN_CONDITIONS;
  // The faces as Scan has them (SCAN_FACES=0: marks alone).
  const faces = process.env.SCAN_FACES === '0' ? undefined : makeFaceTemplates(classicFaceImages());
  const rows: BenchRow[] = [];
  for (const { name, specs } of CONDITIONS) {
    if (only !== undefined && !name.includes(only)) continue;
    let seen = 0;
    let right = 0;
    let newRight = 0;
    const wrong: string[] = [];
    for (const spec of specs) {
      const photo = makeTablePhoto(spec);
      const reading = await readCards(photo, deck, decodeWithZxing, true, faces);
      const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
      seen += photo.seen.size;
      right += [...photo.seen.keys()].filter((c) => score.rightCards.has(c)).length;
      if (spec.centre !== undefined && score.rightCards.has(spec.centre)) newRight++;
      wrong.push(...score.wrongAccepted.map((w) => `seed ${spec.seed}: ${w}`));
    }
    if (wrong.length > 0) process.stderr.write(`${name}: ${wrong.join('; ')}\n`);
    rows.push(
      { name: `${name}: cards in view read right`, value: (100 * right) / Math.max(1, seen), unit: `% of ${seen}` },
      { name: `${name}: new card right`, value: (100 * newRight) / specs.length, unit: `% of ${specs.length}` },
      { name: `${name}: read wrong`, value: wrong.length, unit: 'cards', aim: '0' },
    );
  }
  return rows;
}
