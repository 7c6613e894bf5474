// Shared helpers for the manual dev scripts in this folder (screenshots, seeding, flow checks):
// command-line options, the headless browser, signing in through the login form, mocked API
// fixtures, and a tiny API client that registers users (solving the ALTCHA captcha in Node, like
// apps/server/test/harness.ts) and creates brands and reports straight through the API.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

/** The value of `--name=value` on the command line, or the fallback. */
export const arg = (name, fallback) => {
  const hit = process.argv.find((value) => value.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headless Chromium (the system one; CHROMIUM_PATH overrides where it is). */
export const launchBrowser = async () => {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
};

/** Signs in through the login form and waits for the page the app lands on. */
export const loginThroughForm = async (page, base, user, landing = /\/dashboard/) => {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(landing);
};

// Fixtures for scripts that answer the API in the browser.

const day = 86_400_000;

/** The signed-in user of the mocked API (the same Ada as src/api/test-fixtures.ts). */
export const mockUser = (overrides = {}) => ({
  id: 7,
  pk: 7,
  uuid: '6f1f7c1e-4a3b-4c4e-9a51-0d7b8a1c2e3f',
  username: 'ada@example.com',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  profile_picture: null,
  view_tutorial: false,
  company_name: '',
  industry: '',
  company_size: '',
  current_position: '',
  additional_info: '',
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

/** A trial subscription ending in `daysLeft` days (negative: already ended). */
export const mockTrial = (daysLeft, overrides = {}) => ({
  id: 1,
  plan: null,
  status: 'TRIALING',
  is_trial: true,
  is_on_trial: true,
  trial_end_date: new Date(Date.now() + daysLeft * day).toISOString(),
  current_period_end: null,
  remaining_queries: 100,
  total_queries_used: 0,
  total_queries: 100,
  is_shared: false,
  shared_by_name: null,
  ...overrides,
});

/** `reply(status, body)` answers a routed request with JSON. */
export const jsonReply = (route) => (status, body) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export const notFoundBody = { message: 'Not found', detail: 'Not found', error: 'not_found' };

// The API of a running server.

/** altcha-lib is a dependency of the server workspace; resolve it from there (only when registering). */
const loadAltcha = async () => {
  const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
  const { solveChallenge } = await import(requireFromServer.resolve('altcha-lib'));
  const { deriveKey } = await import(requireFromServer.resolve('altcha-lib/algorithms/sha'));
  return { solveChallenge, deriveKey };
};

/** Multipart brand fields: strings as they are, anything else as JSON. */
const brandForm = (fields) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
};

/** The demo brand of the detail screen scripts: six ranking and two accuracy prompts on four engines. */
export const acmeCrmBrand = {
  entity_name: 'Acme CRM',
  location: 'Madrid, Spain',
  domain: 'https://www.acme-crm.com/',
  ai_engines: ['chatgpt', 'claude', 'ai_overviews', 'perplexity'],
  timezone: 'Europe/Madrid',
  scheduled_day: 'MON',
  scheduled_hour: '9',
  ranking_queries: [
    'best CRM for startups',
    'top CRM in Spain',
    'best CRM for small sales teams',
    'cheapest CRM with email automation',
    'CRM alternatives to Salesforce',
    'best CRM for real estate agents',
  ],
  question_queries: [
    { query_text: 'Where is Acme CRM based?', expected_response: 'Acme CRM is based in Madrid, Spain.' },
    {
      query_text: 'Does Acme CRM offer a free plan?',
      expected_response: 'Yes, a free plan for up to 3 users.',
    },
  ],
};

export const apiClient = (base) => {
  const call = async (method, path, { token, json, form } = {}) => {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body;
    if (form) body = form;
    else if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(`${base}/api${path}`, { method, headers, body });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return data;
  };

  /** A new user with a random email; the session plus the email and password. */
  const register = async (name = 'Ada Lovelace') => {
    const { solveChallenge, deriveKey } = await loadAltcha();
    const challenge = await call('GET', '/auth/captcha/');
    const solution = await solveChallenge({ challenge, deriveKey });
    const email = `brands-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Str0ng!Pass';
    const session = await call('POST', '/auth/register/', {
      json: {
        name,
        email,
        password,
        company_info: { name: 'Analytical Engines', role: 'seo_specialist', referral: 'linkedin' },
        seo_info: { objectives: ['track_presence'], current_position: 'growing', additional_info: '' },
        captcha_token: btoa(JSON.stringify({ challenge, solution })),
      },
    });
    return { ...session, email, password };
  };

  /** Creates a brand from its fields (see brandForm). */
  const createProject = (token, fields) =>
    call('POST', '/projects/create/', { token, form: brandForm(fields) });

  /** A minimal brand with `prompts` ranking prompts. */
  const createBrand = (token, { name, domain, engines = ['chatgpt', 'gemini'], prompts = 1 }) =>
    createProject(token, {
      title: name,
      entity_name: name,
      location: 'Barcelona, Spain',
      domain,
      ai_engines: engines,
      timezone: 'Europe/Madrid',
      ranking_queries: Array.from({ length: prompts }, (_, i) => `best ${name} alternative ${i + 1}`),
      question_queries: [],
    });

  /**
   * Starts a report and polls its status once a second until it has finished (the sandbox engines
   * take seconds). Returns the last status; with `required` a report still running throws.
   */
  const runAndWait = async (token, uuid, { tries = 120, required = false } = {}) => {
    await call('POST', `/projects/${uuid}/run/`, { token });
    let status;
    for (let i = 0; i < tries; i += 1) {
      await sleep(1000);
      status = await call('GET', `/projects/${uuid}/execution-status/`, { token });
      if (!status.running) return status;
    }
    if (required) throw new Error(`The report did not finish in ${tries} seconds`);
    return status;
  };

  return { call, register, createProject, createBrand, runAndWait };
};
