import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

const files = readdirSync('engine', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'));

// That the engine also type-checks alone, with neither Node nor DOM types (engine/tsconfig.json), is
// checked once per `npm test` by `npm run typecheck`, which runs that tsc among its checks.
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
});
