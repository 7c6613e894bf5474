// The local provider's test-mode checkout, portal and invoice PDFs (no Stripe keys). Public like
// Stripe's hosted pages: a checkout id, a signed portal link and an invoice id are unguessable.
import { billingMessages, PLANS, SUBSCRIPTION_STATUS_LABELS } from '@sightline/contracts';
import { z } from 'zod';
import { textPdf } from '../../billing/invoice-pdf.ts';
import { checkoutPage, messagePage, portalPage } from '../../billing/local-pages.ts';
import { type LocalProvider, localBillingPaths, PORTAL_ACTIONS } from '../../billing/local-provider.ts';
import type { Database } from '../../db/database.ts';
import type { ZodApp } from '../../http/types.ts';
import { subscriptionRepo } from './subscription.repo.ts';

const CheckoutParams = z.object({ id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const PortalQuery = z.object({
  session: z
    .string()
    .max(4000)
    .regex(/^[\w-]+\.[0-9a-f]{64}$/),
});
const InvoiceParams = z.object({ id: z.string().regex(/^in_local_[0-9a-f]{24}$/) });

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const money = (amount: number | string, currency: string) =>
  `${currency.toUpperCase()} ${Number(amount).toFixed(2)}`;

const hidden = { hide: true };

export const localBillingRoutes = (api: ZodApp, deps: { db: Database; provider: LocalProvider }) =>
  api.register(async (scope) => {
    // The pages' buttons are plain HTML forms; they carry nothing the routes read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _body, done) => done(null, {}));
    pages(scope as ZodApp, deps);
  });

const pages = (app: ZodApp, deps: { db: Database; provider: LocalProvider }) => {
  const { db, provider } = deps;
  const gone = messagePage(
    'Link expired',
    'This test-mode page is no longer valid. Go back to Sightline and try again.',
  );

  app.get(localBillingPaths.checkout(':id'), {
    schema: { ...hidden, params: CheckoutParams },
    handler: async (req, reply) => {
      const session = await provider.checkout(req.params.id);
      reply.type('text/html; charset=utf-8');
      if (!session || session.completed_at) return reply.code(404).send(gone);
      const plan = PLANS[session.plan_name];
      return checkoutPage({
        planName: plan.display_name,
        price: `€${plan.price_eur ?? 0}`,
        priceNote: billingMessages.taxExcluded,
        payAction: `/api${localBillingPaths.pay(session.id)}`,
        cancelUrl: session.cancel_url,
      });
    },
  });

  app.post(localBillingPaths.pay(':id'), {
    schema: { ...hidden, params: CheckoutParams },
    handler: async (req, reply) => {
      const next = await provider.pay(req.params.id);
      if (!next) return reply.code(404).type('text/html; charset=utf-8').send(gone);
      return reply.redirect(next, 303);
    },
  });

  app.get(localBillingPaths.portal, {
    schema: { ...hidden, querystring: PortalQuery },
    handler: async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const session = provider.portalSession(req.query.session);
      const row = session
        ? await subscriptionRepo.byProviderIds(db, { customerId: session.customerId })
        : null;
      if (!session || !row) return reply.code(404).send(gone);
      const plan = row.plan_id ? await subscriptionRepo.planById(db, row.plan_id) : null;
      const invoices = await subscriptionRepo.invoices(db, row.id);
      const running = plan !== null && plan.name !== 'FREE';
      const action = (a: (typeof PORTAL_ACTIONS)[number]) =>
        `/api${localBillingPaths.withSession(localBillingPaths.portalAction(a), req.query.session)}`;
      return portalPage({
        planName: plan?.display_name ?? 'No plan',
        status: SUBSCRIPTION_STATUS_LABELS[row.status],
        periodEnd: row.current_period_end ? `period ends ${day(row.current_period_end)}` : '',
        invoices: invoices.map((i) => ({
          number: i.number ?? i.external_id,
          date: day(i.issued_at),
          amount: money(i.amount, i.currency),
          status: i.status,
          pdfUrl: i.pdf_url,
        })),
        actions: running
          ? [
              ...(row.status === 'CANCELED'
                ? []
                : [{ label: 'Cancel subscription', action: action('cancel') }]),
              { label: 'Simulate renewal', action: action('renew'), secondary: true },
              { label: 'Simulate failed payment', action: action('fail'), secondary: true },
              { label: 'Simulate end of subscription', action: action('end'), secondary: true },
            ]
          : [],
        returnUrl: session.returnUrl,
      });
    },
  });

  app.post(localBillingPaths.portalAction(':action' as never), {
    schema: { ...hidden, params: z.object({ action: z.enum(PORTAL_ACTIONS) }), querystring: PortalQuery },
    handler: async (req, reply) => {
      const session = provider.portalSession(req.query.session);
      if (!session) return reply.code(404).type('text/html; charset=utf-8').send(gone);
      await provider.portalAction(session.customerId, req.params.action);
      return reply.redirect(
        `/api${localBillingPaths.withSession(localBillingPaths.portal, req.query.session)}`,
        303,
      );
    },
  });

  app.get(localBillingPaths.invoicePdf(':id'), {
    schema: { ...hidden, params: InvoiceParams },
    handler: async (req, reply) => {
      const invoice = await subscriptionRepo.invoiceByExternalId(db, req.params.id);
      if (!invoice) return reply.code(404).type('text/html; charset=utf-8').send(gone);
      const number = invoice.number ?? invoice.external_id;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(
          textPdf([
            `# Invoice ${number}`,
            'Sightline - test mode: issued by the local billing provider, nothing was charged.',
            '',
            `Date: ${day(invoice.issued_at)}`,
            `Period: ${day(invoice.period_start)} to ${day(invoice.period_end)}`,
            `Amount: ${money(invoice.amount, invoice.currency)} (tax excluded)`,
            `Status: ${invoice.status}`,
          ]),
        );
    },
  });
};
