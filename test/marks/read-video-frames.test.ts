// The frames the scorekeeper's Scan reads in Chromium (scan.browser.test.ts): the fake camera shows
// the test video as limited range, so its frames reach the page with their contrast raised and
// their noise with it. Read here in Node, the same frames place every card each time: from the
// three marks the decoder finds on the whole frame, the lattice must not guess a far card's cell
// with a perspective fitted to two cards (it once put one a cell off, and then the second look
// searched the wrong places and found none of the rest).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareZxingForNode } from '../../cli/commands/read-table.ts';
import { ACCEPT_CONFIDENCE, readCards } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { scoreReading } from '../support/table-photo.ts';
import { readVideoFrames, tablePhoto, writeTableVideo } from '../support/table-video.ts';

const work = mkdtempSync(join(tmpdir(), 'jibe-video-frames-'));
beforeAll(() => prepareZxingForNode());
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The Scan test's table: seed 4, 7 cards, 280 px a card, 15°.
const photo = tablePhoto({ seed: 4, tableCards: 7, cardPx: 280, tilt: 15, blur: 0.6, noise: 4, jpegQuality: 80 });
const video = join(work, 'table.y4m');
writeTableVideo(video, photo, 1600, 1200, 3, 1);

describe('the frames of the Scan test video', () => {
  test.for([
    ['as Chromium shows them (limited range)', true],
    ['as written (full range)', false],
  ] as const)('%s: every frame places all 7 cards right', async ([, limited]) => {
    const rights: number[] = [];
    for (const frame of readVideoFrames(video, limited)) {
      const reading = await readCards(frame, { cards: photo.cards, deckId: photo.deckId }, decodeWithZxing);
      const score = scoreReading(photo, reading.cards, ACCEPT_CONFIDENCE);
      expect(score.wrongAccepted).toEqual([]);
      rights.push(score.right);
    }
    expect(rights).toEqual([7, 7, 7]);
  });
});
