import { expect, test } from 'vitest';
import { renderServiceWorker, shouldPrecache, urlForBuiltFile } from '../../site/build/service-worker-source.ts';

test.each([
  ['index.html', '/jibe/'],
  ['rules/index.html', '/jibe/rules/'],
  ['cards/key-fire.svg', '/jibe/cards/key-fire.svg'],
  ['_astro/font.woff2', '/jibe/_astro/font.woff2'],
])('urlForBuiltFile(%s) = %s', (file, url) => {
  expect(urlForBuiltFile('/jibe/', file)).toBe(url);
});

test.each([
  ['index.html', true],
  ['cards/key-fire.svg', true],
  ['icons/icon-192.png', true],
  ['manifest.webmanifest', true],
  ['_astro/a.woff2', true],
  ['_astro/a.woff', false],
  ['downloads/sheets/cards-a4.pdf', false],
  ['downloads/classic-card-images.zip', false],
  ['sw.js', false],
])('shouldPrecache(%s) = %s', (file, precache) => {
  expect(shouldPrecache(file)).toBe(precache);
});

test('the worker is valid JavaScript carrying its version, base and list', () => {
  const source = renderServiceWorker({ version: 'abc123', base: '/jibe/', urls: ['/jibe/', '/jibe/cards/a.svg'] });
  expect(() => new Function(source)).not.toThrow();
  expect(source).toContain('const VERSION = "abc123";');
  expect(source).toContain('const PRECACHE = ["/jibe/","/jibe/cards/a.svg"];');
  // Updates wait for the player: the only skipWaiting answers the page's message.
  expect(source.match(/skipWaiting\(\)/g)).toHaveLength(1);
  expect(source).toContain("event.data.type === 'skip-waiting'");
  expect(source).not.toMatch(/\.reload\(|navigate\(/);
});

test('a list with odd characters cannot break out of the generated code', () => {
  const source = renderServiceWorker({ version: 'v', base: '/', urls: ['/a"b</script>.svg'] });
  expect(() => new Function(source)).not.toThrow();
});

test('answers a versioned face or a hashed build file from its store with a header that lets the page keep it', async () => {
  const source = renderServiceWorker({
    version: 'v1',
    base: '/jibe/',
    urls: ['/jibe/rules/', '/jibe/cards/a.svg', '/jibe/_astro/page.B1x2.js'],
  });
  const origin = 'https://games.example';
  const stored = (body: string) => new Response(body, { headers: { 'cache-control': 'no-cache', 'x-kept': body } });
  const store = new Map([
    ['/jibe/rules/', stored('rules')],
    ['/jibe/cards/a.svg', stored('face')],
    ['/jibe/_astro/page.B1x2.js', stored('script')],
  ]);
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin },
    addEventListener: (type: string, f: (event: unknown) => void) => listeners.set(type, f),
  };
  const caches = { open: async () => ({ match: async (key: string) => store.get(key)?.clone() }) };
  const network = async () => new Response('from the network');
  new Function('self', 'caches', 'fetch', source)(self, caches, network);
  const answer = async (path: string): Promise<Response> => {
    let answered: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: new Request(origin + path),
      respondWith: (r: Promise<Response>) => (answered = r),
    });
    return answered!;
  };
  for (const [path, body] of [
    ['/jibe/cards/a.svg?v=0123abcd4567', 'face'],
    ['/jibe/_astro/page.B1x2.js', 'script'],
  ]) {
    const response = await answer(path!);
    expect(await response.text(), path).toBe(body);
    expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-kept'), path).toBe(body);
  }
  // A page (with or without a query), or a face asked for without a version, is answered as stored:
  // the host's word stands.
  for (const [path, body] of [
    ['/jibe/rules/', 'rules'],
    ['/jibe/rules/?v=0123abcd4567', 'rules'],
    ['/jibe/cards/a.svg', 'face'],
  ]) {
    const response = await answer(path!);
    expect(await response.text(), path).toBe(body);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
  }
});
