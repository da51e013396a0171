// "Play this deck" from `jibe preview`, in a real Chromium: the preview serves the test site (built
// under /jibe/), its page links to the site's Play page with the deck being edited in the link, and
// the Play page, opened from that link in a new tab on the preview's own origin, shows that deck
// without breaking the preview's content policy. An edit of the deck changes the link.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CUSTOM_DECK } from '../support/custom-deck.ts';
import { openPreviewPage, type PreviewPage } from '../support/preview-page.ts';

const deckFile = JSON.parse(readFileSync(join(CUSTOM_DECK, 'deck.json'), 'utf8'));
const site = inject('site');

let preview: PreviewPage;
let page: Page;

/** The deck a Play link carries, decoded as the Play page decodes it. */
function deckOf(href: string): unknown {
  const packed = new URLSearchParams(href.slice(href.indexOf('#') + 1)).get('deck') ?? '';
  const base64 = packed.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(inflateRawSync(Buffer.from(base64, 'base64')).toString('utf8'));
}

const href = async (): Promise<string> => (await page.locator('#play-deck').getAttribute('href')) ?? '';

beforeAll(async () => {
  preview = await openPreviewPage({ site: site.root });
  page = preview.page;
  // Every page of the context reports what its content policy blocked.
  await preview.context.addInitScript(() => {
    const blocked: string[] = [];
    (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy = blocked;
    document.addEventListener('securitypolicyviolation', (e) =>
      blocked.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
});

afterAll(async () => {
  await preview?.close();
});

describe('Play this deck', () => {
  test("the preview links to the site's Play page with the deck, its faces and their box", async () => {
    await expect.poll(href).toMatch(new RegExp(`^${site.base}play/#deck=`));
    const link = page.locator('#play-deck');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toBe('Play this deck');
    expect(deckOf(await href())).toEqual(deckFile);
    expect(await href()).toMatch(/&faces=%2Fcard%2F&box=\d+(\.\d+)?x\d+(\.\d+)?$/);
    expect(await page.locator('#play-note').isHidden()).toBe(true);
  });

  test('the link opens the Play page on the deck being edited, on the preview’s own origin', async () => {
    const [play] = await Promise.all([preview.context.waitForEvent('page'), page.locator('#play-deck').click()]);
    await play.waitForSelector(`#play-app[data-deck="${deckFile.id}"]`, { timeout: 30_000 });
    await expect.poll(() => play.locator('#play-deck-name').textContent(), { timeout: 30_000 }).toBe(deckFile.name);
    expect(new URL(play.url()).origin).toBe(new URL(preview.server.url).origin);
    // Nothing the page does is blocked by the policy (the deck's schemas check without compiling code).
    const blocked = await play.evaluate(() => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy);
    expect(blocked).toEqual([]);
    await play.close();
  });

  test('a saved deck changes the link; a deck that does not load keeps the last good one', async () => {
    const file = join(preview.dir, 'deck.json');
    const renamed = { ...deckFile, name: 'Jibe Renamed' };
    writeFileSync(file, JSON.stringify(renamed, null, 2));
    await expect.poll(async () => deckOf(await href()), { timeout: 30_000 }).toEqual(renamed);
    const good = await href();
    writeFileSync(file, '{ "id": ');
    await expect.poll(() => page.locator('#problems').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await href()).toBe(good);
    writeFileSync(file, JSON.stringify(deckFile, null, 2));
    await expect.poll(() => page.locator('#problems').isHidden(), { timeout: 30_000 }).toBe(true);
  });

  test('logged no errors', () => {
    expect(preview.errors).toEqual([]);
  });
});
