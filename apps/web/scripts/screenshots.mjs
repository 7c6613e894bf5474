// Screenshots of every screen at desktop and phone sizes, for a visual check (not a test).
//
//   node apps/web/scripts/screenshots.mjs [--base=http://localhost:5199] [--out=/tmp/sightline-shots] [--mock]
//
// With --mock the API is answered in the browser by the fixtures below (signed-in screens work
// before the server is up); without it the requests go to whatever serves /api behind the base URL.
import { mkdirSync } from 'node:fs';
import { arg, jsonReply, launchBrowser, mockTrial, mockUser, notFoundBody } from './lib.mjs';

const base = arg('base', 'http://localhost:5199');
const out = arg('out', '/tmp/sightline-shots');
const mock = process.argv.includes('--mock');
mkdirSync(out, { recursive: true });

const user = mockUser({
  company_name: 'Analytical Engines',
  industry: 'Software',
  company_size: '11-50',
  current_position: 'Head of Marketing',
});
const subscription = mockTrial(10, { remaining_queries: 36, total_queries_used: 64 });

const mockApi = async (route) => {
  const url = new URL(route.request().url());
  const reply = jsonReply(route);
  if (url.pathname === '/api/auth/profile/') return reply(200, user);
  if (url.pathname === '/api/subscription/') return reply(200, subscription);
  if (url.pathname === '/api/auth/tutorial-watched/') return reply(200, { ...user, view_tutorial: true });
  if (url.pathname === '/api/auth/login/')
    return reply(401, {
      message: 'Invalid email or password',
      detail: 'Invalid email or password',
      error: 'unauthorized',
    });
  return reply(404, notFoundBody);
};

const signIn = (context) =>
  context.addInitScript((stored) => {
    localStorage.setItem('sightline.token', 'screenshot-token');
    localStorage.setItem('sightline.refresh', 'screenshot-refresh');
    localStorage.setItem('sightline.user', JSON.stringify(stored));
  }, user);

const longToken = 'a'.repeat(40);

/** Fills registration step 1 and moves on to step 2. */
const registerAccountStep = async (page) => {
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.locator('input[type=password]').first().fill('Engine#1843');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Company Name').fill('Analytical Engines');
};

/** name, path, signed in?, optional interaction before the shot. */
const screens = [
  ['login', '/login', false],
  ['login-errors', '/login', false, async (page) => page.getByRole('button', { name: 'Login' }).click()],
  [
    'login-failed',
    '/login',
    false,
    async (page) => {
      await page.getByLabel('Email').fill('ada@example.com');
      await page.locator('input[type=password]').first().fill('wrong');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  ],
  ['register-step1', '/register', false, async (page) => page.getByRole('button', { name: 'Next' }).click()],
  [
    'register-step2',
    '/register',
    false,
    async (page) => {
      await registerAccountStep(page);
      await page.getByRole('button', { name: 'Next' }).click();
    },
  ],
  [
    'register-step3',
    '/register',
    false,
    async (page) => {
      await registerAccountStep(page);
      await page.getByRole('combobox', { name: 'Your Role' }).click();
      await page.getByRole('option', { name: 'Consultant' }).click();
      await page.getByRole('combobox', { name: 'How you find us?' }).click();
      await page.getByRole('option', { name: 'LinkedIn' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Create account' }).click();
    },
  ],
  ['forgot-password', '/forgot-password', false],
  ['reset-invalid', '/reset-password/short', false],
  [
    'reset-form',
    `/reset-password/${longToken}`,
    false,
    async (page) => page.locator('input[type=password]').first().fill('abcDEF1'),
  ],
  ['unsubscribe', '/unsubscribe/abc123', false],
  ['terms', '/terms', false],
  ['privacy', '/privacy', false],
  ['not-found', '/no/such/page', false],
  ['dashboard', '/dashboard', true],
  [
    'dashboard-user-menu',
    '/dashboard',
    true,
    async (page) => page.getByRole('button', { name: 'Open user menu' }).last().click(),
  ],
  ['profile', '/profile', true],
  ['keyword-explorer', '/keyword-explorer', true],
  ['plans', '/plans', true],
  ['project-detail', '/project-table/6f1f7c1e-4a3b-4c4e-9a51-0d7b8a1c2e3f', true],
  ['report-standalone', '/reports/42', true],
];

const viewports = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
];

const browser = await launchBrowser();
const only = arg('only', '');
const problems = [];
for (const [viewportName, viewport] of viewports) {
  for (const [name, path, signedIn, interact] of screens) {
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    if (signedIn) await signIn(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${name}: console: ${message.text()}`);
    });
    // Only the API: a glob like **/api/** would also catch the dev server's /src/api/ modules.
    if (mock) await page.route((url) => url.pathname.startsWith('/api/'), mockApi);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Route chunks load lazily: wait until the page has rendered something readable.
    await page.waitForSelector('#root :is(main, h1, h2, h3)', { state: 'attached' });
    if (interact) await interact(page);
    await page.waitForTimeout(400);
    const file = `${out}/${name}-${viewportName}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
if (problems.length) console.log(`\nBrowser errors:\n${[...new Set(problems)].join('\n')}`);
