// The bounds of every request value, written once and used by every contract: text without NUL and
// with a length, ids within their database column, calendar days within a year window, date ranges
// within a maximum span, and repeated filters within a count. Beyond them a request is a 400 with
// one of these messages, before it reaches SQL or sizes a loop.

import { dayStart, daysBetween, isoDay } from './days.ts';
import { z } from './zod-setup.ts';

/** Largest id of a PostgreSQL `serial` (int4) column. */
export const ROW_ID_MAX = 2_147_483_647;
/** Largest id of a `bigserial` (int8) column that a JSON number still holds exactly. */
export const BIG_ROW_ID_MAX = Number.MAX_SAFE_INTEGER;
/** Calendar days a request may name: this year window, both years included. */
const DATE_MIN_YEAR = 2000;
const DATE_MAX_YEAR = 2100;
/** Longest date range a read may cover, both ends included: two years. */
export const DATE_RANGE_MAX_DAYS = 731;
/** Values one repeated filter (providers, entities, tags) may carry, and the length of each. */
export const FILTER_VALUES_MAX = 50;
export const FILTER_VALUE_MAX_CHARS = 300;

export const inputMessages = {
  nul: 'Text must not contain NUL characters',
  illFormed: 'Text must be well-formed Unicode (it holds half of a surrogate pair)',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidId: (max: number) => `Must be a whole number id from 1 to ${max}`,
  invalidRef: 'Must be an id or a uuid',
  tooMany: (max: number) => `At most ${max} values are allowed`,
} as const;

export const dateRangeMessages = {
  invalidDate: 'Dates must be in YYYY-MM-DD format',
  outOfRange: `Dates must be between ${DATE_MIN_YEAR}-01-01 and ${DATE_MAX_YEAR}-12-31`,
  startAfterEnd: 'The start date must not be after the end date',
  tooLong: `A date range can cover at most ${DATE_RANGE_MAX_DAYS} days (two years)`,
  bothOrNeither: 'Give both start_date and end_date, or neither',
} as const;

const noNul = (s: string) => !s.includes('\u0000');

/**
 * A string of a request. PostgreSQL text cannot hold NUL, and a lone half of a surrogate pair would
 * be stored as U+FFFD (so two different values could become one), so both are refused here for
 * every field; `message` answers a missing or non-string value (the field's "is required").
 */
export const inputString = (message?: string) =>
  z
    .string(message)
    .refine(noNul, inputMessages.nul)
    .refine((s) => s.isWellFormed(), inputMessages.illFormed);

/** Trimmed text of at most `max` characters. */
export const text = (max: number, tooLong = inputMessages.tooLong(max)) =>
  inputString().trim().max(max, tooLong);

/** Trimmed, non-empty text of at most `max` characters; `message` answers a missing or empty value. */
export const requiredText = (message: string, max = 2000, tooLong = inputMessages.tooLong(max)) =>
  inputString(message).trim().min(1, message).max(max, tooLong);

const idOf = (max: number) => {
  const message = inputMessages.invalidId(max);
  return z.number(message).int(message).min(1, message).max(max, message);
};

/** The id of a `serial` row in a JSON body. */
export const RowIdSchema = idOf(ROW_ID_MAX);
/** The id of a `bigserial` row (notifications) in a JSON body. */
export const BigRowIdSchema = idOf(BIG_ROW_ID_MAX);

const rowIdText = z
  .string(inputMessages.invalidId(ROW_ID_MAX))
  .regex(/^\d{1,10}$/, inputMessages.invalidId(ROW_ID_MAX));

/** The id of a `serial` row written in a path or a query string, as a number. */
export const RowIdParamSchema = rowIdText.transform(Number).pipe(RowIdSchema);

/** A row named by its uuid or by its integer id, kept as text (repos tell them apart by the dash). */
export const RowRefSchema = z.union(
  [z.uuid(), rowIdText.refine((id) => RowIdSchema.safeParse(Number(id)).success)],
  inputMessages.invalidRef,
);

/** A YYYY-MM-DD calendar day within the year window. */
export const IsoDaySchema = z
  .string(dateRangeMessages.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateRangeMessages.invalidDate)
  .refine(
    (d) => !Number.isNaN(dayStart(d).getTime()) && isoDay(dayStart(d)) === d,
    dateRangeMessages.invalidDate,
  )
  .refine((d) => {
    const year = Number(d.slice(0, 4));
    return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
  }, dateRangeMessages.outOfRange);

/** The optional start_date and end_date of a read. */
export const dateRangeShape = { start_date: IsoDaySchema.optional(), end_date: IsoDaySchema.optional() };

/** The one check of a date range (for superRefine): start not after end, and at most two years. */
export const checkDateRange = (q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
  if (!q.start_date || !q.end_date) return;
  if (q.start_date > q.end_date) {
    ctx.addIssue({ code: 'custom', message: dateRangeMessages.startAfterEnd, path: ['start_date'] });
  } else if (daysBetween(q.start_date, q.end_date) + 1 > DATE_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: dateRangeMessages.tooLong, path: ['end_date'] });
  }
};

/** The page a paged read asks for: a whole number from 1 to `max`, 1 when absent. */
export const pageParam = (message: string, max: number) =>
  z.coerce.number(message).int(message).min(1, message).max(max, message).default(1);

/** A list of at most `max` entries. */
export const list = <T extends z.ZodType>(entry: T, max: number, message?: string) =>
  z.array(entry, message).max(max, inputMessages.tooMany(max));

const filterValue = text(FILTER_VALUE_MAX_CHARS);

/**
 * A repeated query parameter: one value arrives as a string, several as an array; `split` also
 * splits each value on commas. At most FILTER_VALUES_MAX values, before and after splitting.
 */
export const repeatedFilter = (split: boolean) =>
  z
    .preprocess((v) => (typeof v === 'string' ? [v] : v), list(filterValue, FILTER_VALUES_MAX))
    .transform((values) =>
      values
        .flatMap((s) => (split ? s.split(',') : [s]))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((values) => values.length <= FILTER_VALUES_MAX, inputMessages.tooMany(FILTER_VALUES_MAX))
    .optional();
