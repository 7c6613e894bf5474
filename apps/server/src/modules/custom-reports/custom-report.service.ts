// Custom reports of a brand: created with a title, a period and data types (EDIT access), listed and
// read (VIEW access). Reading assembles the pages of spec 3 section 2.8 from the brand's data for the
// period: the general metrics and ranking-prompt figures come from the same services as their
// dashboards, accuracy from the stored ratings, website traffic and recommendations from their
// modules' providers; then each page gets its AI analysis.
import {
  type CustomReport,
  type CustomReportAccuracyPrompt,
  type CustomReportCreate,
  type CustomReportGeneralMetrics,
  type CustomReportRankingPrompt,
  type CustomReportSummary,
  type DashboardFilterQuery,
  ENGINE_LABELS,
  type EngineCode,
  type HeatmapState,
  CUSTOM_REPORT_LIMITS as L,
  customReportMessages as m,
  round1,
  customReportSummaries as say,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import type { GeneralMetricsService } from '../general-metrics/general-metrics.service.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import type { PromptDashboardService } from '../prompt-dashboards/prompt-dashboards.service.ts';
import { promptRepo } from '../prompts/prompt.repo.ts';
import { presentProvenance, provenanceRepo } from '../results/provenance.repo.ts';
import { type CustomReportRow, customReportRepo as repo } from './custom-report.repo.ts';
import {
  clientFirstTop,
  cutText,
  positionTimeline,
  shareOfVoiceByProvider,
  thinColumns,
} from './custom-report-math.ts';
import type { Analysis, AnalysisRequest, AnalysisWriter } from './report-analysis.ts';
import type { ReportSectionProviders } from './report-sections.ts';

const summaryOf = (row: CustomReportRow): CustomReportSummary => ({
  id: row.id,
  uuid: row.uuid,
  title: row.title,
  start_date: row.start_date,
  end_date: row.end_date,
  data_types: row.data_types,
  created_at: row.created_at.toISOString(),
});

const RATING_OF_STATE: Record<HeatmapState, number | null> = {
  correct: 2,
  'almost-correct': 1,
  wrong: 0,
  'no-data': null,
};

const providerLabel = (code: string) => ENGINE_LABELS[code as EngineCode] ?? code;
const sum = (values: Iterable<number>) => [...values].reduce((n, v) => n + v, 0);
type Figures<T> = Omit<T, 'ai_analysis' | 'ai_analysis_source'>;
const withAnalysis = <T>(figures: T, analysis: Analysis | undefined) => ({
  ...figures,
  ai_analysis: analysis?.text ?? null,
  ai_analysis_source: analysis?.source ?? null,
});

export const createCustomReportService = (deps: {
  db: Database;
  generalMetrics: GeneralMetricsService;
  dashboards: PromptDashboardService;
  sections: ReportSectionProviders;
  writer: AnalysisWriter;
}) => {
  const { db, generalMetrics, dashboards } = deps;

  const general = async (userId: number, project: ProjectRow, range: DashboardFilterQuery) => {
    const reply = await generalMetrics.get(userId, project.uuid, range);
    const g = reply.general_metrics;
    const figures: Figures<CustomReportGeneralMetrics> = {
      provider_metrics: g.provider_metrics,
      performance_metrics: g.performance_metrics,
      top_citations: g.top_citations.slice(0, L.topCitations),
      top_competitors: g.top_competitors.slice(0, L.topCompetitors),
    };
    // The general metrics reply already carries the summary of these figures in words.
    return { figures, summary: g.ai_analysis ?? m.noPeriodAnalysis };
  };

  const rankingPrompt = async (
    userId: number,
    project: ProjectRow,
    prompt: { id: number; query_text: string },
    range: DashboardFilterQuery,
  ) => {
    const ref = String(prompt.id);
    const [charts, sources, competitors] = await Promise.all([
      dashboards.rankingCharts(userId, ref, range),
      dashboards.rankingSources(userId, ref, range),
      dashboards.rankingCompetitors(userId, ref, range),
    ]);
    const perProvider = [];
    for (const provider of project.ai_engines) {
      const of = await dashboards.rankingCompetitors(userId, ref, { ...range, providers: [provider] });
      perProvider.push({
        provider,
        entities: of.competitors.map((c) => ({
          name: c.name,
          is_client: c.is_client,
          count: c.appearance_count,
        })),
      });
    }
    const all = competitors.competitors;
    const client = all.find((c) => c.is_client);
    const mentions = client?.appearance_count ?? 0;
    const totalMentions = sum(all.map((c) => c.appearance_count));
    const citations = sum(sources.importantSources.map((s) => s.count));
    const topSources = clientFirstTop(
      sources.importantSources.map((s) => ({
        domain: s.domain,
        count: s.count,
        is_client: s.is_client_domain,
      })),
      L.perPrompt,
    );
    const figures: Figures<CustomReportRankingPrompt> = {
      query_id: prompt.id,
      query_text: prompt.query_text,
      metrics: {
        mentions,
        avg_position: client?.avg ?? null,
        citations,
        share_of_voice: totalMentions ? round1((mentions / totalMentions) * 100) : 0,
      },
      changes_compared: false,
      position_timeline: positionTimeline(charts.providersChart),
      share_of_voice: shareOfVoiceByProvider(perProvider),
      top_sources: topSources,
      top_competitors: clientFirstTop(
        all.map((c) => ({
          name: c.name,
          avg_position: c.avg,
          appearances: c.appearance_count,
          is_client: c.is_client,
        })),
        L.perPrompt,
      ),
    };
    return {
      figures,
      summary: say.ranking({
        entity: project.entity_name,
        mentions,
        avgPosition: figures.metrics.avg_position,
        shareOfVoice: figures.metrics.share_of_voice,
        citations,
        leader: all.find((c) => !c.is_client && c.appearance_count > 0)?.name ?? null,
        topSource: sources.importantSources[0]?.domain ?? null,
      }),
    };
  };

  const accuracyPrompts = async (
    userId: number,
    project: ProjectRow,
    report: CustomReportRow,
    range: DashboardFilterQuery,
  ) => {
    const prompts = await promptRepo.list(db, [project.id], 'QUESTION');
    const answers = await repo.latestAccuracyAnswers(db, project.id, report.start_date, report.end_date);
    const pages = [];
    for (const prompt of prompts) {
      const heatmap = await dashboards.questionHeatmap(userId, String(prompt.id), range);
      const columns = thinColumns(heatmap.labels.map((date, i) => ({ date, i })));
      const mine = answers.filter((a) => a.prompt_id === prompt.id);
      const requests = mine.map((a) => ({
        llm_company: a.engine,
        punctuation: a.rating,
        result_response: cutText(a.response ?? '', L.responseChars),
        // Only when removed: the page's figures (and the hash its cached analysis is kept by) stay as they were.
        ...(a.text_removed_at ? { text_removed_at: a.text_removed_at.toISOString() } : {}),
        justification: a.justification,
        sources: a.sources.slice(0, L.sourcesShown),
      }));
      const figures: Figures<CustomReportAccuracyPrompt> = {
        query_id: prompt.id,
        query_text: prompt.query_text,
        expected_response: cutText(prompt.expected_response ?? '', L.expectedResponseChars),
        requests,
        rated_by: heatmap.rated_by,
        accuracy_timeline: columns.map(({ date, i }) => ({
          date,
          providers: Object.fromEntries(
            heatmap.providers.map((p) => [
              p.provider,
              {
                punctuation: RATING_OF_STATE[p.cells[i].state],
                score: p.cells[i].score,
                count: p.cells[i].responses,
              },
            ]),
          ),
        })),
      };
      const by = (rating: number | null) =>
        project.ai_engines
          .filter((e) => mine.find((a) => a.engine === e)?.rating === rating)
          .map(providerLabel);
      const rated = new Set(mine.filter((a) => a.rating !== null).map((a) => a.engine));
      pages.push({
        figures,
        summary: say.accuracy({
          correct: by(2),
          almost: by(1),
          wrong: by(0),
          unrated: project.ai_engines.filter((e) => !rated.has(e)).map(providerLabel),
        }),
      });
    }
    return pages;
  };

  return {
    async create(userId: number, ref: string, body: CustomReportCreate): Promise<CustomReportSummary> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const row = await repo.insert(db, {
        projectId: project.id,
        userId,
        title: body.title,
        start: body.start_date,
        end: body.end_date,
        types: body.data_types,
      });
      return summaryOf(row);
    },

    async list(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return { reports: (await repo.list(db, project.id)).map(summaryOf) };
    },

    async get(userId: number, ref: string, reportRef: string): Promise<CustomReport> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const report = await repo.byRef(db, project.id, reportRef);
      if (!report) throw notFound(m.notFound);
      const types = new Set(report.data_types);
      const range: DashboardFilterQuery = {
        time_range: 'custom',
        start_date: report.start_date,
        end_date: report.end_date,
      };
      const period = { userId, projectRef: project.uuid, start: report.start_date, end: report.end_date };
      const subjectOf = (what: string) =>
        `${what} of ${project.entity_name}, ${report.start_date} to ${report.end_date}`;

      const ranking = types.has('RANKING');
      const generalPage = ranking ? await general(userId, project, range) : null;
      const rankingPages = [];
      if (ranking)
        for (const prompt of await promptRepo.list(db, [project.id], 'RANKING'))
          rankingPages.push(await rankingPrompt(userId, project, prompt, range));
      const accuracyPages = types.has('ACCURACY')
        ? await accuracyPrompts(userId, project, report, range)
        : [];
      const website = types.has('WEBSITE') ? await deps.sections.website(period) : null;
      const recommendations = types.has('RECOMMENDATIONS')
        ? await deps.sections.recommendations(period)
        : null;

      const requests: AnalysisRequest[] = [
        ...(generalPage
          ? [{ key: 'general', subject: subjectOf('Brand-wide metrics'), ...generalPage }]
          : []),
        ...rankingPages.map((p) => ({
          key: `ranking:${p.figures.query_id}`,
          subject: subjectOf(`Answers to the ranking prompt "${p.figures.query_text}"`),
          ...p,
        })),
        ...accuracyPages.map((p) => ({
          key: `accuracy:${p.figures.query_id}`,
          subject: subjectOf(`Accuracy of the answers to "${p.figures.query_text}"`),
          ...p,
        })),
        ...(website
          ? [
              {
                key: 'website',
                subject: subjectOf(`Website traffic of ${website.domain}`),
                figures: website,
                summary: say.website({
                  domain: website.domain,
                  total: website.total_visits,
                  ai: website.ai_visits,
                  rate: website.total_visits ? round1((website.ai_visits / website.total_visits) * 100) : 0,
                  topSource:
                    Object.entries(website.referer_sources).sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
                }),
              },
            ]
          : []),
        ...(recommendations
          ? [
              {
                key: 'recommendations',
                subject: subjectOf('Strategic recommendations'),
                figures: recommendations,
                summary: say.recommendations({
                  collaborations: recommendations.website_collaborations.length,
                  content: recommendations.content_recommendations.length,
                  social: recommendations.social_media_opportunities.length,
                  influencers: recommendations.influencer_opportunities.length,
                }),
              },
            ]
          : []),
      ];
      const { analyses, cache } = await deps.writer(requests, report.analyses);
      if (JSON.stringify(cache) !== JSON.stringify(report.analyses))
        await repo.saveAnalyses(db, report.id, cache);

      return {
        ...summaryOf(report),
        report_planning: {
          entity_name: project.entity_name,
          entity_picture: project.entity_picture,
          domain: project.domain,
          ai_engines: project.ai_engines,
        },
        provenance: presentProvenance(
          await provenanceRepo.ofPeriod(db, project.id, report.start_date, report.end_date),
        ),
        aggregated_data: {
          general_metrics: generalPage ? withAnalysis(generalPage.figures, analyses.get('general')) : null,
          ranking_prompts: rankingPages.map((p) =>
            withAnalysis(p.figures, analyses.get(`ranking:${p.figures.query_id}`)),
          ),
          accuracy_prompts: accuracyPages.map((p) =>
            withAnalysis(p.figures, analyses.get(`accuracy:${p.figures.query_id}`)),
          ),
          website_analysis: website ? withAnalysis(website, analyses.get('website')) : null,
          recommendations: recommendations
            ? withAnalysis(recommendations, analyses.get('recommendations'))
            : null,
        },
      };
    },
  };
};

export type CustomReportService = ReturnType<typeof createCustomReportService>;
