// What the local provider's test-mode pages show: its checkout sessions, and the subscription, plan
// and invoices a signed portal link stands for.
import type { LocalProvider, PortalAction } from '../../billing/local-provider.ts';
import type { Database } from '../../db/database.ts';
import { subscriptionRepo } from './subscription.repo.ts';

export const createLocalBillingService = (deps: { db: Database; provider: LocalProvider }) => {
  const { db, provider } = deps;
  return {
    checkout: (id: string): ReturnType<LocalProvider['checkout']> => provider.checkout(id),
    /** Pays the checkout (once); returns where the browser goes next, or null when it is gone. */
    pay: (id: string) => provider.pay(id),

    /** The portal's subscription, plan and invoices; null when the link is forged, stale or unknown. */
    async portal(token: string) {
      const session = provider.portalSession(token);
      if (!session) return null;
      const subscription = await subscriptionRepo.byProviderIds(db, { customerId: session.customerId });
      if (!subscription) return null;
      const plan = subscription.plan_id ? await subscriptionRepo.planById(db, subscription.plan_id) : null;
      const invoices = await subscriptionRepo.invoices(db, subscription.id);
      return { returnUrl: session.returnUrl, subscription, plan, invoices };
    },

    /** Runs a portal button; false when the link is forged or stale. */
    async portalAction(token: string, action: PortalAction) {
      const session = provider.portalSession(token);
      if (!session) return false;
      await provider.portalAction(session.customerId, action);
      return true;
    },

    invoice: (externalId: string) => subscriptionRepo.invoiceByExternalId(db, externalId),
  };
};

export type LocalBillingService = ReturnType<typeof createLocalBillingService>;
export type LocalPortal = NonNullable<Awaited<ReturnType<LocalBillingService['portal']>>>;
