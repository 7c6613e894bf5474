// The analyzer's published accuracy (written by `npm run accuracy:release` into
// published-accuracy.ts) and the sentence the "How is it calculated?" texts quote it in.
import { ENGINE_LABELS, type EngineCode } from './engines.ts';

export interface PublishedAccuracy {
  analyzerVersion: string;
  /** Day of the release (YYYY-MM-DD). */
  date: string;
  /** Figures on held-out splits only: answers the analyzer was never tuned on. */
  heldOut: Array<{
    set: string;
    answers: number;
    exactPosition: number;
    mentionF1: number;
    byEngine: Array<{ engine: string; exactPosition: number }>;
  }>;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}\u00a0%`;
const engineLabel = (engine: string) => ENGINE_LABELS[engine as EngineCode] ?? engine;

/** How far positions and mentions can be trusted, in a marketer's words, from the published figures. */
export function analyzerAccuracyText({ analyzerVersion, date, heldOut }: PublishedAccuracy): string {
  const intro = `Positions and mentions are read from each answer by Sightline’s analyzer (version ${analyzerVersion}).`;
  if (heldOut.length === 0) return intro;
  const figures = heldOut.map(
    (s) =>
      `on ${s.answers} real answers it was never tuned on (${s.set}) it gives ${percent(s.exactPosition)} of brands exactly the right position (${s.byEngine
        .map((e) => `${engineLabel(e.engine)} ${percent(e.exactPosition)}`)
        .join(', ')}) and finds whether a brand is named with an F1 score of ${s.mentionF1.toFixed(3)}`,
  );
  return `${intro} Measured on ${date}: ${figures.join('; ')}.`;
}
