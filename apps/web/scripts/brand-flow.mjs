// Drives the brand screens against a real server in headless Chromium and screenshots each state
// (a visual check, not a test; the e2e specs in e2e/brands.spec.ts assert the same flow).
//
//   npm run build && DATA_DIR=$(mktemp -d) PORT=3210 SIGHTLINE_ALLOW_LOOPBACK_FETCH=1 node apps/server/src/main.ts
//   node apps/web/scripts/brand-flow.mjs [--base=http://127.0.0.1:3210] [--out=/tmp/brand-shots]
//
// Needs Node 24 (it imports the server's TypeScript test site) and a server that may fetch loopback
// addresses, since the analyzed website is served locally.
import { mkdirSync } from 'node:fs';
import { startTestSite } from '../../server/src/modules/website/test-site.ts';
import { apiClient, arg, launchBrowser, loginThroughForm } from './lib.mjs';

const base = arg('base', 'http://127.0.0.1:3210');
const out = arg('out', '/tmp/brand-shots');
mkdirSync(out, { recursive: true });

const api = apiClient(base);
const site = await startTestSite();
const browser = await launchBrowser();

const step = (text) => console.log(`- ${text}`);
let page;
const shot = async (name) => {
  await page.waitForTimeout(350); // let transitions settle
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: false });
  step(`shot ${name}`);
};
const toast = (title) => page.locator('.mantine-Notification-root').filter({ hasText: title }).first();
const expectToast = async (title) => {
  await toast(title).waitFor({ timeout: 10_000 });
  step(`toast "${title}"`);
};
const dialog = () => page.getByRole('dialog').first();
const logins = async (context, user) => {
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('PAGE ERROR', error.message));
  page.on('console', (msg) => msg.type() === 'error' && console.error('console:', msg.text()));
  await loginThroughForm(page, base, user, /\/dashboard$/);
};

/** A 200x200 PNG logo drawn in the browser. */
const logoPng = async () => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 200;
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 200, 200);
    gradient.addColorStop(0, '#5b47e3');
    gradient.addColorStop(1, '#be4bdb');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 200, 200);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 96px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('AB', 100, 108);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
};

try {
  const user = await api.register('Ada Lovelace');
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await logins(context, user);
  await page.getByText('Start by creating your first brand').waitFor();
  await shot('01-dashboard-empty');

  // Onboarding: the wizard opens by itself.
  await page.goto(`${base}/dashboard?onboarding=1`);
  await dialog().getByText('Brand Information').first().waitFor();
  if (page.url().includes('onboarding')) throw new Error('onboarding flag left in the URL');
  await shot('02-wizard-step1');

  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast('Validation Error');
  await shot('03-wizard-step1-errors');

  await page.getByLabel('Entity name').fill('Acme Boards');
  await page.getByLabel('Location').fill('Barcelona, Spain');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await page.locator('input[type=file]').setInputFiles({
    name: 'logo.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('x'),
  });
  await expectToast('Only .jpg, .jpeg, .png, and .gif formats are allowed');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await shot('04-wizard-step1-filled');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'ChatGPT' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast('Please select at least one AI engine before proceeding');
  for (const engine of ['ChatGPT', 'Gemini', 'Perplexity', 'Claude']) {
    await page.getByRole('checkbox', { name: engine, exact: true }).click();
  }
  await shot('05-wizard-step2-engines');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expectToast('Domain Required');
  await shot('06-wizard-step3-domain-required');

  await page.getByLabel('Website URL').fill('not a url');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.getByText('Please enter a valid URL').waitFor();
  await page.getByLabel('Website URL').fill(site.origin);
  await page.getByRole('button', { name: 'Analyze' }).click();
  // A repeated analysis of the same site can come back before the loading state is seen.
  if (
    await page
      .getByTestId('analyzing')
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      )
  ) {
    await shot('07-wizard-analyzing');
  }
  await page.getByRole('button', { name: 'Re-analyze' }).waitFor({ timeout: 60_000 });
  step(`domain ${await page.getByTestId('analyzed-domain').textContent()}`);
  await shot('08-wizard-suggestions');

  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expectToast('Prompt Selection Required');

  const ranking = page.getByTestId('ranking-prompts');
  const accuracy = page.getByTestId('accuracy-prompts');
  await ranking.getByRole('button', { name: 'Why this prompt?' }).first().click();
  await ranking.getByTestId('prompt-row').nth(0).click();
  await ranking.getByTestId('prompt-row').nth(1).click();
  await accuracy.getByTestId('prompt-row').nth(0).click();
  await ranking.getByLabel('Add a ranking prompt').fill('best kanban boards for agencies');
  await ranking.getByRole('button', { name: 'Add' }).click();
  await accuracy.getByLabel('Add an accuracy prompt').fill('Where is Acme Boards based?');
  await accuracy.getByLabel('Expected answer').fill('Acme Boards is based in Barcelona, Spain.');
  await accuracy.getByRole('button', { name: 'Add' }).click();
  await shot('09-wizard-prompts-selected');
  await page.getByTestId('wizard-steps').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot('10-wizard-prompts-bottom');

  await page.getByRole('button', { name: 'Create Brand' }).click();
  await page.getByTestId('brand-transition').waitFor();
  await expectToast('Project Created');
  await shot('11-transition');
  await page.waitForURL(/\/project-table\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  await shot('12-after-create-project-table');

  await page.goto(`${base}/dashboard`);
  await page.getByTestId('brand-row').first().waitFor();
  await shot('13-dashboard-row');
  await page
    .getByRole('columnheader', { name: /Average Position/ })
    .locator('[tabindex="0"]')
    .hover();
  await shot('14-dashboard-tooltip');

  // Edit.
  await page.getByRole('button', { name: 'Edit Acme Boards' }).click();
  await dialog().getByText('Edit Brand').waitFor();
  await shot('15-edit-step1');
  await page.getByLabel('Location').fill('Barcelona, Catalonia');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await shot('16-edit-step3');
  await page.getByRole('button', { name: /^Edit best kanban boards/ }).click();
  await page.getByRole('dialog', { name: 'Edit Ranking Prompt' }).waitFor();
  await page.getByRole('dialog', { name: 'Edit Ranking Prompt' }).getByLabel('Query text').fill('');
  await page
    .getByRole('dialog', { name: 'Edit Ranking Prompt' })
    .getByRole('button', { name: 'Save' })
    .click();
  await page.getByText('Query text is required').waitFor();
  await shot('17-edit-prompt-modal');
  await page
    .getByRole('dialog', { name: 'Edit Ranking Prompt' })
    .getByLabel('Query text')
    .fill('best kanban boards for creative agencies');
  await page
    .getByRole('dialog', { name: 'Edit Ranking Prompt' })
    .getByRole('button', { name: 'Save' })
    .click();
  await page.getByRole('button', { name: /^Remove Where is Acme Boards based/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).waitFor();
  await shot('18-edit-confirm-delete');
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Update Brand' }).click();
  await expectToast('Project Updated');
  await shot('19-updated');
  const [brand] = (await api.call('GET', '/projects/', { token: user.token })).projects;
  step(
    `after update: location=${brand.location}; ranking=${brand.ranking_queries.map((p) => p.query_text).join(' | ')}; accuracy=${brand.question_queries.length}`,
  );

  // Delete.
  await page.getByRole('button', { name: 'Delete Acme Boards' }).click();
  await shot('20-delete-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast('Project Deleted');
  await page.getByText('Start by creating your first brand').waitFor();
  await shot('21-deleted');

  // Pagination with 11 brands.
  for (let i = 1; i <= 11; i++) {
    await api.createBrand(user.token, {
      name: `Brand ${String(i).padStart(2, '0')}`,
      domain: `brand${i}.example`,
    });
  }
  await page.reload();
  await page.getByRole('navigation', { name: 'Brands pages' }).waitFor();
  step(`rows on page 1: ${await page.getByTestId('brand-row').count()}`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot('22-pagination-page1');
  await page.getByRole('navigation', { name: 'Brands pages' }).getByRole('button', { name: '2' }).click();
  step(`rows on page 2: ${await page.getByTestId('brand-row').count()}`);
  await shot('23-pagination-page2');

  // Prompt limit: 11 brands with 1 prompt each plus one with 88 leave 1 prompt.
  await api.createBrand(user.token, { name: 'Big Brand', domain: 'big.example', prompts: 88 });
  await page.reload();
  await page.getByRole('button', { name: 'Add Brand' }).first().click();
  await page.getByLabel('Entity name').fill('Limit Co');
  await page.getByLabel('Location').fill('Madrid');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'ChatGPT', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Website URL').fill(site.origin);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.getByRole('button', { name: 'Re-analyze' }).waitFor({ timeout: 60_000 });
  await ranking.getByTestId('prompt-row').nth(0).click();
  await ranking.getByTestId('prompt-row').nth(1).click();
  await expectToast('Prompt Limit Reached');
  await shot('24-prompt-limit');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Phone: the wizard is full screen.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await logins(phone, user);
  await page.getByTestId('brand-row').first().waitFor();
  await shot('25-phone-dashboard');
  await page.getByRole('button', { name: 'Add Brand' }).first().click();
  await dialog().getByText('Brand Information').first().waitFor();
  await shot('26-phone-wizard-step1');
  await page.getByLabel('Entity name').fill('Phone Co');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByRole('button', { name: 'Next' }).click();
  await shot('27-phone-wizard-step2');
  console.log('done');
} catch (error) {
  console.error(error);
  if (page) await page.screenshot({ path: `${out}/zz-failure.png` }).catch(() => {});
  process.exitCode = 1;
} finally {
  await browser.close();
  await site.close();
}
