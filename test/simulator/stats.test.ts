import { describe, expect, it } from 'vitest';
import {
  compareMeans,
  comparePaired,
  compareProportions,
  erf,
  histogram,
  holm,
  mean,
  minimumDetectable,
  normalCdf,
  normalQuantile,
  quantile,
  rSquared,
  summarise,
  twoSidedP,
  variance,
  wilsonInterval,
} from '../../simulator/stats.ts';
import { niceTicks, renderBarChart } from '../../simulator/charts.ts';

describe('statistics on known inputs', () => {
  it('mean, sample variance and quantiles (linear interpolation)', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(xs)).toBe(5);
    expect(variance(xs)).toBeCloseTo(32 / 7, 12);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([7], 0.9)).toBe(7);
    expect(summarise([3, 1, 2])).toMatchObject({ n: 3, mean: 2, sd: 1, min: 1, median: 2, max: 3 });
    expect(summarise([])).toMatchObject({ n: 0, mean: 0, sd: 0 });
  });

  it.each([
    [0, 0],
    [0.5, 0.5204998778],
    [1, 0.8427007929],
    [2, 0.995322265],
    [-1, -0.8427007929],
  ])('erf(%f) = %f', (x, want) => expect(erf(x)).toBeCloseTo(want, 6));

  it('normal distribution: the 95 % point and two-sided p-values', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(0)).toBeCloseTo(1, 8);
    expect(twoSidedP(Infinity)).toBe(0);
  });

  it.each([
    [50, 100, 0.4038, 0.5962],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [250, 1000, 0.2242, 0.2778],
  ])('Wilson interval of %i in %i is %f to %f', (x, n, low, high) => {
    const [l, h] = wilsonInterval(x, n);
    expect(l).toBeCloseTo(low, 4);
    expect(h).toBeCloseTo(high, 4);
  });

  it('two proportions: 50/100 against 65/100 (pooled z = 2.146, p = 0.032)', () => {
    const d = compareProportions(50, 100, 65, 100);
    expect(d.diff).toBeCloseTo(0.15, 12);
    expect(d.p).toBeCloseTo(0.0319, 3);
    expect(d.low).toBeCloseTo(0.15 - 1.96 * Math.sqrt(0.0025 + 0.002275), 3);
  });

  it('paired samples: differences 1, 2, 3 (mean 2, se 1/√3, z = 3.46)', () => {
    const d = comparePaired([1, 2, 3], [2, 4, 6]);
    expect(d).toMatchObject({ a: 2, b: 4, diff: 2 });
    expect(d.p).toBeCloseTo(0.000532, 5);
    expect(comparePaired([1, 2], [1, 2]).p).toBe(1);
  });

  it('two means from tallies (Welch): equal means give p = 1, a shift of 2 se gives p ≈ 0.0455', () => {
    const tally = (xs: number[]) => ({
      count: xs.length,
      points: xs.reduce((a, b) => a + b, 0),
      squares: xs.reduce((a, b) => a + b * b, 0),
    });
    expect(compareMeans(tally([1, 2, 3]), tally([3, 2, 1])).p).toBeCloseTo(1, 8);
    // 50 values alternating 0 and 2: mean 1, sample variance 50/49; the same shifted by two standard errors of the difference.
    const a = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 0 : 2));
    const shift = 2 * Math.sqrt((2 * (50 / 49)) / 50);
    const d = compareMeans(tally(a), tally(a.map((x) => x + shift)));
    expect(d.diff).toBeCloseTo(shift, 9);
    expect(d.p).toBeCloseTo(0.0455, 4);
  });

  it('histogram counts, with values outside the range in the end bins', () => {
    expect(histogram([0, 1, 2, 3, 4, 5, 9, -3], 0, 6, 3)).toEqual([3, 2, 3]);
    expect(histogram([5, 5], 5, 5, 2)).toEqual([2, 0]);
  });

  it.each([
    [0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [0, 0.27, [0, 0.1, 0.2, 0.3]],
    [2150, 2960, [2000, 2200, 2400, 2600, 2800, 3000]],
  ])('axis ticks from %f to %f', (lo, hi, want) => expect(niceTicks(lo, hi)).toEqual(want));
});

describe('corrections, power and fits', () => {
  it('Holm: known adjusted p-values, in the order given, never above 1 and never decreasing with p', () => {
    // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") = 0.03 0.06 0.06 0.02
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((v, i) => expect(adjusted[i]).toBeCloseTo(v, 12));
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
    expect(holm([])).toEqual([]);
  });

  it('normal quantiles and the minimum detectable effect', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    expect(normalCdf(normalQuantile(0.3))).toBeCloseTo(0.3, 6);
    // 2.8 standard errors at α = 0.05 and 80 % power.
    expect(minimumDetectable(1, 0.05)).toBeCloseTo(2.8016, 3);
  });

  it('R² of a least-squares fit: 1 for an exact line, near 0 for noise, 0 for a constant', () => {
    const x = [1, 2, 3, 4, 5, 6];
    expect(
      rSquared(
        [x],
        x.map((v) => 3 * v + 2),
      ),
    ).toBeCloseTo(1, 12);
    // Two columns: y = x1 + 2·x2 exactly.
    const x2 = [0, 1, 0, 1, 1, 0];
    expect(
      rSquared(
        [x, x2],
        x.map((v, i) => v + 2 * x2[i]!),
      ),
    ).toBeCloseTo(1, 12);
    // y = x² on a symmetric x is uncorrelated with x.
    const s = [-2, -1, 0, 1, 2];
    expect(
      rSquared(
        [s],
        s.map((v) => v * v),
      ),
    ).toBeCloseTo(0, 12);
    expect(rSquared([x], [5, 5, 5, 5, 5, 5])).toBe(0);
  });
});

describe('bar chart labels', () => {
  const chart = (categories: string[]) =>
    renderBarChart({
      title: 't',
      categories,
      series: [{ name: 's', colour: '#000', values: categories.map(() => 1) }],
      format: String,
    });
  it('stagger over two rows only when wider than their group', () => {
    const short = chart(['a', 'b', 'c']);
    const long = chart(Array.from({ length: 12 }, (_, i) => `core-joker-${i}`));
    const height = (svg: string) => Number(/height="(\d+)"/.exec(svg)![1]);
    expect(height(long)).toBe(height(short) + 14);
    const ys = [...long.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*>core-joker-/g)].map((m) => m[1]);
    expect(new Set(ys).size).toBe(2);
  });
});
