// Plans of the spec (per month, tax excluded). FREE is the plan after a lapsed trial.

export const PLAN_NAMES = ['FREE', 'STARTER', 'PRO', 'ADVANCE', 'ENTERPRISE'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanDefinition {
  name: PlanName;
  display_name: string;
  queries_per_month: number | null;
  price_eur: number | null;
  team_members: number | null;
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
    features: [],
  },
  STARTER: {
    name: 'STARTER',
    display_name: 'Starter',
    queries_per_month: 20,
    price_eur: 80,
    team_members: 2,
    features: ['Up to 20 queries', '2 team members', daily],
  },
  PRO: {
    name: 'PRO',
    display_name: 'Pro',
    queries_per_month: 100,
    price_eur: 245,
    team_members: 10,
    features: ['100 queries', '10 team members', daily],
  },
  ADVANCE: {
    name: 'ADVANCE',
    display_name: 'Advance',
    queries_per_month: 300,
    price_eur: 690,
    team_members: null,
    features: ['300 queries', 'Unlimited team members', daily],
  },
  ENTERPRISE: {
    name: 'ENTERPRISE',
    display_name: 'Enterprise',
    queries_per_month: null,
    price_eur: null,
    team_members: null,
    features: ['Custom queries', 'Unlimited team members', daily, 'Dedicated support'],
  },
};

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELED', 'TRIALING', 'FREE'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
