import { describe, expect, it } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import { aggregate, rulebookRounds } from '../../simulator/aggregate.ts';
import { specFor } from '../../simulator/config.ts';
import { gameText } from '../../simulator/markdown.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { playRuns } from '../../simulator/pool.ts';
import type { GameSummary, RoundSummary } from '../../simulator/summary.ts';
import { emptyRunTally } from '../../simulator/tally.ts';
import { answersFor, iconAnswer, seatAnswer } from '../../simulator/verdicts.ts';
import { classicDeck } from '../support/classic.ts';

describe('the game simulated', () => {
  it("defaults to the rulebook's game: a round per player, each seat first once", () => {
    for (const players of [2, 3, 4, 6]) {
      const spec = specFor(classicDeck, 'classic', players, undefined, ['greedy'], 1);
      expect(spec.rounds).toBe(players);
    }
    expect(rulebookRounds(20, 14)).toBe(14);
  });

  it('says which game it simulated, and labels one-round runs', async () => {
    const rulebook = specFor(classicDeck, 'classic', 3, undefined, ['greedy'], 1);
    const oneRound = specFor(classicDeck, 'classic', 3, 1, ['greedy'], 1);
    const [a, b] = await playRuns([rulebook, oneRound], 6, 1);
    const ra = aggregate(rulebook, a!.summaries, a!.tally);
    const rb = aggregate(oneRound, b!.summaries, b!.tally);
    expect(ra.run).toMatchObject({ rounds: 3, game: 'rulebook' });
    expect(rb.run).toMatchObject({ rounds: 1, game: 'one-round' });
    expect(gameText(ra)).toContain("The rulebook's game: 3 rounds, one per player");
    expect(gameText(rb)).toContain('One-round games (--rounds 1)');
    // Every seat starts a round once in the rulebook's game.
    for (const g of a!.summaries) expect(g.rounds.map((r) => r.firstSeat).sort()).toEqual([0, 1, 2]);
  });
});

/** A game summary with only what the seat verdict reads, for a known winner. */
function fakeGame(index: number, players: number, winner: number): GameSummary {
  const zeros = new Array<number>(players).fill(0);
  const round: RoundSummary = {
    start: 'core-fire',
    firstSeat: 0,
    end: 'hand-empty',
    turns: 40,
    passes: 0,
    legal: 0,
    decisions: 0,
    stuck: 0,
    points: zeros,
    penalty: zeros,
    wildPenalty: zeros,
    score: zeros.map((_, s) => (s === winner ? 100 : 50)),
    cardsLeft: zeros,
    wildLeft: zeros,
    wildHeld: 0,
    handValue: zeros,
    handWild: zeros,
    handCores: zeros,
  };
  return {
    index,
    seed: index,
    bots: zeros.map(() => 'greedy'),
    totals: round.score,
    winners: [winner],
    rounds: [round],
    leadChanges: 0,
  };
}

/** Fake runs of `games` games whose winner is drawn with the given chances per seat (a fixed generator). */
function fakeRun(chances: readonly number[], games = 1000): ReturnType<typeof aggregate> {
  let state = 12345;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const summaries = Array.from({ length: games }, (_, i) => {
    const u = next();
    let below = 0;
    const winner = chances.findIndex((c) => {
      below += c;
      return u < below;
    });
    return fakeGame(i, chances.length, winner < 0 ? chances.length - 1 : winner);
  });
  const spec: RunSpec = { deck: classicDeck, players: chances.length, bots: ['greedy'], rounds: 1, seed: 1 };
  return aggregate(spec, summaries, emptyRunTally(compileRules(classicDeck)));
}

describe('verdicts on synthetic cases with a known answer', () => {
  it('flags a seat-biased game at the default 1000 games', () => {
    const verdict = seatAnswer(fakeRun([0.31, 0.23, 0.23, 0.23]));
    expect(verdict.flagged).toBe(true);
    expect(verdict.answer).toMatch(/^Seats differ: seat 1 wins 3\d\.\d %/);
  });

  it('does not flag an even game at 1000 games, and says what it could have found', () => {
    const report = fakeRun([0.25, 0.25, 0.25, 0.25]);
    const verdict = seatAnswer(report);
    expect(verdict.flagged).toBe(false);
    expect(verdict.answer).toMatch(
      /^No seat advantage detectable at this sample size \(1000 games\); the smallest advantage it could have detected is [\d.]+ points of win rate\.$/,
    );
    // 2.8 or so standard errors of a 25 % rate over 1000 games, at Holm's first level 0.05 / 4.
    expect(report.seatDetectable).toBeGreaterThan(0.04);
    expect(report.seatDetectable).toBeLessThan(0.05);
  });

  it('shows an icon worth far more than the others as the strongest', async () => {
    const deck = {
      ...classicDeck,
      icons: classicDeck.icons.map((i) => (i.id === 'beakers' ? { ...i, value: 400 } : i)),
    };
    const spec: RunSpec = { deck, players: 4, bots: ['greedy'], rounds: 1, seed: 7 };
    const [run] = await playRuns([spec], 150, 1);
    const report = aggregate(spec, run!.summaries, run!.tally);
    const byPoints = report.icons.slice().sort((a, b) => b.meanPoints - a.meanPoints);
    expect(byPoints[0]!.id).toBe('beakers');
    const verdict = iconAnswer(report);
    expect(verdict.flagged).toBe(true);
    expect(verdict.answer).toMatch(/^Beakers is the strongest/);
    // The same run on the real deck does not name Beakers.
    const [plain] = await playRuns([{ ...spec, deck: classicDeck }], 150, 1);
    const classic = aggregate({ ...spec, deck: classicDeck }, plain!.summaries, plain!.tally);
    expect(iconAnswer(classic).answer).not.toMatch(/^Beakers/);
  });

  it('answers every designer question in the report', async () => {
    const spec = specFor(classicDeck, 'classic', 4, 2, ['greedy'], 3);
    const [run] = await playRuns([spec], 20, 1);
    const report = aggregate(spec, run!.summaries, run!.tally, { secondsPerTurn: 30 });
    expect(answersFor(report).map((a) => a.id)).toEqual([
      'seats',
      'icons',
      'closeness',
      'luck',
      'choice',
      'length',
      'jokers',
    ]);
    expect(report.designer.length.secondsPerTurn).toBe(30);
    expect(report.designer.length.minutesPerGame.mean).toBeCloseTo(
      (report.designer.length.turnsPerGame.mean * 30) / 60,
      9,
    );
    // Legal placements are counted in one game of COUNT_EVERY (game 0 among them) when the bots do not count them.
    expect(report.designer.choice.turnsCounted).toBeGreaterThan(50);
    expect(report.designer.choice.legalPerTurn).toBeGreaterThan(1);
    expect(report.answers.find((a) => a.id === 'choice')!.answer).toMatch(
      /^A turn starts with [\d.]+ legal placements on average/,
    );
    expect(report.designer.luck.rSquared).toBeGreaterThan(0);
    expect(report.designer.luck.rSquared).toBeLessThan(1);
    // Margins are never negative, and the Joker's matches are kept out of the gold colour.
    expect(report.designer.closeness.margin.min).toBeGreaterThanOrEqual(0);
    const gold = report.colours.find((c) => c.id === 'gold')!;
    const goldIcons = report.icons.filter((i) => i.colour === 'gold' && !i.wild);
    expect(gold.matches).toBe(goldIcons.reduce((s, i) => s + i.matches, 0));
    expect(report.wildMatches.matches).toBe(report.icons.find((i) => i.wild)!.matches);
    expect(report.designer.cards).toHaveLength(80);
  });
});
