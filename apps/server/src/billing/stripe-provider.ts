// Stripe through its official library: Checkout Sessions in subscription mode, the Billing Portal,
// subscription updates, and webhook signatures checked on the raw body.
import type { CheckoutPlanName } from '@sightline/contracts';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';
import { type PaymentProvider, type ProviderEvent, USER_METADATA_KEY } from './provider.ts';

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>;

export const createStripeProvider = (config: StripeConfig): PaymentProvider => {
  const stripe = new Stripe(config.secretKey, {
    ...config.api,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  const planByPrice = new Map(
    Object.entries(config.prices).map(([plan, price]) => [price, plan as CheckoutPlanName]),
  );

  return {
    kind: 'stripe',
    planOfPrice: (priceId) => planByPrice.get(priceId) ?? null,

    async createCheckout(input) {
      const user = { [USER_METADATA_KEY]: String(input.userId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[input.plan], quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: String(input.userId),
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata: user,
        // On the subscription too, so its events name the user even before checkout.session.completed.
        subscription_data: { metadata: user },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { url: session.url };
    },

    async changePlan(subscriptionId, plan) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: subscription.items.data[0].id, price: config.prices[plan] }],
        cancel_at_period_end: false,
        proration_behavior: 'create_prorations',
      });
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async closeCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (err) {
        // Deleted already (a retry after a failure further on): nothing left to close.
        if ((err as { code?: string }).code !== 'resource_missing') throw err;
      }
    },

    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    verifyEvent(rawBody, signature) {
      return Stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        config.webhookSecret,
      ) as unknown as ProviderEvent;
    },
  };
};
