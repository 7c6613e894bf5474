// What a subscription allows at a given instant: write or only read, and the limits of its plan
// (or of the trial). Pure; the limit service reads the row and applies this.
import {
  type AccountAccess,
  accountAccess,
  DEFAULT_PROMPT_TOTAL,
  type ExecutionKind,
  type ReadOnlyReason,
  TRIAL_LIMITS,
} from '@sightline/contracts';
import type { SubscriptionWithPlan } from './subscription.repo.ts';

/** A figure, or null for no limit. */
interface PlanLimits {
  prompts: number;
  members: number | null;
  executions: Record<ExecutionKind, number | null>;
}

export interface AccountState {
  access: AccountAccess;
  /** Why a read-only account is read-only: its trial ended (it never paid) or its plan did. */
  reason: ReadOnlyReason;
  limits: PlanLimits;
}

export const accountState = (sub: SubscriptionWithPlan | null, now: Date): AccountState => {
  const plan = sub?.plan ?? null;
  const access = accountAccess(sub && { ...sub, plan }, now);
  const limits: PlanLimits = plan
    ? {
        prompts: plan.queries_per_month ?? DEFAULT_PROMPT_TOTAL,
        members: plan.team_members,
        executions: {
          keyword_analysis: plan.keyword_analyses_per_month,
          recommendation: plan.recommendation_runs_per_month,
        },
      }
    : {
        prompts: DEFAULT_PROMPT_TOTAL,
        members: TRIAL_LIMITS.team_members,
        executions: {
          keyword_analysis: TRIAL_LIMITS.keyword_analyses_per_month,
          recommendation: TRIAL_LIMITS.recommendation_runs_per_month,
        },
      };
  return { access, reason: sub?.is_trial !== false && !plan ? 'trial' : 'plan', limits };
};

/** Room left under a figure (null: no limit). */
export const roomLeft = (limit: number | null, used: number) =>
  limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - used);
