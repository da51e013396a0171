// The camera frames of a whole round kept by Scan through blur and small cards: one frame a play,
// each the table as it lies after the play, photographed as a phone not held well gives it (motion
// blur, defocus, small cards, or sharp), in turn from play to play. The frames are raw RGBA, made
// once from the seed (test/support/table-photo.ts, JPEG artefacts included), so the Node test reads
// the very pixels the browser test shows the page's camera.

import { compileRules, type GameState, type Placement, placements } from '../../engine/index.ts';
import { makeTablePhoto, type PhotoSpec } from '../support/table-photo.ts';
import { deck } from './play.ts';
import { type SeededStep, playSeededGame } from './seeded-game.ts';

export const rules = compileRules(deck);
export const PLAYERS = ['Ana', 'Ben'];
export const START = 'core-fire';
/** The bots' game: seed 5, a 2-player round of the greedy bot with a pass every 7th turn and every 2nd bonus skipped. */
export const SEED = 5;
/** The camera's picture: 4:3, as a phone's camera gives it; read as it is (under Scan's 1920 px cap). */
export const FRAME = { width: 1280, height: 960 } as const;
/** The table's wood where the photo does not reach. */
export const WOOD = [135, 101, 67] as const;

export const game = playSeededGame(rules, PLAYERS, [START], SEED, 'greedy', { passEvery: 7, skipEvery: 2 });

/**
 * How a frame is spoiled, in turn from play to play: each spoils a photo of the new card and the
 * cards within `around` cells, tilted 12–15° and turned as the seed turns it, with sensor noise and
 * JPEG at quality 80–85 (the photo's own, made by table-photo.ts).
 */
export const CONDITIONS: { name: string; spec: Omit<PhotoSpec, 'seed' | 'tableCards' | 'table' | 'centre'> }[] = [
  { name: 'sharp, 300 px a card', spec: { around: 1, cardPx: 300, tilt: 12, blur: 0.5, noise: 3, jpegQuality: 85 } },
  {
    name: 'motion blur 6 px at 200 px a card',
    spec: { around: 1, cardPx: 200, motion: 6, tilt: 15, noise: 3, jpegQuality: 80 },
  },
  {
    name: 'defocus 2.5 px at 320 px a card',
    spec: { around: 1, cardPx: 320, defocus: 2.5, tilt: 15, noise: 3, jpegQuality: 80 },
  },
  {
    name: 'small cards, 150 px a card',
    spec: { around: 2, cardPx: 150, tilt: 15, noise: 3, jpegQuality: 80, textureWidth: 240 },
  },
];

/** Plays made from sharp frames before the conditions take turns: the page draws the deck's faces meanwhile. */
const SHARP_FIRST = 2;

/** A play of the round with its frame's condition. */
export interface ScannedPlay {
  /** Its step in `game.steps`. */
  step: number;
  /** Its number among the round's plays, from 0. */
  play: number;
  placement: Placement;
  before: GameState;
  after: GameState;
  /** Index in CONDITIONS. */
  condition: number;
}

/** Every play of the round, its condition the next in turn; the first plays sharp (the faces load meanwhile). */
export const scannedPlays: ScannedPlay[] = game.steps.flatMap((s: SeededStep, step) => {
  if (s.action.type !== 'place') return [];
  return [{ step, play: 0, placement: s.action.placement, before: s.before, after: s.after, condition: 0 }];
});
for (const [play, p] of scannedPlays.entries()) {
  p.play = play;
  p.condition = play < SHARP_FIRST ? 0 : play % CONDITIONS.length;
}

/**
 * Frames a play at most. While the new card does not read, the camera gives the next frame, as
 * spoiled (the phone moved a little: another seed); the last, after the view has said to hold
 * still, with a third of the motion blur or defocus, as a player holding still gives it (small
 * cards stay small).
 */
export const FRAMES_A_PLAY = 3;

/** The `frame`-th frame (from 0) the camera gives of a play: the photo in the middle of FRAME, cut to it, wood around it. */
export function frameOf(p: ScannedPlay, frame: number): { width: number; height: number; data: Uint8ClampedArray } {
  const table = placements(
    p.after.round!.table,
    rules.cards.map((c) => c.id),
  );
  const { spec } = CONDITIONS[p.condition]!;
  const still = frame === FRAMES_A_PLAY - 1;
  const shot = makeTablePhoto({
    ...spec,
    motion: still ? (spec.motion ?? 0) / 3 : spec.motion,
    defocus: still ? (spec.defocus ?? 0) / 3 : spec.defocus,
    // Seeds below 300: the bench's held-out photos start at 300.
    seed: FRAMES_A_PLAY * p.play + frame,
    tableCards: table.length,
    table,
    centre: p.placement.card,
  });
  const { width, height } = FRAME;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) [data[i], data[i + 1], data[i + 2], data[i + 3]] = [...WOOD, 255];
  const dx = Math.floor((width - shot.width) / 2);
  const dy = Math.floor((height - shot.height) / 2);
  const x0 = Math.max(0, dx);
  const x1 = Math.min(width, dx + shot.width);
  for (let y = Math.max(0, dy); y < Math.min(height, dy + shot.height); y++) {
    const from = ((y - dy) * shot.width + (x0 - dx)) * 4;
    data.set(shot.data.subarray(from, from + (x1 - x0) * 4), (y * width + x0) * 4);
  }
  return { width, height, data };
}
