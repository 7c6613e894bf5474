import { PLANS, type Plan, type Subscription } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  checkoutOutcome,
  limitText,
  offeredPlans,
  planAction,
  priceText,
  promptAllowance,
  promptsOver,
  showManageBilling,
  statusLabel,
  subscriptionSummary,
} from './billing-view.ts';

const now = new Date('2026-06-10T12:00:00Z');
const plan = (name: keyof typeof PLANS, id = 1): Plan => ({ id, ...PLANS[name] });
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 1,
  plan: null,
  status: 'TRIALING',
  is_trial: true,
  is_on_trial: true,
  trial_end_date: '2026-06-20T00:00:00Z',
  current_period_end: null,
  remaining_queries: 100,
  total_queries_used: 0,
  total_queries: 100,
  is_shared: false,
  shared_by_name: null,
  ...over,
});

describe('plans page', () => {
  it('offers Starter, Pro, Advance and Enterprise, priced in EUR tax excluded', () => {
    const all = (Object.keys(PLANS) as (keyof typeof PLANS)[]).map((n) => plan(n));
    expect(offeredPlans(all).map((p) => p.name)).toEqual(['STARTER', 'PRO', 'ADVANCE', 'ENTERPRISE']);
    expect(priceText(plan('STARTER'))).toEqual({ amount: '€80', note: 'per month, tax excluded' });
    expect(priceText(plan('ENTERPRISE')).amount).toBe('Custom pricing');
    expect(limitText(null, 'team members')).toBe('Unlimited team members');
    expect(limitText(20, 'prompts')).toBe('20 prompts');
  });

  it('labels each status as the spec does', () => {
    expect(statusLabel(sub())).toBe('Free Trial');
    expect(statusLabel(sub({ is_trial: false, is_on_trial: false, status: 'FREE' }))).toBe('Free');
    const pro = plan('PRO');
    expect(statusLabel(sub({ plan: pro, status: 'ACTIVE' }))).toBe('Active');
    expect(statusLabel(sub({ plan: pro, status: 'PAST_DUE' }))).toBe('Past Due');
    expect(statusLabel(sub({ plan: pro, status: 'CANCELED' }))).toBe('Canceled (ends at billing period)');
    expect(statusLabel(sub({ plan: pro, status: 'TRIALING' }))).toBe('Trial');
    expect(statusLabel(sub({ plan: plan('FREE'), status: 'FREE' }))).toBe('Free');
  });

  it('shows Manage Billing only when ACTIVE with a plan; offers cancel while a plan runs', () => {
    const pro = plan('PRO');
    expect(showManageBilling(sub({ plan: pro, status: 'ACTIVE' }))).toBe(true);
    expect(showManageBilling(sub({ plan: pro, status: 'PAST_DUE' }))).toBe(false);
    expect(showManageBilling(sub())).toBe(false);
    expect(canCancel(sub({ plan: pro, status: 'PAST_DUE' }), now)).toBe(true);
    expect(
      canCancel(sub({ plan: pro, status: 'CANCELED', current_period_end: '2026-07-01T00:00:00Z' }), now),
    ).toBe(false);
    expect(canCancel(sub(), now)).toBe(false);
  });

  it('picks each card button by the subscription', () => {
    const active = sub({ plan: plan('PRO'), status: 'ACTIVE', is_trial: false });
    expect(planAction(plan('PRO'), active, now)).toBe('current');
    expect(planAction(plan('STARTER'), active, now)).toBe('switch');
    expect(planAction(plan('ENTERPRISE'), active, now)).toBe('contact');
    expect(planAction(plan('STARTER'), sub(), now)).toBe('choose');
    const ending = sub({ plan: plan('PRO'), status: 'CANCELED', current_period_end: '2026-07-01T00:00:00Z' });
    expect(planAction(plan('PRO'), ending, now)).toBe('switch');
  });
});

describe('a plan allowing fewer prompts than the account has', () => {
  const counted = Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    query_text: `prompt ${i + 1}`,
    type: 'RANKING' as const,
    project_uuid: '00000000-0000-4000-8000-000000000001',
    project_title: 'Acme',
  }));

  it('names the newest prompts beyond the allowance as over it', () => {
    expect(promptAllowance(plan('STARTER'))).toBe(20);
    expect(promptsOver(promptAllowance(plan('STARTER')), counted).map((p) => p.id)).toEqual([21, 22, 23, 24]);
    expect(promptsOver(promptAllowance(plan('PRO')), counted)).toEqual([]);
  });
});

describe('the checkout success page', () => {
  const active = sub({ plan: plan('STARTER'), status: 'ACTIVE', is_trial: false, is_on_trial: false });

  it('says activated only when the server reports a running paid plan', () => {
    expect(checkoutOutcome(active, now, true)).toBe('activated');
    expect(checkoutOutcome(active, now, false)).toBe('activated');
    expect(checkoutOutcome(sub(), now, true)).toBe('confirming');
    expect(checkoutOutcome(sub(), now, false)).toBe('not_activated');
    expect(checkoutOutcome(null, now, false)).toBe('not_activated');
  });

  it('says what the subscription is in words', () => {
    expect(subscriptionSummary(sub())).toBe('Free Trial');
    expect(subscriptionSummary(active)).toBe('Starter (Active)');
  });
});
