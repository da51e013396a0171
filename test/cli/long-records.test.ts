import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { makeLongGame, recordOf } from '../support/long-game.ts';
import { runCli } from '../support/run-cli.ts';

// Issue 16, items 1 and 4 as a user meets them: a record of endless passes, a long legal record, and
// a deck whose icon ids give two cards one id.

const tmp = mkdtempSync(join(tmpdir(), 'jibe-cli-long-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, value: unknown) => {
  const file = join(tmp, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('jibe replay of long records', () => {
  test('20,000 passes in a round are refused with the bound, exit 2', async () => {
    const turns = Array.from({ length: 20_000 }, () => ({ pass: true }));
    const record = { format: 1, players: ['Ana', 'Ben'], rounds: [{ start: 'core-fire', hands: [[], []], turns }] };
    const run = await runCli(['replay', write('endless.json', record)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('round 1: 20000 turns, but a round of 2 players can last at most 229');
  });

  test('a legal record of 20,000 actions replays', async () => {
    const long = makeLongGame(20_000);
    const run = await runCli(['replay', '--json', write('long.json', recordOf(long))]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).rounds).toHaveLength(long.rounds);
  });
});

test('jibe validate-deck refuses an icon named "core", naming the icon, exit 2', async () => {
  const dir = join(tmp, 'core-icon');
  cpSync('decks/classic', dir, { recursive: true });
  const deck = JSON.parse(readFileSync(join(dir, 'deck.json'), 'utf8'));
  deck.icons[0].id = 'core';
  writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
  const run = await runCli(['validate-deck', dir]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('icons[0] (core).id: "core" makes two cards with the id "core-beakers"');
});
