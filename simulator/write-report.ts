// The simulator's files: a balance report folder (report.md, report.json and the charts), shard
// files, the results cache and the code stamp that keys it. Everything before it works on values.

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Writes one file through a temporary name, creating its folder. */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.new`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** A JSON file's value, or undefined when it is missing or unreadable (a cache miss, not an error). */
export function readJsonIfPresent(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A JSON file's value; a missing or broken file is an error naming it. */
export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The shard files (`shard-*.json`) of a folder, or the file itself when a file is named. */
export function shardFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => /^shard-.*\.json$/.test(f))
    .sort()
    .map((f) => join(path, f));
}

let stamp: string | undefined;

/**
 * A fingerprint of the code that plays and summarises games (every .ts file of engine/ and
 * simulator/), so cached results are never used after the rules, the bots or the summaries change.
 */
export function codeStamp(): string {
  if (stamp !== undefined) return stamp;
  const root = fileURLToPath(new URL('..', import.meta.url));
  let h = 0x811c9dc5;
  for (const dir of ['engine', 'simulator'])
    for (const f of readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const text = `${dir}/${f}\n${readFileSync(join(root, dir, f), 'utf8')}`;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    }
  stamp = (h >>> 0).toString(16).padStart(8, '0');
  return stamp;
}
