// `jibe preview` as a designer uses it, in a real Chromium: the page shows every face, the back and
// a sheet; saving deck.json or an art file redraws the cards that changed (and only those); a broken
// deck shows where and what is wrong while the last good pictures stay; the rulebook opens. (Its
// "Play this deck" link, with a built site: preview-play.browser.test.ts.)

import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enumerateCards, parseDeck } from '../../engine/index.ts';
import { CUSTOM_DECK } from '../support/custom-deck.ts';
import { openPreviewPage, type PreviewPage } from '../support/preview-page.ts';

const original = readFileSync(join(CUSTOM_DECK, 'deck.json'), 'utf8');
const deckData = JSON.parse(original);
const parsed = parseDeck(deckData);
if (!parsed.ok) throw new Error('the fixture deck does not parse');
const cards = enumerateCards(parsed.value);
/** The icon drawn from the deck folder's own art file. */
const localIcon = deckData.icons.find((i: { art: string }) => i.art.startsWith('art/'));
const withIcon = (icon: string) => cards.filter((c) => c.sets.includes(icon)).map((c) => c.id);

let preview: PreviewPage;
let page: Page;
let errors: string[];
let deckFile: string;

const versions = (): Promise<Record<string, string>> =>
  page.$$eval('#face-list li', (items) =>
    Object.fromEntries(items.map((li) => [(li as HTMLElement).dataset.card, (li as HTMLElement).dataset.version])),
  );
const generation = async () => Number(await page.locator('body').getAttribute('data-generation'));
/** Writes a file and waits until the page has drawn the redraw it causes. */
async function save(file: string, text: string): Promise<void> {
  const before = await generation();
  writeFileSync(file, text);
  await expect.poll(generation, { timeout: 30_000 }).toBeGreaterThan(before);
}
const changedBetween = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(b)
    .filter((id) => a[id] !== b[id])
    .sort();

beforeAll(async () => {
  preview = await openPreviewPage();
  ({ page, errors } = preview);
  deckFile = join(preview.dir, 'deck.json');
});

afterAll(async () => {
  await preview?.close();
});

describe('jibe preview', () => {
  test('shows every face, the back and the first sheet', async () => {
    await expect.poll(() => page.locator('#face-list li').count()).toBe(cards.length);
    expect(Object.keys(await versions()).sort()).toEqual(cards.map((c) => c.id).sort());
    expect(await page.locator('#deck-name').textContent()).toBe(`${deckData.name}: preview`);
    // Every picture loads: faces (scrolled into view, as they load lazily), the back and the sheet.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => null)));
    });
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => (i as HTMLImageElement).src),
    );
    expect(broken).toEqual([]);
    const sheet = await page.evaluate(async () => {
      const object = document.getElementById('sheet-image') as HTMLObjectElement;
      if (!object.contentDocument) await new Promise((resolve) => object.addEventListener('load', resolve));
      return object.contentDocument?.querySelectorAll('image').length ?? 0;
    });
    expect(sheet).toBeGreaterThanOrEqual(4);
    expect(await page.locator('#problems').isHidden()).toBe(true);
  });

  test('a saved value redraws exactly the cards that carry the icon, with the new value on them', async () => {
    const before = await versions();
    const icon = deckData.icons[3];
    const next = structuredClone(deckData);
    next.icons[3].value = icon.value + 100;
    await save(deckFile, JSON.stringify(next, null, 2));
    const after = await versions();
    expect(changedBetween(before, after)).toEqual(withIcon(icon.id).sort());
    const card = cards.find((c) => c.kind === 'pair' && c.sets.includes(icon.id))!;
    const value = card.sets.reduce((sum, s) => sum + next.icons.find((i: { id: string }) => i.id === s).value, 0);
    const svg = await (await fetch(`${preview.server.url}card/${card.id}.svg?v=${after[card.id]}`)).text();
    expect(svg).toContain(`>${value}<`);
  });

  test('a saved art file redraws the cards with that icon, and no other', async () => {
    const before = await versions();
    const art = join(preview.dir, localIcon.art);
    await save(
      art,
      readFileSync(art, 'utf8').replace('<g transform="rotate(45 16 16)">', '<g transform="rotate(90 16 16)">'),
    );
    expect(changedBetween(before, await versions())).toEqual(withIcon(localIcon.id).sort());
  });

  test('a deck that does not load shows the place and the problem, and keeps the last good pictures', async () => {
    const before = await versions();
    // A syntax error: line and column from the parser.
    await save(deckFile, original.replace('"icons": [', '"icons": [,'));
    await expect.poll(() => page.locator('#problems').isVisible()).toBe(true);
    const syntax = await page.locator('#problem-list').textContent();
    expect(syntax).toMatch(/deck\.json:\d+:\d+/);
    expect(syntax).toContain('not valid JSON');
    expect(await versions()).toEqual(before);
    // A schema error: the item named by its id as well as its index, at its line in the file.
    const wrong = structuredClone(deckData);
    wrong.icons[5].colour = 'pink';
    const text = JSON.stringify(wrong, null, 2);
    await save(deckFile, text);
    const line = text.slice(0, text.indexOf('"pink"')).split('\n').length;
    const schema = await page.locator('#problem-list').textContent();
    expect(schema).toContain(`deck.json:${line}:`);
    expect(schema).toContain(`icons[5] (${wrong.icons[5].id}).colour`);
    expect(await versions()).toEqual(before);
    // Mended: the problem goes, the pictures are the deck's again.
    await save(deckFile, original);
    await expect.poll(() => page.locator('#problems').isHidden()).toBe(true);
  });

  test('a deck file renamed over, then deleted, says the deck is gone; written again, it is followed', async () => {
    const before = await versions();
    // As vim or an IDE saves: a temporary file renamed over the deck file.
    const renamed = structuredClone(deckData);
    renamed.icons[3].value += 7;
    const drawnGeneration = await generation();
    writeFileSync(`${deckFile}.tmp`, JSON.stringify(renamed, null, 2));
    renameSync(`${deckFile}.tmp`, deckFile);
    await expect.poll(generation, { timeout: 30_000 }).toBeGreaterThan(drawnGeneration);
    await expect
      .poll(async () => changedBetween(before, await versions()), { timeout: 30_000 })
      .toEqual(withIcon(deckData.icons[3].id).sort());
    const drawn = await versions();
    rmSync(deckFile);
    await expect
      .poll(() => page.locator('#problem-list').textContent(), { timeout: 30_000 })
      .toContain('the deck is gone');
    expect(await versions()).toEqual(drawn);
    // Written again in place after the rename: seen as well.
    await save(deckFile, original);
    await expect.poll(() => page.locator('#problems').isHidden(), { timeout: 30_000 }).toBe(true);
    await expect.poll(versions, { timeout: 30_000 }).toEqual(before);
  });

  test('the rulebook opens in the page, made from the deck', async () => {
    await page.locator('#rulebook-open').click();
    const frame = page.frameLocator('#rulebook-frame');
    await expect.poll(() => frame.locator('h1').first().textContent(), { timeout: 30_000 }).toContain(deckData.name);
  });

  test('without a built site, no Play link: the page says how to get one', async () => {
    expect(await page.locator('#play-deck').count()).toBe(0);
    expect(await page.locator('#play-note').isVisible()).toBe(true);
    expect(await page.locator('#play-note').textContent()).toContain('npm run build');
  });

  test('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
