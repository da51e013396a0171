// Rates with their intervals and histograms: the shapes the report's tables and charts are made of.

import { histogram, summarise, wilsonInterval } from './stats.ts';

export interface Rate {
  /** Successes (wins: a tie shared equally among the tied seats, so possibly fractional). */
  wins: number;
  n: number;
  rate: number;
  low: number;
  high: number;
}

export interface Histogram {
  low: number;
  high: number;
  counts: number[];
}

export function rate(wins: number, n: number): Rate {
  const [low, high] = wilsonInterval(wins, n);
  return { wins, n, rate: n === 0 ? 0 : wins / n, low, high };
}

/** Equal bins from the smallest to the largest value; whole numbers over a short span get a bin each, centred on the number. */
export function histogramOf(xs: readonly number[], bins = 24): Histogram {
  const s = summarise(xs);
  if (xs.every(Number.isInteger) && s.max - s.min < 40)
    return { low: s.min - 0.5, high: s.max + 0.5, counts: histogram(xs, s.min - 0.5, s.max + 0.5, s.max - s.min + 1) };
  const high = s.max > s.min ? s.max : s.min + 1;
  return { low: s.min, high, counts: histogram(xs, s.min, high, bins) };
}
