// A browser test file's fixtures: the built test site served (test/support/site-setup.ts builds it)
// and the worker's Chromium, set up before the file's tests and closed after them.

import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser, type FileBrowser } from './browser.ts';
import { serveStatic, type StaticServer } from './serve.ts';

/** Serves the test site and connects to Chromium before the file's tests; `ready` receives both. */
export function withSiteAndBrowser(ready: (server: StaticServer, browser: FileBrowser) => void): void {
  let server: StaticServer | undefined;
  let browser: FileBrowser | undefined;
  beforeAll(async () => {
    const site = inject('site');
    server = await serveStatic(site.root, site.base);
    browser = await connectBrowser();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
