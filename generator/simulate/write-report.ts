// Writing a balance report folder: report.md, report.json and the charts. The only file output of
// the simulator; everything before it works on values.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Chart } from './report-charts.ts';

export interface ReportFiles {
  markdown: string;
  json: unknown;
  charts: readonly Chart[];
}

/** Writes the files into `dir` (created if missing) and returns the paths written. */
export function writeReport(dir: string, files: ReportFiles): string[] {
  mkdirSync(dir, { recursive: true });
  const written: [string, string][] = [
    ['report.md', files.markdown],
    ['report.json', `${JSON.stringify(files.json, null, 2)}\n`],
    ...files.charts.map((c): [string, string] => [c.file, c.svg]),
  ];
  for (const [name, text] of written) writeFileSync(join(dir, name), text);
  return written.map(([name]) => join(dir, name));
}
