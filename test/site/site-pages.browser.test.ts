// The built site in a real headless Chromium: every page at phone and desktop size without console
// errors or requests outside the site, no serious or critical axe-core violation in light and dark,
// no sideways scrolling at 320 px, touch targets of 44 px, working links.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PAGES } from '../../site/src/lib/nav.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { connectBrowser, type FileBrowser, openWatchedPage, visitInTab } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';

/** With JIBE_SITE_SHOTS=<folder>, every page's screenshot (whole page and first screen) is saved there to look at. */
const SHOTS = process.env.JIBE_SITE_SHOTS;

let browser: FileBrowser;
let server: StaticServer;

beforeAll(async () => {
  const site = inject('site');
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Lazy pictures load as they scroll into view; a full-page screenshot wants them all. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // decode() settles once the picture has loaded (or failed), lazy or not.
    await Promise.all(images.map((image) => image.decode().catch(() => null)));
  });
}

/**
 * One visit per page, size and colour scheme, with every check of that visit: the page answers 200
 * with one visible heading, its pictures load, nothing is logged as an error, nothing is requested
 * from outside the site, and (at phone size, light and dark) axe-core finds no serious or critical
 * violation. A visit costs a page load and its rendering: checks share them rather than loading
 * each page again for each check. The pages of one size and scheme are visited one after the other
 * in one tab, as a reader goes through the site: its browser keeps what the pages share (styles,
 * fonts, scripts) and asks the host whether it changed, where a fresh browser for each page would
 * load and decode all of it again.
 */
const VISITS = [
  { viewport: 'phone', colorScheme: 'light', axe: true },
  { viewport: 'phone', colorScheme: 'dark', axe: true },
  { viewport: 'desktop', colorScheme: 'light', axe: false },
] as const;

describe.each(VISITS)('at $viewport size, $colorScheme', ({ viewport, colorScheme, axe }) => {
  test.for(PAGES.map((p) => [p.id, p.path] as const))('%s loads cleanly', async ([id, path]) => {
    const { page, errors } = await visitInTab(browser, viewport, colorScheme);
    const outside: string[] = [];
    const watchRequest = (request: Request) => {
      // data: and blob: (the Studio's drawn faces, made in the page) never leave the browser.
      const url = request.url();
      if (!url.startsWith(server.origin) && !url.startsWith('data:') && !url.startsWith(`blob:${server.origin}`))
        outside.push(url);
    };
    page.on('request', watchRequest);
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1:visible').count()).toBe(1);
    // The Studio draws its cards after the page has loaded: check them once they are drawn.
    if (id === 'studio')
      await expect
        .poll(() => page.locator('#studio').getAttribute('data-state'), { timeout: 120_000 })
        .toMatch(/^(valid|problems)$/);
    if (axe) expect(await findSeriousViolations(page)).toEqual([]);
    await loadAllImages(page);
    const broken = await page.evaluate(() =>
      [...document.images].filter((i) => i.naturalWidth === 0).map((i) => i.src),
    );
    expect(broken).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: join(SHOTS, `${id}-${viewport}-${colorScheme}.png`), fullPage: true });
      await page.screenshot({ path: join(SHOTS, `${id}-${viewport}-${colorScheme}-top.png`) });
    }
    page.off('request', watchRequest);
    expect(outside).toEqual([]);
    expect(errors()).toEqual([]);
  });
});

describe('at 320 px', () => {
  test.for(PAGES.map((p) => [p.id, p.path] as const))(
    '%s: no sideways scrolling at 320 px, touch targets of 44 px',
    async ([_id, path]) => {
      const { page } = await visitInTab(browser, { width: 320, height: 640 });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      // Controls and stand-alone links; links inside running text are exempt (WCAG 2.5.8).
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button, select, input:not(.visually-hidden), summary, nav a, a.download, a.card-link, .link-cards a',
          ),
        ]
          .filter((element) => element.offsetParent !== null)
          // A checkbox or radio button is tapped through its label.
          .map((element) => ({
            element,
            box: (element.matches('input[type=checkbox], input[type=radio]')
              ? (element.closest('label') ?? element)
              : element
            ).getBoundingClientRect(),
          }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(
            ({ element, box }) =>
              `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      );
      expect(small).toEqual([]);
    },
  );
});

test('every link and picture on every page resolves', async () => {
  const { page, context } = await openWatchedPage(browser, 'desktop');
  const targets = new Set<string>();
  for (const { path } of PAGES) {
    await page.goto(server.url + path, { waitUntil: 'load' });
    const found = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
      ...[...document.querySelectorAll<HTMLImageElement>('img[src]')].map((i) => i.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href),
    ]);
    for (const url of found) if (url.startsWith(server.origin)) targets.add(url.split('#')[0] ?? url);
    // The web font's files are preloaded, and each preload is a file a @font-face rule of the page names.
    const fonts = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((l) => l.href),
      faces: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .flatMap((rule) => [...rule.style.getPropertyValue('src').matchAll(/url\("?([^")]+)"?\)/g)])
        .map((match) => new URL(match[1] ?? '', document.baseURI).href),
    }));
    expect(fonts.preloaded, path).toHaveLength(2);
    for (const href of fonts.preloaded) expect(fonts.faces, path).toContain(href);
  }
  expect(targets.size).toBeGreaterThan(80);
  const failures: string[] = [];
  for (const url of targets) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${response.status} ${url}`);
  }
  expect(failures).toEqual([]);
  await context.close();
});

test('the colour-scheme switch cycles and is remembered', async () => {
  const { page, context } = await openWatchedPage(browser, 'phone');
  await page.goto(server.url, { waitUntil: 'load' });
  const switchButton = page.locator('#theme-switch');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(() => switchButton.textContent()).toBe('Theme: auto');
  const light = await background();
  await switchButton.click();
  expect(await switchButton.textContent()).toBe('Theme: light');
  await switchButton.click();
  expect(await switchButton.textContent()).toBe('Theme: dark');
  expect(await background()).not.toBe(light);
  await page.reload({ waitUntil: 'load' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect.poll(() => switchButton.textContent()).toBe('Theme: dark');
  await context.close();
});
