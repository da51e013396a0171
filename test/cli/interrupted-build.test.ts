// An interrupted `jibe build`: Ctrl-C (SIGINT) or SIGTERM while a real process builds leaves the
// previous output as it was and no temporary folder; folders left by a killed run (SIGKILL gives no
// chance to clean up) are removed by the next build, and a folder another running build writes is not.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-interrupted-build-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const deck = fileURLToPath(new URL('../fixtures/custom-deck/', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/jibe.js', import.meta.url));
const out = join(tmp, 'out');
const args = ['build', '--deck', deck, '--out', out, '--only', 'key-fire', '--paper', 'a4'];

/** Every file under `dir` with a hash of its bytes, so a changed or missing file shows. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false }).sort();
  return Object.fromEntries(
    files.flatMap((name) => {
      const path = join(dir, name);
      try {
        return [[name, createHash('sha256').update(readFileSync(path)).digest('hex')]];
      } catch {
        return [[name, 'folder']];
      }
    }),
  );
}

const temporaries = (): string[] => readdirSync(out).filter((name) => name.startsWith('.'));

/** Runs build as a process and sends `signal` once its temporary folder exists; resolves how it ended. */
function interruptBuild(signal: NodeJS.Signals): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: 'ignore' });
    const started = Date.now();
    const poll = setInterval(() => {
      if (temporaries().some((name) => name.startsWith('.custom-building-'))) {
        clearInterval(poll);
        child.kill(signal);
      } else if (Date.now() - started > 90_000) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error('the build never made its temporary folder'));
      }
    }, 5);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      resolve({ code, signal: sig });
    });
  });
}

let before: Record<string, string>;
beforeAll(async () => {
  const run = await runCli(args);
  // The fixture's art holds a script on purpose; build says it dropped it, and succeeds.
  expect(run.code).toBe(0);
  before = snapshot(join(out, 'custom'));
  expect(Object.keys(before)).toContain('manifest.json');
}, 120_000);

describe('a build interrupted by a signal', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s leaves the previous output whole and no temporary folder',
    async (signal) => {
      const ended = await interruptBuild(signal);
      // Ended by the signal, as a process without a handler would be.
      expect(ended).toEqual({ code: null, signal });
      expect(temporaries()).toEqual([]);
      expect(snapshot(join(out, 'custom'))).toEqual(before);
    },
    180_000,
  );
});

test('the next build removes the folders of a killed run, not those of a running one', async () => {
  const dead = spawnSync('true').pid;
  const stale = [`.custom-building-${dead}-a1B2c3`, '.custom-building-Xy12Zw', `.custom-old-${dead}-q9W8e7`];
  // Process 1 always runs: this stands for another build writing at the same time; the last is
  // the folder of a deck whose id starts with "custom-building-".
  const running = ['.custom-building-1-r4T5y6', '.custom-building-x-building-99999999-a1B2c3'];
  for (const name of [...stale, ...running]) {
    mkdirSync(join(out, name, 'cards'), { recursive: true });
    writeFileSync(join(out, name, 'cards', 'half.svg'), '<svg');
  }
  const run = await runCli(args);
  expect(run.code).toBe(0);
  expect(temporaries().sort()).toEqual(running);
  expect(existsSync(join(out, 'custom', 'manifest.json'))).toBe(true);
  for (const name of running) rmSync(join(out, name), { recursive: true });
}, 120_000);
