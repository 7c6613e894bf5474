// Plans, checkout, cancel, portal and invoices through the API on the local provider (no Stripe keys),
// and the subscription's state machine: trial -> active -> past due -> canceled -> free.
import {
  billingMessages,
  CheckoutReplySchema,
  CountedPromptListSchema,
  InvoiceListSchema,
  PLAN_NAMES,
  PLANS,
  PlanSchema,
  readOnlyMessage,
  subscriptionPaths,
  trialMessages,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { addMonth } from '../src/billing/local-provider.ts';
import { brandNamed } from '../src/seed/data.ts';
import {
  APP,
  addPrompt,
  api,
  planId,
  portalAction,
  returnUrls,
  subscribeLocally,
  subscriptionOf,
} from './billing-support.ts';
import { bearer, createBrand, harnessForFile, register, signIn } from './harness.ts';

const h = await harnessForFile();

describe('plans', () => {
  it('lists the catalogue of the contracts, with every limit', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api${subscriptionPaths.plans}` });
    const plans = res.json().plans.map((p: unknown) => PlanSchema.parse(p));
    expect(plans.map((p: { name: string }) => p.name)).toEqual([...PLAN_NAMES]);
    for (const plan of plans)
      expect(plan).toEqual({ id: plan.id, ...PLANS[plan.name as keyof typeof PLANS] });
  });
});

describe('a new account', () => {
  it('gets a 14-day trial with the default 100 prompts', async () => {
    const { session } = await register(h);
    expect(await subscriptionOf(h, session)).toMatchObject({
      status: 'TRIALING',
      plan: null,
      is_trial: true,
      total_queries: 100,
      remaining_queries: 100,
    });
  });
});

describe('checkout on the local provider', () => {
  it('activates the plan through its test-mode page, with an invoice and its PDF', async () => {
    const { session } = await register(h);
    const checkout = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'STARTER'),
      ...returnUrls,
    });
    const { checkout_url } = CheckoutReplySchema.parse(checkout.json());
    expect(checkout_url.startsWith(`${APP}/api/billing/local/checkout/`)).toBe(true);
    const page = await h.app.inject({ method: 'GET', url: new URL(checkout_url).pathname });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('Starter');
    // Nothing changes before paying.
    expect((await subscriptionOf(h, session)).status).toBe('TRIALING');

    const pay = await h.app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}pay/` });
    expect(pay.headers.location).toBe(returnUrls.success_url);
    const sub = await subscriptionOf(h, session);
    expect(sub).toMatchObject({
      status: 'ACTIVE',
      is_trial: false,
      total_queries: 20,
      remaining_queries: 20,
    });
    expect(sub.plan?.name).toBe('STARTER');
    expect(new Date(sub.current_period_end!)).toEqual(
      addMonth(new Date(Math.floor(h.clock.now().getTime() / 1000) * 1000)),
    );
    // Paying twice (a resent form) activates nothing new.
    await h.app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}pay/` });

    const { invoices } = InvoiceListSchema.parse(
      (await api(h, session, 'GET', subscriptionPaths.invoices)).json(),
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 80, currency: 'eur', status: 'paid' });
    const pdf = await h.app.inject({ method: 'GET', url: new URL(invoices[0].pdf_url!).pathname });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('leaves the plan as it is when the user cancels checkout', async () => {
    const { session } = await register(h);
    const checkout = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'PRO'),
      ...returnUrls,
    });
    const page = await h.app.inject({ method: 'GET', url: new URL(checkout.json().checkout_url).pathname });
    expect(page.body).toContain(`href="${returnUrls.cancel_url}"`);
    expect((await subscriptionOf(h, session)).status).toBe('TRIALING');
  });

  it('refuses return pages of other sites, Enterprise (by mail) and plans that are not sold', async () => {
    const { session } = await register(h);
    const starter = await planId(h, 'STARTER');
    const elsewhere = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: starter,
      success_url: 'https://evil.example/phish',
      cancel_url: returnUrls.cancel_url,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(billingMessages.returnUrlInvalid);
    const enterprise = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'ENTERPRISE'),
      ...returnUrls,
    });
    expect(enterprise.json()).toMatchObject({
      code: 'bad_request',
      message: billingMessages.enterpriseByMail,
    });
    for (const plan_id of [await planId(h, 'FREE'), 99_999]) {
      const res = await api(h, session, 'POST', subscriptionPaths.checkout, { plan_id, ...returnUrls });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(billingMessages.planNotFound);
    }
  });

  it('accepts return pages on the origin the browser called from (the dev server)', async () => {
    const { session } = await register(h);
    const dev = 'http://localhost:5173';
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${subscriptionPaths.checkout}`,
      headers: { ...bearer(session), origin: dev },
      payload: {
        plan_id: await planId(h, 'PRO'),
        success_url: `${dev}/subscription/success`,
        cancel_url: `${dev}/plans`,
      },
    });
    expect(res.json().checkout_url.startsWith(`${dev}/api/billing/local/checkout/`)).toBe(true);
  });

  it('moves a running subscription to another plan instead of starting a second one', async () => {
    const { session } = await register(h);
    await subscribeLocally(h, session, 'STARTER');
    const before = await h.ctx.db.query<{ stripe_subscription_id: string }>(
      'SELECT stripe_subscription_id FROM subscriptions WHERE user_id = $1',
      [session.user.id],
    );
    expect(await subscribeLocally(h, session, 'PRO')).toBe(returnUrls.success_url);
    const sub = await subscriptionOf(h, session);
    expect(sub).toMatchObject({ status: 'ACTIVE', total_queries: 100 });
    expect(sub.plan?.name).toBe('PRO');
    const after = await h.ctx.db.query<{ stripe_subscription_id: string }>(
      'SELECT stripe_subscription_id FROM subscriptions WHERE user_id = $1',
      [session.user.id],
    );
    expect(after.rows).toEqual(before.rows);
    const same = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'PRO'),
      ...returnUrls,
    });
    expect(same.statusCode).toBe(409);
  });
});

describe('the prompts a plan counts', () => {
  it('lists the caller’s prompts oldest first, as many as the subscription counts', async () => {
    const { session } = await register(h);
    const alpha = await createBrand(h, session, brandNamed('Alpha', 3));
    const beta = await createBrand(h, session, brandNamed('Beta', 2));
    // Another user's brand is theirs to count.
    const other = await register(h);
    await createBrand(h, other.session, brandNamed('Gamma', 4));

    const res = await api(h, session, 'GET', subscriptionPaths.prompts);
    expect(res.statusCode).toBe(200);
    const { prompts } = CountedPromptListSchema.parse(res.json());
    expect(prompts.map((p) => [p.project_title, p.query_text, p.type])).toEqual([
      ['Alpha', 'best Alpha option 1', 'RANKING'],
      ['Alpha', 'best Alpha option 2', 'RANKING'],
      ['Alpha', 'best Alpha option 3', 'RANKING'],
      ['Beta', 'best Beta option 1', 'RANKING'],
      ['Beta', 'best Beta option 2', 'RANKING'],
    ]);
    expect(prompts.map((p) => p.project_uuid)).toEqual([
      ...Array(3).fill(alpha.uuid),
      ...Array(2).fill(beta.uuid),
    ]);
    expect((await subscriptionOf(h, session)).total_queries_used).toBe(prompts.length);
  });

  it('needs a signed-in caller', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api${subscriptionPaths.prompts}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the billing portal', () => {
  it('is refused before any checkout (the web falls back to /invoices)', async () => {
    const { session } = await register(h);
    const res = await api(h, session, 'POST', subscriptionPaths.portal, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(billingMessages.noBillingAccount);
    expect((await api(h, session, 'GET', subscriptionPaths.invoices)).json()).toEqual({ invoices: [] });
  });

  it('opens a signed test-mode portal that lists the invoices; a forged link is refused', async () => {
    const { session } = await register(h);
    await subscribeLocally(h, session, 'ADVANCE');
    const res = await api(h, session, 'POST', subscriptionPaths.portal);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().portal_url);
    const page = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Billing portal');
    expect(page.body).toContain('EUR 690.00');
    expect(page.body).toContain(`href="${APP}/subscriptions"`);
    expect(page.body).toContain(`action="/api/billing/local/portal/cancel/?session=`);
    const token = url.searchParams.get('session')!;
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const refused = await h.app.inject({ method: 'GET', url: `${url.pathname}?session=${forged}` });
    expect(refused.statusCode).toBe(404);
  });
});

describe('the state machine', () => {
  it('goes trial -> active -> past due -> canceled -> free, and read-only at the end', async () => {
    const { session, email } = await register(h);
    const project = await createBrand(h, session, brandNamed('Acme', 3));
    expect((await subscriptionOf(h, session)).status).toBe('TRIALING');

    await subscribeLocally(h, session, 'PRO');
    expect((await subscriptionOf(h, session)).status).toBe('ACTIVE');

    await portalAction(h, session, 'fail');
    const pastDue = await subscriptionOf(h, session);
    expect(pastDue.status).toBe('PAST_DUE');
    // Stripe retries the payment: the plan keeps working meanwhile, and the owner is told once.
    expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);
    await h.drainJobs();
    const notices = h.mails.filter((m) => m.to === email && m.subject === 'Your Sightline payment failed');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toMatch(/payment of €\d+\.\d\d .*\/subscriptions/s);

    await portalAction(h, session, 'renew');
    expect((await subscriptionOf(h, session)).status).toBe('ACTIVE');

    const cancel = await api(h, session, 'POST', subscriptionPaths.cancel);
    expect(cancel.json()).toMatchObject({ status: 'CANCELED', plan: { name: 'PRO' } });
    const periodEnd = new Date(cancel.json().current_period_end);
    // Until the paid period ends the plan still works.
    expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);

    // Once the period is over the account is read-only, even before Stripe's final event arrives.
    const start = h.clock.now();
    h.clock.current = new Date(periodEnd.getTime() + 1000);
    try {
      const later = await signIn(h, email);
      const refused = await addPrompt(h, later, project.uuid);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'trial_expired',
        message: readOnlyMessage('prompts', 'plan'),
      });
    } finally {
      h.clock.current = start;
    }

    await portalAction(h, session, 'end');
    const free = await subscriptionOf(h, session);
    expect(free).toMatchObject({
      status: 'FREE',
      plan: { name: 'FREE' },
      total_queries: 0,
      remaining_queries: 0,
    });
    const refused = await addPrompt(h, session, project.uuid);
    expect(refused.json()).toMatchObject({
      code: 'trial_expired',
      message: readOnlyMessage('prompts', 'plan'),
    });
    // Everything stays readable.
    expect((await api(h, session, 'GET', `/projects/${project.uuid}/`)).statusCode).toBe(200);
    expect((await api(h, session, 'GET', subscriptionPaths.invoices)).json().invoices.length).toBeGreaterThan(
      1,
    );

    // A paid plan makes it writable again.
    await subscribeLocally(h, session, 'PRO');
    expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);
  });

  it('refuses to cancel without a paid subscription', async () => {
    const { session } = await register(h);
    const res = await api(h, session, 'POST', subscriptionPaths.cancel);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(billingMessages.notSubscribed);
  });

  it('ends the trial at its boundary instant, not a moment later', async () => {
    const { session, email } = await register(h);
    const project = await createBrand(h, session, brandNamed('Acme', 1));
    const trialEnd = new Date((await subscriptionOf(h, session)).trial_end_date!);
    const start = h.clock.now();
    try {
      h.clock.current = new Date(trialEnd.getTime() - 1);
      const before = await signIn(h, email);
      expect((await addPrompt(h, before, project.uuid)).statusCode).toBe(201);

      h.clock.current = trialEnd;
      const at = await signIn(h, email);
      const refused = await addPrompt(h, at, project.uuid);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'trial_expired',
        message: readOnlyMessage('prompts', 'trial'),
      });
      const brandRefused = await h.app.inject({
        method: 'POST',
        url: '/api/projects/create/',
        headers: bearer(at),
      });
      expect(brandRefused.json()).toMatchObject({
        code: 'trial_expired',
        message: trialMessages.upgradeRequired,
      });
      expect(await subscriptionOf(h, at)).toMatchObject({ remaining_queries: 0, total_queries: 100 });
    } finally {
      h.clock.current = start;
    }
  });
});
