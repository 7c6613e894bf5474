// The custom report's sections that other modules own: website traffic (the website analysis module)
// and strategic recommendations (the recommendations module). Each is a provider the service asks for
// the brand and period; null means that module holds no data for them, and the page says so.
import {
  type CustomReportRecommendations,
  type CustomReportWebsite,
  type RecommendationContent,
  recommendationLabels,
} from '@sightline/contracts';
import type { RecommendationService } from '../recommendations/recommendations.service.ts';
import type { WebsiteAnalysisService } from '../website-analysis/website-analysis.service.ts';

interface ReportPeriod {
  /** Who reads the report: the modules check their access again. */
  userId: number;
  projectRef: string;
  /** YYYY-MM-DD, both included. */
  start: string;
  end: string;
}

type WithoutAnalysis<T> = Omit<T, 'ai_analysis' | 'ai_analysis_source'>;

export interface ReportSectionProviders {
  website(period: ReportPeriod): Promise<WithoutAnalysis<CustomReportWebsite> | null>;
  recommendations(period: ReportPeriod): Promise<WithoutAnalysis<CustomReportRecommendations> | null>;
}

const TOP_PAGES = 10;

type Figures = WithoutAnalysis<CustomReportRecommendations>;

/** Rows seen already: the same site or idea recommended by several runs is listed once. */
const once = <T>(rows: T[], key: (row: T) => string) => {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * The report's four tables from the runs' contents, newest run first. The recommendations module has
 * no influencer type; an accuracy prompt's content to correct is content work, listed with the
 * content ideas.
 */
export const recommendationTables = (contents: readonly RecommendationContent[]): Figures => {
  const tables: Figures = {
    website_collaborations: [],
    content_recommendations: [],
    social_media_opportunities: [],
    influencer_opportunities: [],
  };
  for (const c of contents) {
    if (c.type === 'website_collaboration')
      tables.website_collaborations.push(
        ...c.potential_collaborations.map((w) => ({
          domain: w.domain,
          justification: w.description,
          link: `https://${w.domain}`,
        })),
      );
    else if (c.type === 'content_creation')
      tables.content_recommendations.push(
        ...c.expert_content_ideas.map((i) => ({
          topic: i.title,
          icon: 'expert',
          justification: i.description,
          link: '',
        })),
        ...c.prompt_content_ideas.map((i) => ({
          topic: i.title,
          icon: 'prompt',
          justification: i.description,
          link: '',
        })),
        ...c.semantic_content_ideas.map((i) => ({
          topic: i.concept,
          icon: 'semantic',
          justification: i.description,
          link: '',
        })),
      );
    else if (c.type === 'social_media')
      tables.social_media_opportunities.push(
        ...c.social_media_content.map((post) => ({
          platform: post.platform,
          icon: post.platform,
          color: '',
          justification: post.relevance || post.content,
          link: post.link,
        })),
      );
    else
      tables.content_recommendations.push(
        ...c.brand_content_to_update.map((u) => ({
          topic: recommendationLabels.brandContent,
          icon: 'update',
          justification: u.description,
          link: u.url ?? '',
        })),
        ...c.external_content_to_update.map((u) => ({
          topic: recommendationLabels.externalContent,
          icon: 'update',
          justification: u.description,
          link: u.url ?? '',
        })),
      );
  }
  return {
    website_collaborations: once(tables.website_collaborations, (w) => w.domain),
    content_recommendations: once(tables.content_recommendations, (c) => `${c.topic}|${c.justification}`),
    social_media_opportunities: once(tables.social_media_opportunities, (s) => s.link || s.justification),
    influencer_opportunities: tables.influencer_opportunities,
  };
};

/**
 * Website traffic from the website analysis dashboard for the period; null until the brand's
 * tracking code has reported a visit. Recommendations: the newest completed run of each type created
 * in the period, for the brand and for each of its prompts; null when they recommend nothing.
 */
export const reportSections = (deps: {
  websiteAnalysis: WebsiteAnalysisService;
  recommendations: RecommendationService;
}): ReportSectionProviders => ({
  async website(p) {
    const d = await deps.websiteAnalysis.dashboard(p.userId, p.projectRef, {
      time_range: 'custom',
      start_date: p.start,
      end_date: p.end,
      page: 1,
      page_size: 1,
    });
    if (!d.has_data) return null;
    return {
      domain: d.domain,
      total_visits: d.statistics.total_visits,
      ai_visits: d.statistics.total_ai_visits,
      realtime_response_bots: Object.fromEntries(d.crawlers.bots.map((b) => [b.name, b.fetches])),
      referer_sources: Object.fromEntries(
        d.donut_chart.labels.map((label, i) => [label, d.donut_chart.data[i]]),
      ),
      timeline_data: {
        labels: d.line_chart.labels,
        values: d.line_chart.labels.map((_, i) =>
          d.line_chart.datasets.reduce((n, s) => n + (s.data[i] ?? 0), 0),
        ),
      },
      popular_pages: d.popular_endpoints.slice(0, TOP_PAGES),
    };
  },
  async recommendations(p) {
    const tables = recommendationTables(
      await deps.recommendations.contentsOfPeriod(p.userId, p.projectRef, p.start, p.end),
    );
    return Object.values(tables).some((rows) => rows.length > 0) ? tables : null;
  },
});
