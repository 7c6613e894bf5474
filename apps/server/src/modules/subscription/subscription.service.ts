// Plans, the user's subscription, checkout, cancel, the billing portal and invoices (spec 1 section 7,
// spec 2 sections 2.6 and 7). These calls only ask the provider; the local subscription changes when
// the provider's webhook events arrive (billing-events.ts).
import {
  type CheckoutRequest,
  genericMessages,
  hasRunningPlan,
  isCheckoutPlan,
  billingMessages as m,
} from '@sightline/contracts';
import type { PaymentProvider } from '../../billing/provider.ts';
import type { Logger } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { userRepo } from '../auth/user.repo.ts';
import { billingOwnerOf } from './limits.ts';
import { presentInvoice, presentPlan, presentSubscription } from './subscription.presenter.ts';
import { type SubscriptionWithPlan, subscriptionRepo } from './subscription.repo.ts';

/** Only pages of this app: the public URL's origin or the origin the request came from. */
const returnUrlOf = (raw: string, allowedOrigins: readonly string[]) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(m.returnUrlInvalid);
  }
  if (!/^https?:$/.test(url.protocol) || !allowedOrigins.includes(url.origin))
    throw badRequest(m.returnUrlInvalid);
  return url.toString();
};

export const createSubscriptionService = (deps: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  publicUrl: string;
  log: Logger;
}) => {
  const { db, clock, provider } = deps;
  const origins = (requestOrigin: string | null) =>
    [new URL(deps.publicUrl).origin, requestOrigin].filter((o): o is string => o !== null);

  /** A provider call that failed is our side's problem, answered with the spec's store message. */
  const viaProvider = async <T>(call: () => Promise<T>, message: string): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      deps.log.error({ err: error }, message);
      throw new HttpError(502, message);
    }
  };

  const own = async (userId: number): Promise<SubscriptionWithPlan> => {
    const sub = await subscriptionRepo.ofOwner(db, userId);
    if (!sub) throw notFound(genericMessages.notFound);
    return sub;
  };

  const current = async (userId: number) => {
    const sub = await subscriptionRepo.forUser(db, userId, await billingOwnerOf(db, userId));
    if (!sub) throw notFound(genericMessages.notFound);
    return presentSubscription(sub, clock.now());
  };

  return {
    current,

    async plans() {
      return (await subscriptionRepo.plans(db)).map(presentPlan);
    },

    /** The prompts the caller's plan counts, oldest first (the plans page names those over a smaller plan). */
    async countedPrompts(userId: number) {
      return { prompts: await subscriptionRepo.countedPrompts(db, await billingOwnerOf(db, userId)) };
    },

    /**
     * Starts a checkout for a plan; a running subscription moves to the plan instead (no second
     * subscription), and the browser goes straight to the success page.
     */
    async checkout(userId: number, request: CheckoutRequest, requestOrigin: string | null) {
      const successUrl = returnUrlOf(request.success_url, origins(requestOrigin));
      const cancelUrl = returnUrlOf(request.cancel_url, origins(requestOrigin));
      const plan = await subscriptionRepo.planById(db, request.plan_id);
      if (!plan || plan.name === 'FREE') throw notFound(m.planNotFound);
      const planName = plan.name;
      if (!isCheckoutPlan(planName)) throw badRequest(m.enterpriseByMail);
      const sub = await own(userId);
      if (sub.stripe_subscription_id && hasRunningPlan(sub, clock.now())) {
        if (sub.plan?.name === planName && sub.status !== 'CANCELED') throw conflict(m.alreadyOnPlan);
        const subscriptionId = sub.stripe_subscription_id;
        await viaProvider(() => provider.changePlan(subscriptionId, planName), m.checkoutFailed);
        return { checkout_url: successUrl };
      }
      const user = await userRepo.byId(db, userId);
      const { url } = await viaProvider(
        () =>
          provider.createCheckout({
            userId,
            email: user?.email ?? '',
            customerId: sub.stripe_customer_id,
            plan: planName,
            successUrl,
            cancelUrl,
          }),
        m.checkoutFailed,
      );
      return { checkout_url: url };
    },

    /** Cancels at the end of the paid period; the reply shows the state once the provider's event is in. */
    async cancel(userId: number) {
      const sub = await own(userId);
      if (!sub.stripe_subscription_id || !hasRunningPlan(sub, clock.now())) throw badRequest(m.notSubscribed);
      const subscriptionId = sub.stripe_subscription_id;
      if (sub.status !== 'CANCELED')
        await viaProvider(() => provider.cancelAtPeriodEnd(subscriptionId), m.cancelFailed);
      return current(userId);
    },

    async portal(userId: number, returnUrl: string | undefined, requestOrigin: string | null) {
      const back = returnUrlOf(
        returnUrl ?? `${requestOrigin ?? deps.publicUrl}/subscriptions`,
        origins(requestOrigin),
      );
      const sub = await own(userId);
      const customerId = sub.stripe_customer_id;
      if (!customerId) throw notFound(m.noBillingAccount);
      const { url } = await viaProvider(() => provider.createPortal(customerId, back), m.portalFailed);
      return { portal_url: url };
    },

    async invoices(userId: number) {
      const sub = await own(userId);
      return { invoices: (await subscriptionRepo.invoices(db, sub.id)).map(presentInvoice) };
    },
  };
};

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
