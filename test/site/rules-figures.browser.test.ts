// The Rules page on a phone in Chromium: every figure of the rulebook (worked examples, card
// samples, the card's anatomy, the setup) fits a 320 px and a 390 px column, whole, with nothing
// cut off and no box scrolling sideways; and the PDFs, the player aid and the score sheet among
// them, come first.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findSeriousViolations } from '../support/axe.ts';
import { type FileBrowser, openWatchedPage } from '../support/browser.ts';
import type { StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

interface Measured {
  figure: string;
  width: number;
  /** How far the figure or a picture in it reaches past the column or the figure's box, in px. */
  overflow: number;
  /** A picture drawn narrower than its aspect says (squeezed rather than scaled). */
  squeezed: boolean;
}

/** Each figure of the rulebook with how far anything in it reaches beyond its box or the column. */
function measureFigures(page: Page): Promise<Measured[]> {
  return page.$$eval('.rulebook figure', (figures) => {
    const column = document.querySelector('.rulebook')!.getBoundingClientRect();
    return figures.map((f, i) => {
      const box = f.getBoundingClientRect();
      const past = (r: DOMRect, outer: { left: number; right: number }) =>
        Math.max(0, r.right - outer.right, outer.left - r.left);
      const pictures = [...f.querySelectorAll('img, svg')].map((p) => {
        const r = p.getBoundingClientRect();
        const img = p as HTMLImageElement;
        const aspect =
          img.width && img.height ? Number(img.getAttribute('width')) / Number(img.getAttribute('height')) : 0;
        return {
          over: Math.max(past(r, box), past(r, column)),
          squeezed: aspect > 0 && Math.abs(r.width / r.height - aspect) > 0.02,
        };
      });
      return {
        figure: `${i} ${f.className || f.parentElement?.className || ''} ${f.querySelector('img')?.getAttribute('src') ?? ''}`,
        width: Math.round(box.width),
        overflow: Math.max(past(box, column), f.scrollWidth - f.clientWidth, ...pictures.map((p) => p.over)),
        squeezed: pictures.some((p) => p.squeezed),
      };
    });
  });
}

describe.each([
  [320, 640],
  [390, 844],
])('the Rules page in a %i px wide phone', (width, height) => {
  it('fits every figure whole in its column, none scrolling sideways', async () => {
    const { page, context, errors } = await openWatchedPage(browser, { width, height });
    await page.goto(`${server.url}rules/`);
    await page.locator('.rulebook figure').first().waitFor();
    const figures = await measureFigures(page);
    expect(figures.length).toBeGreaterThanOrEqual(8);
    expect(figures.filter((f) => f.overflow > 0.5 || f.squeezed)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the rulebook, the player aid and the score sheet as PDFs before the rules begin', async () => {
    const { page, context } = await openWatchedPage(browser, { width, height });
    await page.goto(`${server.url}rules/`);
    const links = await page.$$eval('.rulebook-pdfs a', (as) => as.map((a) => a.textContent));
    expect(links).toEqual(expect.arrayContaining(['Rulebook, A4', 'Player aid, A4', 'Score sheet, A4']));
    const [pdfs, firstHeading] = await Promise.all([
      page.locator('.rulebook-pdfs').boundingBox(),
      page.locator('.rulebook h2').first().boundingBox(),
    ]);
    expect(pdfs!.y).toBeLessThan(firstHeading!.y);
    expect(pdfs!.y).toBeLessThan(height);
    expect(await findSeriousViolations(page)).toEqual([]);
    await context.close();
  });
});
