// The preview's poll sees every kind of save within one poll, 250 ms, without fs.watch: the
// interval runs on a fake clock, advanced by hand right after the save, before the event loop
// could deliver any fs.watch event, so only the poll can have noticed. No wall-clock margin.

import { mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { followFolders, POLL_MS } from '../../generator/preview/follow-folders-fs.ts';

const root = mkdtempSync(join(tmpdir(), 'jibe-follow-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

let made = 0;
/** A deck folder with a deck file and an art file in a subfolder. */
function deckFolder(): string {
  const dir = join(root, `deck-${made++}`);
  mkdirSync(join(dir, 'art'), { recursive: true });
  writeFileSync(join(dir, 'deck.json'), '{"name":"first"}');
  writeFileSync(join(dir, 'art', 'can.svg'), '<svg/>');
  return dir;
}

const saves: [string, (dir: string) => void][] = [
  ['written in place', (dir) => writeFileSync(join(dir, 'deck.json'), '{"name":"second save"}')],
  [
    'written to a temporary file renamed over it',
    (dir) => {
      writeFileSync(join(dir, 'deck.json.tmp'), '{"name":"renamed"}');
      renameSync(join(dir, 'deck.json.tmp'), join(dir, 'deck.json'));
    },
  ],
  [
    'deleted and written again',
    (dir) => {
      unlinkSync(join(dir, 'deck.json'));
      writeFileSync(join(dir, 'deck.json'), '{"name":"again"}');
    },
  ],
  ['an art file in a subfolder written', (dir) => writeFileSync(join(dir, 'art', 'can.svg'), '<svg><g/></svg>')],
  ['the folder removed', (dir) => rmSync(dir, { recursive: true })],
  [
    'the folder removed and made again',
    (dir) => {
      rmSync(dir, { recursive: true });
      mkdirSync(dir);
      writeFileSync(join(dir, 'deck.json'), '{"name":"made again"}');
    },
  ],
];

describe('following a deck folder by its poll alone', () => {
  it('polls often enough to see a save within a second', () => {
    expect(POLL_MS).toBeLessThanOrEqual(1000);
  });

  it.each(saves)('a deck %s is seen at the next poll', (_, save) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = deckFolder();
    let changes = 0;
    const follower = followFolders([dir], () => changes++);
    try {
      save(dir);
      // Synchronous from the save on: no fs.watch event has been delivered yet.
      expect(changes).toBe(0);
      vi.advanceTimersByTime(POLL_MS);
      expect(changes).toBe(1);
    } finally {
      follower.close();
    }
  });

  it('nothing saved, nothing seen', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = deckFolder();
    let changes = 0;
    const follower = followFolders([dir], () => changes++);
    vi.advanceTimersByTime(10 * POLL_MS);
    follower.close();
    expect(changes).toBe(0);
  });

  it('a save after the folder came back is seen too', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = deckFolder();
    let changes = 0;
    const follower = followFolders([dir], () => changes++);
    try {
      rmSync(dir, { recursive: true });
      vi.advanceTimersByTime(POLL_MS);
      mkdirSync(dir);
      writeFileSync(join(dir, 'deck.json'), '{"name":"back"}');
      vi.advanceTimersByTime(POLL_MS);
      writeFileSync(join(dir, 'deck.json'), '{"name":"saved once back"}');
      vi.advanceTimersByTime(POLL_MS);
      expect(changes).toBe(3);
    } finally {
      follower.close();
    }
  });
});
