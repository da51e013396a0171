// An interrupted `jibe rulebook`: Ctrl-C while a real process writes the rulebook leaves the
// previous rulebook whole and no temporary folder behind.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-interrupted-rulebook-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const bin = fileURLToPath(new URL('../../bin/jibe.js', import.meta.url));

test('Ctrl-C while the rulebook is written leaves the previous one whole and no temporary folder', async () => {
  // An earlier rulebook (its contents do not matter, only that they stay).
  mkdirSync(join(tmp, 'rulebook'));
  writeFileSync(join(tmp, 'rulebook', 'rulebook.html'), '<h1>the earlier rulebook</h1>');
  writeFileSync(join(tmp, 'rulebook-a4.pdf'), 'the earlier PDF');
  const before = readFileSync(join(tmp, 'rulebook', 'rulebook.html'), 'utf8');
  const pdf = readFileSync(join(tmp, 'rulebook-a4.pdf'));
  const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'rulebook', '--out', tmp, '--paper', 'a4'], { stdio: 'ignore' });
    const started = Date.now();
    const poll = setInterval(() => {
      if (existsSync(join(tmp, '.rulebook-new'))) {
        clearInterval(poll);
        child.kill('SIGINT');
      } else if (Date.now() - started > 90_000) {
        clearInterval(poll);
        child.kill('SIGKILL');
        reject(new Error('the rulebook never made its temporary folder'));
      }
    }, 2);
    child.on('exit', (code, signal) => {
      clearInterval(poll);
      resolve({ code, signal });
    });
  });
  expect(ended).toEqual({ code: null, signal: 'SIGINT' });
  expect(readdirSync(tmp).filter((name) => name.startsWith('.'))).toEqual([]);
  expect(readFileSync(join(tmp, 'rulebook', 'rulebook.html'), 'utf8')).toBe(before);
  expect(readFileSync(join(tmp, 'rulebook-a4.pdf')).equals(pdf)).toBe(true);
});
