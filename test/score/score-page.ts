// Helpers of the scorekeeper's browser tests: what the game screen shows, a reload that must bring
// it back the same, and `jibe replay --json` of an exported file.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Everything the game screen shows, to compare before and after a reload. */
export function snapshotGame(page: Page): Promise<unknown> {
  return page.evaluate(() => ({
    turn: document.getElementById('g-turn')?.textContent,
    meta: document.querySelector('.meta')?.textContent,
    scores: [...document.querySelectorAll('#g-scores li')].map((li) => li.textContent),
    cards: [...document.querySelectorAll('#g-board [data-card]')].map(
      (g) => `${g.getAttribute('data-card')}@${g.getAttribute('data-at')}`,
    ),
    over: document.getElementById('g-over')?.hidden ? null : document.getElementById('g-over')?.textContent,
    undo: (document.getElementById('g-undo') as HTMLButtonElement).disabled,
    redo: (document.getElementById('g-redo') as HTMLButtonElement).disabled,
  }));
}

/** Reloads the page and checks that the game comes back exactly as it was. */
export async function reloadSame(page: Page): Promise<void> {
  const before = await snapshotGame(page);
  await page.reload();
  await page.locator('#screen-game:not([hidden])').waitFor();
  expect(await snapshotGame(page)).toEqual(before);
}

export interface Replayed {
  rounds: { players: { score: number }[] }[];
  totals: { name: string; score: number }[];
  winners: string[];
}

/** What `jibe replay --json` prints for a file. */
export const replayFile = (file: string): Replayed =>
  JSON.parse(
    execFileSync(process.execPath, [join(ROOT, 'bin', 'jibe.js'), 'replay', '--json', file], { encoding: 'utf8' }),
  );
