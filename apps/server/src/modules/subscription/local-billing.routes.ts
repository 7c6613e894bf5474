// The local provider's test-mode checkout, portal and invoice PDFs (no Stripe keys). Public like
// Stripe's hosted pages: a checkout id, a signed portal link and an invoice id are unguessable.
import { billingMessages, PLANS } from '@sightline/contracts';
import { z } from 'zod';
import { textPdf } from '../../billing/invoice-pdf.ts';
import { checkoutPage, messagePage, portalPage } from '../../billing/local-pages.ts';
import { localBillingPaths, PORTAL_ACTIONS } from '../../billing/local-provider.ts';
import type { ZodApp } from '../../http/types.ts';
import { invoiceLines, invoiceNumber, presentPortal } from './local-billing.presenter.ts';
import type { LocalBillingService } from './local-billing.service.ts';

const CheckoutParams = z.object({ id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const PortalQuery = z.object({
  session: z
    .string()
    .max(4000)
    .regex(/^[\w-]+\.[0-9a-f]{64}$/),
});
const InvoiceParams = z.object({ id: z.string().regex(/^in_local_[0-9a-f]{24}$/) });

const hidden = { hide: true };

export const localBillingRoutes = (api: ZodApp, deps: { localBilling: LocalBillingService }) =>
  api.register(async (scope) => {
    // The pages' buttons are plain HTML forms; they carry nothing the routes read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _body, done) => done(null, {}));
    pages(scope as ZodApp, deps);
  });

const pages = (app: ZodApp, deps: { localBilling: LocalBillingService }) => {
  const { localBilling } = deps;
  const gone = messagePage(
    'Link expired',
    'This test-mode page is no longer valid. Go back to Sightline and try again.',
  );

  app.get(localBillingPaths.checkout(':id'), {
    schema: { ...hidden, params: CheckoutParams },
    handler: async (req, reply) => {
      const session = await localBilling.checkout(req.params.id);
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
      const next = await localBilling.pay(req.params.id);
      if (!next) return reply.code(404).type('text/html; charset=utf-8').send(gone);
      return reply.redirect(next, 303);
    },
  });

  app.get(localBillingPaths.portal, {
    schema: { ...hidden, querystring: PortalQuery },
    handler: async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const portal = await localBilling.portal(req.query.session);
      if (!portal) return reply.code(404).send(gone);
      return portalPage(
        presentPortal(
          portal,
          (a) => `/api${localBillingPaths.withSession(localBillingPaths.portalAction(a), req.query.session)}`,
        ),
      );
    },
  });

  app.post(localBillingPaths.portalAction(':action' as never), {
    schema: { ...hidden, params: z.object({ action: z.enum(PORTAL_ACTIONS) }), querystring: PortalQuery },
    handler: async (req, reply) => {
      if (!(await localBilling.portalAction(req.query.session, req.params.action)))
        return reply.code(404).type('text/html; charset=utf-8').send(gone);
      return reply.redirect(
        `/api${localBillingPaths.withSession(localBillingPaths.portal, req.query.session)}`,
        303,
      );
    },
  });

  app.get(localBillingPaths.invoicePdf(':id'), {
    schema: { ...hidden, params: InvoiceParams },
    handler: async (req, reply) => {
      const invoice = await localBilling.invoice(req.params.id);
      if (!invoice) return reply.code(404).type('text/html; charset=utf-8').send(gone);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceNumber(invoice)}.pdf"`)
        .send(textPdf(invoiceLines(invoice)));
    },
  });
};
