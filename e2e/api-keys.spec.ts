// Issue 19: API keys on /profile. Create one (its secret shown once, copied, gone after the dialog),
// use it against the API (its last use appears), rename it, revoke it (it stops working at once).
import { expect, test } from '@playwright/test';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, apiKeyLabels as l } from '@sightline/contracts';
import { auth } from './support/api.ts';
import { shot, signedInUser } from './support/ui.ts';

test('creates a key shown once, sees its use, renames and revokes it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInUser(page, request, 'keys');
  await page.goto('/profile');
  const card = page.getByTestId('api-keys');
  await expect(card.getByText(l.empty)).toBeVisible();
  await expect(card.getByText(/\/mcp$/)).toBeVisible();

  await card.getByRole('button', { name: l.create }).click();
  const dialog = page.getByRole('dialog', { name: l.createTitle });
  await dialog.getByRole('button', { name: l.submit }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: l.name }).fill('Claude Desktop');
  await dialog.getByText(l.scopes.read_write).click();
  await dialog.getByRole('button', { name: l.submit }).click();

  const shown = page.getByRole('dialog', { name: l.createdTitle });
  await expect(shown.getByText(l.createdWarning)).toBeVisible();
  const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
  await shown.getByRole('button', { name: l.copy }).click();
  await expect(shown.getByRole('button', { name: l.copied, exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot(page, 'api-keys-created');
  await shown.getByRole('button', { name: l.done }).click();
  await expect(shown).toBeHidden();

  // Listed by its first characters only; the secret is nowhere on the page any more.
  const row = card.getByRole('row', { name: /Claude Desktop/ });
  await expect(
    row.getByText(`${secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS)}…`),
  ).toBeVisible();
  await expect(row.getByText(l.scopes.read_write)).toBeVisible();
  await expect(row.getByText(l.never)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  expect((await request.get('/api/projects/', { headers: auth(secret) })).status()).toBe(200);
  await page.reload();
  await expect(row.getByText(l.never)).toBeHidden();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'api-keys-list');

  await row.getByRole('button', { name: `${l.rename} Claude Desktop` }).click();
  const rename = page.getByRole('dialog', { name: l.renameTitle });
  await rename.getByRole('textbox', { name: l.name }).fill('Claude on the laptop');
  await rename.getByRole('button', { name: l.save }).click();
  await expect(rename).toBeHidden();
  const renamed = card.getByRole('row', { name: /Claude on the laptop/ });
  await expect(renamed.getByText(l.scopes.read_write)).toBeVisible();

  await renamed.getByRole('button', { name: `${l.revoke} Claude on the laptop` }).click();
  const confirm = page.getByRole('dialog', { name: l.revokeTitle });
  await expect(confirm.getByText(l.revokeConfirm('Claude on the laptop'))).toBeVisible();
  await confirm.getByRole('button', { name: l.revoke }).click();
  await expect(page.getByText(l.revoked, { exact: true })).toBeVisible();
  await expect(card.getByText(l.empty)).toBeVisible();
  expect((await request.get('/api/projects/', { headers: auth(secret) })).status()).toBe(401);
});
