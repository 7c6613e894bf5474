// The local provider's test-mode pages: a checkout and a billing portal, plain HTML forms (no
// script, so the app's Content-Security-Policy holds), clearly marked as test mode.

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5fb; color: #1f2433; margin: 0; }
  main { max-width: 520px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px;
    box-shadow: 0 8px 30px rgba(30, 40, 90, .08); }
  .test { display: inline-block; background: #fff3cd; color: #7a5a00; border: 1px solid #f0d47a;
    border-radius: 999px; padding: 2px 12px; font-size: 13px; font-weight: 600; }
  h1 { font-size: 22px; margin: 16px 0 4px; }
  .price { font-size: 32px; font-weight: 700; margin: 16px 0 0; }
  .muted { color: #6b7184; font-size: 14px; }
  .row { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
  button, a.button { font: inherit; font-weight: 600; border-radius: 8px; padding: 10px 18px; cursor: pointer;
    border: 1px solid #4c5fd5; background: #4c5fd5; color: #fff; text-decoration: none; }
  button.secondary, a.secondary { background: #fff; color: #4c5fd5; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 14px; }
  td, th { text-align: left; padding: 6px 4px; border-bottom: 1px solid #eceef5; }
  form { display: inline; }
</style></head>
<body><main><span class="test">Test mode</span>${body}</main></body></html>`;

export const checkoutPage = (p: {
  planName: string;
  price: string;
  priceNote: string;
  payAction: string;
  cancelUrl: string;
}) =>
  page(
    `Subscribe to ${p.planName} (test mode)`,
    `<h1>Subscribe to ${escapeHtml(p.planName)}</h1>
<p class="muted">Sightline checkout. No Stripe keys are configured, so no card is charged: paying here
activates the plan as a real payment would.</p>
<p class="price">${escapeHtml(p.price)}</p>
<p class="muted">${escapeHtml(p.priceNote)}</p>
<div class="row">
  <form method="post" action="${escapeHtml(p.payAction)}"><button type="submit">Pay and subscribe</button></form>
  <a class="button secondary" href="${escapeHtml(p.cancelUrl)}">Cancel</a>
</div>`,
  );

export const portalPage = (p: {
  planName: string;
  status: string;
  periodEnd: string;
  invoices: { number: string; date: string; amount: string; status: string; pdfUrl: string | null }[];
  actions: { label: string; action: string; secondary?: boolean }[];
  returnUrl: string;
}) =>
  page(
    'Billing portal (test mode)',
    `<h1>Billing portal</h1>
<p class="muted">Sightline's local billing provider. Buttons marked "simulate" do what Stripe would do on
its own: renew the period, fail a payment, end the subscription.</p>
<p><strong>${escapeHtml(p.planName)}</strong> &middot; ${escapeHtml(p.status)} &middot; ${escapeHtml(p.periodEnd)}</p>
<table><thead><tr><th>Invoice</th><th>Date</th><th>Amount</th><th>Status</th><th></th></tr></thead><tbody>
${p.invoices
  .map(
    (i) =>
      `<tr><td>${escapeHtml(i.number)}</td><td>${escapeHtml(i.date)}</td><td>${escapeHtml(i.amount)}</td><td>${escapeHtml(i.status)}</td><td>${i.pdfUrl ? `<a href="${escapeHtml(i.pdfUrl)}">PDF</a>` : ''}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<div class="row">
${p.actions
  .map(
    (a) =>
      `<form method="post" action="${escapeHtml(a.action)}"><button type="submit"${a.secondary ? ' class="secondary"' : ''}>${escapeHtml(a.label)}</button></form>`,
  )
  .join('\n')}
</div>
<div class="row"><a class="button secondary" href="${escapeHtml(p.returnUrl)}">Return to Sightline</a></div>`,
  );

export const messagePage = (title: string, text: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p>`);
