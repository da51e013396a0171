// Writing a balance report folder: report.md, report.json and the charts. The only file output of
// the simulator; everything before it works on values.

import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Chart } from './report-charts.ts';

export interface ReportFiles {
  markdown: string;
  json: unknown;
  charts: readonly Chart[];
}

/**
 * Writes the files into `dir` (created if missing) and returns the paths written. Every file is
 * written under a temporary name first and renamed only once all are on disk, so a failed write
 * (a full disk) leaves the previous report as it was rather than half of a new one. The folder
 * itself is not swapped: `--out` may name a folder that holds other files.
 */
export function writeReport(dir: string, files: ReportFiles): string[] {
  mkdirSync(dir, { recursive: true });
  const written: [string, string][] = [
    ['report.md', files.markdown],
    ['report.json', `${JSON.stringify(files.json, null, 2)}\n`],
    ...files.charts.map((c): [string, string] => [c.file, c.svg]),
  ];
  const temporary = (name: string): string => join(dir, `.${name}.new`);
  try {
    for (const [name, text] of written) writeFileSync(temporary(name), text);
  } catch (error) {
    for (const [name] of written) rmSync(temporary(name), { force: true });
    throw error;
  }
  for (const [name] of written) renameSync(temporary(name), join(dir, name));
  return written.map(([name]) => join(dir, name));
}
