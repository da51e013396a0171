import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

const files = readdirSync('engine', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'));

describe('the engine is pure', () => {
  test.each(files)('engine/%s imports only the engine and zod, and touches no I/O, clock or Math.random', (file) => {
    const text = readFileSync(join('engine', file), 'utf8');
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
    for (const spec of imports) {
      if (spec === 'zod') continue;
      expect(
        resolve('engine', dirname(file), spec).startsWith(resolve('engine') + sep),
        `${spec} is outside engine/`,
      ).toBe(true);
    }
    const code = text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(code).not.toMatch(
      /\b(process|console|window|document|localStorage|indexedDB|require)\s*[.(]|Math\.random|Date\.now|new Date|performance\.now|fetch\(/,
    );
  });

  test('it type-checks with no Node or DOM types at all (engine/tsconfig.json)', () => {
    expect(() =>
      execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'engine/tsconfig.json', '--noEmit'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 60_000);
});
