import { describe, expect, it } from 'vitest';
import { aggregate } from '../../simulator/aggregate.ts';
import { compareRuns, type RunData } from '../../simulator/compare.ts';
import { parseBots } from '../../simulator/config.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { playRuns } from '../../simulator/pool.ts';
import { classicDeck } from '../support/classic.ts';

const withPenalty = (wildPenalty: number) => ({ ...classicDeck, options: { ...classicDeck.options, wildPenalty } });

async function run(spec: RunSpec, games: number): Promise<RunData> {
  const [r] = await playRuns([spec], games, 1);
  return { report: aggregate(spec, r!.summaries, r!.tally), games: r!.summaries, tally: r!.tally };
}

describe('the joker bot keeps a Joker for a big play, so the wild penalty bites', () => {
  const spec = (bot: 'greedy' | 'joker', wildPenalty: number): RunSpec => ({
    deck: withPenalty(wildPenalty),
    players: 4,
    bots: [bot],
    rounds: 1,
    seed: 11,
  });

  it('leaves Jokers in hand where greedy never does, and the report says how often', async () => {
    const joker = await run(spec('joker', 100), 60);
    const greedy = await run(spec('greedy', 100), 60);
    expect(joker.report.designer.jokers.heldAtEnd.rate).toBeGreaterThan(0.1);
    expect(joker.report.penalties.wildShare).toBeGreaterThan(0.3);
    expect(greedy.report.designer.jokers.heldAtEnd.rate).toBeLessThan(0.02);
    expect(joker.report.answers.find((a) => a.id === 'jokers')!.answer).toMatch(
      /^\d+\.\d % of seat-rounds end with a Joker card in hand/,
    );
  });

  it('a change of wildPenalty from 0 to 100 shows in its penalty, beyond chance; for greedy it cannot', async () => {
    const row = (c: ReturnType<typeof compareRuns>) =>
      c.rows.find((r) => r.measure === 'wild penalty per seat and round')!;
    const joker = compareRuns(await run(spec('joker', 0), 60), await run(spec('joker', 100), 60));
    expect(row(joker).significant).toBe(true);
    expect(row(joker).difference.diff).toBeGreaterThan(10);
    const greedy = compareRuns(await run(spec('greedy', 0), 60), await run(spec('greedy', 100), 60));
    expect(row(greedy).difference.diff).toBeLessThan(2);
  });
});

describe('a weighted mix of bots', () => {
  it('writes the weights out as the rotation, and the report gives the mix', async () => {
    expect(parseBots('greedy:3, joker:1')).toEqual(['greedy', 'greedy', 'greedy', 'joker']);
    expect(parseBots('greedy,careful')).toEqual(['greedy', 'careful']);
    const mix: RunSpec = { deck: classicDeck, players: 4, bots: parseBots('greedy:3,joker:1'), rounds: 1, seed: 2 };
    const { report, games } = await run(mix, 8);
    expect(report.run.mix).toEqual([
      { bot: 'greedy', weight: 3 },
      { bot: 'joker', weight: 1 },
    ]);
    // Every game seats three greedy bots and one joker, the joker one seat on each game.
    expect(games.map((g) => g.bots.indexOf('joker'))).toEqual([3, 2, 1, 0, 3, 2, 1, 0]);
  });

  it('counts the legal placements a turn offers', async () => {
    const { report } = await run({ deck: classicDeck, players: 4, bots: ['greedy', 'random'], rounds: 1, seed: 2 }, 6);
    expect(report.designer.choice.turnsCounted).toBeGreaterThan(100);
    expect(report.designer.choice.legalPerTurn).toBeGreaterThan(1);
  });
});
