// The state machine of a provider's subscription as this app sees it, and the ordering rule that
// makes replayed and reordered webhook events harmless. Pure.
import type { CheckoutPlanName, SubscriptionStatus } from '@sightline/contracts';
import { fromUnix, type ProviderSubscription } from '../../billing/provider.ts';

export type ProviderState =
  /** A paid plan: active, in Stripe's trial, past due (payment retried) or canceled at period end. */
  | {
      kind: 'plan';
      plan: CheckoutPlanName;
      status: Exclude<SubscriptionStatus, 'FREE'>;
      periodEnd: Date | null;
    }
  /** Over: canceled, never paid, or unpaid after Stripe's retries; the account falls back to FREE. */
  | { kind: 'ended'; at: Date | null }
  /** Not paid yet (incomplete): nothing is granted and nothing changes. */
  | { kind: 'pending' }
  /** A price that is not one of our plans. */
  | { kind: 'unknown_price'; priceId: string };

const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid', 'paused']);

export const providerState = (
  sub: ProviderSubscription,
  planOfPrice: (priceId: string) => CheckoutPlanName | null,
): ProviderState => {
  const item = sub.items.data[0];
  if (ENDED.has(sub.status))
    return { kind: 'ended', at: sub.ended_at === null ? null : fromUnix(sub.ended_at) };
  if (sub.status === 'incomplete' || !item) return { kind: 'pending' };
  const plan = planOfPrice(item.price.id);
  if (!plan) return { kind: 'unknown_price', priceId: item.price.id };
  const periodEnd = fromUnix(item.current_period_end);
  if (sub.cancel_at_period_end || sub.cancel_at !== null)
    return {
      kind: 'plan',
      plan,
      status: 'CANCELED',
      periodEnd: sub.cancel_at === null ? periodEnd : fromUnix(sub.cancel_at),
    };
  const status = sub.status === 'past_due' ? 'PAST_DUE' : sub.status === 'trialing' ? 'TRIALING' : 'ACTIVE';
  return { kind: 'plan', plan, status, periodEnd };
};

export interface AppliedMarks {
  stripe_subscription_id: string | null;
  provider_subscription_created: Date | null;
  provider_event_at: Date | null;
  status: SubscriptionStatus;
}

/**
 * Whether an event about `sub` (sent at `eventAt`) is older than what the row already shows. Events
 * of one subscription apply in the order of their times (an equal time applies: Stripe's seconds tie);
 * a subscription created before the current one is history; an ended subscription stays ended.
 */
export const isStale = (row: AppliedMarks, sub: { id: string; created: Date }, eventAt: Date) => {
  if (row.stripe_subscription_id === null) return false;
  if (row.stripe_subscription_id !== sub.id)
    return row.provider_subscription_created !== null && sub.created < row.provider_subscription_created;
  if (row.status === 'FREE') return true;
  return row.provider_event_at !== null && eventAt < row.provider_event_at;
};
