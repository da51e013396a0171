// `jibe new-deck`: a copy of a deck that is a deck of its own (id, name), loads as it is, keeps its
// art, and points `$schema` at the schema from wherever it was made.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { idFromFolder } from '../../cli/commands/new-deck.ts';
import { loadDeck, ROOT } from '../../generator/deck-fs.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-new-deck-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const deckJson = (dir: string) => JSON.parse(readFileSync(join(dir, 'deck.json'), 'utf8'));

describe('jibe new-deck', () => {
  test('copies classic under a new id and name, with a $schema that resolves', async () => {
    const dir = join(tmp, 'deep', 'My Sunny Deck');
    const run = await runCli(['new-deck', dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("npx jibe preview --deck '");
    const deck = deckJson(dir);
    expect(deck).toMatchObject({ id: 'my-sunny-deck', name: 'My sunny deck' });
    expect(Object.keys(deck)[0]).toBe('$schema');
    expect(resolve(dir, deck.$schema)).toBe(join(ROOT, 'decks', 'deck.schema.json'));
    expect(loadDeck(dir).deck.icons).toEqual(loadDeck(join(ROOT, 'decks', 'classic')).deck.icons);
    expect((await runCli(['validate-deck', dir])).code).toBe(0);
  });

  test('copies a deck folder with its own art, under the name given', async () => {
    const dir = join(tmp, 'rockets');
    const run = await runCli(['new-deck', dir, '--from', 'test/fixtures/custom-deck', '--name', 'Rocket Jibe']);
    expect(run.code).toBe(0);
    expect(deckJson(dir)).toMatchObject({ id: 'rockets', name: 'Rocket Jibe' });
    expect(existsSync(join(dir, 'art', 'rocket.svg'))).toBe(true);
    expect((await runCli(['validate-deck', dir])).code).toBe(0);
  });

  test('refuses a folder in use, an unknown deck and a name the cards cannot carry (exit 2), writing nothing', async () => {
    const used = join(tmp, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'notes.txt'), 'mine');
    const inUse = await runCli(['new-deck', used]);
    expect(inUse.code).toBe(2);
    expect(inUse.stderr).toContain('not empty');
    expect(readFileSync(join(used, 'notes.txt'), 'utf8')).toBe('mine');
    const unknown = await runCli(['new-deck', join(tmp, 'x'), '--from', 'no-such-deck']);
    expect(unknown.code).toBe(2);
    expect(existsSync(join(tmp, 'x'))).toBe(false);
    const long = await runCli(['new-deck', join(tmp, 'y'), '--name', 'N'.repeat(40)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('name');
    expect(existsSync(join(tmp, 'y'))).toBe(false);
    expect(readdirSync(tmp).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  test('ids from folder names', () => {
    expect(idFromFolder('My Deck (v2)')).toBe('my-deck-v2');
    expect(idFromFolder('Café Ü')).toBe('cafe-u');
    expect(idFromFolder('!!!')).toBe('my-deck');
    expect(idFromFolder('a'.repeat(50))).toHaveLength(32);
  });
});
