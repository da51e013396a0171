// The Play page never waits for ever on a bot, in Chromium: a bots' thread that never answers, or
// answers with a move the rules refuse, is replaced inside the page (its Worker class swapped before
// the page's scripts run). The bot then makes the greedy move, the page says why, and the round
// plays on to its end. The test waits for outcomes, not for times: the page's own time limit is set
// short for the silent thread, and lifted for the refusing one, which answers at once.

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { playByHints, setUp } from './play-page.ts';

let server: StaticServer;
let browser: FileBrowser;
withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

type Misbehaviour = 'silent' | 'refusing';

/**
 * Runs in the page before its scripts: every message the page shows is kept in `jibeMessages`, the
 * bots' time limit is set, and the bots' thread swallows each question for a bot, either saying
 * nothing or answering with a card placed far off the table.
 */
function misbehave({ how, limit }: { how: Misbehaviour; limit: number }): void {
  const w = window as unknown as { jibeMessages: string[]; jibeAsked: number };
  w.jibeMessages = [];
  w.jibeAsked = 0;
  addEventListener('DOMContentLoaded', () => {
    const app = document.getElementById('play-app');
    if (app) app.dataset.botTimeLimit = String(limit);
    const message = document.getElementById('p-message');
    if (message)
      new MutationObserver(() => w.jibeMessages.push(message.textContent ?? '')).observe(message, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  const Native = window.Worker;
  window.Worker = class extends Native {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const request = message as { id?: number; bot?: unknown } | null;
      if (request?.bot === null || request?.bot === undefined) {
        super.postMessage(message, options as StructuredSerializeOptions);
        return;
      }
      w.jibeAsked++;
      if (how === 'refusing') {
        const action = { type: 'place', placement: { card: 'key-fire', q: 40, r: 40, rotation: 0 } };
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: { id: request.id, action } })), 0);
      }
    }
  };
}

async function playOneRound(page: Page, how: Misbehaviour, limit: number): Promise<string[]> {
  await page.addInitScript(misbehave, { how, limit });
  await page.goto(`${server.url}play/`);
  await setUp(page, { bots: ['search'], rounds: 1, teaching: false });
  await playByHints(page);
  expect(await page.evaluate(() => (window as unknown as { jibeAsked: number }).jibeAsked)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { jibeMessages: string[] }).jibeMessages);
}

describe('a bot whose thread misbehaves', () => {
  const pages: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const context of pages) await context.close();
  });

  it.each([
    // 300 ms: the thread never answers, so the limit only decides how soon the page gives up.
    ['never answers', 'silent', 300, /took too long to choose, so it made the greedy move\./],
    // An hour: the refusal arrives at once; the time limit must play no part.
    [
      'answers with a move the rules refuse',
      'refusing',
      3_600_000,
      /chose a move the rules refuse \(.+\), so it made the greedy move\./,
    ],
  ] as const)(
    '%s: the greedy move instead, said on the page, and the game plays to its end',
    async (_, how, limit, said) => {
      const { page, context, errors } = await openWatchedPage(browser, 'desktop', 'light', 'block', 'reduce');
      pages.push(context);
      const messages = await playOneRound(page, how, limit);
      expect(messages).toContainEqual(expect.stringMatching(said));
      expect(await page.getAttribute('#screen-game', 'data-phase')).toBe('game-over');
      expect(errors).toEqual([]);
    },
  );
});
