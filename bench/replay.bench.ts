// Replay of long games (issue 16): `jibe replay` of a 20,000-action record as a user runs it (a new
// process, the record written to a temporary file), an endless record of 20,000 passes refused, and
// the time of one action early and late in a long game, which should not grow with the game.
// The records are made here, by test/support/long-game.ts, never kept as files.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyAction, compileRules, createGame, type GameState } from '../engine/index.ts';
import { makeLongGame, recordOf } from '../test/support/long-game.ts';
import type { BenchRow } from './run.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
/** Actions timed together at each point of the game: one action alone is below the clock's grain. */
const WINDOW = 100;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median wall milliseconds of `jibe replay FILE`, after one unmeasured run; the exit code it gave. */
function replayProcess(file: string): { ms: number; status: number | null } {
  let status: number | null = null;
  const once = (): number => {
    const begin = performance.now();
    const run = spawnSync(process.execPath, ['bin/jibe.js', 'replay', file], { cwd: ROOT, encoding: 'utf8' });
    status = run.status;
    return performance.now() - begin;
  };
  once();
  return { ms: median(Array.from({ length: RUNS }, once)), status };
}

/** Microseconds per action over WINDOW actions from each of `points`, replaying the whole game RUNS times. */
function microsPerActionAt(points: readonly number[]): number[] {
  const long = makeLongGame(Math.max(...points) + WINDOW);
  const rules = compileRules(long.deck, long.options);
  const times = points.map((): number[] => []);
  for (let run = 0; run < RUNS; run++) {
    const created = createGame(rules, { players: long.players, rounds: long.rounds, mode: 'open' });
    if (!created.ok) throw new Error(created.error[0]!.message);
    let game: GameState = created.value;
    let started = 0;
    for (const [i, action] of long.actions.entries()) {
      const at = points.indexOf(i);
      if (at >= 0) started = performance.now();
      const step = applyAction(game, action);
      if (!step.ok) throw new Error(step.error.message);
      game = step.value;
      const end = points.indexOf(i + 1 - WINDOW);
      if (end >= 0) times[end]!.push(((performance.now() - started) * 1000) / WINDOW);
    }
  }
  return times.map(median);
}

export default async (): Promise<BenchRow[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-bench-replay-'));
  try {
    const long = makeLongGame(20_000);
    const record = join(dir, 'long.json');
    writeFileSync(record, JSON.stringify(recordOf(long)));
    const endless = join(dir, 'endless.json');
    const passes = Array.from({ length: 20_000 }, () => ({ pass: true }));
    const hands = [[], []];
    writeFileSync(
      endless,
      JSON.stringify({ format: 1, players: ['A', 'B'], rounds: [{ start: 'core-fire', hands, turns: passes }] }),
    );
    const played = replayProcess(record);
    const refused = replayProcess(endless);
    if (played.status !== 0 || refused.status !== 2)
      throw new Error(`jibe replay exited with ${played.status} and ${refused.status}, not 0 and 2`);
    const points = [100, 10_000, 100_000];
    const perAction = microsPerActionAt(points);
    return [
      {
        name: `jibe replay: ${long.actions.length} actions (${long.players.length} players)`,
        value: played.ms,
        unit: 'ms',
        aim: '< 500 ms',
      },
      { name: 'jibe replay: 20,000 passes in a round, refused', value: refused.ms, unit: 'ms', aim: '< 500 ms' },
      ...points.map((point, i) => ({
        name: `engine: one action at action ${point.toLocaleString('en')}`,
        value: perAction[i]!,
        unit: 'µs',
        aim: 'the same at each point',
      })),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
