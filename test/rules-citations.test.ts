// Code comments cite the rules by section of docs/rules.md, the rules document in the repository;
// a citation of a section that is not there, or of a rules file that is not in the tree, fails here.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['engine', 'simulator', 'lib', 'generator', 'site/src', 'bench', 'test', 'templates'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(path);
    return /\.(ts|astro|hbs|js)$/.test(entry.name) ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sources(join(ROOT, folder)));
const sections = new Set(
  [...readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])),
);

describe('rules citations', () => {
  test('docs/rules.md has its numbered sections', () => {
    expect(sections.size).toBeGreaterThanOrEqual(9);
  });

  test('every citation names docs/rules.md and a section it has', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const where = relative(ROOT, file);
      // This file spells the old name to look for it.
      if (where !== 'test/rules-citations.test.ts' && /\bRULES\.md\b/.test(text))
        wrong.push(`${where}: cites RULES.md, which is not in the repository`);
      for (const m of text.matchAll(/docs\/rules\.md §(\d+)(?:[–-](\d+))?/g))
        for (const n of [m[1], m[2]].filter(Boolean).map(Number))
          if (!sections.has(n)) wrong.push(`${where}: cites docs/rules.md §${n}, which it does not have`);
    }
    expect(wrong).toEqual([]);
  });
});
