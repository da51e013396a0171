// `jibe simulate` as one function the command calls: plan, play (from the cache where it can, only
// the shard's games with --shard), then write the report folders, or read shard files and write
// the report one run would have written (--merge).

import type { Deck } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import type { SimulateFlags } from './config.ts';
import { parseShard, shardRange } from './config.ts';
import {
  exportedGames,
  makePlan,
  mergeShards,
  type Plan,
  renderPlan,
  reportFolder,
  SHARD_FORMAT,
  type ShardFile,
} from './plan.ts';
import { type RunResult, settledResult } from './play-runs.ts';
import { playRuns } from './pool.ts';
import { progressBar } from './progress.ts';
import { codeStamp, readJson, readJsonIfPresent, shardFiles, writeFileAtomic, writeReport } from './write-report.ts';

export interface SimulateRequest extends SimulateFlags {
  a: { deck: Deck; place: string };
  b?: { deck: Deck; place: string; label: [string, string] } | undefined;
  /** Shard files or folders of them to merge instead of playing. */
  merge?: readonly string[] | undefined;
  out?: string | undefined;
  json: boolean;
  /** output/ (or JIBE_OUTPUT): the deck's balance folder and the cache live under it. */
  outputRoot: string;
  /** Leave the results cache alone (read nothing, write nothing). */
  noCache?: boolean;
  join: (...parts: string[]) => string;
  stderr: { isTTY?: boolean; write: (s: string) => unknown };
}

/** FNV-1a of a text, as 8 hex digits: the cache's file names. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Plays the runs' games from..to, taking each run from the cache when the same deck, options, bots, seed and code played them. */
async function playCached(req: SimulateRequest, plan: Plan, range: { from: number; to: number }): Promise<RunResult[]> {
  const dir = req.join(req.outputRoot, '.cache', 'simulate');
  const keys = plan.specs.map((spec) => {
    const text = JSON.stringify({ spec, range, code: codeStamp() });
    return `${spec.deck.id}-${hash(text)}${hash(`${text}#`)}`;
  });
  const cached = keys.map((k) =>
    req.noCache ? undefined : (readJsonIfPresent(req.join(dir, `${k}.json`)) as RunResult | undefined),
  );
  const missing = plan.specs.flatMap((spec, i) => (cached[i] === undefined ? [{ spec, i }] : []));
  const bar = progressBar(req.stderr as NodeJS.WriteStream);
  const played =
    missing.length === 0
      ? []
      : await playRuns(
          missing.map((m) => m.spec),
          range,
          req.workers,
          bar.update,
        );
  if (missing.length > 0) bar.finish();
  missing.forEach((m, j) => {
    cached[m.i] = settledResult(played[j]!);
    if (!req.noCache) writeFileAtomic(req.join(dir, `${keys[m.i]}.json`), JSON.stringify(played[j]));
  });
  return cached as RunResult[];
}

/** Runs the command; returns what it prints. */
export async function simulate(req: SimulateRequest): Promise<string> {
  if (req.merge !== undefined && req.merge.length > 0) return merge(req);
  const plan = makePlan(req.a, req.b, req);
  const balance = req.join(req.outputRoot, req.a.deck.id, 'balance');
  if (req.shard !== undefined) {
    const { k, n } = parseShard(req.shard);
    const range = shardRange(plan.games, k, n);
    const runs = await playCached(req, plan, range);
    const file = req.join(
      req.out ?? req.join(balance, 'shards'),
      `shard-${String(k).padStart(String(n).length, '0')}-of-${n}.json`,
    );
    writeFileAtomic(
      file,
      JSON.stringify({
        format: SHARD_FORMAT,
        kind: 'jibe-simulate-shard',
        plan,
        shard: { k, n },
        runs,
      } satisfies ShardFile),
    );
    return `shard ${k} of ${n}: games ${range.from + 1}–${range.to} of ${plan.games}\nshard file: ${file}`;
  }
  const results = await playCached(req, plan, { from: 0, to: plan.games });
  const dir = req.out ?? req.join(balance, ...reportFolder(plan));
  const text = write(req, plan, results, dir, req.out === undefined ? balance : undefined);
  const exported =
    req.exportGame === undefined
      ? []
      : exportedGames(plan, req.exportGame).map(({ file, text: record }) => {
          writeFileAtomic(req.join(dir, file), record);
          return `game record: ${req.join(dir, file)}`;
        });
  return req.json ? text : [text, ...exported].join('\n');
}

/**
 * Writes the report folders. With `publish` (the deck's balance folder, when the report went to its
 * default place), a comparison's or sweep's own charts are also copied there as `<folder>--<chart>.svg`,
 * where the site's balance page finds them beside the main report's.
 */
function write(req: SimulateRequest, plan: Plan, results: readonly RunResult[], dir: string, publish?: string): string {
  const rendered = renderPlan(plan, results, dir, req.join);
  for (const f of rendered.folders) writeReport(f.sub === '' ? dir : req.join(dir, f.sub), f.files);
  const [folder] = reportFolder(plan);
  if (publish !== undefined && folder !== undefined)
    for (const chart of rendered.folders[0]!.files.charts)
      writeFileAtomic(req.join(publish, `${folder}--${chart.file}`), chart.svg);
  return req.json ? JSON.stringify(rendered.json, null, 2) : rendered.text;
}

function merge(req: SimulateRequest): string {
  const files = req.merge!.flatMap((p) => {
    const found = shardFiles(p);
    if (found.length === 0) throw new InputError('--merge', `${p}: no shard files (shard-*.json) there`);
    return found;
  });
  const { plan, results } = mergeShards(
    files.map((f) => readJson(f) as ShardFile),
    req.merge!.join(', '),
  );
  const deckId = plan.specs[0]!.deck.id;
  const balance = req.join(req.outputRoot, deckId, 'balance');
  const dir = req.out ?? req.join(balance, ...reportFolder(plan));
  return write(req, plan, results, dir, req.out === undefined ? balance : undefined);
}
