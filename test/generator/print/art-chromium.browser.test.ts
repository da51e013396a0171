// Art imported as drawn: SVG files as Illustrator and Inkscape save them (classes in a style sheet,
// <use> and <symbol>, text, a clip path, a mask, group opacity, a hidden layer) look the same in our
// pipeline (imported, sanitised, drawn by the card template, rendered by resvg) as in Chromium.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sanitiseArt } from '../../../draw/art.ts';
import { importArt } from '../../../generator/print/art-import.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { CARD_RENDERER } from '../../../generator/print/card-svg.ts';
import { encodePng } from '../../../generator/print/png-encode.ts';
import { connectBrowser, type FileBrowser } from '../../support/browser.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'art');
/** Pixels across both pictures. */
const SIZE = 200;
// Edges are smoothed differently by Skia and tiny-skia, and glyph outlines are hinted differently:
// a pixel counts as different only past this channel difference, and a few per cent of such pixels
// (the outlines) are allowed. A missing shape, colour or opacity changes far more.
const CHANNEL = 48;
const TOLERANCE = 0.02;

let browser: FileBrowser;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  page = await (await browser.newContext({ viewport: { width: 400, height: 400 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Chromium's RGBA pixels of an SVG file drawn into a square canvas on white. */
async function chromiumPixels(svg: string): Promise<Uint8Array> {
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const data = await page.evaluate(
    async ({ url, size }) => {
      const image = new Image(size, size);
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      return Array.from(context.getImageData(0, 0, size, size).data);
    },
    { url, size: SIZE },
  );
  return Uint8Array.from(data);
}

/** The share of pixels where any channel differs by more than CHANNEL. */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  let differ = 0;
  for (let i = 0; i < a.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(a[i + c]! - b[i + c]!) > CHANNEL)) differ++;
  return differ / (a.length / 4);
}

/** Our pixels: the art drawn as on a card (the card-art templates), rendered by resvg. */
function pipelinePixels(art: ReturnType<typeof importArt>): Uint8Array {
  return Uint8Array.from(renderPixels(CARD_RENDERER.icon(art, 100), SIZE).pixels);
}

async function keep(name: string, pixels: Uint8Array): Promise<void> {
  const folder = process.env.JIBE_ART_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.png`), await encodePng(Buffer.from(pixels), SIZE, SIZE, 72));
}

describe('art from drawing programs renders as in Chromium', () => {
  test.each(['illustrator', 'inkscape', 'hand'])('%s.svg', async (name) => {
    const text = readFileSync(join(FIXTURES, `${name}.svg`), 'utf8');
    // Black is what Chromium draws for unset paint, so that is the icon colour here.
    const art = importArt(text, `art/${name}.svg`, '#000000');
    const ours = pipelinePixels(art);
    const chromium = await chromiumPixels(text);
    await keep(`${name}-ours`, ours);
    await keep(`${name}-chromium`, chromium);
    const share = differingShare(ours, chromium);
    console.log(`${name}.svg: ${(share * 100).toFixed(2)} % of pixels differ`);
    expect(art.notes).toEqual([]);
    expect(share).toBeLessThan(TOLERANCE);
    // The comparison can fail: a blank picture, and the file read without normalising, are far off.
    expect(differingShare(new Uint8Array(ours.length).fill(255), chromium)).toBeGreaterThan(TOLERANCE * 5);
  });

  test('the file sanitised without normalising loses what Chromium draws', async () => {
    const text = readFileSync(join(FIXTURES, 'inkscape.svg'), 'utf8');
    const raw = pipelinePixels(sanitiseArt(text, 'art/inkscape.svg', '#000000'));
    expect(differingShare(raw, await chromiumPixels(text))).toBeGreaterThan(TOLERANCE);
  });
});
