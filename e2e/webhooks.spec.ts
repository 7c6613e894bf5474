// Issue 19: from a brand's header to its Webhooks & alerts screen, add an endpoint on a local
// receiver, copy the secret shown once, send a test event and see it delivered, signed with that
// secret; then opt in to email alerts.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { webhookLabels as l, WEBHOOK_SIGNATURE_HEADER, webhookMessages } from '@sightline/contracts';
import { verifySignature } from '../apps/server/src/modules/webhooks/webhook-payloads.ts';
import { dismissInfo, userWithBrand } from './support/project-detail.ts';
import { shot } from './support/ui.ts';

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
    res.end('ok');
  });
});
test.beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('an owner adds an endpoint, sends a test event and sees it delivered, signed', async ({
  page,
  request,
}) => {
  const { brand } = await userWithBrand(page, request, 'webhooks');
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/sightline`;
  await page.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(page);
  await shot(page, 'webhooks-brand-header');
  await page.getByTestId('open-webhooks').click();
  await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible();
  await expect(page.getByText(l.empty)).toBeVisible();

  await page.getByTestId('webhook-add').click();
  const form = page.getByRole('dialog', { name: l.addTitle });
  await form.getByTestId('webhook-url').fill('http://10.0.0.5/hook');
  await form.getByRole('checkbox', { name: l.eventNames['position.moved'] }).check();
  await form.getByTestId('webhook-save').click();
  // The SSRF guard refuses a private address under the field.
  await expect(form.getByText(webhookMessages.urlBlocked)).toBeVisible();
  await shot(page, 'webhooks-form-refused');
  await form.getByTestId('webhook-url').fill(url);
  await form.getByTestId('webhook-save').click();

  const secretDialog = page.getByRole('dialog', { name: l.secretTitle });
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shot(page, 'webhooks-secret');
  await secretDialog.getByRole('button', { name: l.done }).click();
  const row = page.getByTestId('webhook-row');
  await expect(row).toContainText(url);
  await expect(row).toContainText(l.eventNames['position.moved']);

  await row.getByRole('button', { name: l.sendTest }).click();
  const log = page.getByTestId('webhook-deliveries');
  await expect(log.getByTestId('webhook-delivery-row')).toContainText(l.statuses.DELIVERED, {
    timeout: 20_000,
  });
  await expect(log.getByTestId('webhook-delivery-row')).toContainText(l.eventNames.test);

  expect(received).toHaveLength(1);
  const [delivery] = received;
  const now = Math.floor(Date.now() / 1000);
  expect(
    verifySignature(secret, String(delivery.headers[WEBHOOK_SIGNATURE_HEADER]), delivery.body, now),
  ).toBe(true);
  expect(JSON.parse(delivery.body)).toMatchObject({ type: 'test', brand: { id: brand.uuid } });

  const alerts = page.getByTestId('email-alerts');
  await alerts.getByRole('checkbox', { name: l.eventNames['position.moved'] }).check();
  await alerts.getByTestId('email-alerts-save').click();
  await expect(page.getByText(l.emailSaved)).toBeVisible();
  await shot(page, 'webhooks');

  await page.reload();
  await expect(
    page.getByTestId('email-alerts').getByRole('checkbox', { name: l.eventNames['position.moved'] }),
  ).toBeChecked();
});
