// Plans of the spec (per month, tax excluded), the catalogue the server's `plans` table is seeded
// from (a test keeps the two equal). FREE is the plan after a paid subscription has ended: read-only,
// so it never gets more than a paid plan. Limits: a number, or null for "no limit" (Advance's and
// Enterprise's members, Enterprise's executions); a null prompt figure means the default of
// DEFAULT_PROMPT_TOTAL (spec 1 section 9: "100 when a plan gives none").

export const PLAN_NAMES = ['FREE', 'STARTER', 'PRO', 'ADVANCE', 'ENTERPRISE'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Plans bought through checkout; Enterprise is agreed by mail, FREE is not sold. */
export const CHECKOUT_PLANS = ['STARTER', 'PRO', 'ADVANCE'] as const;
export type CheckoutPlanName = (typeof CHECKOUT_PLANS)[number];
export const isCheckoutPlan = (name: string): name is CheckoutPlanName =>
  (CHECKOUT_PLANS as readonly string[]).includes(name);

/** Plans that pay: the ones that keep an account writable. */
export const isPaidPlan = (name: PlanName) => name !== 'FREE';

export interface PlanDefinition {
  name: PlanName;
  display_name: string;
  queries_per_month: number | null;
  price_eur: number | null;
  team_members: number | null;
  /** Keyword explorer analyses a calendar month (UTC). */
  keyword_analyses_per_month: number | null;
  /** AI recommendation runs a calendar month (UTC). */
  recommendation_runs_per_month: number | null;
  features: string[];
}

const daily = 'Daily AI analysis and report';

export const PLANS: Record<PlanName, PlanDefinition> = {
  FREE: {
    name: 'FREE',
    display_name: 'Free',
    queries_per_month: 0,
    price_eur: 0,
    team_members: 0,
    keyword_analyses_per_month: 0,
    recommendation_runs_per_month: 0,
    features: [],
  },
  STARTER: {
    name: 'STARTER',
    display_name: 'Starter',
    queries_per_month: 20,
    price_eur: 80,
    team_members: 2,
    keyword_analyses_per_month: 10,
    recommendation_runs_per_month: 10,
    features: ['Up to 20 queries', '2 team members', daily],
  },
  PRO: {
    name: 'PRO',
    display_name: 'Pro',
    queries_per_month: 100,
    price_eur: 245,
    team_members: 10,
    keyword_analyses_per_month: 50,
    recommendation_runs_per_month: 50,
    features: ['100 queries', '10 team members', daily],
  },
  ADVANCE: {
    name: 'ADVANCE',
    display_name: 'Advance',
    queries_per_month: 300,
    price_eur: 690,
    team_members: null,
    keyword_analyses_per_month: 150,
    recommendation_runs_per_month: 150,
    features: ['300 queries', 'Unlimited team members', daily],
  },
  ENTERPRISE: {
    name: 'ENTERPRISE',
    display_name: 'Enterprise',
    queries_per_month: null,
    price_eur: null,
    team_members: null,
    keyword_analyses_per_month: null,
    recommendation_runs_per_month: null,
    features: ['Custom queries', 'Unlimited team members', daily, 'Dedicated support'],
  },
};

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELED', 'TRIALING', 'FREE'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Status labels of the plans page (spec 2 section 4). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  PAST_DUE: 'Past Due',
  CANCELED: 'Canceled (ends at billing period)',
  TRIALING: 'Trial',
  FREE: 'Free',
};

/** Executions a plan counts per month; the features that run them ask the server's limit service. */
const EXECUTION_KINDS = ['keyword_analysis', 'recommendation'] as const;
export type ExecutionKind = (typeof EXECUTION_KINDS)[number];

/** A trial's allowance: the default prompt total, the spec's 10 executions, no team (premium only). */
export const TRIAL_LIMITS = {
  team_members: 0,
  keyword_analyses_per_month: 10,
  recommendation_runs_per_month: 10,
} as const;
