// The general metrics of one project (analysis spec 2.9, 3, 7), VIEW access: the filters resolved to
// a day range, the roll-ups read for it and for the period before, and the figures of the reply.
import {
  GENERAL_METRICS_DEFAULT_TIME_RANGE,
  type GeneralMetricsQuery,
  type GeneralMetricsReply,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { resolveDashboardRange } from '../prompt-dashboards/range.ts';
import { asEntityDays, entityTotals } from '../prompt-dashboards/ranking-math.ts';
import { modelChangesIn } from '../reports/served-models.repo.ts';
import { presentGeneralMetrics } from './general-metrics.presenter.ts';
import { generalMetricsRepo as repo } from './general-metrics.repo.ts';
import {
  answerOutcomesOf,
  changeFrom,
  previousPeriod,
  providerMetrics,
  screenProviders,
  seriesBuckets,
  totalsByProvider,
} from './general-metrics-math.ts';

export const createGeneralMetricsService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;
  return {
    async get(userId: number, ref: string, query: GeneralMetricsQuery): Promise<GeneralMetricsReply> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const range = resolveDashboardRange(clock.now(), {
        ...query,
        time_range: query.time_range ?? GENERAL_METRICS_DEFAULT_TIME_RANGE,
      });
      const previous = previousPeriod(range.start, range.end);
      const buckets = seriesBuckets(range.start, range.end);
      const promptIds = query.tags?.length
        ? await repo.promptIdsOfTags(db, project.id, query.tags.map(Number))
        : undefined;
      const scope = { projectId: project.id, providers: query.providers, promptIds };
      // Multi-day series points are whole weeks (seriesBuckets), so weekly rows fall inside one;
      // the previous period is only totalled. Domains are only totals.
      const [brandRows, visitRows, entityRows, domainRows, modelChanges] = await Promise.all([
        repo.brandDays(db, { ...scope, wholeWeeks: buckets.days > 1 }, [previous, range]),
        repo.aiVisitDays(db, project.id, { start: previous.start, end: range.end }, query.providers),
        repo.entityDays(db, { ...scope, wholeWeeks: buckets.days > 1 }, range),
        repo.domainReferences(db, { ...scope, wholeWeeks: true }, range),
        modelChangesIn(db, project.id, range, query.providers),
      ]);

      const current = totalsByProvider(range.start, range.end, brandRows, visitRows);
      const before = totalsByProvider(previous.start, previous.end, brandRows, visitRows);
      const visitsBefore = [...before.values()].some((t) => t.aiVisits > 0);
      const answeredBefore = [...before.values()].some((t) => t.answered);
      const sum = (totals: typeof current) => [...totals.values()].reduce((n, t) => n + t.mentions, 0);
      const inRange = (day: string) => day >= range.start && day <= range.end;

      return presentGeneralMetrics(project, {
        range,
        buckets,
        providers: providerMetrics(
          screenProviders(project.ai_engines, query.providers, current.keys()),
          current,
          before,
          visitsBefore,
        ),
        mentionsChange: changeFrom(sum(current), answeredBefore ? sum(before) : null),
        brand: brandRows.filter((r) => inRange(r.day)),
        outcomes: answerOutcomesOf(brandRows.filter((r) => inRange(r.day))),
        visits: visitRows.filter((r) => inRange(r.day)),
        domains: domainRows.map((r) => ({
          domain: r.domain,
          engine: r.engine,
          count: r.count,
          isClient: r.is_client,
        })),
        entities: entityTotals(asEntityDays(project.entity_name, entityRows)),
        modelChanges,
      });
    },
  };
};

export type GeneralMetricsService = ReturnType<typeof createGeneralMetricsService>;
