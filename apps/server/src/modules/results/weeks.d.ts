export declare const isoDay: (d: Date) => string;
export declare const weekStart: (day: string) => string;
/** Monday of every week touching [start, end], oldest first. */
export declare const weeksBetween: (start: string, end: string) => string[];
export interface DayRange {
  start: string;
  end: string;
  weeks: string[];
}
/** The requested range, or the last six weeks up to today. */
export declare const resolveRange: (now: Date, start?: string, end?: string) => DayRange;
export declare const round1: (n: number | null) => number | null;
