// The progress bar's value for the analysis or recommendation run shown: it animates while pending (analysis-progress.ts),
// starting again from zero for each new run.
import type { KeywordExecutionStatus } from '@sightline/contracts';
import { useEffect, useState } from 'react';
import { isAnimated, nextProgress, progressDelay, progressFor } from './run-progress.ts';

/** `run` names the run shown (its uuid and start): a new one starts the bar from zero. */
export const useRunProgress = (status: KeywordExecutionStatus | undefined, run: string) => {
  const [value, setValue] = useState({ run, value: 0 });
  const animated = status !== undefined && isAnimated(status);
  useEffect(() => {
    if (!animated) return;
    let timer: ReturnType<typeof setTimeout>;
    const rise = () => {
      timer = setTimeout(() => {
        setValue((v) => ({ run, value: nextProgress(v.run === run ? v.value : 0, Math.random()) }));
        rise();
      }, progressDelay(Math.random()));
    };
    rise();
    return () => clearTimeout(timer);
  }, [animated, run]);
  const current = value.run === run ? value.value : 0;
  return status === undefined ? 0 : progressFor(status, current);
};
