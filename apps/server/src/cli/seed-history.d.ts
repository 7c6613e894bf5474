import type { AppContext } from '../context.ts';
import type { ManualClock } from '../lib/clock.ts';
export declare const runExecutionsAt: (
  ctx: AppContext,
  clock: ManualClock,
  project: {
    id: number;
    ai_engines: string[];
  },
  moments: Date[],
  onProgress?: (done: number, total: number) => void,
) => Promise<void>;
