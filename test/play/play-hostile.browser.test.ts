// Hostile state on the Play page, in Chromium: a stored game tampered with (a move it never made, a
// text that is not JSON, a newer format) and crafted links (a damaged deck, a deck that breaks the
// rules of a deck file, a faces folder on another host, a link far too long, a name made of markup)
// each get a clear message, never a blank screen, never a request elsewhere; the page goes on.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { tap } from '../score/tap.ts';
import { deckLinkHash } from './play-page.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLASSIC = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'decks', 'classic', 'deck.json'), 'utf8'),
);

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every request the page made to another host. */
  outside: string[];
}

async function visit(hash = '', before?: (page: Page) => Promise<void>): Promise<Visit> {
  const { page, context, errors } = await openWatchedPage(browser, 'phone', 'light', 'block', 'reduce');
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      outside.push(r.url());
  });
  if (before !== undefined) {
    await page.goto(`${server.url}play/`);
    await page.locator('#screen-setup:not([hidden]), #screen-game:not([hidden])').first().waitFor();
    await before(page);
  }
  await page.goto(`${server.url}play/${hash}`);
  return { page, context, errors, outside };
}

/** Stores a game's text in the page's database as the game to reopen. */
function store(page: Page, id: string, text: string): Promise<void> {
  return page.evaluate(
    ([id, text]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('jibe-play');
        request.onsuccess = () => {
          const tx = request.result.transaction(['games', 'meta'], 'readwrite');
          tx.objectStore('games').put({ id, text });
          tx.objectStore('meta').put(id, 'current-play');
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [id, text] as const,
  );
}

/** A game started through the page and played a few moves, as stored. */
async function storedGame(page: Page): Promise<string> {
  await tap(page, '[data-action="start-game"]');
  await page.waitForFunction(() => ['play', 'bonus'].includes(document.getElementById('screen-game')!.dataset.phase!));
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('jibe-play');
        request.onsuccess = () => {
          const all = request.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => resolve((all.result[0] as { text: string }).text);
        };
      }),
  );
}

describe('a stored game tampered with', () => {
  const cases: [string, (game: Record<string, unknown>) => string, RegExp][] = [
    [
      'a move it never made',
      (g) => {
        const actions = g.actions as { type: string; placement?: { q: number } }[];
        return JSON.stringify({
          ...g,
          actions: [...actions, { type: 'place', placement: { card: 'key-fire', q: 40, r: 0, rotation: 0 } }],
        });
      },
      /kept aside, action \d+ \(place\) does not fit the game/,
    ],
    ['a text that is not JSON', () => '{"format": 1, "kind": "play", ', /kept aside, it is not readable JSON/],
    ['a newer format', (g) => JSON.stringify({ ...g, format: 7 }), /kept aside, saved by a newer version of this page/],
    [
      'a seat taken by an unknown bot',
      (g) =>
        JSON.stringify({
          ...g,
          seats: [
            { name: 'A', bot: null },
            { name: 'B', bot: 'oracle' },
          ],
        }),
      /kept aside, seats\[1\]\.bot/,
    ],
  ];

  it.each(cases)('%s: the list of games says why and keeps it; a new game can start', async (_, tamper, message) => {
    let text = '';
    const { page, context, errors } = await visit('', async (p) => {
      text = await storedGame(p);
      const game = JSON.parse(text) as Record<string, unknown>;
      await store(p, String(game.id), tamper(game));
    });
    await page.locator('#screen-setup:not([hidden])').waitFor();
    await expect.poll(() => page.textContent('#play-games')).toMatch(message);
    expect(await page.isVisible('#play-notice')).toBe(true);
    expect(await page.textContent('#play-notice')).toMatch(/could not be opened/);
    // The page goes on: a new game starts.
    await tap(page, '[data-action="start-game"]');
    await page.waitForFunction(() =>
      ['play', 'bonus'].includes(document.getElementById('screen-game')!.dataset.phase!),
    );
    expect(errors).toEqual([]);
    expect(text.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a crafted link', () => {
  const markup = { ...CLASSIC, id: 'markup', name: '<img src=x onerror=alert(1)>' };
  const badDeck = { ...CLASSIC, icons: CLASSIC.icons.slice(0, 1) };
  const cases: [string, string, RegExp | null][] = [
    ['a damaged deck', '#deck=AAAA%%%', /damaged/],
    ['a deck that breaks the rules of a deck file', deckLinkHash(badDeck), /not a valid deck: icons/],
    ['a link far too long', `#deck=${'A'.repeat(250_000)}`, /too long/],
    [
      'a faces folder on another host',
      `${deckLinkHash({ ...CLASSIC, id: 'elsewhere' })}&faces=%2F%2Fevil.example%2F&box=100x115`,
      null,
    ],
    ['a deck named with markup', deckLinkHash(markup), null],
  ];

  it.each(cases)('%s: said plainly, the page goes on, nothing fetched elsewhere', async (_, hash, message) => {
    const { page, context, errors, outside } = await visit(hash);
    await page.locator('#screen-setup:not([hidden])').waitFor();
    if (message !== null) {
      expect(await page.textContent('#play-notice')).toMatch(message);
      // The site's own deck is offered instead.
      expect(await page.getAttribute('#play-app', 'data-deck')).toBe('classic');
    } else expect(await page.isVisible('#play-notice')).toBe(false);
    // A name made of markup is text: no element came of it.
    expect(await page.locator('#play-deck-name img').count()).toBe(0);
    await tap(page, '[data-action="start-game"]');
    await page.waitForFunction(() =>
      ['play', 'bonus'].includes(document.getElementById('screen-game')!.dataset.phase!),
    );
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a deck named with markup shows its name as text', async () => {
    const { page, context } = await visit(deckLinkHash(markup));
    await expect.poll(() => page.textContent('#play-deck-name')).toBe(markup.name);
    await context.close();
  });
});

// The deck file the shipped loader reads, to be sure the fixture above is a deck the engine accepts.
it('the classic deck file read here is the one the engine loads', () => {
  expect(CLASSIC.id).toBe(loadDeck('decks/classic').deck.id);
});
