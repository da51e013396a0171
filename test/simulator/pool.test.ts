import { describe, expect, it } from 'vitest';
import { aggregate } from '../../simulator/aggregate.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { playRuns } from '../../simulator/pool.ts';
import { classicDeck } from '../support/classic.ts';

const spec: RunSpec = { deck: classicDeck, players: 3, bots: ['greedy', 'careful', 'random'], rounds: 2, seed: 42 };

describe('playRuns', () => {
  it('gives identical summaries, tallies and report data with 1 and 2 workers', async () => {
    const progress: number[] = [];
    const [one] = await playRuns([spec], 120, 1, (done) => progress.push(done));
    const [two] = await playRuns([spec], 120, 2);
    expect(two).toEqual(one);
    expect(aggregate(spec, two!.summaries, two!.tally)).toEqual(aggregate(spec, one!.summaries, one!.tally));
    expect(progress[progress.length - 1]).toBe(120);
  });

  it('plays any range of games as the whole run plays them (what a shard relies on)', async () => {
    const [whole] = await playRuns([spec], 60, 1);
    const [part] = await playRuns([spec], { from: 17, to: 41 }, 2);
    expect(part!.summaries).toEqual(whole!.summaries.slice(17, 41));
  });

  it('plays two runs on the same seeds: the same bots per seat in each game', async () => {
    const other: RunSpec = { ...spec, deck: { ...classicDeck, options: { ...classicDeck.options, wildPenalty: 0 } } };
    const [a, b] = await playRuns([spec, other], 30, 2);
    expect(a!.summaries.map((g) => g.seed)).toEqual(b!.summaries.map((g) => g.seed));
    expect(a!.summaries.map((g) => g.bots)).toEqual(b!.summaries.map((g) => g.bots));
    expect(b!.summaries.every((g) => g.rounds.every((r) => r.wildPenalty.every((p) => p === 0)))).toBe(true);
  });
});
