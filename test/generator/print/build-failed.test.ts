// A build that fails leaves nothing behind and nothing changed: a full disk in one step while another
// is still writing removes the temporary folder all the same, and an output folder that is a
// symbolic link to elsewhere is refused before anything is written.

import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../../generator/deck-fs.ts';
import { type BuildStep, buildDeck, writeOutput } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { InputError } from '../../../lib/input-error.ts';
import { runCli } from '../../support/run-cli.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'custom-deck');
const tempOut = (): string => mkdtempSync(join(tmpdir(), 'jibe-build-failed-'));

/** An error as the file system gives it when the disk is full while writing `path`. */
function diskFull(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path,
  });
}

describe('a build whose disk fills up', () => {
  test('fails as an input error naming --out and leaves no temporary folder, though another step wrote on', async () => {
    const out = tempOut();
    let failed!: () => void;
    const failure = new Promise<void>((resolve) => {
      failed = resolve;
    });
    let wroteAfter: 'written' | 'refused' | null = null;
    const steps: BuildStep[] = [
      {
        name: 'fills the disk',
        run: (ctx) => {
          writeOutput(ctx, 'first.txt', 'x');
          failed();
          throw diskFull(join(ctx.dir, 'cards', 'key-fire.png'));
        },
      },
      {
        // A step that goes on after the failure, as the PNG renders do on their own threads.
        name: 'writes on',
        run: async (ctx) => {
          await failure;
          await new Promise((resolve) => setImmediate(resolve));
          try {
            writeOutput(ctx, join('cards', 'late.png'), Buffer.alloc(1024));
            wroteAfter = 'written';
          } catch {
            wroteAfter = 'refused';
          }
        },
      },
    ];
    const built = buildDeck(parseBuildFlags({ deck: FIXTURE, out, only: 'key-fire', paper: 'a4' }), steps);
    const error = await built.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(`--out ${out}: the disk is full`);
    // The late step had finished before the build answered, and wrote nothing.
    expect(wroteAfter).toBe('refused');
    expect(readdirSync(out)).toEqual([]);
  });
});

describe('an output folder that is a symbolic link', () => {
  test.each([
    ['the deck folder', 'custom', undefined],
    ['the cards folder of an --only build', join('custom', 'cards'), 'key-fire'],
  ])('%s is refused with exit code 2 and nothing written through it', async (_, entry, only) => {
    const out = tempOut();
    const elsewhere = mkdtempSync(join(tmpdir(), 'jibe-elsewhere-'));
    mkdirSync(dirname(join(out, entry)), { recursive: true });
    writeFileSync(join(elsewhere, 'keep.txt'), 'mine');
    symlinkSync(elsewhere, join(out, entry), 'dir');
    const run = await runCli([
      'build',
      '--deck',
      FIXTURE,
      '--out',
      out,
      '--paper',
      'a4',
      ...(only === undefined ? [] : ['--only', only]),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--out ${out}: ${entry} is a symbolic link`);
    expect(readdirSync(elsewhere)).toEqual(['keep.txt']);
    expect(readdirSync(out).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  test('the --out folder itself may be a link: the build writes into the folder it names', async () => {
    const real = tempOut();
    const link = join(tempOut(), 'out');
    symlinkSync(real, link, 'dir');
    const run = await runCli(['build', '--deck', FIXTURE, '--out', link, '--only', 'key-fire', '--paper', 'a4']);
    expect(run.code).toBe(0);
    expect(readdirSync(join(real, 'custom', 'cards'))).toContain('key-fire.png');
  }, 120_000);
});
