import { z } from 'zod';
import { PLAN_NAMES, SUBSCRIPTION_STATUSES } from './plans.ts';

export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  display_name: z.string(),
  queries_per_month: z.number().int().nullable(),
  price_eur: z.number().nullable(),
  team_members: z.number().int().nullable(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  plan: PlanSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_trial: z.boolean(),
  is_on_trial: z.boolean(),
  trial_end_date: z.string().nullable(),
  current_period_end: z.string().nullable(),
  remaining_queries: z.number().int(),
  total_queries_used: z.number().int(),
  total_queries: z.number().int(),
  is_shared: z.boolean(),
  shared_by_name: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
