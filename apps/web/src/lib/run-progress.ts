// Spec 3 section 4: the progress bar of a keyword analysis, also that of a recommendation run (the
// spec gives both the same cap and minimum). Pending, it rises by 0.5 to 3 points at random every 2
// to 5 seconds, capped at 95 %; running, it shows at least 20 % and stands still; completed or failed,
// it is full.
import {
  KEYWORD_PROGRESS_CAP,
  KEYWORD_PROGRESS_EVERY_MS,
  KEYWORD_PROGRESS_STEP,
  KEYWORD_RUNNING_MIN_PROGRESS,
  type KeywordExecutionStatus,
} from '@sightline/contracts';

const between = (range: { min: number; max: number }, unit: number) =>
  range.min + unit * (range.max - range.min);

/** The next value of a pending bar; `unit` is a random number in [0, 1). */
export const nextProgress = (current: number, unit: number) =>
  Math.min(KEYWORD_PROGRESS_CAP, current + between(KEYWORD_PROGRESS_STEP, unit));

/** The wait before the next rise; `unit` is a random number in [0, 1). */
export const progressDelay = (unit: number) => between(KEYWORD_PROGRESS_EVERY_MS, unit);

/** The value the bar shows for a status, given where it was. */
export const progressFor = (status: KeywordExecutionStatus, current: number) => {
  if (status === 'running') return Math.max(current, KEYWORD_RUNNING_MIN_PROGRESS);
  if (status === 'completed' || status === 'failed') return 100;
  return Math.min(current, KEYWORD_PROGRESS_CAP);
};

/** Only a pending bar moves on its own. */
export const isAnimated = (status: KeywordExecutionStatus) => status === 'pending';
