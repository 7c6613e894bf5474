import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '../../billing/provider.ts';
import { isStale, providerState } from './provider-state.ts';

const plans = (price: string) => (price === 'price_pro' ? 'PRO' : null);
const sub = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  created: 100,
  cancel_at_period_end: false,
  cancel_at: null,
  ended_at: null,
  metadata: null,
  items: { data: [{ id: 'si_1', price: { id: 'price_pro' }, current_period_end: 2000 }] },
  ...over,
});

describe('providerState', () => {
  it('maps Stripe statuses to ours', () => {
    expect(providerState(sub(), plans)).toEqual({
      kind: 'plan',
      plan: 'PRO',
      status: 'ACTIVE',
      periodEnd: new Date(2_000_000),
    });
    expect(providerState(sub({ status: 'past_due' }), plans)).toMatchObject({ status: 'PAST_DUE' });
    expect(providerState(sub({ status: 'trialing' }), plans)).toMatchObject({ status: 'TRIALING' });
    expect(providerState(sub({ cancel_at_period_end: true }), plans)).toMatchObject({
      status: 'CANCELED',
      periodEnd: new Date(2_000_000),
    });
    expect(providerState(sub({ cancel_at: 1500 }), plans)).toMatchObject({
      status: 'CANCELED',
      periodEnd: new Date(1_500_000),
    });
    for (const status of ['canceled', 'incomplete_expired', 'unpaid', 'paused'])
      expect(providerState(sub({ status, ended_at: 1800 }), plans).kind).toBe('ended');
    expect(providerState(sub({ status: 'incomplete' }), plans)).toEqual({ kind: 'pending' });
    expect(
      providerState(
        sub({ items: { data: [{ id: 'si', price: { id: 'price_x' }, current_period_end: 1 }] } }),
        plans,
      ),
    ).toEqual({
      kind: 'unknown_price',
      priceId: 'price_x',
    });
  });
});

describe('isStale', () => {
  const row = {
    stripe_subscription_id: 'sub_1',
    provider_subscription_created: new Date(100_000),
    provider_event_at: new Date(500_000),
    status: 'ACTIVE' as const,
  };
  const same = { id: 'sub_1', created: new Date(100_000) };
  it('orders events of one subscription by their time; an equal second applies', () => {
    expect(isStale(row, same, new Date(499_000))).toBe(true);
    expect(isStale(row, same, new Date(500_000))).toBe(false);
    expect(isStale(row, same, new Date(501_000))).toBe(false);
  });
  it('keeps an ended subscription ended and ignores subscriptions older than the current one', () => {
    expect(isStale({ ...row, status: 'FREE' }, same, new Date(900_000))).toBe(true);
    expect(isStale(row, { id: 'sub_0', created: new Date(50_000) }, new Date(900_000))).toBe(true);
    expect(isStale(row, { id: 'sub_2', created: new Date(200_000) }, new Date(100_000))).toBe(false);
    expect(isStale({ ...row, stripe_subscription_id: null }, same, new Date(0))).toBe(false);
  });
});
