// The payment provider without Stripe keys: the same state machine in process. Its checkout and
// portal are test-mode pages of our own (local-pages.ts); every change it makes is a Stripe-shaped
// event, signed as Stripe signs them and delivered at once to the one webhook handler. It keeps its
// "provider side" in our tables: checkout sessions in local_checkouts, customers and subscriptions
// read back from the subscription rows the events wrote.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_PLANS, type CheckoutPlanName, isCheckoutPlan, PLANS } from '@sightline/contracts';
import Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { subscriptionRepo } from '../modules/subscription/subscription.repo.ts';
import { type LocalCheckout, localCheckoutRepo } from './local-checkout.repo.ts';
import {
  type CheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  toUnix,
  USER_METADATA_KEY,
} from './provider.ts';

/** Where the test-mode pages live, under the API prefix. */
export const localBillingPaths = {
  checkout: (id: string) => `/billing/local/checkout/${id}/`,
  pay: (id: string) => `/billing/local/checkout/${id}/pay/`,
  // The signed session rides in the query: it is longer than a path parameter may be.
  portal: '/billing/local/portal/',
  portalAction: (action: PortalAction) => `/billing/local/portal/${action}/`,
  withSession: (path: string, token: string) => `${path}?session=${encodeURIComponent(token)}`,
  invoicePdf: (id: string) => `/billing/local/invoices/${id}/pdf/`,
} as const;

/** What the test-mode portal can do to a subscription: the customer's cancel, and simulations of
 * what Stripe does on its own (a renewal, a failed payment, the end of the subscription). */
export const PORTAL_ACTIONS = ['cancel', 'renew', 'fail', 'end'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

const PORTAL_TOKEN_TTL_S = 3600;
const priceOf = (plan: CheckoutPlanName) => `price_local_${plan.toLowerCase()}`;
const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** One calendar month later (the 31st becomes the month's last day). */
export const addMonth = (date: Date) => {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
};

export interface LocalProvider extends PaymentProvider {
  readonly kind: 'local';
  checkout(id: string): Promise<LocalCheckout | null>;
  /** Pays the checkout (once); returns where the browser goes next. */
  pay(id: string): Promise<string | null>;
  /** The customer a portal link stands for and its way back, or null when the link is forged or stale. */
  portalSession(token: string): { customerId: string; returnUrl: string } | null;
  portalAction(customerId: string, action: PortalAction): Promise<void>;
}

interface LocalSubscriptionFields {
  id: string;
  customer: string;
  userId: number;
  plan: CheckoutPlanName;
  status: 'active' | 'past_due' | 'canceled';
  created: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

export const createLocalProvider = (deps: {
  db: Database;
  clock: Clock;
  /** The app secret: webhook signatures and portal links hold across processes and restarts. */
  appSecret: string;
  publicUrl: string;
  /** The webhook handler the events go to. */
  deliver: () => (rawBody: Buffer, signature: string) => Promise<unknown>;
}): LocalProvider => {
  const { db, clock } = deps;
  const hmac = (what: string) => createHmac('sha256', deps.appSecret).update(what).digest('hex');
  const webhookSecret = `whsec_${hmac('local billing webhooks')}`;

  const send = async (type: string, object: object) => {
    const event: ProviderEvent = {
      id: localId('evt'),
      type,
      created: toUnix(clock.now()),
      data: { object },
    };
    const payload = JSON.stringify({ ...event, object: 'event', livemode: false });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    await deps.deliver()(Buffer.from(payload), signature);
  };

  const subscriptionObject = (s: LocalSubscriptionFields): ProviderSubscription => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    created: toUnix(s.created),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    ended_at: s.endedAt && toUnix(s.endedAt),
    metadata: { [USER_METADATA_KEY]: String(s.userId) },
    items: {
      data: [{ id: `si_${s.id}`, price: { id: priceOf(s.plan) }, current_period_end: toUnix(s.periodEnd) }],
    },
  });

  const invoiceObject = (
    s: LocalSubscriptionFields,
    status: 'paid' | 'open',
    periodStart: Date,
    periodEnd: Date,
  ): ProviderInvoice => {
    const id = localId('in');
    return {
      id,
      object: 'invoice',
      customer: s.customer,
      number: `TEST-${id.slice(-8).toUpperCase()}`,
      status,
      total: Math.round((PLANS[s.plan].price_eur ?? 0) * 100),
      currency: 'eur',
      created: toUnix(clock.now()),
      period_start: toUnix(periodStart),
      period_end: toUnix(periodEnd),
      hosted_invoice_url: null,
      invoice_pdf: `${deps.publicUrl}/api${localBillingPaths.invoicePdf(id)}`,
      parent: {
        subscription_details: { subscription: s.id, metadata: { [USER_METADATA_KEY]: String(s.userId) } },
      },
    };
  };

  /** The local subscription of a customer, as the events so far left it. */
  const current = async (by: { customerId?: string; subscriptionId?: string }) => {
    const row = await subscriptionRepo.byProviderIds(db, by);
    const plan = row?.plan_id ? await subscriptionRepo.planById(db, row.plan_id) : null;
    if (!row?.stripe_subscription_id || !row.stripe_customer_id || !plan || !isCheckoutPlan(plan.name))
      return null;
    return {
      id: row.stripe_subscription_id,
      customer: row.stripe_customer_id,
      userId: row.user_id,
      plan: plan.name,
      status: row.status === 'PAST_DUE' ? 'past_due' : 'active',
      created: row.provider_subscription_created ?? clock.now(),
      periodEnd: row.current_period_end ?? addMonth(clock.now()),
      cancelAtPeriodEnd: row.status === 'CANCELED',
      endedAt: null,
    } satisfies LocalSubscriptionFields;
  };

  const requireCurrent = async (by: { customerId?: string; subscriptionId?: string }) => {
    const sub = await current(by);
    if (!sub) throw new Error('No running local subscription');
    return sub;
  };

  return {
    kind: 'local',
    planOfPrice: (priceId) => CHECKOUT_PLANS.find((plan) => priceOf(plan) === priceId) ?? null,

    async createCheckout(input: CheckoutInput) {
      const id = localId('cs');
      await localCheckoutRepo.insert(db, { id, ...input }, clock.now());
      // On the origin the browser is on (the return pages'), so the test page is same-origin with them.
      return { url: `${new URL(input.successUrl).origin}/api${localBillingPaths.checkout(id)}` };
    },

    checkout: (id) => localCheckoutRepo.get(db, id),

    async pay(id) {
      const session = await localCheckoutRepo.complete(db, id, clock.now());
      if (!session) return (await this.checkout(id))?.success_url ?? null;
      const own = await subscriptionRepo.ofOwner(db, session.user_id);
      const now = clock.now();
      const sub: LocalSubscriptionFields = {
        id: localId('sub'),
        customer: own?.stripe_customer_id ?? `cus_local_${session.user_id}`,
        userId: session.user_id,
        plan: session.plan_name,
        status: 'active',
        created: now,
        periodEnd: addMonth(now),
        cancelAtPeriodEnd: false,
        endedAt: null,
      };
      await send('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: sub.customer,
        client_reference_id: String(session.user_id),
        subscription: sub.id,
      });
      await send('customer.subscription.created', subscriptionObject(sub));
      await send('invoice.paid', invoiceObject(sub, 'paid', now, sub.periodEnd));
      return session.success_url;
    },

    async changePlan(subscriptionId, plan) {
      const sub = { ...(await requireCurrent({ subscriptionId })), plan, cancelAtPeriodEnd: false };
      await send('customer.subscription.updated', subscriptionObject(sub));
      await send('invoice.paid', invoiceObject(sub, 'paid', clock.now(), sub.periodEnd));
    },

    async cancelAtPeriodEnd(subscriptionId) {
      const sub = await requireCurrent({ subscriptionId });
      await send('customer.subscription.updated', subscriptionObject({ ...sub, cancelAtPeriodEnd: true }));
    },

    // The local customer is the account itself: its subscription and checkouts go with its rows.
    async closeCustomer() {},

    async createPortal(customerId, returnUrl) {
      // The link carries the customer and the way back, signed: nothing on it can be swapped.
      const claim = JSON.stringify({
        c: customerId,
        r: returnUrl,
        e: toUnix(clock.now()) + PORTAL_TOKEN_TTL_S,
      });
      const encoded = Buffer.from(claim).toString('base64url');
      const token = `${encoded}.${hmac(`portal ${encoded}`)}`;
      const path = `/api${localBillingPaths.withSession(localBillingPaths.portal, token)}`;
      return { url: new URL(path, new URL(returnUrl).origin).toString() };
    },

    portalSession(token) {
      const [encoded, mac] = token.split('.');
      if (!encoded || !mac) return null;
      const expected = Buffer.from(hmac(`portal ${encoded}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claim = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as {
        c: string;
        r: string;
        e: number;
      };
      return claim.e >= toUnix(clock.now()) ? { customerId: claim.c, returnUrl: claim.r } : null;
    },

    async portalAction(customerId, action) {
      // A form sent twice (after the subscription ended) finds nothing to change.
      const sub = await current({ customerId });
      if (!sub) return;
      const now = clock.now();
      if (action === 'cancel') return this.cancelAtPeriodEnd(sub.id);
      if (action === 'end') {
        const ended = { ...sub, status: 'canceled' as const, endedAt: now };
        return send('customer.subscription.deleted', subscriptionObject(ended));
      }
      if (action === 'fail') {
        await send(
          'invoice.payment_failed',
          invoiceObject(sub, 'open', sub.periodEnd, addMonth(sub.periodEnd)),
        );
        return send('customer.subscription.updated', subscriptionObject({ ...sub, status: 'past_due' }));
      }
      const renewed = { ...sub, status: 'active' as const, periodEnd: addMonth(sub.periodEnd) };
      await send('invoice.paid', invoiceObject(renewed, 'paid', sub.periodEnd, renewed.periodEnd));
      await send('customer.subscription.updated', subscriptionObject(renewed));
    },

    verifyEvent(rawBody, signature) {
      return Stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        webhookSecret,
      ) as unknown as ProviderEvent;
    },
  };
};
