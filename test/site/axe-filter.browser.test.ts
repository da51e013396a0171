// The accessibility check of the browser tests leaves out the axe-core rules that can only report
// minor or moderate violations (test/support/axe.ts). On a page made to break many rules of every
// rating, it must report exactly the serious and critical violations a run of every rule reports.

import { afterAll, beforeAll, expect, test } from 'vitest';
import { findSeriousViolations } from '../support/axe.ts';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';

let browser: FileBrowser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Broken on purpose: pictures without text, faint text, nameless controls, bad ARIA, skipped headings, no landmarks. */
const BROKEN = `<!doctype html><html><head><title>x</title></head><body>
<h1>Title</h1><h4>Skipped levels</h4>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<p style="color:#bbb;background:#fff">Faint text on white</p>
<button></button><a href="#x"></a>
<input type="text"><select><option>a</option></select>
<div role="button">no name, no focus</div>
<div role="listbox"><span>not an option</span></div>
<div aria-hidden="true"><button>hidden but focusable</button></div>
<ul><div>not a list item</div></ul>
<table><tr><th></th><td>cell</td></tr></table>
<p id="same">one</p><p id="same">two</p>
<span aria-fakeattr="1" aria-checked="maybe">bad aria</span>
<iframe src="about:blank"></iframe>
<marquee>moving</marquee>
<svg role="img"><circle r="4"/></svg>
</body></html>`;

test('reports every serious and critical violation a run of every rule reports, and nothing else', async () => {
  const { page, context } = await openWatchedPage(browser, 'phone');
  await page.setContent(BROKEN);
  const found = await findSeriousViolations(page);
  const everyRule = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const serious = everyRule.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The page breaks rules of every rating, so both lists have something to compare.
  expect(serious.length).toBeGreaterThanOrEqual(8);
  expect(everyRule.length).toBeGreaterThan(serious.length);
  expect(found.map((v) => `${v.id} ${v.impact}`).sort()).toEqual(serious.map((v) => `${v.id} ${v.impact}`).sort());
  await context.close();
});
