// Jibe Studio as a designer uses it, in Chromium: offline after the first visit, a new deck of 5
// colours × 3 icons made through the visible controls (names, values, a wild icon, SVG art of their
// own), saved as a file; that file opened in a fresh browser profile plays on the same faces, and
// `jibe build` on it draws the same cards.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { parseDeckBundle } from '../../engine/index.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { runCli } from '../support/run-cli.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { outlineTexts } from '../../site/src/draw/text-outlines.ts';

let server: StaticServer;
let browser: FileBrowser;
withSiteAndBrowser((s, b) => {
  server = s;
  browser = b;
});
const tmp = mkdtempSync(join(tmpdir(), 'jibe-studio-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Art a designer draws: a gradient, text, a plain shape, strokes, a group with opacity. */
const ART = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs><circle cx="50" cy="50" r="45" fill="url(#g)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="10" y="70" font-size="60" font-family="DejaVu Sans">Ab</text></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 20L20 4M4 4l16 16"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g opacity="0.6"><path d="M12 2l10 20H2z"/></g></svg>',
];

/** Faces compared with build's: a pair of the new icons, a core, a wild core of the new wild icon. */
const SHOWN = ['icon-13-icon-14', 'core-icon-14', 'core-icon-13-1', 'can-beakers'];

/** An SVG with each text made outlines in the card fonts by resvg-js, as the Studio does with resvg-wasm. */
const outlined = (svg: string): string =>
  outlineTexts(
    svg,
    (text) =>
      new Resvg(text, {
        font: {
          loadSystemFonts: false,
          fontFiles: [DEFAULT_FONTS.regular, DEFAULT_FONTS.bold],
          defaultFontFamily: DEFAULT_FONTS.family,
        },
      }).toString(),
    new Map(),
  );

const drawnVersion = (page: Page) =>
  page.locator('#studio').evaluate((el) => ({
    state: el.dataset.state,
    version: Number(el.dataset.version),
    drawn: Number(el.dataset.drawn),
  }));

// A first drawing starts the drawing thread (resvg's module, the fonts) and draws 80 faces: on a
// busy 2-core machine that can take a while. A bound, not a margin: nothing is timed.
const DRAWING = { timeout: 120_000, interval: 100 };

/** Waits until the faces show the latest edit. */
async function settled(page: Page): Promise<string> {
  await expect
    .poll(async () => {
      const v = await drawnVersion(page);
      return v.drawn === v.version && v.state !== 'drawing';
    }, DRAWING)
    .toBe(true);
  return (await drawnVersion(page)).state!;
}

const pictureOf = (page: Page, id: string) =>
  page.locator(`#studio-grid li[data-card="${id}"] img`).evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { src: img.src, width: img.naturalWidth, text: await (await fetch(img.src)).text() };
  });

async function makeDeck(page: Page): Promise<void> {
  await page.getByLabel('Deck name').fill('Pearl Jibe');
  await page.getByLabel('Id (file and folder names)').fill('pearl');
  await page.getByRole('button', { name: 'Add a colour' }).click();
  expect(await page.locator('fieldset.colour').count()).toBe(5);
  expect(await page.locator('.icon-row').count()).toBe(15);
  expect(await settled(page)).toBe('valid');
  // The new colour's icons get names and values of their own.
  const rows = page.locator('fieldset.colour').nth(4).locator('.icon-row');
  for (let i = 0; i < 3; i++) {
    await rows.nth(i).getByLabel('Name').fill(['Pearl', 'Shell', 'Wave'][i]!);
    await rows
      .nth(i)
      .getByLabel('Value')
      .fill(String(55 + 5 * i));
  }
  // Five icons get art of their own, through the file inputs the "Art (SVG)…" buttons open.
  const inputs = page.locator('input[type=file][data-art-for]');
  for (let i = 0; i < ART.length; i++) {
    const file = join(tmp, `art-${i}.svg`);
    writeFileSync(file, ART[i]!);
    await inputs.nth(10 + i).setInputFiles(file);
  }
  await page.locator('select[data-key="wild"]').selectOption({ label: 'Pearl' });
  expect(await settled(page)).toBe('valid');
}

describe('Jibe Studio', () => {
  test.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)('makes, saves and shares a 5 × 3 deck with its own art on a %s, offline', async (_, viewport) => {
    const { page, context, errors } = await openWatchedPage(browser, viewport, 'light', 'allow');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    expect(await settled(page)).toBe('valid');
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await settled(page)).toBe('valid');
    expect(await page.locator('#studio-grid li').count()).toBe(81);

    // A value changed is on its face at the next drawing; the other faces keep their pictures.
    const before = await pictureOf(page, 'key-fire');
    const untouched = await pictureOf(page, 'can-joker');
    await page.locator('.icon-row[data-icon="fire"]').getByLabel('Value').fill('60');
    await settled(page);
    const after = await pictureOf(page, 'key-fire');
    expect(after.src).not.toBe(before.src);
    expect(after.width).toBeGreaterThan(0);
    expect((await pictureOf(page, 'can-joker')).src).toBe(untouched.src);
    await page.getByRole('button', { name: 'Undo' }).click();
    await settled(page);

    await makeDeck(page);
    // A reload keeps the deck as it was made.
    await page.reload({ waitUntil: 'load' });
    expect(await settled(page)).toBe('valid');
    expect(await page.getByLabel('Deck name').inputValue()).toBe('Pearl Jibe');
    const cards = await page.locator('#studio-grid li').count();
    expect(cards).toBe(105 + 14 + 3 + 1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save deck file' }).click();
    const saved = join(tmp, `${viewport.width}.jibe`);
    await (await download).saveAs(saved);
    const bundle = JSON.parse(readFileSync(saved, 'utf8'));
    const parsed = parseDeckBundle(bundle);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.deck.colours).toHaveLength(5);
    expect(parsed.value.deck.icons.find((i) => i.id === parsed.value.deck.wild)?.name).toBe('Pearl');
    expect(Object.values(bundle.files).map((f) => (f as { text: string }).text)).toEqual(expect.arrayContaining(ART));
    // The faces the Studio shows, picture for picture, to compare with build's below.
    const studioPictures = await Promise.all(SHOWN.map((id) => pictureOf(page, id)));
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();

    // `jibe build` on the saved file draws the deck the Studio drew: its SVGs, with their texts made
    // outlines, are the Studio's pictures exactly.
    const out = join(tmp, `build-${viewport.width}`);
    const built = await runCli(['build', '--deck', saved, '--out', out, '--only', SHOWN.join(','), '--paper', 'a4']);
    expect(built.code).toBe(0);
    for (const [i, id] of SHOWN.entries()) {
      const svg = readFileSync(join(out, 'pearl', 'cards', `${id}.svg`), 'utf8');
      expect(studioPictures[i]!.text).toBe(outlined(svg));
    }

    // The file opened in a fresh profile on the Play page: the deck's own faces, drawn there.
    const fresh = await openWatchedPage(browser, viewport, 'light');
    const hash = `#deck=${deflateRawSync(Buffer.from(JSON.stringify(bundle))).toString('base64url')}`;
    await fresh.page.goto(`${server.url}play/${hash}`, { waitUntil: 'load' });
    await expect
      .poll(() => fresh.page.locator('#play-app').getAttribute('data-art'), { timeout: 60_000 })
      .toBe('drawn:');
    expect(await fresh.page.locator('#play-deck-name').textContent()).toBe('Pearl Jibe');
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  test('hostile art is drawn without what it hid, and said; a broken file is refused by name', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'desktop');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    expect(await settled(page)).toBe('valid');
    const hostile = join(tmp, 'hostile.svg');
    writeFileSync(
      hostile,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png" width="9" height="9"/><rect width="9" height="9"/></svg>',
    );
    await page.locator('input[type=file][data-art-for="0"]').setInputFiles(hostile);
    await settled(page);
    await expect.poll(() => page.locator('#studio-problems').textContent()).toMatch(/dropped a script/);
    const picture = await pictureOf(page, 'can-joker');
    expect(picture.text).not.toMatch(/<script|onload|evil\.example|<image/i);

    const broken = join(tmp, 'broken.jibe');
    writeFileSync(broken, '{"deckBundle": 1, "deck": 7');
    await page.locator('#studio-open').setInputFiles(broken);
    await expect
      .poll(() => page.locator('#studio-notice').textContent())
      .toMatch(/^broken\.jibe: the file is not JSON/);
    expect(await page.getByLabel('Deck name').inputValue()).toBe('Jibe');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a link made by the Studio opens the same deck, art and all', async () => {
    const { page, context, errors } = await openWatchedPage(browser, 'phone');
    await page.goto(`${server.url}studio/`, { waitUntil: 'load' });
    await settled(page);
    await page.getByLabel('Deck name').fill('Linked');
    await settled(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.locator('#studio-notice').textContent()).toMatch(/Link copied|Copy this link/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/studio\/#deck=/);
    const other = await openWatchedPage(browser, 'phone');
    await other.page.goto(link, { waitUntil: 'load' });
    expect(await settled(other.page)).toBe('valid');
    expect(await other.page.getByLabel('Deck name').inputValue()).toBe('Linked');
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
