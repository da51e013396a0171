// jibe preview says what an art file lost on import, and says it again after the file is saved
// with more (or less) that cannot be kept, in a real Chromium.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPreviewPage, type PreviewPage } from '../support/preview-page.ts';

let preview: PreviewPage;
let page: Page;
let rocket: string;

const notes = (): Promise<string[]> => page.locator('#art-note-list li').allTextContents();

beforeAll(async () => {
  preview = await openPreviewPage();
  page = preview.page;
  rocket = join(preview.dir, 'art', 'rocket.svg');
});

afterAll(async () => {
  await preview?.close();
});

test('the page lists what the art lost, and follows a saved art file', async () => {
  // The fixture's rocket carries a script.
  await expect.poll(notes).toEqual(['art/rocket.svg: dropped a script']);
  expect(await page.locator('#art-notes').isVisible()).toBe(true);
  expect(await page.locator('#warnings').isHidden()).toBe(true);
  const text = readFileSync(rocket, 'utf8');
  writeFileSync(
    rocket,
    text.replace('</svg>', '<image href="data:image/png;base64,AA==" width="1" height="1"/></svg>'),
  );
  await expect
    .poll(notes, { timeout: 30_000 })
    .toEqual(['art/rocket.svg: dropped a script', 'art/rocket.svg: dropped an embedded image']);
  writeFileSync(rocket, text.replace(/<script>.*<\/script>/, ''));
  await expect.poll(notes, { timeout: 30_000 }).toEqual([]);
  expect(await page.locator('#art-notes').isHidden()).toBe(true);
});
