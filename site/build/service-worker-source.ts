// The service worker, written out at build time with the list of files to precache. Cache first:
// every page and picture of the site (the card faces included) is stored on the first visit, so the
// site opens with no network. A new build is a new worker that waits; the page offers it, and only
// the player's "Update now" (a `skip-waiting` message) lets it take over. It never reloads a page.

export interface ServiceWorkerInput {
  /** Changes whenever any precached file changes: names the cache, and makes the worker's bytes differ. */
  version: string;
  /** The site's URL base, "/" or "/sub/". */
  base: string;
  /** URLs to precache, each under the base; folders end in "/" (their index.html). */
  urls: readonly string[];
}

/** Which built files the worker stores up front: everything but the big downloads and font fallbacks. */
export function shouldPrecache(path: string): boolean {
  return !path.startsWith('downloads/') && !path.endsWith('.woff') && !path.endsWith('.map') && path !== 'sw.js';
}

/** The URL a built file is fetched under: `rules/index.html` → `<base>rules/`. */
export function urlForBuiltFile(base: string, path: string): string {
  return `${base}${path === 'index.html' ? '' : path.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The worker's JavaScript. */
export function renderServiceWorker(input: ServiceWorkerInput): string {
  const constants = `const VERSION = ${JSON.stringify(input.version)};\nconst BASE = ${JSON.stringify(input.base)};\nconst PRECACHE = ${JSON.stringify(input.urls)};\n`;
  return `// Generated at build time: precaches the site, serves it cache first, updates only when asked.\n${constants}${WORKER_BODY}`;
}

const WORKER_BODY = `const CACHE = 'jibe-site-' + VERSION;

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the player accepts it.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('jibe-site-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

// A URL that names its bytes for good: a card face asked for with the version of the faces (?v=) or
// a build asset whose name carries its content's hash (_astro/). Answered from the store with a
// header that lets the browser keep it in memory. Otherwise, when the host sends "no-cache" as many
// do, a page opened again (a reload, a tab the phone restores) asks the worker for every face and
// script once more and loads them from scratch: the card picker opened after a reload took about
// 2.5 times the processor time.
function lasting(url) {
  const face = url.pathname.startsWith(BASE + 'cards/') && url.searchParams.has('v');
  return face || url.pathname.startsWith(BASE + '_astro/');
}

function keptForGood(response) {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'public, max-age=31536000, immutable');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// "/base/rules" and "/base/rules/index.html" are the same page as "/base/rules/".
function cacheKey(url) {
  let path = url.pathname;
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (!path.endsWith('/') && !/\\.[a-z0-9]+$/i.test(path) && PRECACHE.includes(path + '/')) path += '/';
  return path;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(cacheKey(url), { ignoreSearch: true });
      if (cached) return lasting(url) ? keptForGood(cached) : cached;
      try {
        return await fetch(request);
      } catch (error) {
        // Offline and not stored: a page falls back to the home page, anything else fails.
        if (request.mode === 'navigate') {
          const home = await cache.match(BASE);
          if (home) return home;
        }
        throw error;
      }
    }),
  );
});
`;
