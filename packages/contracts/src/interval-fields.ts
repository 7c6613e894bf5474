// The reply fields of the intervals (issue 12): beside every rate or average `<field>`, `<field>_n`
// (the answers behind it) and `<field>_ci95` ([low, high] in the field's units, or null); beside a
// trend, whether the two periods' intervals are apart (`trend_significant`, `<x>_change_significant`);
// and on the replies that chart trends, the days an engine's served model changed.
import { z } from './zod-setup.ts';

/** [low, high] in the units of the figure it belongs to; null without data. */
export const Ci95Schema = z.tuple([z.number(), z.number()]).nullable();

const countSchema = z.number().int();
const nField = countSchema;
const ci95Field = Ci95Schema;
const seriesN = z.array(countSchema);
const seriesCi95 = z.array(Ci95Schema);
const keyedN = z.record(z.string(), z.array(countSchema));
const keyedCi95 = z.record(z.string(), z.array(Ci95Schema));

type Siblings<K extends string, N, C> = { [P in `${K}_n`]: N } & { [P in `${K}_ci95`]: C };

/** `<key>_n` and `<key>_ci95`, to spread into the object that holds `<key>`. */
export const intervalFields = <K extends string>(key: K) =>
  ({ [`${key}_n`]: nField, [`${key}_ci95`]: ci95Field }) as Siblings<K, typeof nField, typeof ci95Field>;

/** The same for a series of points (`<key>` an array): one n and one interval per point. */
export const seriesIntervalFields = <K extends string>(key: K) =>
  ({ [`${key}_n`]: seriesN, [`${key}_ci95`]: seriesCi95 }) as Siblings<K, typeof seriesN, typeof seriesCi95>;

/** The same for series keyed by name (`<key>` a record of arrays). */
export const keyedSeriesIntervalFields = <K extends string>(key: K) =>
  ({ [`${key}_n`]: keyedN, [`${key}_ci95`]: keyedCi95 }) as Siblings<K, typeof keyedN, typeof keyedCi95>;

/**
 * True when the two periods' 95 % intervals do not overlap: only then does the screen show the
 * trend's arrow; otherwise the change is within noise.
 */
export const TrendSignificantSchema = z.boolean();

/** A day from which an engine's answers came from another model than before. */
export const ModelChangeSchema = z.object({
  /** First day (YYYY-MM-DD) the new model served most of the engine's answers. */
  date: z.string(),
  engine: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ModelChange = z.infer<typeof ModelChangeSchema>;
export const ModelChangesSchema = z.array(ModelChangeSchema);
