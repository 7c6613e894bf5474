// The Stripe adapter against a local server that speaks Stripe's wire format (form-encoded requests,
// JSON replies shaped like Stripe's objects), and webhooks signed as Stripe signs them:
// Stripe-Signature: t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<raw body>").
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  authMessages,
  authPaths,
  billingMessages,
  type Session,
  subscriptionPaths,
} from '@sightline/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../src/seed/data.ts';
import { api, planId, returnUrls, subscriptionOf } from './billing-support.ts';
import { type Harness, register, startHarness } from './harness.ts';

const SECRET_KEY = 'sk_test_fake_key';
const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { STARTER: 'price_starter', PRO: 'price_pro', ADVANCE: 'price_advance' };

interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

let calls: StripeCall[] = [];
/** The next reply to a call, by "METHOD path"; unset: a Stripe-shaped object. */
let failNext: Record<string, { status: number; message: string }> = {};
let stripe: Server;
let h: Harness;

const subscriptionObject = (over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  created: 1_900_000_000,
  cancel_at_period_end: false,
  cancel_at: null,
  ended_at: null,
  metadata: {},
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        price: { id: PRICES.STARTER, object: 'price' },
        current_period_end: 1_902_592_000,
      },
    ],
  },
  ...over,
});

const reply = (path: string, form: Record<string, string>) => {
  if (path === '/v1/checkout/sessions')
    return {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: form.mode,
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    };
  if (path === '/v1/billing_portal/sessions')
    return {
      id: 'bps_1',
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url,
      url: 'https://billing.stripe.com/p/session/test_1',
    };
  const sub = path.match(/^\/v1\/subscriptions\/(\w+)$/);
  if (sub) return subscriptionObject({ id: sub[1] });
  const customer = path.match(/^\/v1\/customers\/(\w+)$/);
  if (customer) return { id: customer[1], object: 'customer', deleted: true };
  return null;
};

beforeAll(async () => {
  stripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? '', path, form, authorization: req.headers.authorization });
      const failure = failNext[`${req.method} ${path}`];
      const found = reply(path, form);
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${calls.length}`);
      if (failure || !found) {
        delete failNext[`${req.method} ${path}`];
        res.statusCode = failure?.status ?? 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: failure?.message ?? 'No such route' },
          }),
        );
        return;
      }
      res.end(JSON.stringify(found));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  h = await startHarness({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: PRICES.STARTER,
      STRIPE_PRICE_PRO: PRICES.PRO,
      STRIPE_PRICE_ADVANCE: PRICES.ADVANCE,
      STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => stripe?.close(resolve));
});
beforeEach(() => {
  calls = [];
  failNext = {};
});

const sign = (payload: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

let eventCount = 0;
const event = (type: string, object: object, created: number, id = `evt_${++eventCount}`) =>
  JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });

/** signature null: no Stripe-Signature header at all. */
const deliver = (payload: string, signature: string | null = sign(payload)) =>
  h.app.inject({
    method: 'POST',
    url: `/api${subscriptionPaths.webhook}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

/** A user whose Stripe subscription (its own ids) was created by checkout. */
const subscribed = async (ids: { sub: string; cus: string }, price = PRICES.STARTER) => {
  const { session } = await register(h);
  const metadata = { sightline_user_id: String(session.user.id) };
  await deliver(
    event(
      'checkout.session.completed',
      {
        id: `cs_${ids.sub}`,
        object: 'checkout.session',
        mode: 'subscription',
        customer: ids.cus,
        client_reference_id: String(session.user.id),
        subscription: ids.sub,
      },
      1_900_000_001,
    ),
  );
  const sub = (over: Record<string, unknown> = {}) =>
    subscriptionObject({
      id: ids.sub,
      customer: ids.cus,
      metadata,
      items: {
        object: 'list',
        data: [{ id: `si_${ids.sub}`, price: { id: price }, current_period_end: 1_902_592_000 }],
      },
      ...over,
    });
  const created = await deliver(event('customer.subscription.created', sub(), 1_900_000_002));
  expect(created.statusCode).toBe(200);
  return { session, sub };
};

const rowOf = async (session: Session) =>
  (await h.ctx.db.query('SELECT * FROM subscriptions WHERE user_id = $1', [session.user.id])).rows[0];

describe('calls to Stripe', () => {
  it('creates a checkout session in subscription mode for the plan price, naming the user', async () => {
    const { session } = await register(h);
    const res = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'PRO'),
      ...returnUrls,
    });
    expect(res.json()).toEqual({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(calls[0].form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.PRO,
      'line_items[0][quantity]': '1',
      success_url: returnUrls.success_url,
      cancel_url: returnUrls.cancel_url,
      client_reference_id: String(session.user.id),
      customer_email: session.user.email,
      'subscription_data[metadata][sightline_user_id]': String(session.user.id),
    });
  });

  it('answers a refused Stripe call with the spec message, changing nothing', async () => {
    const { session } = await register(h);
    failNext['POST /v1/checkout/sessions'] = { status: 400, message: 'No such price' };
    const res = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'PRO'),
      ...returnUrls,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(billingMessages.checkoutFailed);
    expect((await subscriptionOf(h, session)).status).toBe('TRIALING');
  });

  it('opens the billing portal of the customer checkout linked', async () => {
    const { session } = await subscribed({ sub: 'sub_portal', cus: 'cus_portal' });
    const res = await api(h, session, 'POST', subscriptionPaths.portal, {
      return_url: `${returnUrls.success_url}`,
    });
    expect(res.json()).toEqual({ portal_url: 'https://billing.stripe.com/p/session/test_1' });
    expect(calls.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_portal', return_url: returnUrls.success_url },
    });
  });

  it('cancels at the period end; the local state changes only with the webhook event', async () => {
    const { session, sub } = await subscribed({ sub: 'sub_cancel', cus: 'cus_cancel' });
    const res = await api(h, session, 'POST', subscriptionPaths.cancel);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_cancel',
      form: { cancel_at_period_end: 'true' },
    });
    expect(res.json().status).toBe('ACTIVE');
    await deliver(event('customer.subscription.updated', sub({ cancel_at_period_end: true }), 1_900_000_100));
    expect(await subscriptionOf(h, session)).toMatchObject({
      status: 'CANCELED',
      current_period_end: new Date(1_902_592_000_000).toISOString(),
    });
  });

  it('moves a running subscription to another price instead of a second checkout', async () => {
    const { session } = await subscribed({ sub: 'sub_move', cus: 'cus_move' });
    const res = await api(h, session, 'POST', subscriptionPaths.checkout, {
      plan_id: await planId(h, 'ADVANCE'),
      ...returnUrls,
    });
    expect(res.json()).toEqual({ checkout_url: returnUrls.success_url });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_move',
      'POST /v1/subscriptions/sub_move',
    ]);
    expect(calls[1].form).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': PRICES.ADVANCE,
      cancel_at_period_end: 'false',
      proration_behavior: 'create_prorations',
    });
  });
});

describe('webhooks', () => {
  it('refuses bad signatures with 400 and changes nothing', async () => {
    const { session, sub } = await subscribed({ sub: 'sub_sig', cus: 'cus_sig' });
    const before = await rowOf(session);
    const events = (await h.ctx.db.query('SELECT count(*)::int AS n FROM billing_events')).rows[0];
    const payload = event(
      'customer.subscription.deleted',
      sub({ status: 'canceled', ended_at: 1_900_000_500 }),
      1_900_000_500,
    );
    const tampered = payload.replace('"canceled"', '"active"');
    for (const res of [
      await deliver(payload, sign(payload, 'whsec_someone_else')),
      await deliver(payload, null),
      await deliver(payload, 'garbage'),
      await deliver(tampered, sign(payload)),
      await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message: billingMessages.webhookInvalid });
    }
    expect(await rowOf(session)).toEqual(before);
    expect((await h.ctx.db.query('SELECT count(*)::int AS n FROM billing_events')).rows[0]).toEqual(events);
  });

  it('applies a replayed event once', async () => {
    const { session, sub } = await subscribed({ sub: 'sub_replay', cus: 'cus_replay' });
    const pastDue = event(
      'customer.subscription.updated',
      sub({ status: 'past_due' }),
      1_900_000_200,
      'evt_replay_a',
    );
    expect((await deliver(pastDue)).json()).toEqual({ received: true });
    await deliver(event('customer.subscription.updated', sub({ status: 'active' }), 1_900_000_300));
    expect((await subscriptionOf(h, session)).status).toBe('ACTIVE');
    // Stripe delivers an event again when our 2xx did not reach it.
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect((await subscriptionOf(h, session)).status).toBe('ACTIVE');
  });

  it('ignores events older than what the subscription shows (out of order)', async () => {
    const { session, sub } = await subscribed({ sub: 'sub_order', cus: 'cus_order' });
    await deliver(event('customer.subscription.updated', sub({ status: 'past_due' }), 1_900_000_400));
    await deliver(event('customer.subscription.updated', sub({ status: 'active' }), 1_900_000_300));
    expect((await subscriptionOf(h, session)).status).toBe('PAST_DUE');

    // The end is final: a late "active" of the same subscription does not revive it.
    await deliver(
      event(
        'customer.subscription.deleted',
        sub({ status: 'canceled', ended_at: 1_900_000_500 }),
        1_900_000_500,
      ),
    );
    await deliver(event('customer.subscription.updated', sub({ status: 'active' }), 1_900_000_500));
    expect(await subscriptionOf(h, session)).toMatchObject({ status: 'FREE', plan: { name: 'FREE' } });

    // A new subscription takes over; late events of the old one are history.
    const newer = sub({
      id: 'sub_order_2',
      created: 1_900_000_600,
      items: { data: [{ id: 'si_2', price: { id: PRICES.PRO }, current_period_end: 1_903_000_000 }] },
    });
    await deliver(event('customer.subscription.created', newer, 1_900_000_600));
    await deliver(event('customer.subscription.updated', sub({ status: 'past_due' }), 1_900_000_700));
    expect(await subscriptionOf(h, session)).toMatchObject({ status: 'ACTIVE', plan: { name: 'PRO' } });
  });

  it('keeps invoices as Stripe sends them, newest event first', async () => {
    const { session } = await subscribed({ sub: 'sub_inv', cus: 'cus_inv' });
    const invoice = (over: Record<string, unknown>) => ({
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_inv',
      number: 'ABC-0001',
      status: 'paid',
      total: 8000,
      currency: 'eur',
      created: 1_900_000_010,
      period_start: 1_900_000_000,
      period_end: 1_902_592_000,
      hosted_invoice_url: 'https://invoice.stripe.com/i/in_1',
      invoice_pdf: 'https://pay.stripe.com/invoice/in_1/pdf',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_inv', metadata: null },
      },
      ...over,
    });
    await deliver(event('invoice.paid', invoice({}), 1_900_000_020));
    await deliver(event('invoice.finalized', invoice({ status: 'open' }), 1_900_000_015));
    await deliver(event('invoice.created', invoice({ id: 'in_draft', status: 'draft' }), 1_900_000_030));
    const { invoices } = (await api(h, session, 'GET', subscriptionPaths.invoices)).json();
    expect(invoices).toEqual([
      {
        id: expect.any(Number),
        number: 'ABC-0001',
        amount: 80,
        currency: 'eur',
        status: 'paid',
        created_at: new Date(1_900_000_010_000).toISOString(),
        period_start: new Date(1_900_000_000_000).toISOString(),
        period_end: new Date(1_902_592_000_000).toISOString(),
        pdf_url: 'https://pay.stripe.com/invoice/in_1/pdf',
        hosted_url: 'https://invoice.stripe.com/i/in_1',
      },
    ]);
  });

  it('grants nothing for an unpaid (incomplete) subscription or a price that is not ours', async () => {
    const { session } = await register(h);
    const metadata = { sightline_user_id: String(session.user.id) };
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({ id: 'sub_inc', customer: 'cus_inc', metadata, status: 'incomplete' }),
        1_900_000_001,
      ),
    );
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_inc',
          customer: 'cus_inc',
          metadata,
          items: {
            data: [{ id: 'si_x', price: { id: 'price_other_product' }, current_period_end: 1_902_592_000 }],
          },
        }),
        1_900_000_002,
      ),
    );
    expect(await subscriptionOf(h, session)).toMatchObject({ status: 'TRIALING', plan: null });
  });
});

describe('deleting an account', () => {
  const remove = (session: Session, password: string) =>
    api(h, session, 'POST', authPaths.accountDelete, { password });

  it('closes its Stripe customer first, then deletes it', async () => {
    const { session } = await subscribed({ sub: 'sub_gone', cus: 'cus_gone' });
    calls = [];
    const res = await remove(session, STRONG_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v1/customers/cus_gone']);
    expect(await rowOf(session)).toBeUndefined();
  });

  it('deletes nothing when Stripe cannot close the customer', async () => {
    const { session } = await subscribed({ sub: 'sub_kept', cus: 'cus_kept' });
    // A refusal (the client retries a 5xx on its own, and would then get through).
    failNext['DELETE /v1/customers/cus_kept'] = {
      status: 400,
      message: 'This customer cannot be deleted now',
    };
    const res = await remove(session, STRONG_PASSWORD);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(authMessages.closeCustomerFailed);
    expect(await rowOf(session)).toMatchObject({ stripe_customer_id: 'cus_kept' });
  });
});
