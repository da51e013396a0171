// Vitest global setup of the browser tests: one headless Chromium for the whole run, closed at the
// end. Test files reach it with connectBrowser() (browser.ts) and open their own contexts; starting
// one browser instead of one per file saves a launch and a browser's memory per file.

import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide('chromium', server.wsEndpoint());
  return () => server.close();
}
