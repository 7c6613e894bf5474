// Confidence intervals for the figures the app shows: the Wilson score interval for a share (how
// often an engine mentions the brand) and Student's t interval for a mean (a position, a rating).
// Pure maths, shared by the server (adaptive sampling) and the web (intervals beside metrics).

export interface Interval {
  low: number;
  high: number;
}

/** The usual confidence level of the app's intervals. */
const CONFIDENCE_95 = 0.95;

/**
 * Inverse of the standard normal distribution function (Acklam's rational approximation, relative
 * error below 1.2e-9), for p in (0, 1).
 */
export const normalQuantile = (p: number): number => {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1 (got ${p})`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = 0.02425;
  if (p < tail || p > 1 - tail) {
    const q = Math.sqrt(-2 * Math.log(p < tail ? p : 1 - p));
    const x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    return p < tail ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
};

/** z of a two-sided interval at this confidence (1.96 at 95 %). */
const twoSidedZ = (confidence: number) => normalQuantile(1 - (1 - confidence) / 2);

/**
 * Wilson score interval of `successes` out of `n`: unlike the textbook p ± z·se it stays inside
 * [0, 1] and is not zero-width at 0 of n or n of n, which is what small samples (3 to 8 answers per
 * prompt and engine) produce most. With no observation at all it is the whole of [0, 1].
 */
export const wilsonInterval = (successes: number, n: number, confidence = CONFIDENCE_95): Interval => {
  if (n <= 0) return { low: 0, high: 1 };
  if (successes < 0 || successes > n) throw new RangeError(`${successes} successes out of ${n}`);
  const z = twoSidedZ(confidence);
  const p = successes / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  // At 0 or n successes one bound is exactly 0 or 1; rounding must not move it.
  return {
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === n ? 1 : Math.min(1, centre + half),
  };
};

/** Width (high - low) of the Wilson interval: the figure adaptive sampling narrows. */
export const wilsonWidth = (successes: number, n: number, confidence = CONFIDENCE_95): number => {
  const { low, high } = wilsonInterval(successes, n, confidence);
  return high - low;
};

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients). */
const logGamma = (x: number): number => {
  const g = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = g[0];
  for (let i = 1; i < 9; i++) sum += g[i] / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** Continued fraction of the regularized incomplete beta function (modified Lentz). */
const betaFraction = (a: number, b: number, x: number): number => {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    for (const term of [
      (m * (b - m) * x) / ((a + m2 - 1) * (a + m2)),
      (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1)),
    ]) {
      d = 1 + term * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + term / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return h;
};

/** Regularized incomplete beta I_x(a, b). */
const incompleteBeta = (x: number, a: number, b: number): number => {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
};

/** P(T <= t) for Student's t with `df` degrees of freedom. */
export const studentTCdf = (t: number, df: number): number => {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
};

/** Inverse of Student's t distribution function, for p in (0, 1), by bisection on the CDF. */
export const studentTQuantile = (p: number, df: number): number => {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile needs 0 < p < 1 (got ${p})`);
  if (!(df > 0)) throw new RangeError(`studentTQuantile needs df > 0 (got ${df})`);
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let low = 0;
  let high = 1;
  while (studentTCdf(high, df) < p) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const mid = (low + high) / 2;
    if (studentTCdf(mid, df) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
};

/**
 * Student's t interval of the mean of `values` (mean ± t·s/√n). Null below two values: one value
 * says nothing about the spread.
 */
export const tInterval = (
  values: readonly number[],
  confidence = CONFIDENCE_95,
): (Interval & { mean: number }) | null => {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const half = studentTQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
};

// The intervals the replies carry -----------------------------------------------------------------
// Every rate or average a reply shows has two siblings: `<field>_n`, the answers behind it, and
// `<field>_ci95`, its 95 % interval as [low, high] in the field's own units (percent where the field
// is a percent, a position where it is a position), or null when there is nothing to go on.

/** A reply's 95 % interval: [low, high] in the units of the figure it belongs to, or null. */
export type Ci95 = [number, number] | null;

/** Bounds keep three decimals: finer than any figure is shown, coarse enough to compare in tests. */
const roundBound = (n: number) => Math.round(n * 1000) / 1000;

const toCi95 = (low: number, high: number, scale = 1): [number, number] => [
  roundBound(low * scale),
  roundBound(high * scale),
];

/**
 * An interval as charts and the printable report draw and write it: bounds to one decimal, the
 * precision they show positions, percents, scores and counts with (a series of hundreds of points
 * does not carry digits nobody sees). Not for rates on the 0–1 scale, shown as percents.
 */
/** A figure as shown: one decimal. */
export function round1(n: number): number;
export function round1(n: number | null): number | null;
export function round1(n: number | null): number | null {
  return n === null ? null : Math.round(n * 10) / 10;
}

export const shownCi95 = (ci: Ci95): Ci95 => ci && [round1(ci[0]), round1(ci[1])];

/**
 * Wilson interval of a rate, in the rate's units (`scale` 100 for a percent); null without answers.
 * A reply's rate with n = 0 shows no interval rather than the uninformative [0, 1].
 */
export const proportionCi95 = (successes: number, n: number, scale = 1): Ci95 => {
  if (n <= 0) return null;
  const { low, high } = wilsonInterval(successes, n);
  return toCi95(low, high, scale);
};

/**
 * Interval of a count of answers that have some property (mentions of the brand among n answers):
 * the Wilson interval of its rate, times n. It says how many of the same n answers could have
 * mentioned the brand at the rate the engines really have.
 */
export const countCi95 = (count: number, n: number): Ci95 => proportionCi95(count, n, n);

/** Count, sum and sum of squares of some values: what a roll-up row keeps of them. */
export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

/** Sample variance from moments (n - 1 in the denominator); never negative despite rounding. */
export const momentsVariance = ({ n, sum, sumSq }: Moments) =>
  n < 2 ? null : Math.max(0, (sumSq - (sum * sum) / n) / (n - 1));

const t975ByDf = new Map<number, number>();

/**
 * The two-sided 95 % t quantile, memoised: a reply computes thousands of intervals over few distinct
 * degrees of freedom, and each quantile is a bisection over the incomplete beta function. Fractional
 * degrees of freedom (Welch–Satterthwaite) are rounded down, which widens the interval a little.
 */
const t975 = (df: number) => {
  const whole = Math.max(1, Math.floor(df));
  let t = t975ByDf.get(whole);
  if (t === undefined) {
    t = studentTQuantile(1 - (1 - CONFIDENCE_95) / 2, whole);
    t975ByDf.set(whole, t);
  }
  return t;
};

/**
 * Student's t interval of a mean from its moments (mean ± t·s/√n), clamped to the values' range
 * (positions start at 1, scores end at 10); null below two values, where the spread is unknown.
 */
export const meanCi95 = (m: Moments, range: readonly [number, number] = [-Infinity, Infinity]): Ci95 => {
  const variance = momentsVariance(m);
  if (variance === null) return null;
  const mean = m.sum / m.n;
  const half = t975(m.n - 1) * Math.sqrt(variance / m.n);
  return toCi95(Math.max(range[0], mean - half), Math.min(range[1], mean + half));
};

/** A mean that enters a weighted sum: its weight and its values' moments. */
export interface WeightedMean extends Moments {
  weight: number;
}

/**
 * Interval of Σ wᵢ·meanᵢ over independent means (the LLMO score: position scores weighted by
 * adoption). Its variance is Σ wᵢ²·sᵢ²/nᵢ; the t quantile takes Welch–Satterthwaite degrees of
 * freedom (rounded down). Null when any part with a weight has fewer than two values (its spread is unknown).
 */
export const weightedMeanCi95 = (
  parts: readonly WeightedMean[],
  range: readonly [number, number] = [-Infinity, Infinity],
): Ci95 => {
  const used = parts.filter((p) => p.weight !== 0);
  if (!used.length) return null;
  let estimate = 0;
  let variance = 0;
  let dfDenominator = 0;
  for (const p of used) {
    const s2 = momentsVariance(p);
    if (s2 === null) return null;
    const v = (p.weight * p.weight * s2) / p.n;
    estimate += (p.weight * p.sum) / p.n;
    variance += v;
    dfDenominator += (v * v) / (p.n - 1);
  }
  if (variance === 0) return toCi95(estimate, estimate);
  const df = (variance * variance) / dfDenominator;
  const half = t975(df) * Math.sqrt(variance);
  return toCi95(Math.max(range[0], estimate - half), Math.min(range[1], estimate + half));
};

/** Whether two intervals share a point; an unknown interval overlaps everything. */
export const intervalsOverlap = (a: Ci95, b: Ci95) =>
  a === null || b === null || (a[0] <= b[1] && b[0] <= a[1]);

/**
 * A trend is shown only when the two periods' intervals do not overlap; otherwise the change is
 * within noise (and so is any change where one period has no interval).
 */
export const trendSignificant = (previous: Ci95, current: Ci95) => !intervalsOverlap(previous, current);

/** Below this many answers a figure is marked as a small sample. */
export const SMALL_SAMPLE_N = 20;
