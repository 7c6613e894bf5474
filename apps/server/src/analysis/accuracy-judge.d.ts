export interface AccuracyJudgeInput {
  question: string;
  expected: string;
  answer: string;
}
/** 2 correct, 1 almost correct, 0 wrong, as the accuracy dashboards show them. */
export type AccuracyRating = 0 | 1 | 2;
export interface AccuracyVerdict {
  rating: AccuracyRating;
  /** Out of 10, one decimal. */
  score: number;
  justification: string;
}
/**
 * What the pipeline calls to rate an accuracy prompt's answer. The deterministic judge
 * below implements it; an LLM judge can implement the same contract later.
 */
export interface AccuracyJudge {
  readonly name: string;
  judge(input: AccuracyJudgeInput): Promise<AccuracyVerdict>;
}
interface NumberFact {
  text: string;
  value: number;
  unit: string;
  isYear: boolean;
}
/** Numbers with their unit or currency, tolerant of "1,000" and "1000", "$2.5 billion" and "2.5bn USD". */
export declare function extractNumbers(text: string): NumberFact[];
/** Score bands of the accuracy dashboards: 7.5 and above correct, 2.5 and above almost correct. */
export declare function ratingForScore(score: number): AccuracyRating;
/**
 * Compares the facts of the expected response (figures with their units, years, names,
 * key terms) with the answer. Missing facts lower the score in proportion to their
 * weight; a contradicted figure or year lowers it further and caps the rating at "almost".
 */
export declare function judgeAccuracy(input: AccuracyJudgeInput): AccuracyVerdict;
export declare const deterministicAccuracyJudge: AccuracyJudge;
