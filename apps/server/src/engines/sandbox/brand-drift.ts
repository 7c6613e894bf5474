import { DAY_MS, dayStart } from '@sightline/contracts';
import { unitFromKey } from './prng.ts';

/** Knots a week apart: visibility moves over weeks, not overnight. */
const KNOT_DAYS = 7;
/** Week-to-week persistence of the AR(1) walk; 0.75 gives swings that last a month or two. */
const PHI = 0.75;
const HISTORY = 12;

/** Days since 1970-01-01 for a YYYY-MM-DD collection day (a calendar index, not a clock). */
export function dayIndex(day: string): number {
  const t = dayStart(day).getTime();
  if (Number.isNaN(t)) throw new Error(`invalid day "${day}", expected YYYY-MM-DD`);
  return Math.floor(t / DAY_MS);
}

/**
 * A mean-reverting random walk sampled weekly: x_k = Σ φ^j ε_{k-j} over the last weeks, with
 * ε fixed by (key, week). Scaled to unit variance. Computed per knot, so any day can be
 * evaluated on its own without replaying history.
 */
function knot(key: string, k: number): number {
  let x = 0;
  for (let j = 0; j < HISTORY; j++) x += PHI ** j * (2 * unitFromKey(key, 'week', k - j) - 1);
  return x * Math.sqrt(3 * (1 - PHI ** 2));
}

/** The walk between knots, eased so daily values change smoothly. */
export function drift(key: string, day: string): number {
  const t = dayIndex(day) / KNOT_DAYS;
  const k = Math.floor(t);
  const f = t - k;
  const s = f * f * (3 - 2 * f);
  return knot(key, k) * (1 - s) + knot(key, k + 1) * s;
}

export interface PropensityKey {
  brand: string;
  engine: string;
  prompt: string;
}

/**
 * Probability that an answer recommends the brand on a day. A fixed base per (brand, engine,
 * prompt), plus a walk shared by the whole brand (a project-wide trend) and one of its own.
 * The bases follow an arcsine (U-shaped) law over [0, 1], as real visibility does: many prompt x
 * engine cells where an engine (almost) never or (almost) always names the brand, whose samples
 * agree, and fewer contested ones near one half, whose samples split and need more of them.
 */
export function brandPropensity(key: PropensityKey, day: string): number {
  const base = 0.5 - 0.5 * Math.cos(Math.PI * unitFromKey('base', key.brand, key.engine, key.prompt));
  const p =
    base +
    0.1 * drift(`brand:${key.brand}`, day) +
    0.08 * drift(`${key.brand}:${key.engine}:${key.prompt}`, day);
  return Math.min(0.95, Math.max(0.05, p));
}
