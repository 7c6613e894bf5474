// Did a change work? A difference in differences: the targeted prompts' figure after the change date
// minus before, minus the same difference for the brand's untargeted prompts over the same dates
// (which carries what moved for every prompt: engine updates, seasons). Pure.
import {
  addDays,
  type DidMetric,
  EFFECT_MIN_ANSWERS,
  EFFECT_WINDOW_DAYS,
  type EffectEstimate,
  normalQuantile,
  studentTQuantile,
  weekStart,
} from '@sightline/contracts';

/** One answer of a brand's prompt: whether it counts as a success (mentioned, or correct) and the brand's place. */
export interface EffectObservation {
  targeted: boolean;
  day: string;
  success: boolean;
  position: number | null;
}

type Group = 'targeted_before' | 'targeted_after' | 'untargeted_before' | 'untargeted_after';
const GROUPS: readonly Group[] = [
  'targeted_before',
  'targeted_after',
  'untargeted_before',
  'untargeted_after',
];
/** Sign of each group in the difference in differences. */
const SIGN: Record<Group, number> = {
  targeted_after: 1,
  targeted_before: -1,
  untargeted_after: -1,
  untargeted_before: 1,
};

const Z95 = normalQuantile(0.975);

const groupOf = (o: EffectObservation, changeDay: string): Group =>
  `${o.targeted ? 'targeted' : 'untargeted'}_${o.day < changeDay ? 'before' : 'after'}`;

const emptyMetric = (n: DidMetric['n']): DidMetric => ({
  targeted_before: null,
  targeted_after: null,
  untargeted_before: null,
  untargeted_after: null,
  n,
  effect: null,
  low: null,
  high: null,
});

/**
 * Difference in differences of a share with its 95 % interval. The variance of each group's share
 * uses the Agresti-Caffo adjustment (one success and one failure added), which keeps the interval
 * honest at 0 of n or n of n, where the plain p(1-p)/n is zero.
 */
export const rateDid = (groups: Record<Group, boolean[]>): DidMetric => {
  const n = Object.fromEntries(GROUPS.map((g) => [g, groups[g].length])) as DidMetric['n'];
  if (GROUPS.some((g) => n[g] === 0)) return emptyMetric(n);
  const share = (g: Group) => groups[g].filter(Boolean).length / n[g];
  const effect = GROUPS.reduce((s, g) => s + SIGN[g] * share(g), 0);
  const variance = GROUPS.reduce((s, g) => {
    const adjusted = (groups[g].filter(Boolean).length + 1) / (n[g] + 2);
    return s + (adjusted * (1 - adjusted)) / (n[g] + 2);
  }, 0);
  const half = Z95 * Math.sqrt(variance);
  return {
    targeted_before: share('targeted_before'),
    targeted_after: share('targeted_after'),
    untargeted_before: share('untargeted_before'),
    untargeted_after: share('untargeted_after'),
    n,
    effect,
    low: effect - half,
    high: effect + half,
  };
};

/**
 * Difference in differences of a mean (the brand's position) with a Welch interval: the four groups'
 * variances summed, Student's t at the Welch-Satterthwaite degrees of freedom. Needs two values in
 * each group.
 */
export const meanDid = (groups: Record<Group, number[]>): DidMetric => {
  const n = Object.fromEntries(GROUPS.map((g) => [g, groups[g].length])) as DidMetric['n'];
  if (GROUPS.some((g) => n[g] < 2)) return emptyMetric(n);
  const stats = Object.fromEntries(
    GROUPS.map((g) => {
      const values = groups[g];
      const m = values.reduce((s, v) => s + v, 0) / values.length;
      const v = values.reduce((s, x) => s + (x - m) ** 2, 0) / (values.length - 1);
      return [g, { mean: m, term: v / values.length, df: values.length - 1 }];
    }),
  ) as Record<Group, { mean: number; term: number; df: number }>;
  const effect = GROUPS.reduce((s, g) => s + SIGN[g] * stats[g].mean, 0);
  const variance = GROUPS.reduce((s, g) => s + stats[g].term, 0);
  const denominator = GROUPS.reduce((s, g) => s + stats[g].term ** 2 / stats[g].df, 0);
  // Identical values everywhere: no spread, the effect is exact.
  const half =
    variance === 0 ? 0 : studentTQuantile(0.975, (variance * variance) / denominator) * Math.sqrt(variance);
  return {
    targeted_before: stats.targeted_before.mean,
    targeted_after: stats.targeted_after.mean,
    untargeted_before: stats.untargeted_before.mean,
    untargeted_after: stats.untargeted_after.mean,
    n,
    effect,
    low: effect - half,
    high: effect + half,
  };
};

/** The window of days an estimate reads around a change date. */
export const effectWindow = (changeDay: string) => ({
  from: addDays(changeDay, -EFFECT_WINDOW_DAYS),
  to: addDays(changeDay, EFFECT_WINDOW_DAYS - 1),
});

/**
 * The estimate of a change on `changeDay` from the answers of the brand's prompts of one kind in
 * the window around it. "Too early to tell" until every group has EFFECT_MIN_ANSWERS answers.
 */
export const estimateEffect = (
  changeDay: string,
  observations: readonly EffectObservation[],
  rateKind: EffectEstimate['rate_kind'],
): EffectEstimate => {
  const { from, to } = effectWindow(changeDay);
  const inWindow = observations.filter((o) => o.day >= from && o.day <= to);
  const bySuccess = Object.fromEntries(GROUPS.map((g) => [g, [] as boolean[]])) as Record<Group, boolean[]>;
  const byPosition = Object.fromEntries(GROUPS.map((g) => [g, [] as number[]])) as Record<Group, number[]>;
  for (const o of inWindow) {
    const g = groupOf(o, changeDay);
    bySuccess[g].push(o.success);
    if (o.position !== null) byPosition[g].push(o.position);
  }
  const rate = rateDid(bySuccess);
  const hasControl = observations.some((o) => !o.targeted);
  const enough = GROUPS.every((g) => rate.n[g] >= EFFECT_MIN_ANSWERS);
  const status = !hasControl ? 'no_control' : enough ? 'estimated' : 'too_early';
  const hide = (m: DidMetric): DidMetric =>
    status === 'estimated' ? m : { ...m, effect: null, low: null, high: null };
  const weeks = new Map<string, { t: boolean[]; u: boolean[] }>();
  for (let day = weekStart(from); day <= to; day = addDays(day, 7)) weeks.set(day, { t: [], u: [] });
  for (const o of inWindow) weeks.get(weekStart(o.day))?.[o.targeted ? 't' : 'u'].push(o.success);
  const share = (xs: boolean[]) => (xs.length === 0 ? null : xs.filter(Boolean).length / xs.length);
  return {
    status,
    change_date: changeDay,
    window_days: EFFECT_WINDOW_DAYS,
    min_answers: EFFECT_MIN_ANSWERS,
    rate: hide(rate),
    rate_kind: rateKind,
    position: rateKind === 'mention_rate' ? hide(meanDid(byPosition)) : null,
    timeline: [...weeks.entries()].map(([week, g]) => ({
      week,
      targeted: share(g.t),
      untargeted: share(g.u),
    })),
  };
};
