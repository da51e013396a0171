// No function of the site is longer than a screenful or two (issue 41): a long closure hides the
// screen's rules where only a browser can test them. Functions are found by the TypeScript parser,
// so strings, comments and nested braces cannot mislead the count; a nested function counts in its
// own length and in its parent's.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The most lines a function of the site may take. */
const MOST_LINES = 150;

interface FunctionLength {
  name: string;
  lines: number;
}

/** Every function with a body in a file, named "file name" (anonymous ones by their line), with its length in lines. */
function functionLengths(file: string, text: string): FunctionLength[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const name = node.name?.getText(source) ?? `(line ${first + 1})`;
      found.push({ name: `${file} ${name}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const siteFiles = readdirSync('site/src', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join('site/src', f).split('\\').join('/'));

describe('the site has no long functions', () => {
  it('the counter sees functions of every kind, nested ones too, and counts their lines', () => {
    const text = [
      'export function outer(): void {',
      '  const inner = () => {',
      "    const s = '}}}';",
      '  };',
      '  class A { method() { return 1; } }',
      '}',
    ].join('\n');
    expect(functionLengths('x.ts', text)).toEqual([
      { name: 'x.ts outer', lines: 6 },
      { name: 'x.ts (line 2)', lines: 3 },
      { name: 'x.ts method', lines: 1 },
    ]);
  });

  it.each(siteFiles)(`%s: every function at most ${MOST_LINES} lines`, (file) => {
    for (const { name, lines } of functionLengths(file, readFileSync(file, 'utf8'))) {
      expect(lines, `${name} is ${lines} lines`).toBeLessThanOrEqual(MOST_LINES);
    }
  });
});
