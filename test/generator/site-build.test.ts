// The site build as a user runs it (`astro build --root site`, a real process): it writes into a
// temporary folder beside the site folder and moves the site into place when done, so Ctrl-C or
// SIGTERM leaves the previous site whole and no temporary folder; bad input prints its message and
// exits 2 instead of Astro's stack trace.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'jibe-site-build-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The environment of a site build of the classic deck into `out`, without what Vitest sets. */
function envFor(out: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', JIBE_SITE_OUT: out, ...extra };
  for (const key of ['NODE_ENV', 'MODE', 'BASE_URL', 'PROD', 'DEV', 'SSR', 'VITEST', 'VITEST_MODE', 'TEST'])
    delete env[key];
  return env;
}

const args = [ASTRO, 'build', '--root', join(ROOT, 'site'), '--silent'];

/** A site folder holding one page, standing for the previous build. */
function previousSite(name: string): string {
  const out = join(tmp, name, 'site');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), '<p>the previous site</p>');
  return out;
}

const siblings = (out: string): string[] => readdirSync(join(out, '..')).filter((name) => name !== 'site');

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s during the build leaves the previous site whole and no temporary folder',
  async (signal) => {
    const out = previousSite(signal);
    const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      const child = spawn(process.execPath, args, { env: envFor(out), stdio: 'ignore' });
      const poll = setInterval(() => {
        if (siblings(out).some((name) => name.startsWith('.site-building-'))) {
          clearInterval(poll);
          // Into the build proper, past the configuration.
          setTimeout(() => child.kill(signal), 300);
        }
      }, 5);
      child.on('exit', (code, sig) => {
        clearInterval(poll);
        resolve({ code, signal: sig });
      });
    });
    expect(ended.code === null ? ended.signal : ended.code).not.toBe(0);
    expect(siblings(out)).toEqual([]);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<p>the previous site</p>');
  },
  120_000,
);

test.each([
  ['a deck folder that does not exist', { JIBE_DECK: '/nonexistent-deck' }, '/nonexistent-deck: no such deck folder'],
  ['an output folder without a build', { JIBE_OUTPUT: tmp }, 'jibe build'],
])(
  '%s is a message and exit 2, not a stack trace',
  (_, extra, message) => {
    const out = previousSite(`bad-${Object.keys(extra)[0]}`);
    const run = spawnSync(process.execPath, args, { env: envFor(out, extra), encoding: 'utf8' });
    expect(run.stderr).toMatch(/^jibe site: /);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/Stack trace|\n\s+at /);
    expect(run.status).toBe(2);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(siblings(out)).toEqual([]);
  },
  120_000,
);

// The finished build of this test is also the one that shows a build replacing the previous site whole.
test('a deck of 5 colours × 3 icons builds its cards, rulebook, balance report and site, which replaces the previous site whole', async () => {
  const output = join(tmp, 'five-colours-output');
  const deck = 'test/fixtures/five-colours';
  // As small as the site allows: one paper size, the lowest resolution, a few games.
  const build = await runCli(['build', '--deck', deck, '--out', output, '--paper', 'a4', '--dpi', '72']);
  expect(build.stderr).toBe('');
  expect(build.stdout).toContain('121 cards');
  const balance = join(output, 'five-colours', 'balance');
  const simulate = await runCli(['simulate', '--deck', deck, '--games', '8', '--workers', '1', '--out', balance]);
  expect(simulate.code).toBe(0);
  const out = previousSite('five-colours');
  const run = spawnSync(process.execPath, args, {
    env: envFor(out, { JIBE_DECK: deck, JIBE_OUTPUT: output }),
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(siblings(out)).toEqual([]);
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<!DOCTYPE html>');
  expect(existsSync(join(out, 'sw.js'))).toBe(true);
  const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
  expect(page('.')).toContain('It has 121 cards with six sides and 15 icons.');
  // The gallery: every card once, and a filter choice for each of the 5 colours and 15 icons.
  const cards = page('cards');
  expect(cards.match(/<li data-icons="/g)).toHaveLength(121);
  for (const colour of ['red', 'gold', 'green', 'blue', 'purple']) expect(cards).toContain(`<option value="${colour}"`);
  expect(cards).toContain('<option value="mountain"');
  expect(page('rules')).toContain('15 icons in 5 colours, 3 icons to each colour.');
  expect(page('score')).toContain('Jibe Five');
}, 180_000);
