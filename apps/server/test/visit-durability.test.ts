// A 202 from the collect endpoints means stored: a flood of snippet and shipper requests (long
// multibyte URLs among them, and requests with made-up keys) against the real server process, killed
// with SIGKILL in the middle of it, leaves every acknowledged visit in website_visits once the server
// has started again, and nothing stuck in the inbox.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PREFIX,
  type IngestKeyCreated,
  type TrackingSettings,
  websiteAnalysisPaths,
} from '@sightline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createBrandOverHttp,
  dropProcessSchema,
  freePort,
  openProcessDatabase,
  registerOverHttp,
  startServerProcess,
  stopProcess,
} from './processes.ts';

const schema = `t_visits_${randomBytes(4).toString('hex')}`;
let dataDir = '';
let child: ChildProcess | undefined;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)';

afterAll(async () => {
  if (child) await stopProcess(child, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await dropProcessSchema(schema);
});

describe('acknowledged visits', () => {
  it('survive a kill in the middle of a flood', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-visits-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}${API_PREFIX}`;
    // Moving stored visits to the dashboards waits an hour: every acknowledged visit is in the
    // inbox when the process dies, and only the next process moves them.
    const start = () =>
      startServerProcess({
        port,
        dataDir,
        schema,
        env: {
          CAPTCHA_COST: '200',
          COLLECT_RATE_LIMIT_PER_MINUTE: '100000',
          VISIT_FLUSH_INTERVAL_MS: '3600000',
        },
      });
    child = await start();
    const auth = await registerOverHttp(base, 'visits@example.com');
    const brand = await createBrandOverHttp(base, auth, {
      entity_name: 'Asana',
      location: 'San Francisco',
      domain: 'asana.com',
      ai_engines: JSON.stringify(['chatgpt']),
      ranking_queries: JSON.stringify(['best project management tools']),
    });
    const tracking = (await (
      await fetch(`${base}${websiteAnalysisPaths.tracking(brand.uuid)}`, { headers: auth })
    ).json()) as TrackingSettings;
    const ingestKey = (
      (await (
        await fetch(`${base}${websiteAnalysisPaths.rotateIngestKey(brand.uuid)}`, {
          method: 'POST',
          headers: auth,
        })
      ).json()) as IngestKeyCreated
    ).secret;

    const acknowledged: string[] = [];
    let sequence = 0;
    let killed = false;
    const page = (n: number) =>
      n % 5 === 0 ? `https://asana.com/${'漢'.repeat(2000)}/${n}` : `https://asana.com/p/${n % 40}`;
    const snippetBatch = () =>
      Array.from({ length: 20 }, () => {
        const n = sequence++;
        return { id: `flood-${n}-event`, url: page(n), referrer: 'https://chatgpt.com/' };
      });
    const shipperBatch = () =>
      Array.from({ length: 100 }, () => {
        const n = sequence++;
        return { id: `flood-${n}-event`, url: page(n), user_agent: GPTBOT, ip: '203.0.113.9' };
      });
    const send = async (kind: 'snippet' | 'shipper' | 'made-up key') => {
      const events = kind === 'shipper' ? shipperBatch() : snippetBatch();
      const snippet = kind !== 'shipper';
      const res = await fetch(
        `${base}${snippet ? websiteAnalysisPaths.collect : websiteAnalysisPaths.ingest}`,
        {
          method: 'POST',
          headers: snippet
            ? { 'content-type': 'text/plain', 'user-agent': CHROME }
            : { 'content-type': 'application/json', authorization: `Bearer ${ingestKey}` },
          body: JSON.stringify(
            kind === 'made-up key'
              ? { key: `sltk_${randomBytes(16).toString('hex')}`, events }
              : { key: tracking.key, events },
          ),
        },
      ).catch(() => null);
      if (res?.status === 202) acknowledged.push(...events.map((e) => e.id));
      else if (kind !== 'made-up key' && res && !killed) expect(res.status).toBe(202);
    };
    const kinds = ['snippet', 'shipper', 'made-up key'] as const;
    const flooder = async (lane: number) => {
      for (let i = 0; !killed; i++) await send(kinds[(lane + i) % kinds.length]);
    };
    const lanes = Array.from({ length: 12 }, (_, lane) => flooder(lane));
    while (acknowledged.length < 2000) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await stopProcess(child, 'SIGKILL');
    await Promise.all(lanes);
    const sent = sequence;

    // The next process moves what the killed one stored; a graceful stop moves anything left.
    child = await start();
    await stopProcess(child, 'SIGTERM');
    const db = await openProcessDatabase(dataDir, schema);
    try {
      const { rows } = await db.query<{ event_id: string; bytes: number }>(
        'SELECT event_id, octet_length(page_url) AS bytes FROM website_visits',
      );
      const stored = new Set(rows.map((r) => r.event_id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(sent);
      expect(Math.max(...rows.map((r) => r.bytes))).toBeLessThanOrEqual(1024);
      const leftovers = await db.query<{ n: number; dead: number }>(
        `SELECT (SELECT count(*) FROM website_visit_inbox)::int AS n,
           (SELECT count(*) FROM website_visit_dead_letters)::int AS dead`,
      );
      expect(leftovers.rows[0]).toEqual({ n: 0, dead: 0 });
    } finally {
      await db.close();
    }
  });
});
