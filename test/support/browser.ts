// A real headless Chromium for the browser tests, driven by playwright-core (which never downloads a
// browser). It uses Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, Skia) built for
// headless use only, without the desktop browser's services, so that a new context and page cost
// about a third of the processor time they cost in the full browser (measured: 0.29 against 0.79
// CPU-seconds a score page opened in a new context; the browser tests in all 280 against 408).
// When it is missing and we run as root, it is installed with apt-get, so `npm test` works on a
// fresh machine with no other step.
// One Chromium serves each test worker: the first file a worker runs launches it, the files after
// reuse it, and it ends with the worker. Each file opens its own contexts (own storage, cookies and
// service workers) through connectBrowser() and closes them when done. A Chromium of the worker's own,
// driven in-process over a pipe, costs less than one Chromium for the whole run reached over a
// WebSocket: every command then passed through a relay in the runner's main process (measured: the
// two longest browser files took 47.6 and 60.3 processor-seconds through the relay, 41.7 and 53.9
// with their own Chromium, its launch included). The global setup (browser-setup.ts) only makes sure
// Chromium is installed, once, before the workers start.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's package of Chromium's headless shell, and where it puts it; CHROMIUM_PATH overrides the path. */
const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags for a sandbox-less machine with a closed network: without the background-networking ones
 * Chromium keeps trying to reach its vendor's hosts. Playwright adds a fresh --user-data-dir itself.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Phone and desktop viewports every page is checked at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Returns Chromium's path, installing Debian's package first when it is missing (root only). */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get installed ${CHROMIUM_PACKAGE} but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

/** The Chromium of this worker, launched by the first file that asks for it. */
let workerChromium: Promise<Browser> | undefined;

/** This worker's Chromium, launched (a fresh profile) on first use, or again if it went away or failed to start. */
async function chromiumOfWorker(): Promise<Browser> {
  const running = await workerChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerChromium = chromium.launch({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS] });
  return workerChromium;
}

/** A test file's view of the worker's Chromium: the contexts it opens, all closed by its close(). */
export interface FileBrowser {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes the contexts this file opened; Chromium goes on for the worker's next file. */
  close(): Promise<void>;
}

/** The worker's Chromium for one test file. Close it in afterAll. */
export async function connectBrowser(): Promise<FileBrowser> {
  const browser = await chromiumOfWorker();
  const opened = new Set<BrowserContext>();
  return {
    async newContext(options) {
      const context = await browser.newContext(options);
      opened.add(context);
      context.on('close', () => opened.delete(context));
      return context;
    },
    async close() {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
}

/** A page that records console errors and uncaught exceptions, for "loads without errors" checks. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console messages of type "error" and uncaught page errors, in order. */
  errors: string[];
}

/**
 * Whether a test's pages may register the site's service worker. A first visit with the worker
 * precaches the whole site (some 90 files, the barcode reader's wasm among them): about 1.2
 * processor-seconds a fresh context, most of a page visit's cost. Only the tests of offline use and
 * updates need it; elsewhere Playwright's block makes `register` resolve to nothing, which the page
 * reports as a warning and goes on, as it does when a browser has no service workers.
 */
export type ServiceWorkers = 'allow' | 'block';

/** Opens a new context (own storage, own service workers) and page at a viewport, watching for errors. */
export async function openWatchedPage(
  browser: FileBrowser,
  viewport: ViewportName | { width: number; height: number } = 'phone',
  colorScheme: 'light' | 'dark' = 'light',
  serviceWorkers: ServiceWorkers = 'block',
  /** 'reduce' asks the page for as little motion as it offers (the Play page's bots then pause 150 ms). */
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<WatchedPage> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({ viewport: size, colorScheme, serviceWorkers, reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { page, context, errors };
}

/** A visit in a shared tab: its page, and the errors the page logged since the visit began. */
export interface TabVisit {
  page: Page;
  errors: () => string[];
}

/** Each file browser's shared tabs, by size and colour scheme. */
const sharedTabs = new WeakMap<FileBrowser, Map<string, Promise<WatchedPage>>>();

/**
 * A visit in the file's tab at a size and colour scheme, opened on first use and then shared by the
 * file's tests in turn, as one visitor goes from page to page: the browser keeps what the pages share
 * and asks the host whether it changed, where a fresh context for each page would load and decode all
 * of it again. The tab closes with the file's browser. Tests that share a tab run one at a time.
 */
export async function visitInTab(
  browser: FileBrowser,
  viewport: ViewportName | { width: number; height: number } = 'phone',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<TabVisit> {
  let tabs = sharedTabs.get(browser);
  if (tabs === undefined) {
    tabs = new Map();
    sharedTabs.set(browser, tabs);
  }
  const key = JSON.stringify([viewport, colorScheme]);
  let tab = tabs.get(key);
  if (tab === undefined) {
    tab = openWatchedPage(browser, viewport, colorScheme);
    tabs.set(key, tab);
  }
  const { page, errors } = await tab;
  const from = errors.length;
  return { page, errors: () => errors.slice(from) };
}
