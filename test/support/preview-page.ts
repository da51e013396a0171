// A `jibe preview` of a copy of the custom deck, open in the worker's Chromium, for the preview's
// browser tests: the copy may be edited, and the page follows it. The built site it serves beside
// it (for the Play page) is the one given, else none, so that no test depends on output/'s site.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SIZE_PRESETS } from '../../draw/card-size.ts';
import { PAPERS } from '../../draw/paper.ts';
import { type PreviewServer, startPreview } from '../../generator/preview/preview-server-fs.ts';
import { connectBrowser, openWatchedPage } from './browser.ts';
import { CUSTOM_DECK } from './custom-deck.ts';

export interface PreviewPage {
  /** The deck folder the preview watches: a copy of the custom deck. */
  dir: string;
  server: PreviewServer;
  page: Page;
  /** The page's context: the tabs it opens come in it. */
  context: BrowserContext;
  /** Console errors and uncaught page errors, as openWatchedPage gathers them. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Starts the preview of a fresh copy of the custom deck and waits for its first drawing on the page;
 * `site` is the built site the preview serves (its folder), none by default.
 */
export async function openPreviewPage(options: { site?: string } = {}): Promise<PreviewPage> {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-preview-'));
  cpSync(CUSTOM_DECK, dir, { recursive: true });
  const server = await startPreview({
    deck: dir,
    size: SIZE_PRESETS['tgc-hex']!,
    paper: PAPERS.a4!,
    port: 0,
    host: '127.0.0.1',
    site: options.site ?? null,
  });
  const browser = await connectBrowser();
  const { page, context, errors } = await openWatchedPage(browser, 'desktop');
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForFunction(() => Number(document.body.dataset.generation) > 0);
  return {
    dir,
    server,
    page,
    context,
    errors,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
