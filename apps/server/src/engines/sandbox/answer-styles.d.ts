import type { EngineCode } from '../types.ts';
import type { AnswerPlan } from './answer-plan.ts';
import type { Random } from './prng.ts';
/** Writes a ranking answer the way the given engine writes them. */
export declare function renderRankingAnswer(engine: EngineCode, plan: AnswerPlan, rng: Random): string;
