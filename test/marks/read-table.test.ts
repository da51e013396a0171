// The table reader on synthetic phone photos of real card faces (test/support/table-photo.ts), and
// its confidence on readings made wrong on purpose.

import { beforeAll, describe, expect, test } from 'vitest';
import { directionOfSide, DIRECTIONS, enumerateCards } from '../../engine/index.ts';
import { prepareZxingForNode } from '../../cli/commands/read-table.ts';
import { MARK_ON_FACE, markText } from '../../marks/card-mark.ts';
import {
  applyFrame,
  applyHomography,
  cellCentre,
  fitHomography,
  nearestCell,
  turnFrame,
} from '../../marks/read/geometry.ts';
import { ACCEPT_CONFIDENCE, type FoundSymbol, readCards } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { classicDeck } from '../support/classic.ts';
import { makeTablePhoto, type PhotoSpec, scoreReading, type TablePhoto } from '../support/table-photo.ts';

const cards = enumerateCards(classicDeck);
const deck = { cards, deckId: classicDeck.id };

beforeAll(async () => {
  await prepareZxingForNode();
});

describe('lattice geometry', () => {
  test('a card turned k sixths shows its side s toward the engine direction s + k', () => {
    for (let k = 0; k < 6; k++)
      for (let s = 0; s < 6; s++) {
        // Side s on the upright face points at −60·s degrees (y down).
        const angle = (-60 * s * Math.PI) / 180;
        const onTable = applyFrame(turnFrame(k), { x: Math.cos(angle), y: Math.sin(angle) });
        const [dq, dr] = DIRECTIONS[directionOfSide(s, k)]!;
        const step = cellCentre(dq, dr);
        expect(onTable.x).toBeCloseTo(step.x, 9);
        expect(onTable.y).toBeCloseTo(step.y, 9);
      }
  });

  test('each cell centre rounds back to its cell, and neighbours are one card width apart', () => {
    for (const [q, r] of [
      [0, 0],
      [3, -5],
      [-7, 2],
    ] as const) {
      expect(nearestCell(cellCentre(q, r))).toEqual({ q, r });
      for (const [dq, dr] of DIRECTIONS) {
        const a = cellCentre(q, r);
        const b = cellCentre(q + dq, r + dr);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(1, 9);
      }
    }
  });

  test('a homography fitted to a projected grid maps every point back', () => {
    const truth = new Float64Array([120, 30, 500, -20, 110, 400, 0.02, -0.03, 1]);
    const from = [-2, -1, 0, 1, 2].flatMap((x) => [-1, 0, 1].map((y) => ({ x, y })));
    const fitted = fitHomography(
      from,
      from.map((p) => applyHomography(truth, p)),
    )!;
    for (const p of [...from, { x: 3.5, y: -2.5 }]) {
      const a = applyHomography(truth, p);
      const b = applyHomography(fitted, p);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1e-6);
    }
  });
});

/** Symbols as a decoder would report them for cards laid at (q, r, rotation) under a plain camera. */
function symbolsOf(
  laid: { card: string; q: number; r: number; rotation: number; shift?: { x: number; y: number } }[],
): FoundSymbol[] {
  const px = 200;
  const half = MARK_ON_FACE.side / 2;
  return laid.map(({ card, q, r, rotation, shift }) => {
    const c = cellCentre(q, r);
    const turn = turnFrame(rotation);
    const corner = (x: number, y: number) => {
      const t = applyFrame(turn, { x: MARK_ON_FACE.x + x, y: MARK_ON_FACE.y + y });
      return { x: 800 + px * (c.x + t.x + (shift?.x ?? 0)), y: 800 + px * (c.y + t.y + (shift?.y ?? 0)) };
    };
    return {
      text: markText(cards, classicDeck.id, card),
      corners: [corner(-half, -half), corner(half, -half), corner(half, half), corner(-half, half)],
    };
  });
}

const blank = { width: 1600, height: 1600, data: new Uint8Array(1600 * 1600), channels: 1 as const };
const ring = [
  { q: 0, r: 0, rotation: 0 },
  { q: 1, r: 0, rotation: 2 },
  { q: 1, r: -1, rotation: 5 },
  { q: 0, r: -1, rotation: 1 },
  { q: -1, r: 0, rotation: 3 },
  { q: -1, r: 1, rotation: 4 },
  { q: 0, r: 1, rotation: 0 },
].map((p, i) => ({ ...p, card: cards[i * 3]!.id }));

describe('confidence', () => {
  test('cards laid on their cells are read at their cells and rotations, all accepted', async () => {
    const reading = await readCards(blank, deck, async () => symbolsOf(ring), false);
    const photo = { table: ring } as Parameters<typeof scoreReading>[0];
    const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
    expect(score.right).toBe(ring.length);
    expect(score.wrongAccepted).toEqual([]);
  });

  test.each([
    ['half a cell off', { shift: { x: 0.45, y: 0.2 } }, undefined],
    ['turned a twelfth of a turn', undefined, 0.5],
    ['a fifth of a cell off', { shift: { x: 0.2, y: 0 } }, undefined],
  ])('a card %s is reported unsure, not placed', async (_, moved, halfTurn) => {
    const laid = ring.map((c, i) => (i === 3 ? { ...c, ...moved } : c));
    const symbols = symbolsOf(laid);
    if (halfTurn !== undefined) {
      // Turn the fourth card's symbol 30° about its own centre.
      const s = symbols[3]!;
      const cx = s.corners.reduce((a, p) => a + p.x, 0) / 4;
      const cy = s.corners.reduce((a, p) => a + p.y, 0) / 4;
      const a = (30 * Math.PI) / 180;
      s.corners = s.corners.map((p) => ({
        x: cx + Math.cos(a) * (p.x - cx) - Math.sin(a) * (p.y - cy),
        y: cy + Math.sin(a) * (p.x - cx) + Math.cos(a) * (p.y - cy),
      })) as unknown as FoundSymbol['corners'];
    }
    const reading = await readCards(blank, deck, async () => symbols, false);
    const moved3 = reading.cards.find((c) => c.card === ring[3]!.card);
    expect(moved3 === undefined || moved3.confidence < ACCEPT_CONFIDENCE).toBe(true);
    expect(reading.cards.filter((c) => c.confidence >= ACCEPT_CONFIDENCE).length).toBe(ring.length - 1);
    // Askew in its own cell (not put elsewhere by the others), its remedy is to straighten it.
    if (moved3 !== undefined && !moved3.doubt?.includes('elsewhere')) expect(moved3.remedy).toBe('straighten');
  });

  test('no mark found: the photo is read again enlarged, its marks placed in the pixels of the photo', async () => {
    const calls: number[] = [];
    const one = symbolsOf(ring.slice(0, 1));
    const reading = await readCards(
      { width: 400, height: 300, data: new Uint8Array(400 * 300 * 4) },
      deck,
      async (image) => {
        calls.push(image.width);
        // Only the enlarged photo shows the mark, its corners scaled.
        const k = image.width / 400;
        if (k === 1) return [];
        return one.map((s) => ({
          ...s,
          corners: s.corners.map((p) => ({ x: (p.x + 0.5) * k - 0.5, y: (p.y + 0.5) * k - 0.5 })) as never,
        }));
      },
      false,
    );
    expect(calls).toEqual([400, 1200]);
    expect(reading.cards.map((c) => c.card)).toEqual([ring[0]!.card]);
    expect(reading.found.photo).toBe(1);
    expect(reading.cards[0]!.confidence).toBeGreaterThanOrEqual(ACCEPT_CONFIDENCE);
  });

  test('the same card read in two places is unsure in both', async () => {
    const laid = [...ring, { ...ring[2]!, q: 2, r: -1 }];
    const reading = await readCards(blank, deck, async () => symbolsOf(laid), false);
    const twice = reading.cards.filter((c) => c.card === ring[2]!.card);
    expect(twice.length).toBe(2);
    for (const c of twice) expect(c.confidence).toBeLessThan(ACCEPT_CONFIDENCE);
  });

  test('two cards read in one cell: neither is placed with confidence', async () => {
    const laid = [...ring, { ...ring[1]!, card: cards[40]!.id, shift: { x: 0.05, y: 0 } }];
    const reading = await readCards(blank, deck, async () => symbolsOf(laid), false);
    const inCell = [...reading.cards, ...reading.unplaced].filter(
      (c) => c.card === ring[1]!.card || c.card === cards[40]!.id,
    );
    expect(inCell.length).toBe(2);
    for (const c of inCell) expect('confidence' in c ? c.confidence : 0).toBeLessThan(ACCEPT_CONFIDENCE);
  });
});

// Close-ups the second look once lost cards of, most with far cards smaller than the issue's
// close-ups (350–700 px a card: read-table-close.test.ts). The first two lost most of their cards
// before its patches were widened around marks placed from few cards and its module-grid fit was
// added (1 of 5 and 1 of 4 read then); the third lost 3 of 13 (far cards 260 px) while the fit
// was tried only in rounds where the decoder found nothing and no patch was cut for a cell whose
// middle lay outside the photo, though its mark was inside; the fourth lost 2 of 4 while a map
// was fitted to three cards in a line (its three marks found on the photo), which placed the
// fourth card's mark two mark sides off, across the line.
// Known regression: with the wild icon drawn in its colour (gold), the steep (35°) close-up of seed
// 16 reads 1 of its 4 cards in view by marks alone (none wrong). It runs below as a failing case
// until mended; with the deck's faces, as Scan and `jibe read-table` read, all 4 are read
// (face-lattice.test.ts).
const STILL_SHORT = { seed: 16, tilt: 35 };
const LOST_BEFORE: PhotoSpec[] = [
  { seed: 11, tableCards: 30, around: 1, cardPx: 450, tilt: 35, textureWidth: 675 },
  { seed: 16, tableCards: 30, around: 1, cardPx: 350, tilt: 35, textureWidth: 525 },
  { seed: 12, tableCards: 30, around: 2, cardPx: 270, smallestCardPx: 270, tilt: 25, textureWidth: 720 },
  { seed: 16, tableCards: 30, around: 1, cardPx: 350, tilt: 25, textureWidth: 525 },
].map((s) => ({ ...s, blur: 0.5, noise: 5, glare: 2, occlusion: true, jpegQuality: 60 }));

/**
 * The cards wholly in view (their mark and its quiet zone) placed right; a card whose mark is cut
 * by the frame's edge may be placed right too, and is counted only in `score.right`.
 */
const placedInView = (photo: TablePhoto, score: { rightCards: ReadonlySet<string> }): number =>
  [...photo.visible].filter((card) => score.rightCards.has(card)).length;

describe('synthetic photos', () => {
  test.each(
    LOST_BEFORE.filter((s) => s.seed !== STILL_SHORT.seed || s.tilt !== STILL_SHORT.tilt).map((spec) => [
      spec.seed,
      spec.tilt,
      spec,
    ]),
  )(
    'a close-up once read short (seed %i, %i°): every card in view placed right, none wrong at the accepted confidence',
    async (_seed, _tilt, spec) => {
      const photo = makeTablePhoto(spec);
      const reading = await readCards(photo, deck, decodeWithZxing);
      const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
      const widths = [...photo.seen.values()].map((s) => s.widthPx);
      console.log(
        `seed ${spec.seed}, ${spec.tilt}°: ${placedInView(photo, score)} of ${photo.visible.size} cards in view placed right, ${score.right} in all (${Math.round(Math.min(...widths))}–${Math.round(Math.max(...widths))} px a card)`,
      );
      expect(score.wrongAccepted).toEqual([]);
      expect([...photo.visible].filter((c) => !score.rightCards.has(c))).toEqual([]);
    },
  );

  test.fails('the steep close-up of seed 16 (35°) reads every card in view (known regression)', async () => {
    const spec = LOST_BEFORE.find((s) => s.seed === STILL_SHORT.seed && s.tilt === STILL_SHORT.tilt)!;
    const photo = makeTablePhoto(spec);
    const score = scoreReading(photo, (await readCards(photo, deck, decodeWithZxing)).cards, ACCEPT_CONFIDENCE);
    expect(score.wrongAccepted).toEqual([]);
    expect([...photo.visible].filter((c) => !score.rightCards.has(c))).toEqual([]);
  });

  test('a close-up whose first cards misplace the rest (far cards 250 px, 35°): all but one placed right, none wrong', async () => {
    // Eight marks found on the photo, far apart: the lattice grown from them put a card near its
    // cell's edge on a guess, and every card after it elsewhere; 0 of 13 were placed right until
    // a card waited for a clear prediction.
    const photo = makeTablePhoto({
      seed: 15,
      tableCards: 30,
      around: 2,
      cardPx: 250,
      smallestCardPx: 250,
      tilt: 35,
      textureWidth: 720,
      blur: 0.5,
      noise: 5,
      glare: 2,
      occlusion: true,
      jpegQuality: 60,
    });
    const reading = await readCards(photo, deck, decodeWithZxing);
    const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
    console.log(
      `misplacing close-up: ${placedInView(photo, score)} of ${photo.visible.size} cards in view placed right`,
    );
    expect(photo.visible.size).toBe(13);
    expect(score.wrongAccepted).toEqual([]);
    expect(placedInView(photo, score)).toBeGreaterThanOrEqual(12);
  });

  test('a whole table: the share read right is measured, none wrong at the accepted confidence', async () => {
    const photo = makeTablePhoto({
      seed: 21,
      tableCards: 52,
      cardPx: 280,
      tilt: 25,
      blur: 0.5,
      noise: 5,
      glare: 2,
      occlusion: true,
      jpegQuality: 60,
      textureWidth: 400,
    });
    const reading = await readCards(photo, deck, decodeWithZxing);
    const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
    console.log(
      `whole table: ${score.right} of ${photo.visible.size} visible cards placed right (${reading.found.photo} on the photo, ${reading.found.secondLook} more in the second look)`,
    );
    expect(photo.visible.size).toBeGreaterThanOrEqual(45);
    expect(score.wrongAccepted).toEqual([]);
    expect(score.right / photo.visible.size).toBeGreaterThanOrEqual(FLOOR_WHOLE);
  });
});

/** The photo with a camera frame's own faint noise, ±2 grey levels a pixel, from `seed`. */
function withFrameNoise(photo: ReturnType<typeof makeTablePhoto>, seed: number): ReturnType<typeof makeTablePhoto> {
  const data = new Uint8Array(photo.data);
  let state = 12345 + seed * 7777;
  for (let i = 0; i < data.length; i += 4) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const n = ((state >> 16) % 5) - 2;
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + n));
  }
  return { ...photo, data };
}

describe('frames of one table', () => {
  test('the same table under six draws of a frame noise of ±2 reads every card each time', async () => {
    // The scan browser test's table (seed 4, 7 cards at 280 px, 15°): its second look once found
    // 7, 4 and 7 cards in three frames that differed only by such noise (the patches were cut
    // too tight around marks placed from one or two cards).
    const photo = makeTablePhoto({
      seed: 4,
      tableCards: 7,
      cardPx: 280,
      tilt: 15,
      blur: 0.6,
      noise: 4,
      jpegQuality: 80,
    });
    const rights: number[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const reading = await readCards(withFrameNoise(photo, seed), deck, decodeWithZxing);
      const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
      expect(score.wrongAccepted).toEqual([]);
      rights.push(score.right);
    }
    console.log(`frame noise: ${rights.join(', ')} of ${photo.visible.size} cards placed right`);
    expect(photo.visible.size).toBe(7);
    expect(rights).toEqual([7, 7, 7, 7, 7, 7]);
  });
});

/** The share of a whole table read right at 280 px a card and 25° (measured 37 of 49; see the README). */
const FLOOR_WHOLE = 0.7;
