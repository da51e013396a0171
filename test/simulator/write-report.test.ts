import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeReport } from '../../simulator/write-report.ts';

const dir = mkdtempSync(join(tmpdir(), 'jibe-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeReport', () => {
  it('writes every file, and on a failed write keeps the previous report and leaves no temporary file', () => {
    const first = writeReport(dir, {
      markdown: '# one\n',
      json: { n: 1 },
      charts: [{ file: 'a.svg', title: 'A', svg: '<svg/>' }],
    });
    expect(first.map((f) => f.slice(dir.length + 1))).toEqual(['report.md', 'report.json', 'a.svg']);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toEqual({ n: 1 });
    // A chart in a folder that does not exist cannot be written.
    expect(() =>
      writeReport(dir, {
        markdown: '# two\n',
        json: { n: 2 },
        charts: [{ file: 'missing/b.svg', title: 'B', svg: '<svg/>' }],
      }),
    ).toThrow();
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toBe('# one\n');
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toEqual({ n: 1 });
    expect(readdirSync(dir).sort()).toEqual(['a.svg', 'report.json', 'report.md']);
  });
});
