// The few things only a real `node bin/jibe.js` process shows: its exit codes, standard input read
// from the process, the Node version check of bin/jibe.js, the renderer's memory option set before
// resvg loads, and a stack trace only with --verbose.
// Everything else about the commands runs in-process (test/support/run-cli.ts), which is much faster.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { spawnCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-process-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the jibe process', () => {
  test('--help prints the usage and exits 0', () => {
    const run = spawnCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^jibe <command> \[options\]\n\nCommands:\n {2}jibe cards /);
    expect(run.stderr).toBe('');
  });

  test('bad input on standard input exits 2 with its message and nothing on stdout', () => {
    const fire = { card: 'core-fire', q: 0, r: 0, rotation: 0 };
    const run = spawnCli(['check', '-'], { input: JSON.stringify({ table: [fire, fire], place: fire }) });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('jibe: standard input: table[1].card: core-fire is on the table twice\n');
  });

  test('a Node without TypeScript support is refused by bin/jibe.js with exit code 2', () => {
    const run = spawnCli(['--help'], { nodeFlags: ['--no-experimental-strip-types'] });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `jibe: needs Node 24 or newer (this is ${process.version}); run it as \`npx jibe\` from the checkout\n`,
    );
  });

  // generator/print/renderer-memory.ts: the option is read once, when resvg loads, so it must be set
  // before. A hook in the process reports the variable at the moment resvg is asked for.
  test.each([
    ['not set', undefined, '-1'],
    ['set by the user', '250', '250'],
  ])('resvg loads with its allocator told to keep freed memory, the variable %s', (_, given, expected) => {
    const hook = `data:text/javascript,${encodeURIComponent(
      "import { registerHooks } from 'node:module';" +
        'registerHooks({ resolve(specifier, context, next) {' +
        "if (specifier === '@resvg/resvg-js') process.stderr.write('resvg with ' + process.env.MIMALLOC_PURGE_DELAY + '\\n');" +
        'return next(specifier, context); } });',
    )}`;
    const run = spawnCli(['validate-deck', 'decks/classic'], {
      nodeFlags: ['--import', hook],
      env: { MIMALLOC_PURGE_DELAY: given },
    });
    expect(run.code).toBe(0);
    // Asked for by each module that imports it: every time with the same value.
    expect(new Set(run.stderr.trimEnd().split('\n'))).toEqual(new Set([`resvg with ${expected}`]));
  });

  // A folder where a JSON file is expected was once an internal error (exit 1, EISDIR); issue 16.
  test('a folder given as input exits 2 naming it, with no stack even with --verbose', () => {
    const run = spawnCli(['check', tmp, '--verbose']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`jibe: ${tmp}: is a folder, not a file\n`);
  });
});
