// Drives the guard, login, onboarding, trial gate, tutorial and side menu flows in a real browser
// against a mocked API, and prints what happened. A quick manual check, not part of the test suite.
//
//   node apps/web/scripts/check-flows.mjs [--base=http://localhost:5199]
import { arg, jsonReply, launchBrowser, mockTrial, mockUser, notFoundBody } from './lib.mjs';

const base = arg('base', 'http://localhost:5199');
const user = mockUser();

const browser = await launchBrowser();
const results = [];
const check = (name, ok, detail = '') =>
  results.push(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);

const newPage = async ({ signedIn = false, daysLeft = 10, accessTokenWorks = true } = {}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (signedIn) {
    await context.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('sightline.token', 'old-token');
        localStorage.setItem('sightline.refresh', 'r1');
        localStorage.setItem('sightline.user', JSON.stringify(stored));
        sessionStorage.setItem('seeded', '1');
      }
    }, user);
  }
  const page = await context.newPage();
  const calls = [];
  let validToken = accessTokenWorks ? 'old-token' : 'new-token';
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      calls.push(`${request.method()} ${path}`);
      const reply = jsonReply(route);
      if (path === '/api/auth/login/') return reply(200, { token: 'new-token', refresh: 'r2', user });
      if (path === '/api/auth/token/refresh/') {
        validToken = 'new-token';
        return reply(200, { token: 'new-token', refresh: 'r2' });
      }
      if (request.headers().authorization !== `Bearer ${validToken}` && path !== '/api/auth/logout/')
        return reply(401, { message: 'expired', detail: 'expired', error: 'unauthorized' });
      if (path === '/api/auth/profile/') return reply(200, user);
      if (path === '/api/subscription/') return reply(200, mockTrial(daysLeft));
      if (path === '/api/auth/tutorial-watched/') return reply(200, { ...user, view_tutorial: true });
      if (path === '/api/auth/logout/') return reply(200, { success: true });
      return reply(404, notFoundBody);
    },
  );
  return { page, calls, context };
};
const settle = (page) => page.waitForTimeout(600);

{
  const { page, context } = await newPage();
  await page.goto(`${base}/project-table/abc?tab=2`);
  await page.waitForURL(/\/login/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  check(
    'anonymous visitor goes to /login with the full path',
    redirect === '/project-table/abc?tab=2',
    page.url(),
  );
  await page.locator('input[type=email]').fill('ada@example.com');
  await page.locator('input[type=password]').fill('Engine#1843');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/project-table/);
  check('login returns to the redirect target', page.url().endsWith('/project-table/abc?tab=2'), page.url());
  const stored = await page.evaluate(() => [
    sessionStorage.getItem('sightline.token'),
    localStorage.getItem('sightline.token'),
  ]);
  check(
    'session without remember me lives in sessionStorage',
    stored[0] === 'new-token' && stored[1] === null,
    stored.join(','),
  );
  await context.close();
}

{
  const { page, context } = await newPage({ signedIn: true });
  await page.goto(`${base}/login`);
  await page.waitForURL(/\/dashboard/);
  check('signed-in user on /login goes to /dashboard', true);
  await page.goto(`${base}/dashboard?onboarding=1`);
  await settle(page);
  check('onboarding flag is consumed', !page.url().includes('onboarding'), page.url());
  const tutorial = page.getByRole('button', { name: 'Watch our tutorial' });
  const blinking = async () => (await tutorial.getAttribute('class'))?.includes('blink') ?? false;
  check('tutorial button blinks before it is watched', await blinking());
  const popup = page.waitForEvent('popup');
  await tutorial.click();
  await (await popup).close();
  await settle(page);
  check('tutorial button stops blinking after watching', !(await blinking()));
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await page.reload();
  await settle(page);
  const width = await page
    .locator('nav[aria-label="Main menu"]')
    .evaluate((nav) => nav.getBoundingClientRect().width);
  check('collapsed menu is remembered (70px)', width === 70, String(width));
  await page.getByRole('button', { name: 'Open user menu' }).last().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
  const left = await page.evaluate(() => localStorage.getItem('sightline.token'));
  check('logout clears the session and goes to /login', left === null);
  await context.close();
}

{
  const { page, calls, context } = await newPage({ signedIn: true, accessTokenWorks: false });
  await page.goto(`${base}/profile`);
  await settle(page);
  const refreshes = calls.filter((call) => call.endsWith('/token/refresh/')).length;
  check(
    'expired access token is refreshed once and the page loads',
    refreshes === 1 && page.url().endsWith('/profile'),
    `${refreshes} refresh calls`,
  );
  await context.close();
}

{
  const { page, context } = await newPage({ signedIn: true, daysLeft: -1 });
  await page.goto(`${base}/dashboard`);
  await settle(page);
  await page.getByRole('button', { name: 'Add Brand' }).first().click();
  const toast = await page
    .getByText('Your trial has ended. Please upgrade your plan to add new brands.')
    .count();
  check('expired trial blocks Add Brand with the Upgrade Required toast', toast > 0);
  const banner = await page.getByText('Trial Ended').count();
  check('side menu shows the Trial Ended banner', banner > 0);
  await context.close();
}

{
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((stored) => {
    localStorage.setItem('sightline.token', 't');
    localStorage.setItem('sightline.refresh', 'r');
    localStorage.setItem('sightline.user', JSON.stringify(stored));
  }, user);
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) }),
  );
  await page.goto(`${base}/dashboard`);
  await settle(page);
  const width = await page
    .locator('nav[aria-label="Main menu"]')
    .evaluate((nav) => nav.getBoundingClientRect().width);
  check('menu is collapsed at 390px', width === 70, String(width));
  await context.close();
}

await browser.close();
console.log(results.join('\n'));
if (results.some((line) => line.startsWith('FAIL'))) process.exitCode = 1;
