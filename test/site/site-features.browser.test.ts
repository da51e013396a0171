// What a visitor does with the built site, in a real headless Chromium: filters the cards and opens
// one, downloads the print files (each the size and page count the page says, byte for byte the file
// `jibe build` wrote), installs the app
// (manifest and icons), and opens the site again with the network cut.

import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { formatBytes } from '../../site/src/lib/format.ts';
import { countPdfPages } from '../../site/build/pdf-pages.ts';
import { PAGES } from '../../site/src/lib/nav.ts';
import { connectBrowser, type FileBrowser, openWatchedPage, visitInTab } from '../support/browser.ts';
import { classicDeck } from '../support/classic.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { GENERATOR_OUTPUT } from '../support/site-setup.ts';

let browser: FileBrowser;
let server: StaticServer;
const cards = enumerateCards(classicDeck);
const colourOf = new Map(classicDeck.icons.map((i) => [i.id, i.colour]));

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the card gallery', () => {
  test.each([
    ['icon Fire', { icon: 'fire' }, cards.filter((c) => c.sets.includes('fire'))],
    ['colour Blue', { colour: 'blue' }, cards.filter((c) => c.sets.some((s) => colourOf.get(s) === 'blue'))],
    ['values 90 and up', { min: '90' }, cards.filter((c) => c.value >= 90)],
    [
      'red, 20 to 40',
      { colour: 'red', min: '20', max: '40' },
      cards.filter((c) => c.sets.some((s) => colourOf.get(s) === 'red') && c.value >= 20 && c.value <= 40),
    ],
  ])('filters by %s', async (_name, choice, expected) => {
    const { page, errors } = await visitInTab(browser, 'phone');
    await page.goto(`${server.url}cards/`, { waitUntil: 'load' });
    for (const [field, value] of Object.entries(choice)) await page.selectOption(`#filter-${field}`, value);
    const shown = await page
      .locator('#gallery > li:not([hidden]) a')
      .evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.id));
    expect(shown).toEqual(expected.map((c) => c.id));
    await expect.poll(() => page.locator('#filter-status').textContent()).toBe(`${expected.length} of 80 cards`);
    // The filter is kept in the address: reloading shows the same cards.
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('#gallery > li:not([hidden])').count()).toBe(expected.length);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => page.locator('#gallery > li:not([hidden])').count()).toBe(80);
    expect(errors()).toEqual([]);
  });

  test('a card opens large with its id, sides and value, and closes with Escape', async () => {
    const { page, errors } = await visitInTab(browser, 'phone');
    await page.goto(`${server.url}cards/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Pair card: Key (45) and Fire (50), value 95' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.locator('#card-dialog-title').textContent()).toBe('Key + Fire');
    expect(await page.locator('#card-dialog-id').textContent()).toBe('key-fire');
    expect(await page.locator('#card-dialog-value').textContent()).toBe('95');
    expect(await page.locator('#card-dialog-sides').textContent()).toBe('Key, Key, Key, Fire, Fire, Fire');
    const image = await page
      .locator('#card-dialog-image')
      .evaluate((img: HTMLImageElement) => ({ src: img.src, alt: img.alt, width: img.getBoundingClientRect().width }));
    expect(image).toMatchObject({
      src: `${server.url}cards/key-fire.svg`,
      alt: 'Pair card: Key (45) and Fire (50), value 95',
    });
    expect(image.width).toBeGreaterThan(250);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors()).toEqual([]);
  });

  test('every card has its picture, with a text alternative naming its icons and value', async () => {
    const { page } = await visitInTab(browser, 'desktop');
    await page.goto(`${server.url}cards/`, { waitUntil: 'load' });
    const alts = await page
      .locator('#gallery img')
      .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).alt));
    expect(alts).toHaveLength(80);
    for (const [i, card] of cards.entries()) {
      const names = card.sets.map((s) => classicDeck.icons.find((icon) => icon.id === s)?.name ?? '?');
      for (const name of names) expect(alts[i]).toContain(name);
      expect(alts[i]).toContain(`value ${card.value}`);
    }
  });
});

describe('the print page', () => {
  test('every download resolves, with the size and page count the page shows', async () => {
    const { page } = await visitInTab(browser, 'phone');
    await page.goto(`${server.url}print/`, { waitUntil: 'load' });
    const links = await page.locator('a.download').evaluateAll((all) =>
      all.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        detail: a.querySelector('.download-detail')?.textContent ?? '',
        label: a.querySelector('.download-label')?.textContent ?? '',
      })),
    );
    const kinds = links.map((l) => l.detail.split(' · ')[0]);
    expect(kinds.filter((k) => k === 'PDF').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('ZIP');
    expect(links.some((l) => l.label.includes('A4'))).toBe(true);
    for (const link of links) {
      const response = await fetch(link.href);
      expect(response.status, link.href).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(link.detail).toContain(formatBytes(bytes.length));
      // Where `jibe build` wrote it: the site offers its files as they are, under downloads/.
      const name = decodeURIComponent(new URL(link.href).pathname).split('/downloads/')[1]!;
      if (link.detail.startsWith('PDF')) {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const pages = countPdfPages(bytes);
        expect(pages).toBeGreaterThan(0);
        expect(link.detail).toContain(`${pages} page`);
        expect(Buffer.from(bytes).equals(readFileSync(join(GENERATOR_OUTPUT, name))), name).toBe(true);
      } else {
        // A zip: the end record counts its entries, one per card PNG built, each the build's file.
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        expect(view.getUint32(bytes.length - 22, true)).toBe(0x06054b50);
        const entries = view.getUint16(bytes.length - 12, true);
        expect(entries).toBeGreaterThanOrEqual(80);
        expect(link.detail).toContain(`${entries} images`);
        const built = readdirSync(join(GENERATOR_OUTPUT, 'cards')).filter((f) => f.endsWith('.png'));
        const zipped = Object.entries(unzipSync(bytes));
        expect(zipped.map(([path]) => basename(path)).sort()).toEqual(built.sort());
        for (const [path, data] of zipped)
          expect(Buffer.from(data).equals(readFileSync(join(GENERATOR_OUTPUT, 'cards', basename(path)))), path).toBe(
            true,
          );
      }
    }
    // Every sheet `jibe build` wrote is offered, and nothing else is offered as a sheet.
    const offered = links.map((l) => decodeURIComponent(new URL(l.href).pathname).split('/downloads/')[1]!);
    const sheets = readdirSync(join(GENERATOR_OUTPUT, 'sheets')).map((f) => `sheets/${f}`);
    expect(offered.filter((n) => n.startsWith('sheets/')).sort()).toEqual(sheets.sort());
  });

  test('the printing guide covers scale, the scale bar, duplex and cutting', async () => {
    const { page } = await visitInTab(browser, 'phone');
    await page.goto(`${server.url}print/`, { waitUntil: 'load' });
    const headings = await page.locator('.guide h3').allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        'Print at 100 %',
        'Check the scale bar',
        'Fronts and backs (duplex)',
        'Cutting hex cards',
      ]),
    );
  });
});

test('installable: the manifest names the deck, its start and scope are the base, its icons are PNGs of the stated size', async () => {
  const { page } = await visitInTab(browser, 'phone');
  await page.goto(server.url, { waitUntil: 'load' });
  const href = await page.locator('link[rel="manifest"]').evaluate((l: HTMLLinkElement) => l.href);
  const manifest = (await (await fetch(href)).json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: classicDeck.name,
    start_url: server.base,
    scope: server.base,
    display: 'standalone',
  });
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = new Uint8Array(await (await fetch(new URL(icon.src, href))).arrayBuffer());
    const view = new DataView(png.buffer);
    expect(view.getUint32(0)).toBe(0x89504e47);
    expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('after a first visit the whole site, the 80 card pictures included, opens with the network cut', async () => {
  const site = inject('site');
  // A server of its own, stopped after the first visit: nothing can come from the network after.
  const own = await serveStatic(site.root, site.base);
  const { page, context, errors } = await openWatchedPage(browser, 'phone', 'light', 'allow');
  await page.goto(own.url, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('jibe-site-')) ?? '');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const cardPictures = cached.filter((p) => /\/cards\/[^/]+\.svg$/.test(p) && !p.endsWith('/back.svg'));
  expect(cardPictures).toHaveLength(80);
  for (const { path } of PAGES) expect(cached).toContain(`${site.base}${path}`);
  await own.close();
  await context.setOffline(true);
  for (const { id, path } of PAGES) {
    const response = await page.goto(own.url + path, { waitUntil: 'load' });
    expect(response?.ok(), id).toBe(true);
    // The scorekeeper draws its screen after reading its saved games: wait for it.
    await expect.poll(() => page.locator('h1:visible').count(), { message: id }).toBe(1);
  }
  await page.goto(`${own.url}cards/`, { waitUntil: 'load' });
  const loaded = await page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('#gallery img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => null)));
    return images.filter((image) => image.naturalWidth > 0).length;
  });
  expect(loaded).toBe(80);
  // Failed fetches of the closed server would show as console errors.
  expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  await context.close();
});

test('the built site is the deck it was built from: one picture per card, no more', () => {
  const site = inject('site');
  const built = readdirSync(join(site.root, 'cards')).filter((f) => f.endsWith('.svg') && f !== 'back.svg');
  expect(built.sort()).toEqual(cards.map((c) => `${c.id}.svg`).sort());
  expect(readFileSync(join(site.root, 'sw.js'), 'utf8')).toContain(`const BASE = "${site.base}";`);
});

test('keyboard: the skip link leads to the content, a card opens with Enter and Escape gives focus back', async () => {
  const { page } = await visitInTab(browser, 'desktop');
  await page.goto(`${server.url}cards/`, { waitUntil: 'load' });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  await page.locator('a.card-link[data-id="core-fire"]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  expect(await page.locator('#card-dialog-id').textContent()).toBe('core-fire');
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id))
    .toBe('core-fire');
});

test('rules on a phone: the contents start folded, open with a tap, and a chosen section is shown', async () => {
  const { page, errors } = await visitInTab(browser, 'phone');
  await page.goto(`${server.url}rules/`, { waitUntil: 'load' });
  const contents = page.locator('.toc details');
  expect(await contents.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
  await page.getByText('Contents', { exact: true }).click();
  expect(await contents.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
  const entries = page.locator('.toc a');
  expect(await entries.count()).toBeGreaterThanOrEqual(5);
  const last = entries.last();
  const target = (await last.getAttribute('href')) ?? '';
  await last.click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
  // Smooth scrolling takes a moment over a long page.
  await expect
    .poll(() => page.locator(target).evaluate((h) => Math.round(h.getBoundingClientRect().top)), { timeout: 10_000 })
    .toBeLessThan(100);
  expect(await contents.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
  expect(errors()).toEqual([]);
});
