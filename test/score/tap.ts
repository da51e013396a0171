// A tap on a control of the page as a finger makes it, in fewer round trips than Playwright's click:
// one look in the page waits until the control is there, shown, enabled, still for a frame and the
// topmost thing at its centre (scrolled into view first when it is off the screen or covered), then
// the mouse presses that point. Playwright's click checks the same things but asks the browser
// several times a tap, which on a busy machine was most of a long browser test's time.
// A tap can never land on another control: the look leaves a guard in the page that swallows the
// press when what is under it is not the control (the page moved between the look and the press),
// and the tap is tried again.

import type { Page } from 'playwright-core';
import { DOUBLE_TAP_MS } from '../../site/src/table/ui/tap-guard.ts';

/** How long a tap waits for its control to be ready, as Playwright's own actions would. */
const TAP_TIMEOUT = 15_000;
/** Tries when the page moves between the look and the press. */
const TAP_TRIES = 5;

type Look = { ok: true; x: number; y: number } | { ok: false; why: string };

/**
 * Where to tap a control named by a CSS selector (the first match): its centre once it can be
 * tapped, or what stands in the way when that does not happen in time. Arms the page's guard.
 */
function findTarget(page: Page, selector: string): Promise<Look> {
  return page.evaluate(
    async ([css, timeout]) => {
      interface Guard {
        el: Element;
        hit: boolean | null;
      }
      const w = window as unknown as { jibeTap?: Guard | null; jibeTapGuard?: boolean };
      if (w.jibeTapGuard !== true) {
        w.jibeTapGuard = true;
        // The press decides: its target must lie inside the control looked at, else the whole tap is swallowed.
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          addEventListener(
            type,
            (e) => {
              const guard = w.jibeTap;
              if (guard === null || guard === undefined) return;
              if (type === 'pointerdown') guard.hit = e.target instanceof Node && guard.el.contains(e.target);
              if (guard.hit === false) {
                e.preventDefault();
                e.stopImmediatePropagation();
              }
            },
            true,
          );
        }
      }
      w.jibeTap = null;
      // The next frame, or a tenth of a second if frames stop (a page not shown draws none).
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      const end = performance.now() + timeout;
      const look = async (): Promise<Look> => {
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
        // Off the screen or under the fixed bar: scrolled to the middle of the screen, as a finger would.
        // At once: the page scrolls smoothly otherwise, and the box read next would be the old one.
        if (!el.contains(centre().hit)) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const before = centre();
        await frame();
        const at = centre();
        if (at.x !== before.x || at.y !== before.y) return { ok: false, why: 'moving' };
        if (at.hit === null || !el.contains(at.hit))
          return { ok: false, why: `covered at its centre by ${at.hit?.outerHTML.slice(0, 80) ?? 'nothing'}` };
        w.jibeTap = { el, hit: null };
        return { ok: true, x: at.x, y: at.y };
      };
      for (;;) {
        const found = await look();
        if (found.ok || performance.now() > end) return found;
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    },
    [selector, TAP_TIMEOUT] as const,
  );
}

/** Whether the last press landed on the control looked at (false: it was swallowed); disarms the guard. */
const landed = (page: Page): Promise<boolean | null> =>
  page.evaluate(() => {
    const w = window as unknown as { jibeTap?: { hit: boolean | null } | null };
    const hit = w.jibeTap?.hit ?? null;
    w.jibeTap = null;
    return hit;
  });

/** Taps the control a CSS selector names, once it can be tapped; fails naming what stood in the way. */
export async function tap(page: Page, selector: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    const target = await findTarget(page, selector);
    if (!target.ok) throw new Error(`cannot tap ${selector}: ${target.why}`);
    await page.mouse.click(target.x, target.y);
    // A tap that opened a download or a new page leaves no guard to read: it reached the control.
    const hit = await landed(page).catch(() => null);
    if (hit !== false) return;
    if (tries === TAP_TRIES) throw new Error(`cannot tap ${selector}: the page kept moving under the finger`);
  }
}

/** Taps a control tapped just before once more, as a second tap of its own: at once it would be the second half of a double tap, which the page ignores. */
export async function tapAgain(page: Page, selector: string): Promise<void> {
  await page.waitForTimeout(DOUBLE_TAP_MS);
  await tap(page, selector);
}
