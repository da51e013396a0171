// The browser tests' static server answers as common static hosts do: no-cache with an ETag, a 304
// when the browser's copy is current, the new file once it changed, and nothing outside its folder.

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../support/serve.ts';

const root = mkdtempSync(join(tmpdir(), 'jibe-serve-'));
let server: StaticServer;

beforeAll(async () => {
  writeFileSync(join(root, 'face.svg'), '<svg/>');
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  server = await serveStatic(root, '/jibe/');
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

test('a file comes with no-cache and an ETag; asked again with it, the answer is 304 with no body', async () => {
  const first = await fetch(`${server.url}face.svg`);
  expect(first.status).toBe(200);
  expect(await first.text()).toBe('<svg/>');
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  const again = await fetch(`${server.url}face.svg`, { headers: { 'if-none-match': etag! } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  // Another file's tag is not this one's.
  const home = await fetch(server.url);
  expect(home.headers.get('etag')).not.toBe(etag);
  expect((await fetch(server.url, { headers: { 'if-none-match': etag! } })).status).toBe(200);
});

test('a file rewritten since, even at the same size, is sent whole with a new ETag', async () => {
  const before = await fetch(`${server.url}face.svg`);
  const etag = before.headers.get('etag')!;
  await before.text();
  writeFileSync(join(root, 'face.svg'), '<SVG/>');
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, 'face.svg'), later, later);
  const after = await fetch(`${server.url}face.svg`, { headers: { 'if-none-match': etag } });
  expect(after.status).toBe(200);
  expect(await after.text()).toBe('<SVG/>');
  expect(after.headers.get('etag')).not.toBe(etag);
});

test('a path outside the base or the folder is not found', async () => {
  expect((await fetch(`${server.origin}/face.svg`)).status).toBe(404);
  expect((await fetch(`${server.url}..%2f..%2fetc%2fpasswd`)).status).toBe(404);
});
