// The frames of the round that the browser test keeps by Scan through blur and small cards
// (scan-game-frames.ts), read here in Node by the reader Scan's thread runs (marks/read/ with zxing
// and the deck's faces) and judged against the game as the page judges them (compare.ts), frame
// after frame as the browser test shows them: every play proposed right within its frames, none
// proposed wrong, and most from their first frame. The browser test then sees these very pixels.

import { beforeAll, expect, it } from 'vitest';
import { prepareZxingForNode } from '../../cli/commands/read-table.ts';
import { enumerateCards } from '../../engine/index.ts';
import { ACCEPT_CONFIDENCE, makeFaceTemplates, readCards } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { compareReading } from '../../site/src/score/scan/compare.ts';
import { classicFaceImages } from '../support/table-photo.ts';
import { CONDITIONS, FRAMES_A_PLAY, frameOf, rules, scannedPlays } from './scan-game-frames.ts';

beforeAll(() => prepareZxingForNode());

// 63 s on a quiet machine, 8 m 13 s beside three busy processes at a load of 18: 20 minutes allowed.
it('proposes every play of the round right from its frames, none wrong, most from the first frame', async () => {
  const deck = { cards: enumerateCards(rules.deck), deckId: rules.deck.id };
  const faces = makeFaceTemplates(classicFaceImages());
  const wrong: string[] = [];
  const unread: string[] = [];
  /** Frames each play needed, in order. */
  const needed: number[] = [];
  for (const p of scannedPlays) {
    const name = `play ${p.play} (${CONDITIONS[p.condition]!.name})`;
    let frame = 0;
    for (; frame < FRAMES_A_PLAY; frame++) {
      const reading = await readCards(frameOf(p, frame), deck, decodeWithZxing, true, faces);
      const verdict = compareReading(p.before, reading, ACCEPT_CONFIDENCE);
      if (verdict.kind === 'disagree') wrong.push(`${name}, frame ${frame}: ${verdict.text}`);
      if (verdict.kind !== 'play') continue;
      if (JSON.stringify(verdict.placement) !== JSON.stringify(p.placement))
        wrong.push(`${name}, frame ${frame}: ${JSON.stringify(verdict.placement)}`);
      break;
    }
    if (frame === FRAMES_A_PLAY) unread.push(name);
    needed.push(frame + 1);
  }
  console.log(`Scan's frames of the round read in Node, frames a play: ${needed.join('')}`);
  expect(scannedPlays.length).toBe(78);
  expect(new Set(scannedPlays.map((p) => p.condition))).toEqual(new Set(CONDITIONS.keys()));
  expect(wrong).toEqual([]);
  expect(unread).toEqual([]);
  expect(needed.filter((k) => k === 1).length).toBeGreaterThanOrEqual(Math.ceil(0.85 * scannedPlays.length));
}, 1_200_000);
