// Teaching mode on the Play page in Chromium at 390 × 844: a whole teaching game against a bot,
// every lesson read as the player reads it (the first states the colour rule, the wild icon's its
// hand penalty, none asks for paper); and a deck opened from a link gets its own lessons.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { tap } from '../score/tap.ts';
import { deckLinkHash, dismissLesson, setUp } from './play-page.ts';

const FIVE = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'five-colours', 'deck.json'), 'utf8'));
/** A game of one round: every turn of it a browser round trip or two. */
const GAME_TIMEOUT = 300_000;

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

async function openPlay(hash = ''): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser, 'phone', 'light', 'block', 'reduce');
  await page.goto(`${server.url}play/${hash}`);
  return { page, errors };
}

const phase = (page: Page) => page.getAttribute('#screen-game', 'data-phase');

/** Plays the person's turns by the hint to the game's end, reading each lesson shown on the way. */
async function readLessons(page: Page): Promise<{ title: string; text: string }[]> {
  const read: { title: string; text: string }[] = [];
  for (let guard = 0; guard < 2000; guard++) {
    await page.waitForFunction(
      () => !['bot', undefined].includes(document.getElementById('screen-game')?.dataset.phase),
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    const now = (await phase(page))!;
    if (now === 'game-over') return read;
    if (await page.isVisible('#p-lesson')) {
      const text = ((await page.textContent('#p-lesson-text')) ?? '').replace(/\s+/g, ' ');
      read.push({ title: await dismissLesson(page), text });
      continue;
    }
    const actions = await page.getAttribute('#screen-game', 'data-actions');
    if (now === 'round-over') await tap(page, '[data-action="next-round"]');
    else {
      await tap(page, '[data-action="hint"]');
      if ((await page.locator('[data-draft]').count()) > 0) await tap(page, '[data-action="place"]');
      else await tap(page, now === 'bonus' ? '[data-action="skip-bonus"]' : '[data-action="pass"]');
    }
    await page.waitForFunction((n) => document.getElementById('screen-game')?.dataset.actions !== n, actions, {
      timeout: 20_000,
    });
  }
  throw new Error('the game did not end');
}

describe('teaching mode', () => {
  it(
    'a teaching game reads every lesson whole: colour rule first, matching before the Joker, its penalty, no paper',
    async () => {
      const { page, errors } = await openPlay();
      await setUp(page, { bots: ['greedy'], rounds: 1, teaching: true });
      const lessons = await readLessons(page);
      const titles = lessons.map((l) => l.title);
      expect(titles[0]).toBe('Placing a card');
      expect(lessons[0]!.text).toContain(
        'the two touching sides must be the same colour, or one of them must be the Joker.',
      );
      expect(titles).toEqual(expect.arrayContaining(['Matching and scoring', 'The Joker', 'The end of a round']));
      expect(titles.indexOf('Matching and scoring')).toBeLessThan(titles.indexOf('The Joker'));
      const joker = lessons.find((l) => l.title === 'The Joker')!;
      expect(joker.text).toContain('a Joker set left in your hand at the end of a round costs 100 points');
      expect(joker.text).toContain('The Joker is a gold icon, and a Joker side is wild: it fits a side of any colour.');
      for (const l of lessons) expect(l.text).not.toMatch(/write down|score sheet|paper|pencil|see below|\(see "/i);
      expect(new Set(titles).size).toBe(titles.length);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    GAME_TIMEOUT,
  );

  it(
    'a deck opened from a link teaches its own rules, the wild icon and the end of a round among them',
    async () => {
      const linked = {
        ...FIVE,
        icons: FIVE.icons.map((i: { id: string }) => (i.id === FIVE.wild ? { ...i, name: 'Jester' } : i)),
      };
      const { page, errors } = await openPlay(deckLinkHash(linked));
      await expect.poll(() => page.getAttribute('#play-app', 'data-deck')).toBe(FIVE.id);
      await setUp(page, { bots: ['greedy'], rounds: 1, teaching: true });
      await page.locator('#p-lesson').waitFor();
      expect(await page.textContent('#p-lesson-title')).toBe('Placing a card');
      expect(((await page.textContent('#p-lesson-text')) ?? '').replace(/\s+/g, ' ')).toContain(
        'must be the same colour, or one of them must be the Jester.',
      );
      // The lessons the page holds for this deck: every one, none naming the site deck's wild icon.
      const lessons = await readLessons(page);
      const titles = lessons.map((l) => l.title);
      expect(titles).toEqual(expect.arrayContaining(['Matching and scoring', 'The Jester', 'The end of a round']));
      expect(lessons.map((l) => l.text).join(' ')).not.toContain('Joker');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    GAME_TIMEOUT,
  );
});
