// Statistics for the balance report: summaries of samples, intervals and tests. Normal
// approximations throughout: a report runs thousands of games, where they are accurate.

export interface Summary {
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1); 0 for fewer than two values. */
  sd: number;
  min: number;
  p5: number;
  p25: number;
  median: number;
  p75: number;
  p95: number;
  max: number;
}

/** The level every test of the report is held to, after Holm's correction within its question. */
export const ALPHA = 0.05;

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;

export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return xs.reduce((sum, x) => sum + (x - m) * (x - m), 0) / (xs.length - 1);
}

/** The q-quantile of sorted values, interpolating linearly between neighbours (the common "type 7"). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export function summarise(xs: readonly number[]): Summary {
  const s = xs.slice().sort((a, b) => a - b);
  return {
    n: s.length,
    mean: mean(s),
    sd: Math.sqrt(variance(s)),
    min: s[0] ?? 0,
    p5: quantile(s, 0.05),
    p25: quantile(s, 0.25),
    median: quantile(s, 0.5),
    p75: quantile(s, 0.75),
    p95: quantile(s, 0.95),
    max: s[s.length - 1] ?? 0,
  };
}

/** Wilson score interval for a proportion of `successes` in `n` (successes may be fractional: shared wins). */
export function wilsonInterval(successes: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Error function, Abramowitz–Stegun 7.1.26 (absolute error below 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return sign * y;
}

export const normalCdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

/** Two-sided p-value of a z statistic. */
export const twoSidedP = (z: number): number =>
  Number.isFinite(z) ? Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) : 0;

/** A difference (b − a) with its 95 % interval and two-sided p-value. */
export interface Difference {
  a: number;
  b: number;
  diff: number;
  low: number;
  high: number;
  p: number;
}

function difference(a: number, b: number, se: number): Difference {
  const diff = b - a;
  if (se === 0) return { a, b, diff, low: diff, high: diff, p: diff === 0 ? 1 : 0 };
  return { a, b, diff, low: diff - Z95 * se, high: diff + Z95 * se, p: twoSidedP(diff / se) };
}

/** Two proportions from independent samples: interval from the unpooled error, p from the pooled z test. */
export function compareProportions(xa: number, na: number, xb: number, nb: number): Difference {
  const pa = xa / na;
  const pb = xb / nb;
  const pooled = (xa + xb) / (na + nb);
  const sePooled = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  const se = Math.sqrt((pa * (1 - pa)) / na + (pb * (1 - pb)) / nb);
  const d = difference(pa, pb, se);
  return { ...d, p: sePooled === 0 ? (pa === pb ? 1 : 0) : twoSidedP((pb - pa) / sePooled) };
}

/** Two means from independent samples given as count, sum and sum of squares (Welch, normal approximation). */
export function compareMeans(
  a: { count: number; points: number; squares: number },
  b: { count: number; points: number; squares: number },
): Difference {
  const stats = (t: typeof a): [number, number] => {
    const m = t.count === 0 ? 0 : t.points / t.count;
    const v = t.count < 2 ? 0 : (t.squares - t.count * m * m) / (t.count - 1);
    return [m, t.count === 0 ? 0 : Math.max(0, v) / t.count];
  };
  const [ma, va] = stats(a);
  const [mb, vb] = stats(b);
  return difference(ma, mb, Math.sqrt(va + vb));
}

/** Paired samples (the same seeds in both runs): the mean of b − a with its interval and p. */
export function comparePaired(a: readonly number[], b: readonly number[]): Difference {
  const diffs = b.map((x, i) => x - a[i]!);
  return difference(mean(a), mean(b), Math.sqrt(variance(diffs) / Math.max(1, diffs.length)));
}

/** Counts of values in equal bins from `low` to `high`; values outside go to the end bins. */
export function histogram(xs: readonly number[], low: number, high: number, bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  const width = (high - low) / bins;
  for (const x of xs) {
    const i = width === 0 ? 0 : Math.floor((x - low) / width);
    counts[Math.max(0, Math.min(bins - 1, i))]!++;
  }
  return counts;
}

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number): number =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** Holm's step-down correction for testing several rows at once: adjusted p-values, in the order given. */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/** The power the minimum detectable effect is quoted at. */
export const POWER = 0.8;

/**
 * The smallest true effect a two-sided test at level `alpha` finds with chance POWER, given the
 * standard error of the estimate: (z₁₋α/₂ + z_power) × se.
 */
export const minimumDetectable = (se: number, alpha: number): number =>
  (normalQuantile(1 - alpha / 2) + normalQuantile(POWER)) * se;

/** Solves A x = b by Gaussian elimination with partial pivoting; null when A is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[r]![k]! -= f * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The share of the variance of `y` explained by a least-squares fit on the columns `xs` with an
 * intercept (R²): 0 when nothing is explained or y does not vary.
 */
export function rSquared(xs: readonly (readonly number[])[], y: readonly number[]): number {
  const n = y.length;
  if (n < xs.length + 2) return 0;
  const my = mean(y);
  const mx = xs.map(mean);
  const k = xs.length;
  const sxx = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => xs[i]!.reduce((s, v, t) => s + (v - mx[i]!) * (xs[j]![t]! - mx[j]!), 0)),
  );
  const sxy = xs.map((col, i) => col.reduce((s, v, t) => s + (v - mx[i]!) * (y[t]! - my), 0));
  const syy = y.reduce((s, v) => s + (v - my) * (v - my), 0);
  const beta = solve(sxx, sxy);
  if (beta === null || syy === 0) return 0;
  return Math.max(0, Math.min(1, beta.reduce((s, b, i) => s + b * sxy[i]!, 0) / syy));
}
