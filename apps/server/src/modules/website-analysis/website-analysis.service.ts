// Website analysis: the public collect endpoints (key -> brand, classify, hash, queue for the writer)
// and the signed-in calls (dashboard and installation check with VIEW, tracking key with VIEW, its
// rotation with EDIT).
import { createHash, randomBytes } from 'node:crypto';
import {
  API_PREFIX,
  COLLECT_LIMITS,
  type CollectReply,
  DAY_MS,
  ENGINE_LABELS,
  type EngineCode,
  type InstallationCheck,
  isoDay,
  websiteAnalysisMessages as m,
  websiteAnalysisPaths as paths,
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
import type { Clock } from '../../lib/clock.ts';
import { fieldError, forbidden, tooManyRequests } from '../../lib/http-error.ts';
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Scheme, host and path: the query string and fragment may carry personal data. */
const pageOf = (url: URL) => `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`;
const refererOf = (referrer: string | null | undefined) =>
  referrer && URL.canParse(referrer) ? pageOf(new URL(referrer)) : null;

export const createWebsiteAnalysisService = (deps: {
  db: Database;
  clock: Clock;
  classifier: Classifier;
  writer: VisitWriter;
  publicUrl: string;
}) => {
  const { db, clock, classifier, writer, publicUrl } = deps;
  const keys = new Map<string, { projectId: number | null; until: number }>();
  let salt: { day: string; value: Promise<string> } | null = null;

  const projectOfKey = async (key: string) => {
    const now = clock.now().getTime();
    const cached = keys.get(key);
    if (cached && cached.until > now) return cached.projectId;
    const projectId = (await repo.projectByKey(db, key))?.id ?? null;
    keys.set(key, { projectId, until: now + KEY_CACHE_MS });
    return projectId;
  };

  /** The salt of the receiving day: a visitor's hash changes every day and cannot be reversed. */
  const saltOfToday = () => {
    const day = isoDay(clock.now());
    if (salt?.day !== day) salt = { day, value: repo.saltOf(db, day, randomBytes(16).toString('hex')) };
    return salt.value;
  };

  const settingsOf = (key: string): TrackingSettings => {
    const scriptUrl = `${publicUrl}${paths.script}`;
    return {
      key,
      script_url: scriptUrl,
      collect_url: `${publicUrl}${API_PREFIX}${paths.collect}`,
      ingest_url: `${publicUrl}${API_PREFIX}${paths.ingest}`,
      snippet: trackingSnippet(scriptUrl, key),
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

  return {
    /**
     * Classifies and queues a batch for the brand of `key`: AI bots, AI-referred and other visits are
     * kept, other bots ignored. Event ids make a resent batch count once.
     */
    async collect(key: string, events: readonly IncomingEvent[]): Promise<CollectReply> {
      const projectId = await projectOfKey(key);
      if (projectId === null) throw forbidden(m.invalidKey);
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
        if (!kind) {
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
          source: kind.type === 'HUMAN' ? kind.source : '',
          page_url: pageOf(url),
          referer: refererOf(event.referrer),
          user_agent: event.userAgent || null,
          visitor: event.ip
            ? sha256(`${daySalt}|${projectId}|${event.ip}|${event.userAgent}`).slice(0, 32)
            : null,
          crawler_purpose: kind.type === 'AI_CRAWLER' ? kind.purpose : null,
          verification: kind.type === 'AI_CRAWLER' ? kind.verification : null,
        });
      });
      if (!writer.offer(rows)) throw tooManyRequests(m.busy);
      return { accepted: rows.length, ignored };
    },

    async tracking(userId: number, ref: string): Promise<TrackingSettings> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return settingsOf(await repo.trackingKey(db, project.id));
    },

    async rotateKey(userId: number, ref: string): Promise<TrackingSettings> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const old = await repo.trackingKey(db, project.id);
      keys.delete(old);
      return settingsOf(await repo.rotateKey(db, project.id));
    },

    /** Whether an event arrived: what this process holds is written first, so a fresh one counts. */
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
      const search = query.endpoint_filter || undefined;
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
