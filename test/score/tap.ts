// A tap on a control of the page as a finger makes it, in fewer round trips than Playwright's click:
// one look in the page waits until the control is there, shown, enabled and the topmost thing at its
// centre (scrolled into view first when it is off the screen), then the mouse clicks that point.
// Playwright's click checks the same things but asks the browser several times a tap (find, wait
// for two frames of stillness, scroll, hit test, wait for navigations), which on a busy machine was
// most of a long browser test's time. The score page has no animations, so stillness is not waited
// for; a control that moves between the look and the click makes the test fail, never pass.

import type { Page } from 'playwright-core';

/** How long a tap waits for its control to be ready, as Playwright's own actions would. */
const TAP_TIMEOUT = 15_000;

/**
 * Where to tap a control named by a CSS selector (the first match): its centre once it is shown,
 * enabled and not covered, or what stands in the way when that does not happen in time.
 */
function findTarget(
  page: Page,
  selector: string,
): Promise<{ ok: true; x: number; y: number } | { ok: false; why: string }> {
  return page.evaluate(
    async ([css, timeout]) => {
      const end = performance.now() + timeout;
      const look = (): { ok: true; x: number; y: number } | { ok: false; why: string } => {
        const el = document.querySelector(css);
        if (el === null) return { ok: false, why: 'not found' };
        if (!el.checkVisibility({ visibilityProperty: true })) return { ok: false, why: 'not shown' };
        if (el.closest(':disabled, [aria-disabled="true"]') !== null) return { ok: false, why: 'disabled' };
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return { ok: false, why: 'of no size' };
        const centre = () => {
          const b = el.getBoundingClientRect();
          const x = b.x + b.width / 2;
          const y = b.y + b.height / 2;
          return { x, y, hit: document.elementFromPoint(x, y) };
        };
        let at = centre();
        // Off the screen or under the fixed bar: scrolled to the middle of the screen, as a finger would.
        // At once: the page scrolls smoothly otherwise, and the box read next would be the old one.
        if (at.hit === null || !el.contains(at.hit)) {
          el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          at = centre();
        }
        if (at.hit === null || !el.contains(at.hit))
          return { ok: false, why: `covered at its centre by ${at.hit?.outerHTML.slice(0, 80) ?? 'nothing'}` };
        return { ok: true, x: at.x, y: at.y };
      };
      for (;;) {
        const found = look();
        if (found.ok || performance.now() > end) return found;
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    },
    [selector, TAP_TIMEOUT] as const,
  );
}

/** Taps the control a CSS selector names, once it can be tapped; fails naming what stood in the way. */
export async function tap(page: Page, selector: string): Promise<void> {
  const target = await findTarget(page, selector);
  if (!target.ok) throw new Error(`cannot tap ${selector}: ${target.why}`);
  await page.mouse.click(target.x, target.y);
}
