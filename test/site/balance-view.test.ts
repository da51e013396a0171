import { describe, expect, test } from 'vitest';
import { buildBalanceView } from '../../site/src/lib/balance-view.ts';

const report = {
  format: 2,
  run: { games: 1000, players: 4, rounds: 4, bots: ['greedy', 'greedy', 'greedy', 'joker'], game: 'rulebook' },
  fairShare: 0.25,
  seats: [1, 2, 3, 4].map((seat) => ({ seat, win: { rate: 0.25, low: 0.22, high: 0.28 } })),
  rounds: { stalemate: { rate: 0 } },
  answers: [
    { id: 'seats', question: 'Does a seat win more often?', answer: 'No seat advantage detectable.', flagged: false },
  ],
};

describe('the balance section of a format 2 report', () => {
  test("names the rulebook's game, lists the answers and groups published sweep and compare charts", () => {
    const titles = {
      'wins-by-seat.svg': 'Win rate',
      'icon-strength.svg': 'Plays by the winner',
      'sweep-wildPenalty--sweep-minutes-per-game.svg': 'Minutes per game by wildPenalty',
      'sweep-wildPenalty--sweep-penalty-per-round.svg': 'Penalty by wildPenalty',
      'compare-variant--compare-wins.svg': 'Win rate, both designs',
    };
    const view = buildBalanceView(report, titles, '/jibe/')!;
    expect(view.summary).toBe(
      "Bots (greedy, joker) played 1,000 games of 4 rounds (the rulebook's game, a round per player so each seat plays first once) with 4 players. 0.0 % of rounds ended in a stalemate.",
    );
    expect(view.answers).toEqual([
      { question: 'Does a seat win more often?', answer: 'No seat advantage detectable.' },
    ]);
    expect(view.charts.map((c) => c.src)).toEqual([
      '/jibe/balance/wins-by-seat.svg',
      '/jibe/balance/icon-strength.svg',
    ]);
    expect(view.studies).toEqual([
      {
        title: 'Compared with variant',
        charts: [{ src: '/jibe/balance/compare-variant--compare-wins.svg', alt: 'Win rate, both designs' }],
      },
      {
        title: 'Sweep of wildPenalty',
        charts: [
          {
            src: '/jibe/balance/sweep-wildPenalty--sweep-minutes-per-game.svg',
            alt: 'Minutes per game by wildPenalty',
          },
          { src: '/jibe/balance/sweep-wildPenalty--sweep-penalty-per-round.svg', alt: 'Penalty by wildPenalty' },
        ],
      },
    ]);
  });

  test('no sweep or comparison published: no studies', () => {
    expect(buildBalanceView(report, { 'wins-by-seat.svg': 'Win rate' }, '/')!.studies).toBeUndefined();
  });
});
