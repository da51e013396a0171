// One deck's balance run as the Studio asks for it, with the code `jibe simulate` runs: the run's
// spec from the same flags (checked as the command checks them), and the report from the games'
// results. Pure; the games themselves are played on an edge's threads (play-runs.ts).

import type { Deck } from '../engine/index.ts';
import { aggregate, type BalanceReport } from './aggregate.ts';
import { runSpecs, type SimulateFlags } from './config.ts';
import type { RunSpec } from './play.ts';
import { type RunResult, settledResult } from './play-runs.ts';

export type { BalanceReport } from './aggregate.ts';

/** The flags of a single run, as `jibe simulate` reads them (the others have no meaning here). */
export type BalanceFlags = Pick<
  SimulateFlags,
  'players' | 'games' | 'bots' | 'rounds' | 'seed' | 'workers' | 'thinkMs'
>;

/** The spec of one deck's run, as `jibe simulate` makes it from the same flags; an InputError names a bad flag. */
export const balanceSpec = (deck: Deck, place: string, flags: BalanceFlags): RunSpec =>
  runSpecs([{ deck, place }], flags)[0]!;

/** A run's report data (report.json) from its results, through JSON as every road to a report takes them. */
export function balanceReport(spec: RunSpec, result: RunResult, secondsPerTurn?: number): BalanceReport {
  const { summaries, tally } = settledResult(result);
  return aggregate(spec, summaries, tally, secondsPerTurn === undefined ? undefined : { secondsPerTurn });
}
