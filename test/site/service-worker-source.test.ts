import { expect, test } from 'vitest';
import { renderServiceWorker, shouldPrecache, urlForBuiltFile } from '../../generator/site/service-worker-source.ts';

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
