// The raw text of an answer is kept for a configurable period (RETENTION_ANSWER_TEXT_DAYS), then
// removed by the daily retention job; its reading (mention, position, ranking, spans), sources and the
// figures built from them stay. Replies that carry an answer's text keep their field (empty, or null
// where it may already be null) and say when the text went.
import { longDay } from './days.ts';
import { z } from './zod-setup.ts';

/** The default period: two years, so a year-over-year comparison still reads last year's answers. */
export const RETENTION_ANSWER_TEXT_DAYS = 730;

/** Not in the spec, so optional: when the text beside it was removed under the retention policy. */
export const TextRemovedAtSchema = z
  .string()
  .nullable()
  .optional()
  .describe(
    'When the raw text of this answer was removed under the retention policy (its field is then empty); null while it is kept. Its reading, sources and figures remain.',
  );

/** Shown (and returned as an error) where an answer's removed text would be. */
export const answerTextRemoved = (removedAt: Date | string) =>
  `The text of this answer was removed on ${longDay(removedAt)} under the retention policy; its reading and figures remain.`;
