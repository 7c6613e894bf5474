import type { PlanName, SubscriptionStatus } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
export interface PlanRow {
  id: number;
  name: PlanName;
  display_name: string;
  queries_per_month: number | null;
  price_eur: string | null;
  team_members: number | null;
  features: string[];
}
export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number | null;
  status: SubscriptionStatus;
  is_trial: boolean;
  trial_end_date: Date | null;
  current_period_end: Date | null;
}
export interface SubscriptionWithUsage extends SubscriptionRow {
  plan: PlanRow | null;
  prompts_used: number;
  shared_by_name: string | null;
}
export declare const subscriptionRepo: {
  plans(q: Queryable): Promise<PlanRow[]>;
  insertTrial(q: Queryable, userId: number, trialEnd: Date): Promise<void>;
  /**
   * The subscription a user works under: their own, or one shared with them and accepted.
   * Prompt usage counts the prompts of every project the subscription owner owns.
   */
  forUser(q: Queryable, userId: number): Promise<SubscriptionWithUsage | null>;
};
