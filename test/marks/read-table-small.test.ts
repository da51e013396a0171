// Small cards: a close-up of a play at 130 to 150 px a card, where a mark's module is 1.3 to 1.5
// pixels and zxing finds few marks or none at the photo's own size. The reader then reads the
// photo again enlarged (marks/read/read-table.ts readEnlarged): most cards read, none wrong, and
// without the enlargement far fewer.

import { beforeAll, describe, expect, test } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { prepareZxingForNode } from '../../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, readTable } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { cardIdFromMarkText, MARK_MODULES, MARK_ON_FACE } from '../../marks/card-mark.ts';
import { classicDeck } from '../support/classic.ts';
import { makeTablePhoto, randomTable, scoreReading, type TablePhoto } from '../support/table-photo.ts';

const cards = enumerateCards(classicDeck);

beforeAll(() => prepareZxingForNode());

const PHOTOS: TablePhoto[] = [
  [41, 130],
  [42, 130],
  [43, 140],
  [44, 140],
  [45, 150],
  [46, 150],
].map(([seed, cardPx]) =>
  makeTablePhoto({
    seed: seed!,
    tableCards: 30,
    around: 2,
    centre: randomTable(seed!, 30).last.card,
    cardPx: cardPx!,
    tilt: 15,
    noise: 4,
    jpegQuality: 80,
    textureWidth: 240,
  }),
);

async function readAll(enlarge: boolean): Promise<{ seen: number; right: number; wrong: string[] }> {
  let seen = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const photo of PHOTOS) {
    const reading = await readTable(photo, {
      decode: decodeWithZxing,
      identify: (text) => cardIdFromMarkText(cards, classicDeck.id, text),
      mark: MARK_ON_FACE,
      modules: MARK_MODULES,
      enlarge,
    });
    const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
    seen += photo.seen.size;
    right += [...photo.seen.keys()].filter((c) => score.rightCards.has(c)).length;
    wrong.push(...score.wrongAccepted);
  }
  return { seen, right, wrong };
}

describe('small cards', () => {
  test('read again enlarged, most cards of 130–150 px close-ups read and none wrong; at their own size far fewer', async () => {
    const enlarged = await readAll(true);
    const own = await readAll(false);
    console.log(
      `small cards: ${enlarged.right} of ${enlarged.seen} read enlarged, ${own.right} at the photo's own size`,
    );
    expect(enlarged.wrong).toEqual([]);
    expect(own.wrong).toEqual([]);
    expect(enlarged.right).toBeGreaterThanOrEqual(0.9 * enlarged.seen);
    expect(enlarged.right).toBeGreaterThan(own.right * 1.5);
  });
});
