// Rows -> what the local provider's test-mode portal page and invoice PDF show, pure.
import { SUBSCRIPTION_STATUS_LABELS } from '@sightline/contracts';
import type { PortalAction } from '../../billing/local-provider.ts';
import type { LocalPortal } from './local-billing.service.ts';
import type { InvoiceRow } from './subscription.repo.ts';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const money = (amount: number | string, currency: string) =>
  `${currency.toUpperCase()} ${Number(amount).toFixed(2)}`;

export const invoiceNumber = (invoice: InvoiceRow) => invoice.number ?? invoice.external_id;

/** The portal page's fields; `actionUrl` is where a button of the same link posts. */
export const presentPortal = (
  { returnUrl, subscription, plan, invoices }: LocalPortal,
  actionUrl: (action: PortalAction) => string,
) => {
  const running = plan !== null && plan.name !== 'FREE';
  return {
    planName: plan?.display_name ?? 'No plan',
    status: SUBSCRIPTION_STATUS_LABELS[subscription.status],
    periodEnd: subscription.current_period_end ? `period ends ${day(subscription.current_period_end)}` : '',
    invoices: invoices.map((i) => ({
      number: invoiceNumber(i),
      date: day(i.issued_at),
      amount: money(i.amount, i.currency),
      status: i.status,
      pdfUrl: i.pdf_url,
    })),
    actions: running
      ? [
          ...(subscription.status === 'CANCELED'
            ? []
            : [{ label: 'Cancel subscription', action: actionUrl('cancel') }]),
          { label: 'Simulate renewal', action: actionUrl('renew'), secondary: true },
          { label: 'Simulate failed payment', action: actionUrl('fail'), secondary: true },
          { label: 'Simulate end of subscription', action: actionUrl('end'), secondary: true },
        ]
      : [],
    returnUrl,
  };
};

/** The lines of the test-mode invoice PDF. */
export const invoiceLines = (invoice: InvoiceRow) => [
  `# Invoice ${invoiceNumber(invoice)}`,
  'Sightline - test mode: issued by the local billing provider, nothing was charged.',
  '',
  `Date: ${day(invoice.issued_at)}`,
  `Period: ${day(invoice.period_start)} to ${day(invoice.period_end)}`,
  `Amount: ${money(invoice.amount, invoice.currency)} (tax excluded)`,
  `Status: ${invoice.status}`,
];
