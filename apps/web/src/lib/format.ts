// Display helpers shared by the screens: positions, dates in the user's locale, provider names,
// truncation and the report estimate.
import {
  dayStart,
  ENGINE_LABELS,
  type EngineCode,
  REPORT_DEFAULT_ESTIMATE_MINUTES,
  REPORT_MINUTES_PER_PROMPT,
} from '@sightline/contracts';

/** One decimal without a trailing ".0" (positions and scores are averages); no value gives null. */
export const oneDecimal = (value: number | null | undefined): string | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : String(Math.round(value * 10) / 10);

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date in the user's locale (e.g. "22 Nov 2026"); null when missing or not a date. */
export const formatDate = (iso: string | null | undefined, locale?: string): string | null => {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : null;
};

/** Month and day only (e.g. "Nov 22"), for narrow columns of recent dates. */
export const formatDay = (iso: string | null | undefined, locale?: string): string | null => {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date) : null;
};

/** "Nov 22" for a YYYY-MM-DD day (chart labels), read as the UTC day the server counted. */
export const dayLabel = (day: string, locale?: string): string => {
  const date = dayStart(day);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
};

/** A date and time in the user's locale and time zone. */
export const formatDateTime = (iso: string | null | undefined, locale?: string): string | null => {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date)
    : null;
};

export const formatShortDateTime = (iso: string | null | undefined, locale?: string): string | null => {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : null;
};

export const providerLabel = (provider: string): string => ENGINE_LABELS[provider as EngineCode] ?? provider;

/** Cuts text at `max` characters with an ellipsis (spec: expected response at 30). */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

/** Minutes shown while a report runs: the server's estimate, else 10 per prompt, else 50. */
export const estimatedMinutes = (serverEstimate: number | null | undefined, promptCount?: number): number => {
  if (serverEstimate && serverEstimate > 0) return serverEstimate;
  return promptCount ? promptCount * REPORT_MINUTES_PER_PROMPT : REPORT_DEFAULT_ESTIMATE_MINUTES;
};
