// The table reader on close-ups of the area around a play, as issue 17's "done when" describes
// them: 7 to 19 cards framed, each 350 to 700 px wide, the camera tilted up to 35° and turned any
// way, with blur, sensor noise, uneven light, glare, a hand over part of the table and JPEG at
// quality 60 (test/support/table-photo.ts: the real faces). At least 99 % of the cards in view
// must be placed right, and none wrong at the accepted confidence. The share read right is
// printed by the card's width where it lies (a tilted photo shows its far cards smaller) and by
// the camera's tilt.

import { beforeAll, describe, expect, test } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { prepareZxingForNode } from '../../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, readCards } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { classicDeck } from '../support/classic.ts';
import { makeTablePhoto, type PhotoSpec, scoreReading } from '../support/table-photo.ts';

const deck = { cards: enumerateCards(classicDeck), deckId: classicDeck.id };

beforeAll(async () => {
  await prepareZxingForNode();
});

const SPOILED = { blur: 0.5, noise: 5, glare: 2, occlusion: true, jpegQuality: 60, textureWidth: 720 } as const;

/**
 * The close-ups: the play and the cards within two cells of it (up to 19) at the smaller sizes,
 * within one cell (7) at the larger, so that each photo stays a phone's few megapixels. The
 * farthest framed card is `smallestCardPx` wide; the nearest is up to twice that at 35°.
 */
const CLOSE_UPS: PhotoSpec[] = [
  { seed: 11, tableCards: 30, around: 2, smallestCardPx: 350, tilt: 35 },
  { seed: 14, tableCards: 30, around: 2, smallestCardPx: 350, tilt: 25 },
  { seed: 12, tableCards: 30, around: 2, smallestCardPx: 360, tilt: 10 },
  { seed: 24, tableCards: 40, around: 2, smallestCardPx: 420, tilt: 20 },
  { seed: 14, tableCards: 25, around: 1, smallestCardPx: 400, tilt: 30 },
  { seed: 24, tableCards: 25, around: 1, smallestCardPx: 580, tilt: 5 },
].map((s) => ({ ...SPOILED, cardPx: s.smallestCardPx, ...s }));

const WIDTHS = [
  { label: '< 350 px', below: 350 },
  { label: '350–449 px', below: 450 },
  { label: '450–549 px', below: 550 },
  { label: '550–700 px', below: 700.5 },
  { label: '> 700 px', below: Infinity },
];
const TILTS = [
  { label: '0–15°', upTo: 15 },
  { label: '20–25°', upTo: 25 },
  { label: '30–35°', upTo: 35 },
];

interface Measured {
  spec: PhotoSpec;
  framed: number;
  /** Each card in view: its width where it lies, and whether it was placed right. */
  cards: { widthPx: number; framed: boolean; right: boolean }[];
  wrong: string[];
}

// The photos are made and read once, before the tests (a hook's time limit, not a test's: on a
// busy machine making six photos of a few megapixels can take a while).
const measured: Measured[] = [];
beforeAll(async () => {
  for (const spec of CLOSE_UPS) {
    const photo = makeTablePhoto(spec);
    const reading = await readCards(photo, deck, decodeWithZxing);
    const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
    measured.push({
      spec,
      framed: photo.framed.length,
      cards: [...photo.seen].map(([card, { widthPx }]) => ({
        widthPx,
        framed: photo.framed.includes(card),
        right: score.rightCards.has(card),
      })),
      wrong: score.wrongAccepted.map((w) => `seed ${spec.seed}: ${w}`),
    });
  }
});

describe('close-ups around a play', () => {
  test('the photos are what the issue describes: 7 to 19 cards framed, 350 to 700 px wide, up to 35°', () => {
    const widths = measured.flatMap((m) => m.cards.filter((c) => c.framed).map((c) => c.widthPx));
    for (const m of measured) {
      expect(m.framed).toBeGreaterThanOrEqual(7);
      expect(m.framed).toBeLessThanOrEqual(19);
    }
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(345);
    expect(Math.min(...widths)).toBeLessThanOrEqual(360);
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(650);
    expect(Math.max(...CLOSE_UPS.map((s) => s.tilt))).toBe(35);
  });

  test('at least 99 % of the cards in view placed right, none wrong at the accepted confidence', () => {
    // [width row][tilt column] → cards in view, and of them placed right.
    const cells = WIDTHS.map(() => TILTS.map(() => ({ seen: 0, right: 0 })));
    for (const m of measured) {
      const column = TILTS.findIndex((t) => m.spec.tilt <= t.upTo);
      for (const card of m.cards) {
        const cell = cells[WIDTHS.findIndex((w) => card.widthPx < w.below)]![column]!;
        cell.seen++;
        if (card.right) cell.right++;
      }
    }
    const all = measured.flatMap((m) => m.cards);
    const right = all.filter((c) => c.right).length;
    const rows = WIDTHS.map((w, i) => ({ w, row: cells[i]! })).filter(({ row }) => row.some((c) => c.seen > 0));
    console.log(
      [
        `close-ups: ${right} of ${all.length} cards in view placed right (${measured.length} photos, ${measured.map((m) => m.framed).join(', ')} cards framed)`,
        `| card width | ${TILTS.map((t) => t.label).join(' | ')} |`,
        `|---|${TILTS.map(() => '---').join('|')}|`,
        ...rows.map(
          ({ w, row }) =>
            `| ${w.label} | ${row.map((c) => (c.seen === 0 ? '' : `${c.right} of ${c.seen}`)).join(' | ')} |`,
        ),
      ].join('\n'),
    );
    expect(all.length).toBeGreaterThanOrEqual(70);
    expect(measured.flatMap((m) => m.wrong)).toEqual([]);
    expect(right / all.length).toBeGreaterThanOrEqual(0.99);
  });
});
