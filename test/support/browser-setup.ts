// Vitest global setup of the browser tests: makes sure Chromium is installed (see ensureChromium in
// browser.ts) once, before the workers start; each worker then launches its own (connectBrowser).

import { ensureChromium } from './browser.ts';

export default function setup(): void {
  ensureChromium();
}
