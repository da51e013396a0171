// `jibe preview`'s server without a browser: it follows every kind of save an editor makes (in place,
// a temporary file renamed over, deleted and written again, the folder removed and made again) and
// says when the deck is gone; it answers only requests addressed to its own host and port. Each save
// waits for the page's data to change, with a generous limit and no fixed sleep. The page itself:
// preview.browser.test.ts.

import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIZE_PRESETS } from '../../draw/card-size.ts';
import { PAPERS } from '../../draw/paper.ts';
import { isOwnHost, type PreviewServer, startPreview } from '../../generator/preview/preview-server-fs.ts';
import { CUSTOM_DECK } from '../support/custom-deck.ts';

/** How long a save may take to show: far beyond the second it takes, so a busy machine still passes. */
const SEEN_WITHIN_MS = 30_000;

/** A raw GET with the Host header given (undefined: none at all), as a browser or a script sends it. */
function get(
  server: PreviewServer,
  path: string,
  host?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    if (host !== undefined) req.setHeader('Host', host);
    req.on('error', reject);
    req.end();
  });
}

interface State {
  generation: number;
  deckName: string;
  gone: boolean;
  problems: { message: string }[];
}

let work: string;
let dir: string;
let server: PreviewServer;
let port: string;
const original = JSON.parse(readFileSync(join(CUSTOM_DECK, 'deck.json'), 'utf8'));
const own = () => `127.0.0.1:${port}`;
const state = async (): Promise<State> => JSON.parse((await get(server, '/state.json', own())).body);

/** Waits until the page's data satisfies `ready`, asking every 50 ms, for at most SEEN_WITHIN_MS. */
async function waitFor(ready: (s: State) => boolean): Promise<State> {
  const limit = Date.now() + SEEN_WITHIN_MS;
  for (;;) {
    const now = await state();
    if (ready(now)) return now;
    if (Date.now() > limit) throw new Error(`not seen within ${SEEN_WITHIN_MS} ms: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The deck file's text with another name. */
const named = (name: string) => `${JSON.stringify({ ...original, name }, null, 2)}\n`;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'jibe-preview-server-'));
  dir = join(work, 'deck');
  cpSync(CUSTOM_DECK, dir, { recursive: true });
  server = await startPreview({
    deck: dir,
    size: SIZE_PRESETS['tgc-hex']!,
    paper: PAPERS.a4!,
    port: 0,
    host: '127.0.0.1',
    site: null,
  });
  port = new URL(server.url).port;
  await waitFor((s) => s.deckName === original.name);
});

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('jibe preview follows every kind of save', () => {
  const deckFile = () => join(dir, 'deck.json');
  // In order, each on the folder the one before left: the finding was a renaming save that made the
  // in-place saves after it go unseen, and a folder made again that was never followed.
  const saves: [string, (name: string) => void][] = [
    ['written in place', (name) => writeFileSync(deckFile(), named(name))],
    [
      'written to a temporary file renamed over it',
      (name) => {
        writeFileSync(join(dir, '.deck.json.swp'), named(name));
        renameSync(join(dir, '.deck.json.swp'), deckFile());
      },
    ],
    [
      'renamed over a second time',
      (name) => {
        writeFileSync(join(dir, 'deck.json~'), named(name));
        renameSync(join(dir, 'deck.json~'), deckFile());
      },
    ],
    ['written in place after the renames', (name) => writeFileSync(deckFile(), named(name))],
    [
      'deleted and written again',
      (name) => {
        unlinkSync(deckFile());
        writeFileSync(deckFile(), named(name));
      },
    ],
    ['written in place after that', (name) => writeFileSync(deckFile(), named(name))],
  ];

  test.each(saves.map(([how, save], i) => [how, save, `Saved ${i + 1}`] as const))(
    'a deck file %s is seen',
    async (_, save, name) => {
      const before = (await state()).generation;
      save(name);
      const seen = await waitFor((s) => s.deckName === name);
      expect(seen.generation).toBeGreaterThan(before);
      expect(seen.problems).toEqual([]);
    },
    SEEN_WITHIN_MS + 5_000,
  );

  test(
    'a deck folder removed is said to be gone, made again is followed, and saves in it are seen',
    async () => {
      rmSync(dir, { recursive: true });
      const gone = await waitFor((s) => s.gone);
      expect(gone.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^the deck is gone/)]);
      // The last good cards stay on the page meanwhile.
      expect(gone.deckName).toBe('Saved 6');
      cpSync(CUSTOM_DECK, dir, { recursive: true });
      writeFileSync(deckFile(), named('Made again'));
      const back = await waitFor((s) => s.deckName === 'Made again');
      expect(back.gone).toBe(false);
      writeFileSync(deckFile(), named('Saved in the new folder'));
      await waitFor((s) => s.deckName === 'Saved in the new folder');
      writeFileSync(join(dir, 'deck.json.tmp'), named('Renamed in the new folder'));
      renameSync(join(dir, 'deck.json.tmp'), deckFile());
      expect((await waitFor((s) => s.deckName === 'Renamed in the new folder')).problems).toEqual([]);
    },
    4 * SEEN_WITHIN_MS,
  );
});

describe('jibe preview answers only requests addressed to it', () => {
  test.each([
    ['127.0.0.1:P', 200],
    ['localhost:P', 200],
    ['LOCALHOST:P', 200],
    ['[::1]:P', 200],
    ['evil.example', 403],
    ['evil.example:P', 403],
    ['127.0.0.1', 403],
    ['localhost', 403],
    ['127.0.0.1:1', 403],
    ['127.0.0.1.evil.example:P', 403],
    ['localhost:P.evil.example', 403],
    ['', 403],
  ])('Host %j is answered %i', async (host, status) => {
    for (const path of ['/', '/state.json', '/card/key-fire.svg']) {
      const answer = await get(server, path, host.replace('P', port));
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer.body).not.toContain(original.name);
    }
  });

  test('a request with no Host header at all is refused (by Node, before the preview sees it)', async () => {
    const answer = await get(server, '/state.json');
    expect([400, 403]).toContain(answer.status);
    expect(answer.body).not.toContain(original.name);
  });

  test.each([
    [undefined, false],
    ['127.0.0.1:4000', true],
    ['127.0.0.1:4001', false],
    ['0.0.0.0:4000', false],
  ])('isOwnHost(%j) on 127.0.0.1:4000 is %s', (header, own) => {
    expect(isOwnHost(header, '127.0.0.1', 4000)).toBe(own);
  });
});
