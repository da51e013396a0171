// A camera's video of a table, for Chromium's fake camera (--use-file-for-fake-video-capture): the
// synthetic photo of table-photo.ts (real faces on a seeded legal table) as a few frames of a Y4M
// file. Also the seeded game that table comes from, as the actions a scorekeeper records, so a test
// can keep the same game on the page and then scan the next play.

import { readFileSync, writeFileSync } from 'node:fs';
import { type Action, type GameState, placements } from '../../engine/index.ts';
import { classicRules } from './classic.ts';
import { playRandomGame } from './random-play.ts';
import { makeTablePhoto, type PhotoSpec, randomTable, type TablePhoto } from './table-photo.ts';

export interface TableGame {
  /** The round's starting core. */
  start: string;
  /** The plays and skipped bonuses in order, until the table has `count` cards (passes left out). */
  actions: Action[];
  /** The game before each action. */
  before: GameState[];
}

/** The seeded random game table-photo.ts lays its tables from (4 seats, 1 round), up to `count` cards. */
export function tableGame(seed: number, count: number): TableGame {
  const rules = classicRules();
  const ids = rules.cards.map((c) => c.id);
  const actions: Action[] = [];
  const before: GameState[] = [];
  let start = '';
  let last: GameState | null = null;
  class Stop extends Error {}
  try {
    playRandomGame(rules, seed, 4, 1, (game) => {
      const round = game.round!;
      if (last === null) start = placements(round.table, ids)[0]!.card;
      else {
        const was = placements(last.round!.table, ids);
        const now = placements(round.table, ids);
        if (now.length > was.length) {
          const { card, q, r, rotation } = now[now.length - 1]!;
          actions.push({ type: 'place', placement: { card, q, r, rotation } });
          before.push(last);
        } else if (last.round!.bonusAt >= 0 && round.bonusAt < 0) {
          actions.push({ type: 'skip-bonus' });
          before.push(last);
        }
        if (now.length >= count) throw new Stop();
      }
      last = game;
    });
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  // The photo's table is this game's: the same seed, the same cards in the same places.
  const photoTable = randomTable(seed, count).table;
  const played = [start, ...actions.flatMap((a) => (a.type === 'place' ? [a.placement.card] : []))];
  if (played.join() !== photoTable.map((t) => t.card).join())
    throw new Error(`table-video: seed ${seed} does not give the photo's table`);
  return { start, actions, before };
}

/**
 * Writes the photo as `frames` frames of a Y4M video (4:2:0, BT.601), centred on a `width` ×
 * `height` picture of the table's wood; each frame with its own faint sensor noise of ±2 × `grain`
 * (0: every frame the same). The values are full range, but Chromium's fake camera shows them as
 * limited range (16–235): the page sees the photo with its contrast raised by a sixth and its
 * darkest and lightest greys clipped, as a camera's own processing might.
 */
export function writeTableVideo(
  file: string,
  photo: TablePhoto,
  width: number,
  height: number,
  frames = 3,
  grain = 1,
): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('table-video: the size must be even');
  if (photo.width > width || photo.height > height)
    throw new Error(`table-video: the photo (${photo.width} × ${photo.height}) is larger than ${width} × ${height}`);
  const x0 = Math.floor((width - photo.width) / 2);
  const y0 = Math.floor((height - photo.height) / 2);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`);
  const frameSize = (width * height * 3) / 2;
  const out = Buffer.alloc(header.length + frames * (6 + frameSize));
  header.copy(out, 0);
  let at = header.length;
  let noise = 12345;
  for (let f = 0; f < frames; f++) {
    out.write('FRAME\n', at);
    at += 6;
    const y = out.subarray(at, at + width * height);
    const u = out.subarray(at + width * height, at + (width * height * 5) / 4);
    const v = out.subarray(at + (width * height * 5) / 4, at + frameSize);
    const rgb = (px: number, py: number): [number, number, number] => {
      const x = px - x0;
      const yy = py - y0;
      if (x < 0 || yy < 0 || x >= photo.width || yy >= photo.height) return [135, 101, 67];
      const i = (yy * photo.width + x) * 4;
      return [photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!];
    };
    for (let py = 0; py < height; py++)
      for (let px = 0; px < width; px++) {
        const [r, g, b] = rgb(px, py);
        noise = (noise * 1103515245 + 12345) & 0x7fffffff;
        const n = grain * (((noise >> 16) % 5) - 2);
        y[py * width + px] = clamp(0.299 * r + 0.587 * g + 0.114 * b + n);
      }
    for (let py = 0; py < height / 2; py++)
      for (let px = 0; px < width / 2; px++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const) {
          const [cr, cg, cb] = rgb(2 * px + dx, 2 * py + dy);
          r += cr / 4;
          g += cg / 4;
          b += cb / 4;
        }
        u[py * (width / 2) + px] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[py * (width / 2) + px] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    at += frameSize;
  }
  writeFileSync(file, out);
}

const clamp = (x: number): number => Math.max(0, Math.min(255, Math.round(x)));

/** The photo of a seeded table, as table-photo.ts makes it. */
export const tablePhoto = (spec: PhotoSpec): TablePhoto => makeTablePhoto(spec);

/**
 * The frames of a Y4M file written by writeTableVideo as RGBA, read as full range or, with
 * `limited`, as Chromium's fake camera shows them (limited-range BT.601: 16–235 stretched to 0–255).
 */
export function readVideoFrames(
  file: string,
  limited: boolean,
): { width: number; height: number; data: Uint8ClampedArray }[] {
  const bytes = readFileSync(file);
  const headerEnd = bytes.indexOf(10) + 1;
  const header = bytes.subarray(0, headerEnd).toString();
  const width = Number(/ W(\d+)/.exec(header)![1]);
  const height = Number(/ H(\d+)/.exec(header)![1]);
  const frameSize = (width * height * 3) / 2;
  const frames = [];
  const [gain, lift] = limited ? [255 / 219, -16] : [1, 0];
  for (let at = headerEnd + 6; at + frameSize <= bytes.length; at += frameSize + 6) {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const luma = (bytes[at + y * width + x]! + lift) * gain;
        const chroma = at + width * height + (y >> 1) * (width / 2) + (x >> 1);
        const u = (bytes[chroma]! - 128) * (limited ? 255 / 224 : 1);
        const v = (bytes[chroma + (width * height) / 4]! - 128) * (limited ? 255 / 224 : 1);
        const i = (y * width + x) * 4;
        data[i] = luma + 1.402 * v;
        data[i + 1] = luma - 0.344136 * u - 0.714136 * v;
        data[i + 2] = luma + 1.772 * u;
        data[i + 3] = 255;
      }
    frames.push({ width, height, data });
  }
  return frames;
}
