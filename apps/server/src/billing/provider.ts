// The payment provider the app bills through: Stripe (stripe-provider.ts) or, without keys, the
// local provider (local-provider.ts) that runs the same state machine in process. Both hand their
// events to the one webhook handler as signed raw bodies, in Stripe's wire format.
import type { CheckoutPlanName } from '@sightline/contracts';

/** Metadata key naming our user on the provider's checkout sessions and subscriptions. */
export const USER_METADATA_KEY = 'sightline_user_id';

/** The fields of Stripe's objects this app reads; Stripe's objects and the local provider's have them. */
export interface ProviderSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  /** Unix seconds, as every Stripe time. */
  created: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string> | null;
  items: { data: { id: string; price: { id: string }; current_period_end: number }[] };
}

export interface ProviderInvoice {
  id: string;
  object: 'invoice';
  customer: string | null;
  number: string | null;
  status: string | null;
  total: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  hosted_invoice_url?: string | null;
  invoice_pdf?: string | null;
  parent: {
    subscription_details: { subscription: string; metadata: Record<string, string> | null } | null;
  } | null;
}

export interface ProviderCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { object?: string } };
}

export interface CheckoutInput {
  userId: number;
  email: string;
  /** The customer of an earlier subscription, so the provider keeps one customer per user. */
  customerId: string | null;
  plan: CheckoutPlanName;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'local';
  /** The plan a price id stands for; null for a price that is not ours. */
  planOfPrice(priceId: string): CheckoutPlanName | null;
  /** A hosted checkout page (subscription mode) the browser is sent to. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** Moves a running subscription to another plan instead of starting a second one. */
  changePlan(subscriptionId: string, plan: CheckoutPlanName): Promise<void>;
  /** Cancels at the end of the paid period; the webhook event then changes the local state. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * Closes a customer whose account is deleted: its subscriptions end at once and it is charged no
   * more. Stripe keeps what the law requires (invoices) on its side.
   */
  closeCustomer(customerId: string): Promise<void>;
  /** The customer's billing portal (invoices, payment methods). */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Checks the signature of a webhook on its raw body and parses it; throws when it is not genuine. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** Unix seconds (Stripe's times) as a Date. */
export const fromUnix = (seconds: number) => new Date(seconds * 1000);
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
