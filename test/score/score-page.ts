// Helpers of the scorekeeper's browser tests: what the game screen shows, a reload that must bring
// it back the same, and `jibe replay --json` of an exported file.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { HANDS_DRAFT_KEY, parseHandsDraft } from '../../site/src/score/hands-draft.ts';

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

/**
 * The hands of the hand entry as the page last stored them (its draft in localStorage, read as the
 * page reads it), or null when none is stored.
 */
export async function storedHandsDraft(page: Page): Promise<string[][] | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), HANDS_DRAFT_KEY);
  return parseHandsDraft(text ?? undefined)?.hands ?? null;
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

/** How long a text or an attribute is waited for, as the browser project's expect.poll waits. */
const WAIT_TIMEOUT = 15_000;

/**
 * The text of an element (attribute null) or one of its attributes, once it is what is wanted (a
 * string, null for an absent attribute, or a pattern) or the time is up: looked at in the page each
 * frame instead of asked for from the test every 50 ms. Undefined when there is no such element.
 */
function readWhen(
  page: Page,
  selector: string,
  attribute: string | null,
  expected: string | null | RegExp,
): Promise<string | null | undefined> {
  const pattern = expected instanceof RegExp ? { source: expected.source, flags: expected.flags } : null;
  const want = expected instanceof RegExp ? null : expected;
  return page.evaluate(
    async ([css, name, value, re, timeout]) => {
      const match = re === null ? null : new RegExp(re.source, re.flags);
      const end = performance.now() + timeout;
      for (;;) {
        const el = document.querySelector(css);
        const now = el === null ? undefined : name === null ? el.textContent : el.getAttribute(name);
        if (now !== undefined && (match === null ? now === value : now !== null && match.test(now))) return now;
        if (performance.now() > end) return now;
        // The next frame, or a tenth of a second if frames stop (a page not shown draws none).
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    [selector, attribute, want, pattern, WAIT_TIMEOUT] as const,
  );
}

/** Expects an element's text to be (a string) or match (a pattern) what is given, once the page shows it. */
export async function expectText(page: Page, selector: string, expected: string | RegExp): Promise<void> {
  const seen = await readWhen(page, selector, null, expected);
  if (typeof expected === 'string') expect(seen, selector).toBe(expected);
  else expect(seen, selector).toMatch(expected);
}

/** Expects an element's attribute to be what is given (null: absent), once the page shows it. */
export async function expectAttribute(
  page: Page,
  selector: string,
  attribute: string,
  expected: string | null,
): Promise<void> {
  expect(await readWhen(page, selector, attribute, expected), `${selector} ${attribute}`).toBe(expected);
}

/** With a folder given (JIBE_SCORE_SHOTS), a screenshot of the page in light and in dark, named `<name>-<scheme>.png`. */
export async function shootBothSchemes(page: Page, folder: string | undefined, name: string): Promise<void> {
  if (!folder) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(folder, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
