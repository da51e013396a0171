// `jibe preview`'s "Play this deck": the link carries the deck file as the Play page reads it
// (decoded here as the page decodes it), and the preview serves a built site beside its own pages,
// strictly from inside the site folder, without its service worker, with its types and policy.
// The link followed in Chromium: preview-play.browser.test.ts.

import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIZE_PRESETS } from '../../draw/card-size.ts';
import { PAPERS } from '../../draw/paper.ts';
import { faceBoxOf, formatBoxNumber, packDeckFile, playLink } from '../../generator/preview/play-link.ts';
import { type PreviewServer, startPreview } from '../../generator/preview/preview-server-fs.ts';
import { findSite } from '../../generator/preview/preview-site-fs.ts';
import { CUSTOM_DECK } from '../support/custom-deck.ts';

const deckFile = JSON.parse(readFileSync(join(CUSTOM_DECK, 'deck.json'), 'utf8'));

/** A deck link's deck, decoded as the Play page decodes it: base64url, raw DEFLATE, UTF-8 JSON. */
function unpack(packed: string): unknown {
  const base64 = packed.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(inflateRawSync(Buffer.from(base64, 'base64')).toString('utf8'));
}

/** The parameters of a link's hash. */
const hashOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('#') + 1));

describe('the Play link', () => {
  test.each([
    ['the custom deck', deckFile],
    ['a deck named outside ASCII', { ...deckFile, name: 'Jíbé ✦ Ünïcode 札' }],
  ])('%s comes back from the link as the same deck file', (_, file) => {
    const packed = packDeckFile(file);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(unpack(packed)).toEqual(file);
  });

  test('the link names the Play page under the base, the deck, the faces folder and their box', () => {
    expect(playLink('/jibe/', 'AbC-_9', { width: 88.839, height: 101.6 })).toBe(
      '/jibe/play/#deck=AbC-_9&faces=%2Fcard%2F&box=88.839x101.6',
    );
    const params = hashOf(playLink('/', 'x', { width: 97.1, height: 112.5 }));
    expect([params.get('deck'), params.get('faces'), params.get('box')]).toEqual(['x', '/card/', '97.1x112.5']);
  });

  test.each([
    [97.1, '97.1'],
    [112.5, '112.5'],
    [100, '100'],
    [88.83874, '88.839'],
    [1 / 3, '0.333'],
  ])('the box number %d is written %s', (n, text) => {
    expect(formatBoxNumber(n)).toBe(text);
  });

  test.each([
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="88.839mm" viewBox="0 0 88.839 101.6">',
      { width: 88.839, height: 101.6 },
    ],
    ['<svg viewBox="0,0,70,80.5" width="70mm">', { width: 70, height: 80.5 }],
    ['<svg width="10mm" height="10mm">', null],
    ['<svg viewBox="0 0 0 10">', null],
  ])('the face box of %s', (svg, box) => {
    expect(faceBoxOf(svg)).toEqual(box);
  });
});

/** A GET of the path exactly as written (fetch would resolve `..` before sending it). */
function get(
  server: PreviewServer,
  path: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

interface PlayState {
  generation: number;
  problems: unknown[];
  play: { site: boolean; href: string };
}
const stateOf = async (server: PreviewServer): Promise<PlayState> =>
  JSON.parse((await get(server, '/state.json')).body);

/** A built site's files, as the site build lays them out (only what these tests ask for). */
const SITE_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Site home</title>',
  'play/index.html': '<!doctype html><title>Play</title><script>document.title = "Play";</script>',
  '_astro/play.js': 'export const play = 1;',
  '_astro/play.css': 'body { margin: 0; }',
  '_astro/font.woff2': 'wOF2',
  '_astro/reader.wasm': '\0asm',
  'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon-192.png': '\x89PNG',
  'data/cards.json': '{"cards": []}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
};

function writeSite(dir: string, scope: string): string {
  for (const [name, text] of Object.entries(SITE_FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Jibe', scope, start_url: scope }));
  return dir;
}

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'jibe-preview-play-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const startOn = (deck: string, site: string | null, output?: string) =>
  startPreview({
    deck,
    size: SIZE_PRESETS['tgc-hex']!,
    paper: PAPERS.a4!,
    port: 0,
    host: '127.0.0.1',
    site,
    ...(output === undefined ? {} : { output }),
  });

describe('jibe preview serves a built site under its base', () => {
  let server: PreviewServer;
  let deckDir: string;
  let site: string;

  beforeAll(async () => {
    deckDir = join(work, 'deck');
    cpSync(CUSTOM_DECK, deckDir, { recursive: true });
    site = writeSite(join(work, 'site'), '/jibe/');
    // Beside the site, never served: a file, a link to it and a link to the folder holding it.
    writeFileSync(join(work, 'secret.txt'), 'SECRET');
    symlinkSync(join(work, 'secret.txt'), join(site, 'leak.txt'));
    symlinkSync(work, join(site, 'up'), 'dir');
    server = await startOn(deckDir, site);
  });

  afterAll(async () => {
    await server?.close();
  });

  test.each([
    ['/jibe/play/', 'play/index.html', 'text/html; charset=utf-8'],
    ['/jibe/', 'index.html', 'text/html; charset=utf-8'],
    ['/jibe/_astro/play.js', '_astro/play.js', 'text/javascript; charset=utf-8'],
    ['/jibe/_astro/play.css', '_astro/play.css', 'text/css; charset=utf-8'],
    ['/jibe/_astro/font.woff2', '_astro/font.woff2', 'font/woff2'],
    ['/jibe/_astro/reader.wasm', '_astro/reader.wasm', 'application/wasm'],
    ['/jibe/icons/icon.svg', 'icons/icon.svg', 'image/svg+xml; charset=utf-8'],
    ['/jibe/icons/icon-192.png', 'icons/icon-192.png', 'image/png'],
    ['/jibe/data/cards.json', 'data/cards.json', 'application/json; charset=utf-8'],
    ['/jibe/manifest.webmanifest', 'manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s is the site file %s, sent as %s', async (path, file, type) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe(readFileSync(join(site, file), 'utf8'));
  });

  test("the site's pages run their own scripts, and nothing from elsewhere", async () => {
    const csp = (await get(server, '/jibe/play/')).headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    // The engine's schemas check without compiling code (engine/problems.ts): no eval allowed.
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/\*|https?:/);
  });

  test.each([
    '/jibe/../secret.txt',
    '/jibe/%2e%2e/secret.txt',
    '/jibe/..%2fsecret.txt',
    '/jibe/%2E%2E%2Fsecret.txt',
    '/jibe/play/..%2f..%2fsecret.txt',
    '/jibe/..%5csecret.txt',
    '/jibe/leak.txt',
    '/jibe/up/secret.txt',
    '/jibe/play/%00',
    '/secret.txt',
    '/jibe/%E0%A4%A',
  ])('%s is refused', async (path) => {
    const answer = await get(server, path);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('SECRET');
  });

  test.each(['/jibe/sw.js', '/jibe/play/sw.js'])('the service worker %s is not served', async (path) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('addEventListener');
  });

  test.each([
    ['/jibe', '/jibe/'],
    ['/jibe/play', '/jibe/play/'],
  ])('the folder %s is sent on to %s', async (path, location) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  test("the state carries the Play page's link: the deck file, the preview's faces and their box", async () => {
    const { play } = await stateOf(server);
    expect(play.site).toBe(true);
    expect(play.href.startsWith('/jibe/play/#deck=')).toBe(true);
    const params = hashOf(play.href);
    expect(unpack(params.get('deck')!)).toEqual(deckFile);
    expect(params.get('faces')).toBe('/card/');
    const face = (await get(server, '/card/key-fire.svg')).body;
    const box = faceBoxOf(face)!;
    expect(params.get('box')).toBe(`${formatBoxNumber(box.width)}x${formatBoxNumber(box.height)}`);
    expect(params.get('box')).toMatch(/^\d+(\.\d+)?x\d+(\.\d+)?$/);
  });

  test('the link keeps the last good deck while the deck does not load, and follows the next good one', async () => {
    const file = join(deckDir, 'deck.json');
    const before = await stateOf(server);
    writeFileSync(file, JSON.stringify({ ...deckFile, icons: 'none' }));
    await expect.poll(async () => (await stateOf(server)).problems.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await stateOf(server)).play.href).toBe(before.play.href);
    const renamed = { ...deckFile, name: 'Jibe Renamed' };
    writeFileSync(file, JSON.stringify(renamed, null, 2));
    await expect
      .poll(async () => unpack(hashOf((await stateOf(server)).play.href).get('deck')!), { timeout: 10_000 })
      .toEqual(renamed);
  });
});

describe('a site served under "/"', () => {
  let server: PreviewServer;

  beforeAll(async () => {
    const deckDir = join(work, 'deck-root');
    cpSync(CUSTOM_DECK, deckDir, { recursive: true });
    const site = writeSite(join(work, 'site-root'), '/');
    mkdirSync(join(site, 'card'));
    writeFileSync(join(site, 'card', 'site-only.svg'), '<svg/>');
    writeFileSync(join(site, 'state.json'), '{"site": true}');
    server = await startOn(deckDir, site);
  });

  afterAll(async () => {
    await server?.close();
  });

  test.each([
    ['/', 'Deck preview'],
    ['/index.html', 'Deck preview'],
    ['/preview.js', 'EventSource'],
    ['/state.json', '"generation"'],
  ])("gives way to the preview's own %s", async (path, text) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(text);
    expect(answer.body).not.toContain('Site home');
  });

  test("never answers under the preview's /card/ with the site's files", async () => {
    expect((await get(server, '/card/site-only.svg')).status).toBe(404);
  });

  test('serves its Play page, and links to it at /play/', async () => {
    const answer = await get(server, '/play/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>Play</title>');
    expect((await stateOf(server)).play.href.startsWith('/play/#deck=')).toBe(true);
    expect((await get(server, '/sw.js')).status).toBe(404);
  });
});

describe('which built site the preview serves', () => {
  const output = () => join(work, 'output');

  beforeAll(() => {
    writeSite(join(output(), 'classic', 'site'), '/');
    writeSite(join(output(), 'custom', 'site'), '/custom/');
    // A deck site built before the Play page existed: not one to play on.
    writeSite(join(output(), 'old', 'site'), '/old/');
    rmSync(join(output(), 'old', 'site', 'play'), { recursive: true });
  });

  test.each([
    ['the deck’s own', undefined, 'custom', 'custom'],
    ['else the classic deck’s', undefined, 'other', 'classic'],
    ['the classic deck’s when the deck’s own has no Play page', undefined, 'old', 'classic'],
    ['the classic deck’s while no deck has loaded', undefined, null, 'classic'],
    ['the one named', 'custom/site', 'classic', 'custom'],
    ['none when the one named has no Play page', 'old/site', 'custom', null],
    ['none when told so', null, 'custom', null],
  ] as const)('%s', (_, named, deckId, expected) => {
    const site = findSite(named === undefined || named === null ? named : join(output(), named), output(), deckId);
    expect(site === null ? null : site.root).toBe(
      expected === null ? null : realpathSync(join(output(), expected, 'site')),
    );
    if (expected === 'custom') expect(site?.base).toBe('/custom/');
  });

  test('no site, no link: the state says so', async () => {
    const deckDir = join(work, 'deck-no-site');
    cpSync(CUSTOM_DECK, deckDir, { recursive: true });
    const server = await startOn(deckDir, null);
    try {
      expect((await stateOf(server)).play).toEqual({ site: false, href: '' });
      expect((await get(server, '/play/')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  test("by default the deck's own site in the output folder", async () => {
    const deckDir = join(work, 'deck-default');
    cpSync(CUSTOM_DECK, deckDir, { recursive: true });
    const server = await startPreview({
      deck: deckDir,
      size: SIZE_PRESETS['tgc-hex']!,
      paper: PAPERS.a4!,
      port: 0,
      host: '127.0.0.1',
      output: output(),
    });
    try {
      expect((await stateOf(server)).play.href.startsWith('/custom/play/#deck=')).toBe(true);
      expect((await get(server, '/custom/play/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
