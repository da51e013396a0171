import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

/** Runs a checker and returns its output, so a failure shows the errors. */
function check(args: string[]): string {
  try {
    execFileSync(process.execPath, args, {
      stdio: 'pipe',
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    return '';
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || 'failed';
  }
}

test('the whole project type-checks (strict, noUncheckedIndexedAccess)', () => {
  expect(check(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'])).toBe('');
}, 120_000);

test('the site and the scorekeeper type-check (astro check)', () => {
  const out = check(['node_modules/astro/astro.js', 'check', '--root', 'site']);
  expect(out).toBe('');
}, 180_000);
