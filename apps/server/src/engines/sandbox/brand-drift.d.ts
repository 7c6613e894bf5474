/** Days since 1970-01-01 for a YYYY-MM-DD collection day (a calendar index, not a clock). */
export declare function dayIndex(day: string): number;
/** The walk between knots, eased so daily values change smoothly. */
export declare function drift(key: string, day: string): number;
export interface PropensityKey {
  brand: string;
  engine: string;
  prompt: string;
}
/**
 * Probability that an answer recommends the brand on a day. A fixed base per (brand, engine,
 * prompt), plus a walk shared by the whole brand (a project-wide trend) and one of its own.
 */
export declare function brandPropensity(key: PropensityKey, day: string): number;
