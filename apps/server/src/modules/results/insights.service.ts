// The LLM Sources and Competitors tabs and the AI Share of Voice matrix (spec 2 sections 2.2, 2.3
// and 3) over a date range (default: the last six weeks), with their opened rows. VIEW access first.
import {
  APPEARANCES_PAGE_SIZE,
  type DateRangeQuerySchema,
  type InsightListQuerySchema,
  SUMMARY_VIEW,
} from '@sightline/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { modelChangesIn } from '../reports/served-models.repo.ts';
import {
  presentAppearances,
  presentCompetitors,
  presentShareOfVoice,
  presentWebsiteDetails,
  presentWebsites,
  withAppearances,
  withEndpoints,
} from './insights.presenter.ts';
import { insightsRepo as repo } from './insights.repo.ts';
import { pageWindow } from './insights-math.ts';
import { provenanceRepo } from './provenance.repo.ts';
import { type DayRange, resolveRange } from './weeks.ts';

type RangeQuery = z.infer<typeof DateRangeQuerySchema>;
type ListQuery = z.infer<typeof InsightListQuerySchema>;

export const createInsightsService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;
  const open = async (userId: number, ref: string, query: RangeQuery) => ({
    project: await requireProjectAccess(db, userId, ref, 'VIEW'),
    range: resolveRange(clock.now(), query.start_date, query.end_date),
  });
  /** The range's answers every reply says its figures rest on. */
  const outcomesOf = (projectId: number, range: DayRange) =>
    provenanceRepo.outcomesOfDays(db, projectId, range);

  return {
    /** The spec's reply (each domain with its endpoints), or with view=summary the domains alone. */
    async importantWebsites(userId: number, ref: string, query: ListQuery) {
      const { project, range } = await open(userId, ref, query);
      const summary = query.view === SUMMARY_VIEW;
      const [domains, urls, outcomes] = await Promise.all([
        repo.domains(db, project.id, range),
        summary ? [] : repo.urls(db, project.id, range),
        outcomesOf(project.id, range),
      ]);
      const websites = presentWebsites(domains, range.weeks, outcomes);
      return summary ? websites : withEndpoints(websites, urls);
    },

    async websiteDetails(userId: number, ref: string, query: RangeQuery & { domain: string }) {
      const { project, range } = await open(userId, ref, query);
      const [urls, prompts, outcomes] = await Promise.all([
        repo.domainUrls(db, project.id, query.domain, range),
        repo.domainPrompts(db, project.id, query.domain, range),
        outcomesOf(project.id, range),
      ]);
      return presentWebsiteDetails(query.domain, urls, prompts, outcomes);
    },

    /** The spec's reply (each competitor with its appearances), or with view=summary the rows alone. */
    async competitors(userId: number, ref: string, query: ListQuery) {
      const { project, range } = await open(userId, ref, query);
      const summary = query.view === SUMMARY_VIEW;
      const [rows, changes, appearances, outcomes] = await Promise.all([
        repo.entityWeeks(db, project.id, range),
        modelChangesIn(db, project.id, range),
        summary ? [] : repo.allAppearances(db, project.id, range),
        outcomesOf(project.id, range),
      ]);
      const competitors = presentCompetitors(rows, range.weeks, project, changes, outcomes);
      return summary ? competitors : withAppearances(competitors, appearances);
    },

    async competitorAppearances(
      userId: number,
      ref: string,
      query: RangeQuery & { entity: string; page: number },
    ) {
      const { project, range } = await open(userId, ref, query);
      const [{ total, appearances }, outcomes] = await Promise.all([
        repo.appearances(db, project.id, query.entity, range, pageWindow(query.page, APPEARANCES_PAGE_SIZE)),
        outcomesOf(project.id, range),
      ]);
      return presentAppearances(appearances, query.page, total, outcomes);
    },

    async shareOfVoice(userId: number, ref: string, query: RangeQuery) {
      const { project, range } = await open(userId, ref, query);
      const [rows, outcomes] = await Promise.all([
        repo.engineEntities(db, project.id, range),
        outcomesOf(project.id, range),
      ]);
      return presentShareOfVoice(rows, project, outcomes);
    },
  };
};

export type InsightsService = ReturnType<typeof createInsightsService>;
