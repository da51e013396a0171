import { describe, expect, it } from 'vitest';
import { aggregate } from '../../simulator/aggregate.ts';
import { playRuns } from '../../simulator/pool.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { classicDeck } from '../support/classic.ts';

const spec: RunSpec = { deck: classicDeck, players: 3, bots: ['greedy', 'careful', 'random'], rounds: 2, seed: 42 };

describe('playRuns', () => {
  it('gives identical summaries and report data with 1 and 2 workers', async () => {
    const progress: number[] = [];
    const [one] = await playRuns([spec], 60, 1, (done) => progress.push(done));
    const [two] = await playRuns([spec], 60, 2);
    expect(two).toEqual(one);
    expect(aggregate(spec, two!)).toEqual(aggregate(spec, one!));
    expect(progress[progress.length - 1]).toBe(60);
  });

  it('plays two runs on the same seeds: the same bots per seat in each game', async () => {
    const other: RunSpec = { ...spec, deck: { ...classicDeck, options: { ...classicDeck.options, wildPenalty: 0 } } };
    const [a, b] = await playRuns([spec, other], 30, 2);
    expect(a!.map((g) => g.seed)).toEqual(b!.map((g) => g.seed));
    expect(a!.map((g) => g.bots)).toEqual(b!.map((g) => g.bots));
    expect(b!.every((g) => g.rounds.every((r) => r.wildPenalty.every((p) => p === 0)))).toBe(true);
  });
});
