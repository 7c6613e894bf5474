// Days as the app counts them: UTC calendar days written YYYY-MM-DD, weeks starting on Monday.
// The roll-ups, the date filters of every screen and the trial all count with these.

export const DAY_MS = 86_400_000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The midnight (UTC) that starts a YYYY-MM-DD day; an invalid Date for anything else. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number): string =>
  isoDay(new Date(dayStart(day).getTime() + n * DAY_MS));

/** Days from `start` to `end`: 0 for the same day, negative when `end` comes first. */
export const daysBetween = (start: string, end: string): number =>
  Math.round((dayStart(end).getTime() - dayStart(start).getTime()) / DAY_MS);

/** The Monday of a day's week: weeks start on Monday, as the weekly roll-ups count them. */
export const weekStart = (day: string): string => addDays(day, -((dayStart(day).getUTCDay() + 6) % 7));

/** The `n` days ending with the day of `today`, both included: [first, last]. */
export const lastDays = (today: Date, n: number): [string, string] => {
  const end = isoDay(today);
  return [addDays(end, -(n - 1)), end];
};

/** A moment's UTC day as people read it: "3 March 2026" (mails and messages that name a date). */
export const longDay = (date: Date | string): string =>
  new Date(date).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
