import { describe, expect, it } from 'vitest';
import { compileRules, parseRecord, replayRecord } from '../../engine/index.ts';
import { exportGame } from '../../simulator/export-game.ts';
import { setupFor, type RunSpec } from '../../simulator/play.ts';
import { simulateGame } from '../../simulator/summary.ts';
import { emptyRunTally } from '../../simulator/tally.ts';
import { classicDeck, readDeck } from '../support/classic.ts';

const specs: [string, RunSpec][] = [
  ['classic, 4 greedy, 1 round', { deck: classicDeck, players: 4, bots: ['greedy'], rounds: 1, seed: 1 }],
  [
    'classic, mixed bots, 3 rounds',
    { deck: classicDeck, players: 3, bots: ['careful', 'random', 'greedy'], rounds: 3, seed: 99 },
  ],
  [
    'options changed',
    {
      deck: {
        ...classicDeck,
        options: {
          ...classicDeck.options,
          wildScope: 'card',
          layout: 'alternating',
          coreBonus: false,
          scoring: 'rounds',
        },
      },
      players: 5,
      bots: ['greedy', 'random'],
      rounds: 2,
      seed: 3,
    },
  ],
  ['edition 2018', { deck: readDeck('edition-2018'), players: 6, bots: ['careful'], rounds: 2, seed: 8 }],
];

describe('exported games', () => {
  it.each(specs)('%s: every game, exported as a record and replayed, reproduces its scores and winners', (_, spec) => {
    const rules = compileRules(spec.deck);
    for (let i = 0; i < 12; i++) {
      const summary = simulateGame(rules, setupFor(spec, i), i, emptyRunTally(rules));
      const record = exportGame(spec, i);
      const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const replayed = replayRecord(spec.deck, parsed.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const { result, game } = replayed.value;
      expect(result.rounds.map((r) => r.players.map((p) => p.score))).toEqual(summary.rounds.map((r) => r.score));
      expect(game.results.map((r) => r.end)).toEqual(summary.rounds.map((r) => r.end));
      expect(result.totals.map((t) => t.score)).toEqual(summary.totals);
      expect(result.winners).toEqual(summary.winners.map((seat) => record.players[seat]));
    }
  });
});
