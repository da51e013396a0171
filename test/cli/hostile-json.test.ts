// Hostile JSON at the command line's edge: nesting deep enough to overflow the stack, numbers beyond a
// double's range, a byte-order mark on standard input. Each is an input error (exit 2) naming the
// place and the problem, never an internal error.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { measureJsonDepth } from '../../generator/json-fs.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-hostile-json-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const custom = new URL('../fixtures/custom-deck/', import.meta.url).pathname;
const deckJson = readFileSync(join(custom, 'deck.json'), 'utf8');
const record = JSON.stringify(
  JSON.parse(readFileSync(new URL('../fixtures/examples/game-1.json', import.meta.url), 'utf8')).record,
);

/** A copy of the custom deck whose deck.json is `text`. */
function deckWithText(name: string, text: string): string {
  const dir = join(tmp, name);
  cpSync(custom, dir, { recursive: true });
  writeFileSync(join(dir, 'deck.json'), text);
  return dir;
}

const DEEP = 200_000;

describe('nesting 200,000 deep is an input error, not a stack overflow', () => {
  test.each([
    ['lists', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
    ['objects', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
    ['inside a field', deckJson.replace('"format"', `"x": ${'['.repeat(DEEP)}${']'.repeat(DEEP)}, "format"`)],
  ])('in a deck file (%s)', async (name, text) => {
    const dir = deckWithText(`deep-${name}`, text);
    const run = await runCli(['validate-deck', dir]);
    expect(run.stderr).toBe(`jibe: ${join(dir, 'deck.json')}: nests lists and objects more than 64 deep\n`);
    expect(run.code).toBe(2);
  });

  test('in a game record on standard input', async () => {
    const run = await runCli(['replay', '-'], `{"rounds": ${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`);
    expect(run.stderr).toBe('jibe: standard input: nests lists and objects more than 64 deep\n');
    expect(run.code).toBe(2);
  });

  test('brackets inside strings do not count', () => {
    expect(measureJsonDepth('{"a": "[[[[\\"[[[", "b": [[1]]}')).toBe(3);
  });
});

describe('a number beyond the range of a double says so (it was "got null")', () => {
  test.each([
    ['1e309', '1e309'],
    ['-1e309', '-1e309'],
    ['a 1 and 400 zeros', `1${'0'.repeat(400)}`],
    ['250 nines and e99', `${'9'.repeat(250)}e99`],
    ['1E+0400', '1E+0400'],
  ])('%s as an icon value', async (_, number) => {
    const dir = deckWithText(`inf-${number.length}`, deckJson.replace(/"value": \d+/, `"value": ${number}`));
    const run = await runCli(['validate-deck', dir]);
    expect(run.stderr).toBe(
      `jibe: ${join(dir, 'deck.json')}: icons[0].value: the number is out of range (beyond about 1.8e308)\n`,
    );
    expect(run.code).toBe(2);
  });

  test('in a game record', async () => {
    const run = await runCli(['replay', '-'], record.replace('"options":{}', '"options":{"handSize":1e999}'));
    expect(run.stderr).toContain('options.handSize: the number is out of range');
    expect(run.stderr).not.toContain('null');
    expect(run.code).toBe(2);
  });
});

test('a byte-order mark on standard input is dropped (it was an invisible character in the error)', async () => {
  const plain = await runCli(['replay', '-'], record);
  const marked = await runCli(['replay', '-'], `\uFEFF${record}`);
  expect(plain.code).toBe(0);
  expect(marked).toEqual(plain);
});
