import { describe, expect, it } from 'vitest';
import { authMessages } from './messages.ts';
import { ProjectShareRequestSchema, SubscriptionShareRequestSchema } from './sharing.ts';
import { sharingMessages as m } from './sharing-messages.ts';
import { isPremiumPlan } from './trial.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('share requests', () => {
  it('trim and lowercase the address, and default to VIEW', () => {
    expect(ProjectShareRequestSchema.parse({ email: '  Ann@Example.COM ' })).toEqual({
      email: 'ann@example.com',
      permission: 'VIEW',
    });
  });

  it("answer a missing or wrong address with the spec's messages", () => {
    expect(issues(ProjectShareRequestSchema.safeParse({ email: '   ' }))).toEqual([m.emailRequired]);
    expect(issues(ProjectShareRequestSchema.safeParse({ email: 'ann' }))).toEqual([
      authMessages.invalidEmail,
    ]);
    expect(issues(SubscriptionShareRequestSchema.safeParse({ email: '', project_ids: [1] }))).toEqual([
      m.subscriptionEmailRequired,
    ]);
  });

  it('need at least one brand to share a subscription, by id or uuid', () => {
    expect(issues(SubscriptionShareRequestSchema.safeParse({ email: 'a@b.co', project_ids: [] }))).toEqual([
      m.selectProject,
    ]);
    const uuid = '0b6c0c3e-8b1e-4f33-9a57-3f3c2d0f6b1a';
    expect(
      SubscriptionShareRequestSchema.parse({ email: 'a@b.co', project_ids: [3, uuid] }).project_ids,
    ).toEqual([3, uuid]);
  });
});

describe('premium plans', () => {
  it('are a plan that is not FREE (spec 2 section 6)', () => {
    expect(isPremiumPlan(null)).toBe(false);
    expect(isPremiumPlan({ plan: null })).toBe(false);
    expect(isPremiumPlan({ plan: { name: 'FREE' } })).toBe(false);
    expect(isPremiumPlan({ plan: { name: 'STARTER' } })).toBe(true);
  });
});
