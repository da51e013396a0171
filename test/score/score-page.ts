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

/** How long a text is waited for, as the browser project's expect.poll waits. */
const TEXT_TIMEOUT = 15_000;

/**
 * Expects an element's text to be (a string) or match (a pattern) what is given, once the page has
 * shown it: looked at in the page each frame instead of asked for from the test every 50 ms, then
 * checked with expect, so a text that never comes fails as it would have.
 */
export async function expectText(page: Page, selector: string, expected: string | RegExp): Promise<void> {
  const pattern = typeof expected === 'string' ? null : { source: expected.source, flags: expected.flags };
  const text = typeof expected === 'string' ? expected : null;
  const seen = await page.evaluate(
    async ([css, want, re, timeout]) => {
      const match = re === null ? null : new RegExp(re.source, re.flags);
      const end = performance.now() + timeout;
      for (;;) {
        const now = document.querySelector(css)?.textContent ?? null;
        if (now !== null && (match === null ? now === want : match.test(now))) return now;
        if (performance.now() > end) return now;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    [selector, text, pattern, TEXT_TIMEOUT] as const,
  );
  if (typeof expected === 'string') expect(seen).toBe(expected);
  else expect(seen).toMatch(expected);
}
