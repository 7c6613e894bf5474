import type { EngineCitation, EngineRequest } from '../types.ts';
import { type Random } from './prng.ts';
/** A question about the brand itself: it names the brand and asks nothing comparative. */
export declare function isBrandQuestion(prompt: string, project: EngineRequest['project']): boolean;
export type Accuracy = 'correct' | 'partial' | 'wrong';
export interface AccuracyAnswer {
  accuracy: Accuracy;
  text: string;
  citations: EngineCitation[];
}
/**
 * Prose about the brand from the only facts the sandbox has: its name, label, domain and
 * location. Sometimes right, sometimes vague, sometimes wrong, as engines are.
 */
export declare function writeAccuracyAnswer(req: EngineRequest, rng: Random): AccuracyAnswer;
