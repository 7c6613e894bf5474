// What the plans page shows of a plan and of the user's subscription (spec 1 section 9, spec 2
// sections 2.6 and 4). Pure.
import {
  type CountedPrompt,
  DEFAULT_PROMPT_TOTAL,
  hasRunningPlan,
  isOnTrial,
  billingLabels as l,
  billingMessages as m,
  type Plan,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
} from '@sightline/contracts';

/** Plans offered on the page: everything but FREE (what a lapsed account falls back to). */
export const offeredPlans = (plans: readonly Plan[]) => plans.filter((p) => p.name !== 'FREE');

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

export const priceText = (plan: Plan) =>
  plan.price_eur === null
    ? { amount: m.customPrice, note: '' }
    : { amount: euros.format(plan.price_eur), note: m.taxExcluded };

/** "20 prompts", "Unlimited team members"; a plan without a prompt figure has the default. */
export const limitText = (figure: number | null, noun: string) =>
  figure === null ? `${l.unlimited} ${noun}` : `${figure} ${noun}`;

/** The status label of spec 2 section 4: without a plan, Free Trial on a trial, else Free. */
export const statusLabel = (sub: Subscription | null) => {
  if (!sub?.plan) return sub && isOnTrial(sub) ? 'Free Trial' : SUBSCRIPTION_STATUS_LABELS.FREE;
  return SUBSCRIPTION_STATUS_LABELS[sub.status];
};

export const statusColor = (sub: Subscription | null) => {
  if (!sub?.plan) return 'gray';
  return { ACTIVE: 'teal', PAST_DUE: 'orange', CANCELED: 'red', TRIALING: 'blue', FREE: 'gray' }[sub.status];
};

/** Manage Billing shows only when the status is ACTIVE with a plan (spec 2 section 2.6). */
export const showManageBilling = (sub: Subscription | null) => Boolean(sub?.plan && sub.status === 'ACTIVE');

/** Cancelling is offered while a paid plan runs and is not already canceled. */
export const canCancel = (sub: Subscription | null, now: Date) =>
  Boolean(sub && hasRunningPlan(sub, now) && sub.status !== 'CANCELED');

export type PlanAction = 'current' | 'choose' | 'switch' | 'contact';

/** What a plan card's button does for this subscription. */
export const planAction = (plan: Plan, sub: Subscription | null, now: Date): PlanAction => {
  if (plan.name === 'ENTERPRISE') return 'contact';
  const running = sub !== null && hasRunningPlan(sub, now);
  if (running && sub.plan?.name === plan.name && sub.status !== 'CANCELED') return 'current';
  return running ? 'switch' : 'choose';
};

/** The prompts a plan allows; a plan without a figure has the default. */
export const promptAllowance = (plan: Plan) => plan.queries_per_month ?? DEFAULT_PROMPT_TOTAL;

/**
 * The prompts over an allowance: the newest beyond it (`prompts` oldest first, as the server lists
 * them). The server keeps them all running and refuses new ones until the count fits.
 */
export const promptsOver = (allowance: number, prompts: readonly CountedPrompt[]) => prompts.slice(allowance);

/** What the subscription is, in words: "Starter (Active)", "Free Trial". */
export const subscriptionSummary = (sub: Subscription | null) =>
  sub?.plan ? `${sub.plan.display_name} (${statusLabel(sub)})` : statusLabel(sub);

export type CheckoutOutcome = 'activated' | 'confirming' | 'not_activated';

/**
 * What /subscription/success says, from the subscription the server reports: activated on a running
 * paid plan; otherwise still confirming while the page waits for the provider's event, and not
 * activated once it has stopped waiting (the page may be opened without any checkout).
 */
export const checkoutOutcome = (sub: Subscription | null, now: Date, waiting: boolean): CheckoutOutcome => {
  if (sub && hasRunningPlan(sub, now)) return 'activated';
  return waiting ? 'confirming' : 'not_activated';
};
