// `npm run bench`: runs every bench/*.bench.ts (each default-exports an async function returning
// rows) and prints one table. Benchmarks measure; they never fail a build.

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepRendererMemory } from '../generator/print/renderer-memory.ts';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The aim, as text: "< 10 µs", "≥ 1000 games/s". */
  aim?: string;
}

// As `jibe` does, before any bench loads resvg: the builds measured are the builds users run.
keepRendererMemory();
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (only === undefined || f.includes(only)))
  .sort();
const rows: BenchRow[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<BenchRow[]> };
  process.stderr.write(`running ${file}...\n`);
  rows.push(...(await mod.default()));
}
const width = Math.max(10, ...rows.map((r) => r.name.length));
const format = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
process.stdout.write(`${'benchmark'.padEnd(width)}  ${'value'.padStart(10)}  unit        aim\n`);
for (const r of rows)
  process.stdout.write(
    `${r.name.padEnd(width)}  ${format(r.value).padStart(10)}  ${r.unit.padEnd(10)}  ${r.aim ?? ''}\n`,
  );
