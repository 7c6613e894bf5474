// Website analysis: the public collect endpoints (key -> brand, classify, hash, queue for the writer)
// and the signed-in calls (dashboard and installation check with VIEW, tracking key with VIEW, its
// rotation with EDIT).
import { randomBytes } from 'node:crypto';
import {
  API_PREFIX,
  COLLECT_LIMITS,
  type CollectReply,
  DAY_MS,
  ENGINE_LABELS,
  type EngineCode,
  INGEST_KEY_HINT_CHARS,
  INGEST_KEY_PREFIX,
  type IngestKeyCreated,
  type InstallationCheck,
  isoDay,
  websiteAnalysisMessages as m,
  websiteAnalysisPaths as paths,
  TRACKING_KEY_PREFIX,
  type TrackingSettings,
  trackingSnippet,
  WEBSITE_CRAWLER_BOTS,
  WEBSITE_CRAWLER_PAGES_PER_BOT,
  WEBSITE_DEFAULT_TIME_RANGE,
  WEBSITE_POPULAR_PAGES,
  type WebsiteDashboard,
  type WebsiteDashboardQuery,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { truncateEncodedUrl, truncateUtf8 } from '../../lib/bounded-text.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { fieldError, forbidden, serviceUnavailable, tooManyRequests } from '../../lib/http-error.ts';
import { createLruCache, type LruCache } from '../../lib/lru-cache.ts';
import { previousPeriod } from '../general-metrics/general-metrics-math.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { resolveDashboardRange } from '../prompt-dashboards/range.ts';
import type { Classifier } from './classifier.ts';
import type { VisitWriter } from './visit-writer.ts';
import { websiteAnalysisRepo as repo, type VisitRow } from './website-analysis.repo.ts';
import {
  crawlerPanel,
  eventCount,
  popularEndpoints,
  splitPeriods,
  statistics,
  visitsBySource,
  visitsOverTime,
} from './website-analysis-math.ts';

/** A key is looked up at most this often per process; a rotation elsewhere holds within it. */
const KEY_CACHE_MS = 30_000;
/** Keys remembered per process: bounded, whatever keys a flood of requests makes up. */
const KEY_CACHE_MAX = 10_000;
const MINUTE_MS = 60_000;
/**
 * Recent Visits with a search reads the matching pages' visits by their index up to this many pages;
 * a search matching more is common enough that walking the range's visits newest first finds a page
 * of them soon.
 */
const SEARCH_MAX_PAGES = 500;

/** One event as the endpoints receive it, with what the request itself tells. */
export interface IncomingEvent {
  id?: string;
  url: string;
  referrer?: string | null;
  userAgent: string;
  ip?: string;
  timestamp?: string;
}

/**
 * Scheme, host and path (the query string and fragment may carry personal data), percent-encoded and
 * cut to the stored size.
 */
const pageOf = (url: URL) =>
  truncateEncodedUrl(
    `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`,
    COLLECT_LIMITS.storedUrlBytes,
  );
const refererOf = (referrer: string | null | undefined) =>
  referrer && URL.canParse(referrer) ? pageOf(new URL(referrer)) : null;

/** A search term as stored URLs spell it: characters beyond ASCII percent-encoded, as in a path. */
const asStoredUrlText = (term: string) => term.replace(/[^\p{ASCII}]+/gu, (run) => encodeURI(run));

/** Where events come from: the snippet (public key) or a server-side shipper (secret ingest key). */
type Channel = 'browser' | 'server';

export const createWebsiteAnalysisService = (deps: {
  db: Database;
  clock: Clock;
  classifier: Classifier;
  writer: VisitWriter;
  publicUrl: string;
}) => {
  const { db, clock, classifier, writer, publicUrl } = deps;
  // Only keys found are remembered (bounded): a made-up key costs one indexed look-up, and the
  // endpoints' rate limits bucket unknown keys by address, before any look-up.
  const publicKeys = createLruCache<string, number>({ max: KEY_CACHE_MAX, ttlMs: KEY_CACHE_MS, clock });
  const ingestKeys = createLruCache<string, number>({ max: KEY_CACHE_MAX, ttlMs: KEY_CACHE_MS, clock });
  let salt: { day: string; value: Promise<string> } | null = null;

  const cachedLookup = async (
    cache: LruCache<string, number>,
    key: string,
    lookUp: () => Promise<{ id: number } | null>,
  ) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const projectId = (await lookUp())?.id ?? null;
    if (projectId === null) cache.delete(key);
    else cache.set(key, projectId);
    return projectId;
  };
  const projectOfPublicKey = (key: string) => cachedLookup(publicKeys, key, () => repo.projectByKey(db, key));
  const projectOfIngestKey = (key: string) =>
    cachedLookup(ingestKeys, key, () => repo.projectByIngestKeyHash(db, sha256(key)));

  /** The salt of the receiving day: a visitor's hash changes every day and cannot be reversed. */
  const saltOfToday = () => {
    const day = isoDay(clock.now());
    if (salt?.day !== day) salt = { day, value: repo.saltOf(db, day, randomBytes(16).toString('hex')) };
    return salt.value;
  };

  const settingsOf = async (projectId: number, key: string): Promise<TrackingSettings> => {
    const scriptUrl = `${publicUrl}${paths.script}`;
    const ingestKey = await repo.ingestKeyState(db, projectId);
    return {
      key,
      script_url: scriptUrl,
      collect_url: `${publicUrl}${API_PREFIX}${paths.collect}`,
      ingest_url: `${publicUrl}${API_PREFIX}${paths.ingest}`,
      snippet: trackingSnippet(scriptUrl, key),
      ingest_key: {
        configured: ingestKey.ingest_key_hint !== null,
        hint: ingestKey.ingest_key_hint,
        created_at: ingestKey.ingest_key_created_at?.toISOString() ?? null,
      },
    };
  };

  const label = (provider: string) =>
    ENGINE_LABELS[provider as EngineCode] ?? classifier.assistantName(provider) ?? provider;

  /** The event's own time, within the accepted window, or the time it arrived. */
  const timeOf = (event: IncomingEvent, index: number, now: Date) => {
    if (!event.timestamp) return now;
    const at = new Date(event.timestamp);
    const earliest = now.getTime() - COLLECT_LIMITS.maxAgeDays * DAY_MS;
    const latest = now.getTime() + COLLECT_LIMITS.maxAheadMinutes * MINUTE_MS;
    if (at.getTime() < earliest || at.getTime() > latest)
      throw fieldError(
        `events.${index}.timestamp`,
        `timestamp must be within the last ${COLLECT_LIMITS.maxAgeDays} days`,
      );
    return at;
  };

  /**
   * Classifies a batch for `projectId` and stores it before answering: AI bots (from a server-side
   * shipper only), AI-referred and other visits are kept, other bots ignored. Event ids make a resent
   * batch count once.
   */
  const record = async (projectId: number, channel: Channel, events: readonly IncomingEvent[]) => {
    const now = clock.now();
    const daySalt = await saltOfToday();
    const rows: VisitRow[] = [];
    let ignored = 0;
    events.forEach((event, index) => {
      const url = new URL(event.url);
      const visitedAt = timeOf(event, index, now);
      const kind = classifier.classify({
        url,
        referrer: event.referrer,
        userAgent: event.userAgent,
        ip: event.ip,
      });
      // A page's source shows the public key to anyone: through it, only people's page views count.
      if (!kind || (channel === 'browser' && kind.type === 'AI_CRAWLER')) {
        ignored++;
        return;
      }
      const eventId =
        event.id ??
        sha256(`${visitedAt.toISOString()}|${event.url}|${event.userAgent}|${event.ip ?? ''}`).slice(0, 40);
      rows.push({
        project_id: projectId,
        event_id: eventId,
        visited_at: visitedAt.toISOString(),
        visit_type: kind.type,
        provider: kind.type === 'HUMAN' ? null : kind.provider,
        source: kind.type === 'HUMAN' ? truncateUtf8(kind.source, COLLECT_LIMITS.storedSourceBytes) : '',
        page_url: pageOf(url),
        referer: refererOf(event.referrer),
        user_agent: truncateUtf8(event.userAgent, COLLECT_LIMITS.storedUserAgentBytes) || null,
        visitor: event.ip
          ? sha256(`${daySalt}|${projectId}|${event.ip}|${event.userAgent}`).slice(0, 32)
          : null,
        crawler_purpose: kind.type === 'AI_CRAWLER' ? kind.purpose : null,
        verification: kind.type === 'AI_CRAWLER' ? kind.verification : null,
      });
    });
    const written = writer.write(rows);
    if (!written) throw tooManyRequests(m.busy);
    await written.catch(() => {
      throw serviceUnavailable(m.unavailable);
    });
    return { accepted: rows.length, ignored };
  };

  return {
    /** Page views from the snippet, keyed by the brand's public key. */
    async collect(key: string, events: readonly IncomingEvent[]): Promise<CollectReply> {
      const projectId = await projectOfPublicKey(key);
      if (projectId === null) throw forbidden(m.invalidKey);
      return record(projectId, 'browser', events);
    },

    /** Requests a site's server saw, keyed by the brand's secret ingest key. */
    async ingest(key: string, events: readonly IncomingEvent[]): Promise<CollectReply> {
      if (key.startsWith(TRACKING_KEY_PREFIX)) throw forbidden(m.publicKeyOnIngest);
      const projectId = await projectOfIngestKey(key);
      if (projectId === null) throw forbidden(m.invalidIngestKey);
      return record(projectId, 'server', events);
    },

    /** The bucket of a request's rate limit: its brand when its key is known here, else its address. */
    rateBucketOf(key: string | undefined, channel: Channel): string | null {
      if (!key) return null;
      const projectId = channel === 'browser' ? publicKeys.peek(key) : ingestKeys.peek(key);
      return projectId === undefined ? null : `${channel}:${projectId}`;
    },

    async tracking(userId: number, ref: string): Promise<TrackingSettings> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return settingsOf(project.id, await repo.trackingKey(db, project.id));
    },

    async rotateKey(userId: number, ref: string): Promise<TrackingSettings> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      publicKeys.delete(await repo.trackingKey(db, project.id));
      return settingsOf(project.id, await repo.rotateKey(db, project.id, TRACKING_KEY_PREFIX));
    },

    /**
     * A new secret ingest key (EDIT), replacing any earlier one: only its hash is kept, so this reply
     * is the only time it is shown.
     */
    async rotateIngestKey(userId: number, ref: string): Promise<IngestKeyCreated> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const secret = `${INGEST_KEY_PREFIX}${randomToken()}`;
      const at = clock.now();
      const hint = secret.slice(-INGEST_KEY_HINT_CHARS);
      await repo.setIngestKey(db, project.id, { hash: sha256(secret), hint, at });
      // This process stops accepting the old key at once; others within the cache's time.
      ingestKeys.clear();
      return { configured: true, hint, created_at: at.toISOString(), secret };
    },

    /** Whether an event arrived: what is stored is moved first, so a fresh one counts. */
    async installation(userId: number, ref: string): Promise<InstallationCheck> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      await writer.flush();
      const last = await repo.lastVisit(db, project.id);
      return {
        installed: last !== null,
        last_event_at: last?.visited_at.toISOString() ?? null,
        last_page_url: last?.page_url ?? null,
        last_visit_type: last?.visit_type ?? null,
      };
    },

    async dashboard(userId: number, ref: string, query: WebsiteDashboardQuery): Promise<WebsiteDashboard> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const range = resolveDashboardRange(clock.now(), {
        ...query,
        time_range: query.time_range ?? WEBSITE_DEFAULT_TIME_RANGE,
      });
      const previous = previousPeriod(range.start, range.end);
      const search = query.endpoint_filter ? asStoredUrlText(query.endpoint_filter) : undefined;
      // In turn on one connection, without parallel workers: each read sums a few thousand roll-up
      // rows, less work than starting a worker (docs/decisions.md).
      const { totals, peopleDays, pages, crawlerPages, visits, searched, hasData } = await db.tx(
        async (q) => {
          await repo.withoutParallelWorkers(q);
          const matched = search
            ? await repo.searchedPages(q, project.id, range, search, SEARCH_MAX_PAGES)
            : null;
          return {
            totals: await repo.sourceTotals(q, project.id, [range, previous]),
            peopleDays: await repo.peopleDays(q, project.id, range),
            pages: await repo.popularPages(q, project.id, range, WEBSITE_POPULAR_PAGES),
            crawlerPages: await repo.crawlerPages(q, project.id, range, WEBSITE_CRAWLER_PAGES_PER_BOT),
            visits: await repo.recentVisits(q, project.id, range, {
              search,
              pages: matched?.pages ?? null,
              limit: query.page_size,
              offset: (query.page - 1) * query.page_size,
            }),
            searched: matched,
            hasData: await repo.hasVisits(q, project.id),
          };
        },
      );
      const { current, previous: before } = splitPeriods(totals);
      return {
        domain: project.domain,
        has_data: hasData,
        start_date: range.start,
        end_date: range.end,
        statistics: statistics(current, before),
        line_chart: visitsOverTime(range, peopleDays),
        donut_chart: visitsBySource(current, label),
        popular_endpoints: popularEndpoints(pages, label),
        visits: {
          data: visits.map((v) => ({
            id: v.id,
            timestamp: v.visited_at.toISOString(),
            provider: v.provider && v.visit_type === 'AI_REFERRAL' ? label(v.provider) : v.provider,
            visit_type: v.visit_type,
            page_url: v.page_url,
            referer: v.referer,
            crawler_purpose: v.crawler_purpose,
            verification: v.verification,
          })),
          page: query.page,
          page_size: query.page_size,
          total_count: searched?.count ?? eventCount(current),
        },
        crawlers: crawlerPanel(
          current,
          crawlerPages,
          (token) => classifier.crawler(token)?.operator ?? 'Unknown',
          WEBSITE_CRAWLER_BOTS,
        ),
      };
    },
  };
};

export type WebsiteAnalysisService = ReturnType<typeof createWebsiteAnalysisService>;
