import type { AccuracyVerdict } from '../../analysis/accuracy-judge.ts';
import type { AnswerAnalysis } from '../../analysis/analyze-answer.ts';
import type { Queryable } from '../../db/database.ts';
import type { EngineAnswer } from '../../engines/index.ts';
/** The key competitors are merged on across answers: case, spacing and punctuation folded. */
export declare const entityKey: (name: string) => string;
export declare const storeAnswer: (
  q: Queryable,
  answerId: number,
  result: EngineAnswer,
  analysis: AnswerAnalysis,
  verdict: AccuracyVerdict | null,
  now: Date,
  brandName: string,
) => Promise<void>;
