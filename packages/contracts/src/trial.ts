// Trial, plan-label and usage rules of spec 1 section 4, shared by the side menu and the header.
import {
  DEFAULT_PROMPT_TOTAL,
  TRIAL_ENDING_SOON_DAYS,
  UPGRADE_PROMPT_REMAINING,
  USAGE_HIGH_ABOVE,
  USAGE_MEDIUM_ABOVE,
} from './constants.ts';
import { DAY_MS } from './days.ts';
import { trialMessages as t } from './messages.ts';
import { isPaidPlan, type PlanName, type SubscriptionStatus } from './plans.ts';
import type { Subscription } from './subscription.ts';

type TrialFields = Pick<Subscription, 'is_trial'> & {
  trial_end_date: string | Date | null;
  is_on_trial?: boolean;
};

export const isOnTrial = (sub: TrialFields) => Boolean(sub.is_trial || sub.is_on_trial);

/** Expired from the instant the trial ends (when no day is left), not a millisecond later. */
export const isTrialExpired = (sub: TrialFields, now: Date) =>
  isOnTrial(sub) && sub.trial_end_date !== null && new Date(sub.trial_end_date).getTime() <= now.getTime();

export const trialDaysLeft = (sub: TrialFields, now: Date) => {
  if (!sub.trial_end_date) return 0;
  return Math.max(0, Math.ceil((new Date(sub.trial_end_date).getTime() - now.getTime()) / DAY_MS));
};

export interface TrialBanner {
  title: string;
  message: string;
  level: 'expired' | 'ending' | 'active';
  daysLeft: number;
}

/** The 'Demo days' banner, or null when the user is not on a trial. */
export const trialBanner = (sub: TrialFields, now: Date): TrialBanner | null => {
  if (!isOnTrial(sub)) return null;
  const daysLeft = trialDaysLeft(sub, now);
  if (isTrialExpired(sub, now))
    return { title: t.titleEnded, message: t.expired, level: 'expired', daysLeft: 0 };
  if (daysLeft <= TRIAL_ENDING_SOON_DAYS) {
    const message = daysLeft === 1 ? t.oneDay : t.fewDays(daysLeft);
    return { title: t.titleEndingSoon, message, level: 'ending', daysLeft };
  }
  return { title: t.titleFree, message: t.manyDays(daysLeft), level: 'active', daysLeft };
};

type LabelFields = TrialFields & { is_shared: boolean; plan: { display_name: string; name: string } | null };

export const planLabel = (sub: LabelFields | null) => {
  if (!sub) return 'Free';
  const planName = sub.plan?.display_name;
  if (sub.is_shared && planName) return `Shared ${planName}`;
  if (planName) return planName;
  return isOnTrial(sub) ? 'Free Trial' : 'Free';
};

export const showUpgradePrompt = (sub: (LabelFields & { remaining_queries: number }) | null) => {
  if (!sub) return false;
  return (
    !sub.plan ||
    isOnTrial(sub) ||
    sub.remaining_queries <= UPGRADE_PROMPT_REMAINING ||
    sub.plan.name === 'STARTER' ||
    sub.plan.name === 'PRO'
  );
};

/** Premium users (spec 2 section 6): a plan, and not FREE. Subscription sharing is theirs. */
export const isPremiumPlan = (sub: { plan: { name: string } | null } | null) =>
  Boolean(sub?.plan && sub.plan.name !== 'FREE');

type AccessFields = TrialFields & {
  status: SubscriptionStatus;
  plan: { name: PlanName } | null;
  current_period_end: string | Date | null;
};

/**
 * A paid plan that still runs: active, past due (Stripe is retrying the payment) or canceled until
 * the end of the period already paid. After that, or on FREE, the account has no plan that pays.
 */
export const hasRunningPlan = (sub: AccessFields, now: Date) => {
  if (!sub.plan || !isPaidPlan(sub.plan.name)) return false;
  if (sub.status === 'CANCELED')
    return sub.current_period_end === null || new Date(sub.current_period_end).getTime() > now.getTime();
  return sub.status === 'ACTIVE' || sub.status === 'PAST_DUE' || sub.status === 'TRIALING';
};

/**
 * What an account may do: write on a running paid plan or an unexpired trial; otherwise it is
 * read-only (everything stays readable and exportable, nothing new is created, scheduled runs pause).
 */
export type AccountAccess = 'paid' | 'trial' | 'read_only';

export const accountAccess = (sub: AccessFields | null, now: Date): AccountAccess => {
  if (!sub) return 'read_only';
  if (hasRunningPlan(sub, now)) return 'paid';
  if (isOnTrial(sub) && !isTrialExpired(sub, now)) return 'trial';
  return 'read_only';
};

export interface PromptUsage {
  used: number;
  total: number;
  percent: number;
  level: 'low' | 'medium' | 'high';
}

export const promptUsage = (
  sub: { total_queries_used: number; total_queries: number } | null,
): PromptUsage => {
  const used = sub?.total_queries_used ?? 0;
  // The server resolves a plan without a figure to the default; FREE's 0 is a real 0 (spec 1 section 9).
  const total = sub ? sub.total_queries : DEFAULT_PROMPT_TOTAL;
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 100;
  const level = percent > USAGE_HIGH_ABOVE ? 'high' : percent > USAGE_MEDIUM_ABOVE ? 'medium' : 'low';
  return { used, total, percent, level };
};
