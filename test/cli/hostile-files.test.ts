// Hostile files at the command line's edge: folders, devices, pipes, art paths that leave the deck
// folder, a byte-order mark. Each is an input error (exit 2) naming the path, never a hang, a huge
// read or an internal error.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-hostile-files-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const custom = new URL('../fixtures/custom-deck/', import.meta.url).pathname;
const deckJson = readFileSync(join(custom, 'deck.json'), 'utf8');

/** A copy of the custom deck whose first icon's art is `art`; `setup` may add files to its folder. */
function deckWithArt(name: string, art: string, setup?: (dir: string) => void): string {
  const dir = join(tmp, name);
  cpSync(custom, dir, { recursive: true });
  const deck = JSON.parse(deckJson);
  deck.icons[0].art = art;
  writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
  setup?.(dir);
  return dir;
}

describe('a deck file that is not a readable regular file', () => {
  test.each([
    [
      'a folder named deck.json',
      () => {
        const dir = join(tmp, 'folder-deck');
        mkdirSync(join(dir, 'deck.json'), { recursive: true });
        return [dir, 'is a folder'];
      },
    ],
    ['a device', () => ['/dev/zero', 'not a regular file']],
    [
      'a FIFO',
      () => {
        const fifo = join(tmp, 'fifo.json');
        execFileSync('mkfifo', [fifo]);
        return [fifo, 'not a regular file'];
      },
    ],
    ['a path too long', () => [join(tmp, 'x'.repeat(5000)), 'no such deck folder']],
  ] as [string, () => [string, string]][])('%s is an input error naming the path', async (_, make) => {
    const [path, reason] = make();
    const run = await runCli(['validate-deck', path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(path.slice(0, 40));
    expect(run.stderr).toContain(reason);
    expect(run.stderr).not.toContain('internal error');
  });
});

describe('art paths are confined to the deck folder or the named npm package', () => {
  test.each([
    ['a relative path up and out', '../../../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['an npm reference up and out', 'npm:../../../../etc/passwd'],
    ['an npm reference through a package and out', 'npm:@iconify-json/lucide/../../../package.json'],
  ])('%s is refused', async (_, art) => {
    const run = await runCli(['validate-deck', deckWithArt(`art-${art.length}`, art)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('icons[0].art');
    expect(run.stderr).toContain('outside the deck folder');
  });

  test('art that is a link to a device is refused when read, naming the file', async () => {
    const dir = deckWithArt('art-device', 'art/zero.svg', (d) => symlinkSync('/dev/zero', join(d, 'art', 'zero.svg')));
    const run = await runCli(['validate-deck', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('zero.svg');
    expect(run.stderr).toContain('not a regular file');
  });

  test('art in the deck folder and in an npm package is still read', async () => {
    const run = await runCli(['validate-deck', deckWithArt('art-local', 'art/rocket.svg')]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});

test('a deck file with a UTF-8 byte-order mark is read as if it had none', async () => {
  const dir = join(tmp, 'bom');
  cpSync(custom, dir, { recursive: true });
  writeFileSync(join(dir, 'deck.json'), `\uFEFF${deckJson}`);
  const run = await runCli(['validate-deck', dir]);
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('valid');
});

test('validate-deck refuses art that build refuses (not SVG)', async () => {
  const dir = deckWithArt('art-not-svg', 'art/bad.svg', (d) =>
    writeFileSync(join(d, 'art', 'bad.svg'), '<svg><g></svg'),
  );
  const run = await runCli(['validate-deck', dir]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('bad.svg');
});

test('art whose clip path draws nothing is refused by name, and the command lives to say so', async () => {
  const art =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><rect id="r" width="8" height="0"/></defs>' +
    '<clipPath id="c"><use href="#r"/></clipPath><circle clip-path="url(#c)" cx="12" cy="12" r="9"/><rect width="4" height="4"/></svg>';
  const dir = deckWithArt('art-empty-clip', 'art/clip.svg', (d) => writeFileSync(join(d, 'art', 'clip.svg'), art));
  const run = await runCli(['validate-deck', dir]);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/clip\.svg: not readable as icon art: .*clip path/);
});
