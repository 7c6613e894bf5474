// The demo's website traffic goes in through the ingest service and fills Website Analysis and the
// brand list's Referred Users.
import { DAY_MS, type DashboardMetric, isoDay, WebsiteDashboardSchema } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { demoDay, seedDemoTraffic, seededRandom } from '../src/seed/demo-traffic.ts';
import { bearer, createBrand, harnessForFile, register } from './harness.ts';

const h = await harnessForFile();

describe('the demo website traffic', () => {
  it('is the same on every run and grows its AI referrals over the weeks', () => {
    const end = new Date('2026-11-25T12:00:00Z');
    const first = demoDay('https://asana.com', end, 0, 42, seededRandom(1));
    expect(demoDay('https://asana.com', end, 0, 42, seededRandom(1))).toEqual(first);
    const referrals = (index: number) =>
      demoDay('https://asana.com', end, index, 42, seededRandom(7)).filter((e) =>
        /chatgpt|perplexity|gemini|claude\.ai|copilot/.test(e.referrer ?? ''),
      ).length;
    expect(referrals(41)).toBeGreaterThan(referrals(0));
    for (const e of first) {
      expect(new Date(e.timestamp!).getTime()).toBeLessThanOrEqual(end.getTime());
      expect(new Date(e.timestamp!).getTime()).toBeGreaterThan(end.getTime() - DAY_MS);
    }
  });

  it('fills the website dashboard and Referred Users through the ingest path', async () => {
    const { session } = await register(h);
    const brand = await createBrand(h, session, ASANA);
    const end = h.clock.now();
    const { accepted } = await seedDemoTraffic(
      h.ctx,
      h.clock,
      { userId: session.user.id, uuid: brand.uuid, website: `https://${ASANA.domain}` },
      14,
      end,
    );
    expect(accepted).toBeGreaterThan(14 * 50);

    const start = isoDay(new Date(end.getTime() - 13 * DAY_MS));
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/website-analysis/${brand.uuid}/dashboard/?time_range=custom&start_date=${start}&end_date=${isoDay(end)}`,
      headers: bearer(session),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = WebsiteDashboardSchema.parse(res.json());
    expect(d.has_data).toBe(true);
    expect(d.statistics.total_ai_visits).toBeGreaterThan(0);
    expect(d.statistics.total_human_visits).toBeGreaterThan(d.statistics.total_ai_visits);
    const bots = new Map(d.crawlers.bots.map((b) => [b.name, b]));
    // Addresses from the operators' published ranges verify; ClaudeBot has none to check against.
    for (const name of ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'PerplexityBot']) {
      expect(bots.get(name)?.fetches, name).toBeGreaterThan(0);
      expect(bots.get(name)?.verified, name).toBe(bots.get(name)?.fetches);
    }
    expect(bots.get('ClaudeBot')?.unverified).toBe(bots.get('ClaudeBot')?.fetches);
    expect(d.crawlers.total_fetches).toBeGreaterThan(0);

    const metrics = await h.app.inject({
      method: 'GET',
      url: '/api/projects/dashboard-metrics/',
      headers: bearer(session),
    });
    const row = (metrics.json() as { metrics: Record<string, DashboardMetric> }).metrics[brand.uuid];
    expect(row.referred_users).toBeGreaterThan(0);
  });
});
