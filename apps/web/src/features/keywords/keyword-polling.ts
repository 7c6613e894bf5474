// Spec 3 section 4: an analysis in flight is polled immediately, then every 30 s for the first 10 polls
// and every 2 minutes afterwards, up to 30 polls; polling stops when it completes or fails, and silently
// on a polling error.
import {
  KEYWORD_POLL_FAST_COUNT,
  KEYWORD_POLL_FAST_MS,
  KEYWORD_POLL_MAX,
  KEYWORD_POLL_SLOW_MS,
  type KeywordExecution,
} from '@sightline/contracts';

/** The wait before the next poll once `done` polls have been made; null: no more polls. */
export const pollDelay = (done: number): number | null => {
  if (done === 0) return 0;
  if (done >= KEYWORD_POLL_MAX) return null;
  return done < KEYWORD_POLL_FAST_COUNT ? KEYWORD_POLL_FAST_MS : KEYWORD_POLL_SLOW_MS;
};

export const isSettled = (status: KeywordExecution['status']) =>
  status === 'completed' || status === 'failed';

export interface PollingHandlers {
  poll: () => Promise<KeywordExecution>;
  /** Every answer of a poll, settled or not. */
  onUpdate: (execution: KeywordExecution) => void;
  /** Once, when an answer says the analysis completed or failed. */
  onSettled: (execution: KeywordExecution) => void;
}

/** Starts polling on the schedule; the returned function stops it (and any poll's answer is ignored). */
export const startPolling = ({ poll, onUpdate, onSettled }: PollingHandlers): (() => void) => {
  let done = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const delay = pollDelay(done);
    if (delay === null || stopped) return;
    timer = setTimeout(async () => {
      done++;
      let execution: KeywordExecution;
      try {
        execution = await poll();
      } catch {
        return;
      }
      if (stopped) return;
      onUpdate(execution);
      if (isSettled(execution.status)) onSettled(execution);
      else next();
    }, delay);
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
};
