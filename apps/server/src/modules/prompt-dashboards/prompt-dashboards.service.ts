// The ranking-prompt and accuracy-prompt dashboards (analysis spec 2.2, 2.3, 7): each read checks
// that the caller may view the prompt's project, resolves the filters to a day range, and reads.
import {
  COMPETITOR_APPEARANCES_MAX,
  DASHBOARD_DEFAULT_COMPETITORS,
  type DashboardFilterQuery,
  NO_ANSWER_OUTCOMES,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { modelChangesIn } from '../reports/served-models.repo.ts';
import { type DashboardPrompt, dashboardRepo } from './dashboard.repo.ts';
import { type DashboardFilter, entitySelection } from './filters.ts';
import { bucketDays, bucketStarts } from './heatmap-buckets.ts';
import { mergeEngineDays, mergeEntityDays, mergeEntityParts, mergeOutcomes } from './imported-merge.ts';
import { requirePrompt } from './prompt-access.ts';
import {
  presentHeatmap,
  presentQuestionOverview,
  presentQuestionResponses,
  presentStats,
  questionProviders,
} from './question.presenter.ts';
import { questionRepo } from './question.repo.ts';
import { resolveDashboardRange } from './range.ts';
import {
  presentAppearances,
  presentCharts,
  presentCompetitorChart,
  presentCompetitors,
  presentOverview,
  presentPagination,
  presentResponses,
  presentSources,
} from './ranking.presenter.ts';
import { type PromptScope, rankingRepo } from './ranking.repo.ts';
import { asEntityDays, chosenEntities, EARLIER, entityTotals, halvesSpans, LATER } from './ranking-math.ts';

type Paged = { page: number; page_size: number };
/** The filters of the ranking figures: include_imported counts the imported app answers too. */
type FiguresQuery = DashboardFilterQuery & { include_imported?: boolean };

export const createPromptDashboardService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;
  const filterOf = (query: DashboardFilterQuery): DashboardFilter => ({
    range: resolveDashboardRange(clock.now(), query),
    providers: query.providers,
    entities: query.entities,
  });
  const scopeOf = (project: ProjectRow, prompt: DashboardPrompt, f: DashboardFilter): PromptScope => ({
    projectId: project.id,
    promptId: prompt.id,
    providers: f.providers,
  });
  /** The ranking prompt with its project, the filter and the roll-up scope. */
  const ranking = async (userId: number, ref: string, query: DashboardFilterQuery) => {
    const { prompt, project } = await requirePrompt(db, userId, ref, 'RANKING');
    const f = filterOf(query);
    return { prompt, project, f, scope: scopeOf(project, prompt, f) };
  };
  /** The accuracy prompt's ratings per engine and day, and what they rest on: its answers and their judges. */
  const question = async (userId: number, ref: string, query: DashboardFilterQuery) => {
    const { prompt, project } = await requirePrompt(db, userId, ref, 'QUESTION');
    const f = filterOf(query);
    const [rows, outcomes, ratedBy] = await Promise.all([
      questionRepo.ratingDays(db, project.id, prompt.id, f.range, f.providers),
      dashboardRepo.outcomes(db, project.id, prompt.id, f.range, f.providers),
      questionRepo.ratedBy(db, project, prompt.id, f),
    ]);
    return {
      f,
      rows,
      restsOn: { ...outcomes, rated_by: ratedBy },
      providers: questionProviders(project.ai_engines, f.providers, rows),
    };
  };
  /** A ranking figure's answers over the filter's range, of the imported app answers too when asked. */
  const rankingOutcomes = async (
    project: ProjectRow,
    prompt: DashboardPrompt,
    f: DashboardFilter,
    withImported = false,
  ) => {
    const outcomesOf = (imported: boolean) =>
      dashboardRepo.outcomes(db, project.id, prompt.id, f.range, f.providers, imported);
    const [api, app] = await Promise.all([outcomesOf(false), withImported ? outcomesOf(true) : null]);
    return mergeOutcomes(api, app);
  };
  const answers = async (
    userId: number,
    ref: string,
    kind: DashboardPrompt['kind'],
    query: DashboardFilterQuery & Paged,
  ) => {
    const { prompt, project } = await requirePrompt(db, userId, ref, kind);
    // Entities narrow ranking answers only: accuracy answers rank none.
    const f = { ...filterOf(query), entities: kind === 'RANKING' ? query.entities : undefined };
    const { rows, total } = await dashboardRepo.answerPage(
      db,
      project,
      prompt,
      f,
      query.page,
      query.page_size,
    );
    return { prompt, rows, pagination: presentPagination(query.page, query.page_size, total) };
  };

  return {
    /** Prompt header and the LLMO score of the latest completed execution. */
    async rankingOverview(userId: number, ref: string) {
      const { prompt, project } = await requirePrompt(db, userId, ref, 'RANKING');
      const latest = await rankingRepo.latestCompletedExecution(db, project.id);
      const [rows, outcomes] = latest
        ? await Promise.all([
            rankingRepo.executionEngines(db, latest.id, prompt.id),
            dashboardRepo.executionOutcomes(db, latest.id, prompt.id),
          ])
        : [[], NO_ANSWER_OUTCOMES];
      const engines = latest?.engines?.length ? latest.engines : project.ai_engines;
      return presentOverview(project, prompt, latest?.executed_at ?? null, engines, rows, outcomes);
    },

    async rankingResponses(userId: number, ref: string, query: DashboardFilterQuery & Paged) {
      const { rows, pagination } = await answers(userId, ref, 'RANKING', query);
      return presentResponses(rows, pagination);
    },

    /**
     * Daily charts of the chosen entities (default: the client and the first competitors by mentions),
     * of the imported app answers too when asked.
     */
    async rankingCharts(userId: number, ref: string, query: FiguresQuery) {
      const { project, prompt, f, scope } = await ranking(userId, ref, query);
      const app = { ...scope, imported: true };
      const [apiEntities, apiEngines, appEntities, appEngines, changes, outcomes] = await Promise.all([
        rankingRepo.entityDays(db, scope, f.range),
        rankingRepo.engineDays(db, scope, f.range),
        query.include_imported ? rankingRepo.entityDays(db, app, f.range) : [],
        query.include_imported ? rankingRepo.engineDays(db, app, f.range) : [],
        modelChangesIn(db, project.id, f.range, f.providers),
        rankingOutcomes(project, prompt, f, query.include_imported),
      ]);
      const entityRows = mergeEntityDays(apiEntities, appEntities);
      const engineDays = mergeEngineDays(apiEngines, appEngines);
      const all = entityTotals(asEntityDays(project.entity_name, entityRows));
      const chosen = chosenEntities(
        project.entity_name,
        all,
        entitySelection(project, f.entities),
        DASHBOARD_DEFAULT_COMPETITORS,
      );
      const charts = presentCharts(f.range.days, project, all, chosen, engineDays, changes, outcomes);
      if (!query.include_imported) return charts;
      return { ...charts, imported_answers: appEngines.reduce((n, r) => n + r.answers, 0) };
    },

    /** Cited domains with their URLs per provider and the trend of the later half against the earlier. */
    async rankingSources(userId: number, ref: string, query: DashboardFilterQuery) {
      const { project, prompt, f, scope } = await ranking(userId, ref, query);
      const halves = halvesSpans(f.range.days);
      const earlier = halves[EARLIER];
      const [urls, parts, earlierAnswered, outcomes] = await Promise.all([
        rankingRepo.sourceUrls(db, scope, f.range),
        rankingRepo.domainParts(db, scope, [earlier, null, halves[LATER]]),
        earlier ? rankingRepo.answeredIn(db, scope, earlier) : false,
        rankingOutcomes(project, prompt, f),
      ]);
      return { ...presentSources(urls, parts, earlierAnswered), ...outcomes };
    },

    /** References to one domain per day. */
    async sourceTrend(userId: number, ref: string, query: DashboardFilterQuery & { domain: string }) {
      const { project, prompt, f, scope } = await ranking(userId, ref, query);
      const [rows, outcomes] = await Promise.all([
        rankingRepo.domainDays(db, scope, f.range, query.domain),
        rankingOutcomes(project, prompt, f),
      ]);
      const byDay = new Map(rows.map((r) => [r.day, r.count]));
      return { labels: f.range.days, data: f.range.days.map((d) => byDay.get(d) ?? 0), ...outcomes };
    },

    /** Ranked entities, of the imported app answers too when asked. */
    async rankingCompetitors(userId: number, ref: string, query: FiguresQuery) {
      const { project, prompt, f, scope } = await ranking(userId, ref, query);
      const halves = halvesSpans(f.range.days);
      const [api, app, outcomes] = await Promise.all([
        rankingRepo.entityParts(db, scope, halves),
        query.include_imported ? rankingRepo.entityParts(db, { ...scope, imported: true }, halves) : [],
        rankingOutcomes(project, prompt, f, query.include_imported),
      ]);
      return { ...presentCompetitors(project, mergeEntityParts(api, app)), ...outcomes };
    },

    /** The latest appearances of one entity, for its row's details. */
    async competitorAppearances(
      userId: number,
      ref: string,
      query: DashboardFilterQuery & { entity: string },
    ) {
      const { prompt, project, f, scope } = await ranking(userId, ref, query);
      const entity = entitySelection(project, [query.entity]) ?? { names: [], brand: false };
      const [rows, outcomes] = await Promise.all([
        rankingRepo.entityAppearances(db, scope, f.range, entity, COMPETITOR_APPEARANCES_MAX),
        rankingOutcomes(project, prompt, f),
      ]);
      return { ...presentAppearances(prompt, rows), ...outcomes };
    },

    /** One entity's daily average position per provider. */
    async competitorChart(userId: number, ref: string, query: DashboardFilterQuery & { entity: string }) {
      const { project, prompt, f, scope } = await ranking(userId, ref, query);
      const entity = entitySelection(project, [query.entity]) ?? { names: [], brand: false };
      const [rows, outcomes] = await Promise.all([
        rankingRepo.entityEngineDays(db, scope, f.range, entity),
        rankingOutcomes(project, prompt, f),
      ]);
      return { ...presentCompetitorChart(f.range.days, project.ai_engines, rows), ...outcomes };
    },

    async questionOverview(userId: number, ref: string) {
      const { prompt, project } = await requirePrompt(db, userId, ref, 'QUESTION');
      return presentQuestionOverview(project, prompt);
    },

    async questionResponses(userId: number, ref: string, query: DashboardFilterQuery & Paged) {
      const { prompt, rows, pagination } = await answers(userId, ref, 'QUESTION', query);
      return presentQuestionResponses(prompt, rows, pagination);
    },

    /** Provider × column cells of the ratings; columns as long as the range asks (heatmap-buckets). */
    async questionHeatmap(userId: number, ref: string, query: DashboardFilterQuery) {
      const { f, rows, providers, restsOn } = await question(userId, ref, query);
      const step = bucketDays(f.range.timeRange, f.range.start, f.range.end);
      return presentHeatmap(
        providers,
        bucketStarts(f.range.start, f.range.end, step),
        step,
        f.range.end,
        rows,
        restsOn,
      );
    },

    async questionStats(userId: number, ref: string, query: DashboardFilterQuery) {
      const { rows, providers, restsOn } = await question(userId, ref, query);
      return presentStats(providers, rows, restsOn);
    },
  };
};

export type PromptDashboardService = ReturnType<typeof createPromptDashboardService>;
