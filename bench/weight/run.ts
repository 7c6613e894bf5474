// Page weight: starts the real server on the built web app (run `npm run build` first) and loads
// the sign-in page and, signed in, the dashboard in headless Chromium under Lighthouse's mobile
// throttling (150 ms round trips, 1.6 Mbit/s down, CPU slowed 4x), each with an empty cache.
// Prints the scripts and styles each loads (bytes over the wire and decoded) and Lighthouse-style
// timings: first and largest contentful paint, and total blocking time from long tasks. Then runs
// Lighthouse itself (its performance category, mobile preset; the dashboard also on the desktop
// preset) on the same pages and prints the median scores. It asserts nothing and downloads nothing
// (Lighthouse drives the system's Chromium). Usage: node bench/weight/run.ts [--runs 3]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntryType } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  freePort,
  registerOverHttp,
  startServerProcess,
  stopProcess,
} from '../../apps/server/test/processes.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Load {
  scripts: number;
  scriptWire: number;
  scriptBodies: number;
  scriptDecoded: number;
  styleWire: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** Loads `url` in a fresh page of `context` with throttling on, and reads what it cost. */
const measure = async (
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Load> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Long tasks and paints are recorded from the first byte, as Lighthouse's trace does.
  // The page's code is typed with Node's globals (this folder compiles without the DOM library), which
  // share these names; the entry types are the browser's.
  await page.addInitScript(() => {
    const w = globalThis as unknown as {
      __perf: { lcp: number; long: { start: number; duration: number }[] };
    };
    w.__perf = { lcp: 0, long: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint' as EntryType, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__perf.long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' as EntryType, buffered: true });
  });
  const files: Promise<{ type: string; wire: number; body: number; decoded: number }>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      Promise.all([res.request().sizes(), res.body()]).then(([sizes, body]) => ({
        type,
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
        body: sizes.responseBodySize,
        decoded: body.length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const perf = await page.evaluate(() => {
    const w = globalThis as unknown as {
      __perf: { lcp: number; long: { start: number; duration: number }[] };
    };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = w.__perf.long
      .filter((t) => t.start + t.duration > fcp)
      .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { fcp, lcp: w.__perf.lcp, tbt };
  });
  const loaded = await Promise.all(files);
  await page.close();
  const scripts = loaded.filter((f) => f.type === 'script');
  const sum = (list: typeof loaded, key: 'wire' | 'body' | 'decoded') => list.reduce((s, f) => s + f[key], 0);
  return {
    scripts: scripts.length,
    scriptWire: sum(scripts, 'wire'),
    scriptBodies: sum(scripts, 'body'),
    scriptDecoded: sum(scripts, 'decoded'),
    styleWire: sum(
      loaded.filter((f) => f.type === 'stylesheet'),
      'wire',
    ),
    ...perf,
  };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const report = (name: string, loads: Load[]) => {
  const m = (k: keyof Load) => median(loads.map((l) => l[k]));
  console.log(
    `${name}: ${m('scripts')} scripts, ${kb(m('scriptWire'))} over the wire (bodies ${kb(m('scriptBodies'))}, ` +
      `${kb(m('scriptDecoded'))} decoded), ` +
      `styles ${kb(m('styleWire'))}; FCP ${ms(m('fcp'))}, LCP ${ms(m('lcp'))}, TBT ${ms(m('tbt'))} (median of ${loads.length})`,
  );
};

/**
 * Lighthouse performance scores (0-100, median of `runs`) of `url` in the Chromium listening on
 * `debugPort`. `signedIn` keeps the profile's storage (the session) and empties only the HTTP cache
 * before each run; otherwise Lighthouse resets storage and cache itself.
 */
const lighthouseScores = async (
  debugPort: number,
  url: string,
  { signedIn, desktop, clearCache }: { signedIn: boolean; desktop: boolean; clearCache: () => Promise<void> },
) => {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (signedIn) await clearCache();
    const result = await lighthouse(
      url,
      {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
      },
      desktop ? desktopConfig : undefined,
    );
    scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
  }
  return `${median(scores)} (runs: ${scores.join(', ')})`;
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-weight-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServerProcess({
  port,
  dataDir,
  schema: 'weight',
  env: { PUBLIC_URL: base, CAPTCHA_COST: '2000' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const guest = await browser.newContext(MOBILE);
  const login: Load[] = [];
  for (let i = 0; i < runs; i++) {
    login.push(
      await measure(guest, `${base}/login`, (p) => p.getByRole('textbox', { name: 'Password' }).waitFor()),
    );
  }
  report('/login (mobile)', login);

  const email = `weight-${Date.now()}@example.com`;
  await registerOverHttp(`${base}/api`, email);
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const signIn = await desktop.newPage();
  await signIn.goto(`${base}/login`);
  await signIn.getByRole('textbox', { name: 'Email' }).fill(email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill('Str0ng!Pass');
  await signIn.getByRole('textbox', { name: 'Password' }).press('Enter');
  await signIn.waitForURL(/\/dashboard/);
  const state = await desktop.storageState();
  const member = await browser.newContext({ ...MOBILE, storageState: state });
  const dashboard: Load[] = [];
  for (let i = 0; i < runs; i++) {
    dashboard.push(
      await measure(member, `${base}/dashboard`, (p) => p.getByRole('heading').first().waitFor()),
    );
  }
  report('/dashboard signed in (mobile)', dashboard);

  // Lighthouse opens its own tabs: in a persistent profile they share the session signed in below.
  const debugPort = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'sightline-lighthouse-'));
  const lh = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`],
  });
  try {
    const tab = lh.pages()[0] ?? (await lh.newPage());
    const cdp = await lh.newCDPSession(tab);
    const clearCache = async () => {
      await cdp.send('Network.clearBrowserCache');
    };
    const guestScores = await lighthouseScores(debugPort, `${base}/login`, {
      signedIn: false,
      desktop: false,
      clearCache,
    });
    console.log(`Lighthouse performance, /login (mobile): ${guestScores}`);
    await tab.goto(`${base}/login`);
    await tab.getByRole('textbox', { name: 'Email' }).fill(email);
    await tab.getByRole('textbox', { name: 'Password' }).fill('Str0ng!Pass');
    await tab.getByRole('textbox', { name: 'Password' }).press('Enter');
    await tab.waitForURL(/\/dashboard/);
    for (const desktop of [false, true])
      console.log(
        `Lighthouse performance, /dashboard signed in (${desktop ? 'desktop' : 'mobile'}): ${await lighthouseScores(
          debugPort,
          `${base}/dashboard`,
          { signedIn: true, desktop, clearCache },
        )}`,
      );
  } finally {
    await lh.close();
    await rm(profile, { recursive: true, force: true });
  }
} finally {
  await browser.close();
  await stopProcess(server, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
