// Fuzzing the command line's edge with fast-check: deck files and game records changed at random
// (a value replaced by a hostile one, a key added, the text cut or spliced) through validate-deck,
// replay, check, hint and build in this process, and hostile values for the flags of each command.
// Whatever the input: the exit code is 0 or 2, no stack trace or "internal error" is printed,
// nothing is written outside the output folder, and a refused build leaves the previous output as
// it was. Runs are few and inputs small, to keep the suite quick.

import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { mutatedText } from '../support/mutate.ts';
import { type CliRun, runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-fuzz-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const custom = fileURLToPath(new URL('../fixtures/custom-deck/', import.meta.url));
const deckFile: unknown = JSON.parse(readFileSync(join(custom, 'deck.json'), 'utf8'));
const recordFile: unknown = JSON.parse(
  readFileSync(new URL('../fixtures/examples/game-1.json', import.meta.url), 'utf8'),
).record;

/** The property every run must hold, whatever the input. */
function expectHandled(run: CliRun): void {
  expect([0, 2]).toContain(run.code);
  expect(run.stderr).not.toContain('internal error');
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at .*:\d+:\d+/);
  if (run.code === 2) expect(run.stderr).toMatch(/^jibe: /);
}

/** Every file under `dir` (dot folders included) with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return Object.fromEntries(
    names.map((name) => {
      const path = join(dir, name);
      return [name, statSync(path).isFile() ? createHash('sha1').update(readFileSync(path)).digest('hex') : 'folder'];
    }),
  );
}

const position: unknown = JSON.parse(
  readFileSync(new URL('../fixtures/examples/positions.json', import.meta.url), 'utf8'),
)[0].position;
const handPosition = {
  table: (position as { table: unknown[] }).table,
  hand: ['key-fire', 'core-can', 'pencil-note'],
};

const deckDir = join(tmp, 'deck');
beforeAll(() => cpSync(custom, deckDir, { recursive: true }));

describe('fuzzed input is refused with a message or accepted, never a crash', () => {
  test.prop([mutatedText(deckFile)], { numRuns: 80 })('validate-deck on a changed deck file', async (text) => {
    writeFileSync(join(deckDir, 'deck.json'), text);
    const before = readdirSync(tmp).sort();
    const run = await runCli(['validate-deck', deckDir]);
    expectHandled(run);
    expect(readdirSync(tmp).sort()).toEqual(before);
  });

  test.prop([mutatedText(recordFile)], { numRuns: 80 })('replay of a changed game record', async (text) => {
    expectHandled(await runCli(['replay', '-'], text));
  });

  test.prop([mutatedText(position)], { numRuns: 60 })('check of a changed position', async (text) => {
    expectHandled(await runCli(['check', '-'], text));
  });

  test.prop([mutatedText(handPosition)], { numRuns: 60 })('hint for a changed hand', async (text) => {
    expectHandled(await runCli(['hint', '-', '--top', '3'], text));
  });

  test.prop([mutatedText({ ...(recordFile as object), deck: deckFile })], { numRuns: 60 })(
    'replay of a record with a changed inline deck',
    async (text) => {
      expectHandled(await runCli(['replay', '-', '--json'], text));
    },
  );
});

describe('fuzzed flags are refused with a message or accepted, never a crash', () => {
  const flagsOf: Record<string, string[]> = {
    build: ['--size', '--paper', '--dpi', '--only', '--duplex', '--offset', '--deck'],
    rulebook: ['--paper', '--deck'],
    simulate: [
      '--players',
      '--bots',
      '--rounds',
      '--seed',
      '--sweep',
      '--shard',
      '--export-game',
      '--seconds-per-turn',
    ],
    hint: ['--top', '--deck'],
    'validate-deck': ['--size'],
    cards: ['--deck'],
  };
  // Each command with what keeps a run that succeeds short and inside the test's folder.
  const baseOf = (command: string): string[] =>
    ({
      build: ['build', '--only', 'key-fire', '--paper', 'a4', '--out', join(tmp, 'flag-out')],
      rulebook: ['rulebook', '--out', join(tmp, 'flag-out')],
      simulate: ['simulate', '--games', '1', '--workers', '1', '--out', join(tmp, 'flag-out')],
      hint: ['hint', '-'],
      'validate-deck': ['validate-deck', custom],
      cards: ['cards'],
    })[command]!;
  const flagValue = fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      '',
      '-1',
      '0',
      '1e309',
      'NaN',
      'Infinity',
      '1/0',
      '3/2',
      'x'.repeat(300),
    ),
    fc.constantFrom('/dev/zero', '/', 'a4,letter', 'greedy:0', 'players=2..200', 'handSize=0,1', '\u001b[2J'),
    fc.string({ maxLength: 8 }),
  );
  const run = fc
    .constantFrom(...Object.keys(flagsOf))
    .chain((command) => fc.tuple(fc.constant(command), fc.constantFrom(...flagsOf[command]!), flagValue));
  // Build and rulebook write PDFs when a value is accepted: few runs.
  test.prop([run], { numRuns: 40 })(
    'a command with one hostile flag value',
    async ([command, flag, value]) => {
      const result = await runCli([...baseOf(command), flag, value], '{"table": [], "hand": ["key-fire"]}');
      expectHandled(result);
    },
    120_000,
  );
});

describe('a fuzzed build writes only into its output folder and keeps the previous output when refused', () => {
  const out = join(tmp, 'out');
  const buildDeckDir = join(tmp, 'build-deck');
  const args = ['build', '--deck', buildDeckDir, '--out', out, '--only', 'key-fire', '--paper', 'a4'];
  let previous: Record<string, string>;
  beforeAll(async () => {
    cpSync(custom, buildDeckDir, { recursive: true });
    mkdirSync(out);
    expect((await runCli(args)).code).toBe(0);
    previous = snapshot(out);
  }, 120_000);

  // Few runs: a build that succeeds takes seconds; most changes are refused at once.
  test.prop([mutatedText(deckFile)], { numRuns: 8 })(
    'build of a changed deck file',
    async (text) => {
      writeFileSync(join(buildDeckDir, 'deck.json'), text);
      const outside = readdirSync(tmp).sort();
      const run = await runCli(args);
      expectHandled(run);
      expect(readdirSync(tmp).sort()).toEqual(outside);
      const now = snapshot(out);
      expect(Object.keys(now).filter((name) => name.startsWith('.'))).toEqual([]);
      if (run.code === 2) expect(now).toEqual(previous);
      else previous = now;
    },
    120_000,
  );
});
