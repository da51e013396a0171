// runCli, the command line in-process: help and errors through the given writers, exit codes as
// numbers, nothing written to the process's own streams; and the cheap flag definitions agree with
// the libraries they stand in for.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { DEFAULT_DECK_DIR } from '../../generator/deck-fs.ts';
import { DEFAULT_SIZE_NAME, DUPLEX_CHOICES } from '../../cli/commands/index.ts';
import { deckOption } from '../../cli/commands/options.ts';
import { DUPLEX_MODES } from '../../generator/print/build-options.ts';
import { DEFAULT_SIZE } from '../../draw/card-size.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-run-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('runCli', () => {
  test('--help goes to the given stdout, ends with a newline and gives 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^jibe <command> \[options\]\n\nCommands:\n/);
    for (const name of ['cards', 'check', 'replay', 'validate-deck', 'schema', 'build', 'simulate', 'hint', 'rulebook'])
      expect(run.stdout).toContain(`  jibe ${name}`);
    expect(run.stdout).toMatch(/[^\n]\n$/);
    expect(run.stderr).toBe('');
  });

  test("a command's --help lists its flags and runs nothing", async () => {
    const run = await runCli(['cards', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--json');
    expect(run.stdout).toContain('[default: decks/classic]');
    expect(run.stdout).not.toContain('key-fire');
  });

  test('no command is an input error', async () => {
    expect(await runCli([])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'jibe: arguments: Name a command (see --help).\n',
    });
  });

  test('a folder given as input is an input error naming it (it was an internal error)', async () => {
    expect(await runCli(['check', tmp])).toEqual({
      code: 2,
      stdout: '',
      stderr: `jibe: ${tmp}: is a folder, not a file\n`,
    });
  });

  test("writes nothing to the process's own streams and leaves its exit code alone", async () => {
    const out = vi.spyOn(process.stdout, 'write');
    const err = vi.spyOn(process.stderr, 'write');
    try {
      const runs = [
        await runCli(['cards']),
        await runCli(['schema']),
        await runCli(['--help']),
        await runCli(['nope']),
      ];
      expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 2]);
      expect(out).not.toHaveBeenCalled();
      expect(err).not.toHaveBeenCalled();
      expect(process.exitCode).toBeUndefined();
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});

describe('the flag definitions, kept cheap to load, agree with the libraries', () => {
  test('--deck defaults to the classic deck of deck-fs.ts', () => {
    expect(deckOption.default).toBe(DEFAULT_DECK_DIR);
  });

  test("build's --duplex choices and --size default", () => {
    expect(DUPLEX_CHOICES).toEqual(DUPLEX_MODES);
    expect(DEFAULT_SIZE_NAME).toBe(DEFAULT_SIZE);
  });
});
