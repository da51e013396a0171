// Hostile names and ids in a deck file: control characters (terminal escape sequences), bidirectional
// overrides (which reverse the text drawn after them), 100,000 characters, ids too long for a file
// name. Each is an input error (exit 2) naming the field, at once, and nothing raw reaches the terminal.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cleanForTerminal, UNSAFE_CHARACTERS } from '../../lib/terminal-text.ts';
import { CUSTOM_DECK, customDeckWith, type DeckFile } from '../support/custom-deck.ts';
import { runCli } from '../support/run-cli.ts';
import { cpuMillisSince } from '../support/cpu-time.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-hostile-names-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const _custom = CUSTOM_DECK;

const deckWith = (name: string, change: (deck: DeckFile) => void): string => customDeckWith(tmp, name, change);

// What may not reach the terminal raw: the same list the printer escapes (its known answers are below).
const UNSAFE_OUTPUT = new RegExp(UNSAFE_CHARACTERS.source);

describe('names with control or bidirectional-override characters are refused, naming the field', () => {
  test.each([
    ['an escape sequence in the deck name', 'name', (d: DeckFile) => (d.name = 'Evil\u001b[31mRED\u001b[0m')],
    ['a right-to-left override in the deck name', 'name', (d: DeckFile) => (d.name = 'Jibe \u202Eevil')],
    ['a bell in an icon name', 'icons[2] (beakers).name', (d: DeckFile) => (d.icons[2]!.name = 'Beak\u0007ers')],
    ['an isolate in a colour name', 'colours[1] (gold).name', (d: DeckFile) => (d.colours[1]!.name = '\u2067Blue')],
    ['a C1 control in the description', 'description', (d: DeckFile) => (d.description = 'A \u009b2J deck')],
  ])('%s', async (title, field, change) => {
    const run = await runCli(['validate-deck', deckWith(title.replaceAll(' ', '-'), change)]);
    expect(run.stderr).toContain(`${field}: expected no control or bidirectional-override characters`);
    expect(run.stderr).not.toMatch(UNSAFE_OUTPUT);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
  });
});

describe('names and ids have a length bound, checked at once', () => {
  test.each([
    ['a deck name', 'name', 'at most 32 characters', (d: DeckFile) => (d.name = 'J'.repeat(100_000))],
    [
      'an icon name',
      'icons[0] (can).name',
      'at most 64 characters',
      (d: DeckFile) => (d.icons[0]!.name = 'C'.repeat(100_000)),
    ],
    [
      'a colour name',
      'colours[0] (red).name',
      'at most 32 characters',
      (d: DeckFile) => (d.colours[0]!.name = 'R'.repeat(100_000)),
    ],
    ['a deck id', 'id', 'at most 32 characters', (d: DeckFile) => (d.id = 'a'.repeat(300))],
  ])('%s of 100,000 characters', async (title, field, reason, change) => {
    const start = process.cpuUsage();
    const run = await runCli(['validate-deck', deckWith(`long-${title.replaceAll(' ', '-')}`, change)]);
    expect(run.stderr).toContain(`${field}: expected ${reason}`);
    // The value is quoted briefly, not whole.
    expect(run.stderr.length).toBeLessThan(500);
    expect(run.code).toBe(2);
    expect(cpuMillisSince(start)).toBeLessThan(2000);
  });

  test('build refuses an id too long for a file name before writing (it was ENAMETOOLONG, exit 1)', async () => {
    const out = join(tmp, 'long-id-out');
    const run = await runCli([
      'build',
      '--deck',
      deckWith('long-id', (d) => (d.id = 'a'.repeat(300))),
      '--out',
      out,
      '--only',
      'key-fire',
    ]);
    expect(run.stderr).toContain('id: expected at most 32 characters');
    expect(run.code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});

describe('text printed to the terminal', () => {
  test('control and bidirectional characters are shown as escapes', () => {
    expect(cleanForTerminal('a\u001b[31mb\u202Ec\td\ne')).toBe('a\\u{1b}[31mb\\u{202e}c\td\ne');
  });

  test('an error quoting input shows its escape sequences instead of obeying them', async () => {
    // The schema names an unknown field as it is spelt.
    const run = await runCli(['replay', '-'], '{"\\u001b[2J\\u001b[31m": 1}');
    expect(run.stderr).toContain('\\u{1b}[2J');
    expect(run.stderr).not.toMatch(UNSAFE_OUTPUT);
    expect(run.code).toBe(2);
  });
});

test('player names with control or bidirectional characters are refused, and never obeyed', async () => {
  const record = JSON.parse(readFileSync(new URL('../fixtures/examples/game-1.json', import.meta.url), 'utf8')).record;
  record.players = ['\u001b[2J\u001b[31mAnn', 'Bo\u202E'];
  const run = await runCli(['replay', '-'], JSON.stringify(record));
  expect(run.stderr).toContain('players[0]: expected no control or bidirectional-override characters');
  expect(run.stderr).toContain('players[1]: expected no control or bidirectional-override characters');
  expect(run.stdout + run.stderr).not.toMatch(UNSAFE_OUTPUT);
  expect(run.code).toBe(2);
});
