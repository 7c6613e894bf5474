import type { EngineCitation, EngineRequest } from '../types.ts';
import type { Category } from './catalogue.ts';
import { type Random } from './prng.ts';
export interface PlanItem {
  name: string;
  domain: string;
  /** The quality the answer credits it with ("a generous free tier"). */
  trait: string;
  audience: string;
  price?: string;
  isBrand: boolean;
}
/**
 * - ranked: the brand is one of the recommendations;
 * - passing: named once, outside the list;
 * - negative: named to advise against it;
 * - absent: not named.
 */
export type BrandMode = 'ranked' | 'passing' | 'negative' | 'absent';
export interface AnswerPlan {
  category: Category;
  year: string;
  items: PlanItem[];
  brandMode: BrandMode;
  /** How this answer spells the brand (name, label or an alias). */
  brandName: string;
  citations: EngineCitation[];
  searchQueries: string[];
}
/** Mostly the brand's name; sometimes its label or an alias, as engines write brands in different ways. */
export declare function brandSpelling(project: EngineRequest['project'], rng: Random): string;
/** Decides what an answer to a ranking prompt says before any engine's style writes it down. */
export declare function planRankingAnswer(req: EngineRequest, category: Category, rng: Random): AnswerPlan;
