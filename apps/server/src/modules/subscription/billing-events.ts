// The webhook handler: the only writer of a subscription's paid state. Each event is verified on its
// raw body, applied at most once (its id is recorded in the same transaction) and only when it is
// newer than what the subscription already shows, so replays and reordering change nothing.
import { billingMessages } from '@sightline/contracts';
import {
  fromUnix,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  USER_METADATA_KEY,
} from '../../billing/provider.ts';
import type { Logger } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { isStale, providerState } from './provider-state.ts';
import { type SubscriptionWithPlan, subscriptionRepo } from './subscription.repo.ts';

const userIdIn = (metadata: Record<string, string> | null | undefined) => {
  const id = Number(metadata?.[USER_METADATA_KEY]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A failed renewal to tell the owner about once the event's transaction has committed. */
interface PaymentFailure {
  userId: number;
  amount: string;
}

export const createBillingEvents = (deps: {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  publicUrl: string;
  log: Logger;
}) => {
  const { db, log } = deps;

  /** The subscription row an object belongs to (locked): by the user it names, else by provider ids. */
  const rowFor = async (
    q: Queryable,
    userId: number | null,
    ids: { subscriptionId?: string; customerId?: string },
  ): Promise<SubscriptionWithPlan | null> => {
    const owner = userId ?? (await subscriptionRepo.byProviderIds(q, ids))?.user_id;
    return owner === undefined ? null : subscriptionRepo.ofOwner(q, owner, true);
  };

  const applySubscription = async (q: Queryable, sub: ProviderSubscription, eventAt: Date) => {
    const row = await rowFor(q, userIdIn(sub.metadata), { subscriptionId: sub.id, customerId: sub.customer });
    if (!row) return log.info({ subscription: sub.id }, 'billing event for an unknown customer ignored');
    const created = fromUnix(sub.created);
    if (isStale(row, { id: sub.id, created }, eventAt)) return;
    const state = providerState(sub, deps.provider.planOfPrice);
    if (state.kind === 'pending') return;
    if (state.kind === 'unknown_price')
      return log.error({ subscription: sub.id, price: state.priceId }, billingMessages.unknownPrice);
    const plan = await subscriptionRepo.planByName(q, state.kind === 'ended' ? 'FREE' : state.plan);
    await subscriptionRepo.applyChange(q, row.id, {
      planId: plan.id,
      status: state.kind === 'ended' ? 'FREE' : state.status,
      currentPeriodEnd: state.kind === 'ended' ? state.at : state.periodEnd,
      customerId: sub.customer,
      subscriptionId: sub.id,
      subscriptionCreated: created,
      eventAt,
    });
  };

  const applyInvoice = async (
    q: Queryable,
    invoice: ProviderInvoice,
    eventAt: Date,
    failed: boolean,
  ): Promise<PaymentFailure | undefined> => {
    // Drafts change until finalized; the customer sees invoices from then on.
    if (!invoice.status || invoice.status === 'draft') return;
    const details = invoice.parent?.subscription_details;
    const row = await rowFor(q, userIdIn(details?.metadata), {
      subscriptionId: details?.subscription,
      customerId: invoice.customer ?? undefined,
    });
    if (!row) {
      log.info({ invoice: invoice.id }, 'billing event for an unknown customer ignored');
      return;
    }
    await subscriptionRepo.upsertInvoice(q, {
      subscriptionRowId: row.id,
      externalId: invoice.id,
      number: invoice.number,
      // Stripe amounts are in the currency's smallest unit; our plans are in euros (two decimals).
      amount: invoice.total / 100,
      currency: invoice.currency,
      status: invoice.status,
      hostedUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
      issuedAt: fromUnix(invoice.created),
      periodStart: fromUnix(invoice.period_start),
      periodEnd: fromUnix(invoice.period_end),
      eventAt,
    });
    if (!failed) return;
    const amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: invoice.currency.toUpperCase(),
    });
    return { userId: row.user_id, amount: amount.format(invoice.total / 100) };
  };

  const applyCheckout = async (q: Queryable, session: ProviderCheckoutSession) => {
    const userId = Number(session.client_reference_id);
    if (session.mode !== 'subscription' || !session.customer || !Number.isSafeInteger(userId)) return;
    const row = await subscriptionRepo.ofOwner(q, userId, true);
    if (row) await subscriptionRepo.linkCustomer(q, row.id, session.customer);
  };

  const apply = async (q: Queryable, event: ProviderEvent): Promise<PaymentFailure | undefined> => {
    const object = event.data.object;
    const at = fromUnix(event.created);
    if (object.object === 'subscription' && event.type.startsWith('customer.subscription.'))
      await applySubscription(q, object as ProviderSubscription, at);
    else if (object.object === 'invoice' && event.type.startsWith('invoice.'))
      return applyInvoice(q, object as ProviderInvoice, at, event.type === 'invoice.payment_failed');
    else if (object.object === 'checkout.session' && event.type === 'checkout.session.completed')
      await applyCheckout(q, object as ProviderCheckoutSession);
  };

  // Billing mail is essential: an owner who unsubscribed from news still hears that a payment failed.
  const tellOwner = async ({ userId, amount }: PaymentFailure) => {
    const owner = await subscriptionRepo.ownerContact(db, userId);
    if (!owner) return;
    await deps.mail.enqueue({
      userId,
      to: owner.email,
      template: 'paymentFailed',
      essential: true,
      payload: { name: owner.name, amount, subscriptionsUrl: `${deps.publicUrl}/subscriptions` },
    });
  };

  return {
    /** Verifies and applies one webhook delivery; false when the event was applied before. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
      let event: ProviderEvent;
      try {
        event = deps.provider.verifyEvent(rawBody, signature);
      } catch {
        throw badRequest(billingMessages.webhookInvalid);
      }
      if (
        typeof event?.id !== 'string' ||
        typeof event.data?.object !== 'object' ||
        event.data.object === null
      )
        throw badRequest(billingMessages.webhookInvalid);
      const outcome = await db.tx(async (q) => {
        if (!(await subscriptionRepo.claimEvent(q, event.id, event.type))) return null;
        return { failure: await apply(q, event) };
      });
      if (outcome?.failure) await tellOwner(outcome.failure);
      return outcome !== null;
    },
  };
};

export type BillingEvents = ReturnType<typeof createBillingEvents>;
