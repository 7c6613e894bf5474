import { describe, expect, it } from 'vitest';
import {
  accountAccess,
  isTrialExpired,
  planLabel,
  promptUsage,
  showUpgradePrompt,
  trialBanner,
  trialDaysLeft,
} from './trial.ts';

const now = new Date('2026-06-10T12:00:00Z');
const trialEnding = (iso: string) => ({ is_trial: true, trial_end_date: iso });

describe('trial rules', () => {
  it('counts days left as the ceiling, never below zero', () => {
    expect(trialDaysLeft(trialEnding('2026-06-10T13:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(trialEnding('2026-06-12T12:00:00Z'), now)).toBe(2);
    expect(trialDaysLeft(trialEnding('2026-06-01T00:00:00Z'), now)).toBe(0);
  });

  it('gives the spec banner for each stage', () => {
    expect(trialBanner(trialEnding('2026-06-09T00:00:00Z'), now)).toMatchObject({
      title: 'Trial Ended',
      message: 'Your free trial has expired. Upgrade to continue using all features.',
    });
    expect(trialBanner(trialEnding('2026-06-11T00:00:00Z'), now)?.message).toBe(
      '1 day left in your free trial. Upgrade to unlock unlimited access.',
    );
    expect(trialBanner(trialEnding('2026-06-13T12:00:00Z'), now)).toMatchObject({
      title: 'Trial Ending Soon',
      message: '3 days left in your free trial. Upgrade to unlock unlimited access.',
    });
    expect(trialBanner(trialEnding('2026-06-20T12:00:00Z'), now)).toMatchObject({
      title: 'Free Trial',
      message: '10 days left in your free trial. Enjoy exploring all features!',
    });
    expect(trialBanner({ is_trial: false, trial_end_date: null }, now)).toBeNull();
  });

  it('labels the plan', () => {
    const base = { is_trial: false, trial_end_date: null, is_shared: false };
    expect(planLabel({ ...base, plan: { name: 'PRO', display_name: 'Pro' }, is_shared: true })).toBe(
      'Shared Pro',
    );
    expect(planLabel({ ...base, plan: { name: 'PRO', display_name: 'Pro' } })).toBe('Pro');
    expect(planLabel({ ...base, plan: null, is_trial: true })).toBe('Free Trial');
    expect(planLabel({ ...base, plan: null })).toBe('Free');
  });

  it('shows the upgrade prompt by the spec rule', () => {
    const sub = {
      is_trial: false,
      trial_end_date: null,
      is_shared: false,
      remaining_queries: 50,
      plan: { name: 'ADVANCE', display_name: 'Advance' },
    };
    expect(showUpgradePrompt(sub)).toBe(false);
    expect(showUpgradePrompt({ ...sub, remaining_queries: 2 })).toBe(true);
    expect(showUpgradePrompt({ ...sub, plan: { name: 'PRO', display_name: 'Pro' } })).toBe(true);
    expect(showUpgradePrompt({ ...sub, plan: null })).toBe(true);
    expect(showUpgradePrompt(null)).toBe(false);
  });

  it('grades prompt usage: medium above 60%, high above 80%', () => {
    expect(promptUsage({ total_queries_used: 60, total_queries: 100 }).level).toBe('low');
    expect(promptUsage({ total_queries_used: 61, total_queries: 100 }).level).toBe('medium');
    expect(promptUsage({ total_queries_used: 81, total_queries: 100 }).level).toBe('high');
    expect(promptUsage(null).total).toBe(100);
    // FREE gives no prompts: its 0 stays 0 (it never gets more than a paid plan), shown as full.
    expect(promptUsage({ total_queries_used: 3, total_queries: 0 })).toMatchObject({
      total: 0,
      level: 'high',
    });
  });
});

describe('account access', () => {
  const base = { is_trial: false, trial_end_date: null, current_period_end: null, plan: null };
  it('ends the trial at its end instant', () => {
    const trial = { ...base, status: 'TRIALING' as const, is_trial: true, trial_end_date: now.toISOString() };
    expect(isTrialExpired(trial, new Date(now.getTime() - 1))).toBe(false);
    expect(isTrialExpired(trial, now)).toBe(true);
    expect(accountAccess(trial, new Date(now.getTime() - 1))).toBe('trial');
    expect(accountAccess(trial, now)).toBe('read_only');
  });

  it('writes on a running paid plan, reads only on FREE or after a canceled period', () => {
    const pro = { name: 'PRO' as const };
    expect(accountAccess({ ...base, status: 'ACTIVE', plan: pro }, now)).toBe('paid');
    expect(accountAccess({ ...base, status: 'PAST_DUE', plan: pro }, now)).toBe('paid');
    const canceled = {
      ...base,
      status: 'CANCELED' as const,
      plan: pro,
      current_period_end: '2026-06-10T12:00:01Z',
    };
    expect(accountAccess(canceled, now)).toBe('paid');
    expect(accountAccess({ ...canceled, current_period_end: now.toISOString() }, now)).toBe('read_only');
    expect(accountAccess({ ...base, status: 'FREE', plan: { name: 'FREE' } }, now)).toBe('read_only');
    // A paid plan outlives the trial flag.
    expect(
      accountAccess(
        { ...base, status: 'ACTIVE', plan: pro, is_trial: true, trial_end_date: '2026-01-01' },
        now,
      ),
    ).toBe('paid');
    expect(accountAccess(null, now)).toBe('read_only');
  });
});
