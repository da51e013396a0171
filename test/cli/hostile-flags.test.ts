// Hostile flags at the command line's edge: names of Object's own members given to a flag looked up
// in a table, and an output folder that is a file or read-only. Each is an input error (exit 2)
// naming the flag and the problem, never an internal error, and nothing is written.

import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-hostile-flags-'));
afterAll(() => {
  if (existsSync(join(tmp, 'read-only'))) chmodSync(join(tmp, 'read-only'), 0o755);
  rmSync(tmp, { recursive: true, force: true });
});
const out = join(tmp, 'out');

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('a flag given the name of a member of every object is refused like any unknown value', () => {
  test.each(
    PROTOTYPE_KEYS.flatMap((key) => [
      [`build --size ${key}`, ['build', '--size', key, '--out', out, '--only', 'key-fire'], '--size'],
      [`build --paper ${key}`, ['build', '--paper', key, '--out', out, '--only', 'key-fire'], '--paper'],
      [`build --duplex ${key}`, ['build', '--duplex', key, '--out', out, '--only', 'key-fire'], '--duplex'],
      [`rulebook --paper ${key}`, ['rulebook', '--paper', key, '--out', out], '--paper'],
      [`simulate --bots ${key}`, ['simulate', '--bots', key, '--games', '1', '--workers', '1', '--out', out], '--bots'],
      [
        `simulate --sweep ${key}=1,2`,
        ['simulate', '--sweep', `${key}=1,2`, '--games', '1', '--workers', '1', '--out', out],
        '--sweep',
      ],
    ]) as [string, string[], string][],
  )('%s', async (_, args, flag) => {
    const run = await runCli(args);
    expect(run.stderr).toMatch(new RegExp(`^jibe: (${flag}|arguments): `));
    expect(run.stderr).not.toContain('internal error');
    expect(run.code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});

describe('an output folder that cannot be one is an input error naming --out', () => {
  const file = join(tmp, 'a-file');
  writeFileSync(file, 'not a folder');
  // A folder that cannot be written to. Root writes into a read-only folder all the same, so for root
  // it is a folder of /sys, where no one can make a folder.
  const readOnly = process.getuid?.() === 0 ? '/sys/kernel' : join(tmp, 'read-only');
  if (readOnly.startsWith(tmp)) {
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
  }

  test.each([
    ['build into a file', ['build', '--out', file, '--only', 'key-fire'], file, 'is a file, not a folder'],
    ['build below a file', ['build', '--out', join(file, 'x'), '--only', 'key-fire'], join(file, 'x'), 'is a file'],
    ['rulebook into a file', ['rulebook', '--out', file], file, 'is a file, not a folder'],
    ['simulate into a file', ['simulate', '--games', '1', '--workers', '1', '--out', file], file, 'a file'],
  ])('%s', async (_, args, place, reason) => {
    const run = await runCli(args);
    expect(run.stderr).toMatch(/^jibe: (--out )?\//);
    expect(run.stderr).toContain(place);
    expect(run.stderr).toContain(reason);
    expect(run.code).toBe(2);
  });

  test('build into a read-only folder', async () => {
    const before = readdirSync(readOnly);
    const run = await runCli(['build', '--out', readOnly, '--only', 'key-fire']);
    expect(run.stderr).toBe(`jibe: --out ${readOnly}: cannot write there (permission denied)\n`);
    expect(run.code).toBe(2);
    expect(readdirSync(readOnly)).toEqual(before);
  });

  test('build below a read-only folder', async () => {
    const below = join(readOnly, 'new');
    const run = await runCli(['build', '--out', below, '--only', 'key-fire']);
    expect(run.stderr).toBe(`jibe: --out ${below}: cannot write there (permission denied)\n`);
    expect(run.code).toBe(2);
    expect(existsSync(below)).toBe(false);
  });
});

describe('a flag given twice is refused (a list reached code that expects one value: internal error)', () => {
  test.each([
    ['build --only', ['build', '--only', 'key-fire', '--only', 'core-can', '--out', out], '--only'],
    ['build --paper', ['build', '--paper', 'a4', '--paper', 'letter', '--out', out], '--paper'],
    ['cards --deck', ['cards', '--deck', 'decks/classic', '--deck', 'decks/classic'], '--deck'],
  ])('%s', async (_, args, flag) => {
    const run = await runCli(args);
    expect(run.stderr).toBe(`jibe: ${flag}: given 2 times: give it once\n`);
    expect(run.code).toBe(2);
  });

  test('a flag meant as a list still takes several values', async () => {
    const run = await runCli(['simulate', '--merge', join(tmp, 'none-1'), '--merge', join(tmp, 'none-2')]);
    expect(run.stderr).toBe(`jibe: --merge: ${join(tmp, 'none-1')}: no shard files (shard-*.json) there\n`);
    expect(run.code).toBe(2);
  });
});

describe('simulate --merge reads its shard files through the bounded reader', () => {
  test('a device is refused at once (it was read for ever)', async () => {
    const run = await runCli(['simulate', '--merge', '/dev/zero']);
    expect(run.stderr).toBe('jibe: /dev/zero: is not a regular file (a device, pipe or socket)\n');
    expect(run.code).toBe(2);
  });

  test('a broken shard file is an input error naming it (it was an internal error)', async () => {
    const dir = join(tmp, 'shards');
    mkdirSync(dir);
    writeFileSync(join(dir, 'shard-1.json'), '{"plan": ');
    const run = await runCli(['simulate', '--merge', dir]);
    expect(run.stderr).toMatch(new RegExp(`^jibe: ${join(dir, 'shard-1.json')}: not valid JSON`));
    expect(run.code).toBe(2);
  });
});
