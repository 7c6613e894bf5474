import { DEFAULT_PROMPT_TOTAL, type Plan, type Subscription } from '@sightline/contracts';
import type { PlanRow, SubscriptionWithUsage } from './subscription.repo.ts';

export const presentPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  display_name: row.display_name,
  queries_per_month: row.queries_per_month,
  price_eur: row.price_eur === null ? null : Number(row.price_eur),
  team_members: row.team_members,
  features: row.features,
});

export const presentSubscription = (row: SubscriptionWithUsage): Subscription => {
  const total = row.plan?.queries_per_month || DEFAULT_PROMPT_TOTAL;
  return {
    id: row.id,
    plan: row.plan ? presentPlan(row.plan) : null,
    status: row.status,
    is_trial: row.is_trial,
    is_on_trial: row.is_trial,
    trial_end_date: row.trial_end_date?.toISOString() ?? null,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    // Remaining prompts are never negative, even after a downgrade below current usage.
    remaining_queries: Math.max(0, total - row.prompts_used),
    total_queries_used: row.prompts_used,
    total_queries: total,
    is_shared: row.shared_by_name !== null,
    shared_by_name: row.shared_by_name,
  };
};
