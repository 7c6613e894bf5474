// Subscription calls (spec 1 section 7, spec 2 section 7): a 404 on GET subscription/ means "no
// subscription", not an error; the portal falls back to /invoices when it cannot be opened.
import {
  CheckoutReplySchema,
  CountedPromptListSchema,
  InvoiceListSchema,
  PlanSchema,
  PortalReplySchema,
  type Subscription,
  SubscriptionSchema,
  subscriptionPaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError } from './client.ts';
import { api } from './instance.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './useSession.ts';

const fetchSubscription = async (): Promise<Subscription | null> => {
  try {
    return await api.get(subscriptionPaths.current, { schema: SubscriptionSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
};

export const useSubscription = () => {
  const signedIn = Boolean(useSession()?.token);
  return useQuery({ queryKey: queryKeys.subscription, queryFn: fetchSubscription, enabled: signedIn });
};

const PlanListSchema = z.object({ plans: z.array(PlanSchema) });

export const usePlans = () =>
  useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => (await api.get(subscriptionPaths.plans, { schema: PlanListSchema })).plans,
    staleTime: 10 * 60_000,
  });

/** The prompts the caller's plan counts, oldest first (to name those over a smaller plan). */
export const useCountedPrompts = () => {
  const signedIn = Boolean(useSession()?.token);
  return useQuery({
    queryKey: queryKeys.countedPrompts,
    queryFn: async () =>
      (await api.get(subscriptionPaths.prompts, { schema: CountedPromptListSchema })).prompts,
    enabled: signedIn,
  });
};

export const useInvoices = () =>
  useQuery({
    queryKey: queryKeys.invoices,
    queryFn: async () => (await api.get(subscriptionPaths.invoices, { schema: InvoiceListSchema })).invoices,
  });

/** Absolute URLs of this app's pages (Stripe needs absolute return addresses). */
const appUrl = (path: string) => new URL(path, globalThis.location.origin).toString();

/** Starts checkout for a plan; the caller sends the browser to the returned page. */
export const useCheckout = () =>
  useMutation({
    mutationFn: (p: { planId: number; successPath: string; cancelPath: string }) =>
      api.post(
        subscriptionPaths.checkout,
        { plan_id: p.planId, success_url: appUrl(p.successPath), cancel_url: appUrl(p.cancelPath) },
        { schema: CheckoutReplySchema },
      ),
  });

export const useCancelSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(subscriptionPaths.cancel, undefined, { schema: SubscriptionSchema }),
    // The spec sets the status locally: with Stripe the webhook event may land a moment later.
    onSuccess: (subscription) =>
      client.setQueryData(queryKeys.subscription, { ...subscription, status: 'CANCELED' as const }),
  });
};

/** The billing portal's address, or null when it cannot be opened (the caller falls back to /invoices). */
export const billingPortalUrl = async (returnPath: string): Promise<string | null> => {
  try {
    const reply = await api.post(
      subscriptionPaths.portal,
      { return_url: appUrl(returnPath) },
      { schema: PortalReplySchema },
    );
    return reply.portal_url;
  } catch {
    return null;
  }
};

/** Leaves the app for a provider page (checkout, portal). */
export const goTo = (url: string) => globalThis.location.assign(url);
