/**
 * A user's correction of an answer's reading, applied over the analyzer's: the analysis keeps its
 * ranking of other names and its spans (the evidence), and takes the brand's mention and position
 * from the correction.
 */
import type { CorrectionKind } from '@sightline/contracts';
import type { AnswerAnalysis } from './analyze-answer.ts';

export interface Correction {
  kind: CorrectionKind;
  /** The right position: set for a wrong position, optional for a missed mention. */
  position: number | null;
}

export function applyCorrection(analysis: AnswerAnalysis, correction: Correction | null): AnswerAnalysis {
  if (!correction) return analysis;
  if (correction.kind === 'NOT_MY_BRAND')
    return { ...analysis, mention: 'absent', mentioned: false, position: null };
  const position = correction.position;
  return {
    ...analysis,
    mention: position === null ? 'mentioned' : 'recommended',
    mentioned: true,
    position,
  };
}
