// Constants, paths and the report document of the brand insight screens: the LLM Sources and
// Competitors tabs, the AI Share of Voice matrix and the printable report (spec 2 sections 2.2, 2.3,
// 2.10, 3 and 9).

import { TextRemovedAtSchema } from './answer-text-retention.ts';
import { AnswerSpansSchema } from './evidence.ts';
import { intervalFields, ModelChangesSchema, TrendSignificantSchema } from './interval-fields.ts';
import { RatedBySchema } from './rating-judges.ts';
import {
  APPEARANCES_PAGE_SIZE,
  ChartSchema,
  type CompetitorAppearanceSchema,
  type CompetitorAppearancesSchema,
  type CompetitorSchema,
  type CompetitorsSchema,
  type CompetitorsSummarySchema,
  type ImportantWebsitesSchema,
  type ImportantWebsitesSummarySchema,
  type ShareOfVoiceSchema,
  type WebsiteDetailsSchema,
  type WebsiteReferenceSchema,
} from './results.ts';
import { ExecutionSamplingSchema } from './sampling.ts';
import { TrendSchema } from './trend.ts';
import { z } from './zod-setup.ts';

export type WebsiteReference = z.infer<typeof WebsiteReferenceSchema>;
export type ImportantWebsites = z.infer<typeof ImportantWebsitesSchema>;
export type ImportantWebsitesSummary = z.infer<typeof ImportantWebsitesSummarySchema>;
export type CompetitorInsight = z.infer<typeof CompetitorSchema>;
export type Competitors = z.infer<typeof CompetitorsSchema>;
export type CompetitorsSummary = z.infer<typeof CompetitorsSummarySchema>;
export type WebsiteDetails = z.infer<typeof WebsiteDetailsSchema>;
export type CompetitorAppearance = z.infer<typeof CompetitorAppearanceSchema>;
export type CompetitorAppearances = z.infer<typeof CompetitorAppearancesSchema>;
export type ShareOfVoice = z.infer<typeof ShareOfVoiceSchema>;

/** Page sizes (spec 2 section 9). */
export const INSIGHT_PAGE_SIZES = {
  websites: 10,
  endpoints: 5,
  competitors: 10,
  appearances: APPEARANCES_PAGE_SIZE,
} as const;

/** Competitor appearance sources shown before the "+N more" toggle. */
export const APPEARANCE_SOURCES_SHOWN = 3;

export type ShareOfVoiceBandKey = 'high' | 'medium' | 'low' | 'veryLow';

/**
 * Share of voice bands, highest first: a percentage belongs to the first band whose `min` it
 * reaches (30% or more High, 15 to 29 Medium, 5 to 14 Low, 0 to 4 Very Low).
 */
export const SHARE_OF_VOICE_BANDS: readonly { key: ShareOfVoiceBandKey; min: number }[] = [
  { key: 'high', min: 30 },
  { key: 'medium', min: 15 },
  { key: 'low', min: 5 },
  { key: 'veryLow', min: 0 },
];

/** The printable report (spec 2 section 2.10). */
export const REPORT_LIMITS = {
  /** Competitors per table on the competitor analysis page. */
  competitorsPerTable: 5,
  /** Competitors drawn in the competitor chart. */
  chartCompetitors: 10,
  /** The rank axis of the competitor chart runs from 1 to this. */
  rankAxisMax: 10,
  /** Weeks covered by the providers analysis. */
  providerWeeks: 6,
  /** Reference websites listed on their page (the most cited; the rest are counted in one line), so
   * the page fits one printed sheet as the spec's three pages per prompt require. */
  referencesPerPage: 15,
  /** Reference website paths are cut at this many characters. */
  urlLength: 60,
  /** Accuracy responses are cut at this many characters. */
  responseLength: 100,
} as const;

const projectRef = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const insightPaths = {
  importantWebsites: (projectId: string) => `${projectRef(projectId)}/important-websites/`,
  /** With domain and the range: the opened domain row. */
  websiteDetails: (projectId: string) => `${projectRef(projectId)}/important-websites/details/`,
  competitors: (projectId: string) => `${projectRef(projectId)}/competitors/`,
  /** With entity (a competitor's key), page and the range: the opened competitor row. */
  competitorAppearances: (projectId: string) => `${projectRef(projectId)}/competitors/appearances/`,
  shareOfVoice: (projectId: string) => `${projectRef(projectId)}/share-of-voice/`,
  report: (reportId: string) => `/reports/${encodeURIComponent(reportId)}/`,
} as const;

/** The answers a figure rests on: measured by a live engine, or simulated by the sandbox. */
export const ProvenanceSchema = z.object({
  answers_measured: z.number().int(),
  answers_simulated: z.number().int(),
  /** Engines with at least one simulated answer among them. */
  simulated_engines: z.array(z.string()),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** GET reports/{id}/: the printable report of one execution. */
export const ReportDocumentSchema = z.object({
  report_execution: z.object({
    id: z.number().int().optional(),
    uuid: z.string().optional(),
    executed_at: z.string(),
    date: z.string().optional(),
    status: z.string().optional(),
    report_planning: z.object({
      name: z.string(),
      entity_name: z.string(),
      entity_picture: z.string().nullable().optional(),
      domain: z.string().optional(),
      ai_engines: z.array(z.string()).optional(),
    }),
    /** Ours: what the figures rest on (sandbox answers are simulated, not measured). */
    provenance: ProvenanceSchema.optional(),
  }),
  query_analysis_list: z.array(
    z.object({
      query_id: z.number(),
      query: z.string(),
      page1: z.object({
        competitor_entities: z.array(
          z.object({
            rank: z.number(),
            name: z.string(),
            is_client: z.boolean(),
            average_position: z.number().nullable(),
            ...intervalFields('average_position'),
            appearances: z.number(),
          }),
        ),
        competitor_chart_data: ChartSchema,
        weeks_range: z.array(z.string()),
      }),
      page2: z.object({
        client_name: z.string(),
        provider_chart_data: ChartSchema,
        provider_table_data: z.array(
          z.object({
            provider: z.string(),
            position: z.number().nullable(),
            ...intervalFields('position'),
            previous_position: z.number().nullable(),
            ...intervalFields('previous_position'),
            trend: TrendSchema,
            trend_significant: TrendSignificantSchema,
            /** Answers behind the position (n) and how many of them were extra samples. */
            n: z.number().int().optional(),
            extra: z.number().int().optional(),
            /** The item of the first answer that gave the position, spans relative to it (not in the spec). */
            evidence: z.object({ text: z.string(), spans: AnswerSpansSchema }).optional(),
          }),
        ),
        weeks_range: z.array(z.string()),
        /** Days an engine's served model changed inside the weeks charted. */
        model_changes: ModelChangesSchema,
      }),
      page3: z.object({
        /** The most cited, as many as the page lists (REPORT_LIMITS.referencesPerPage). */
        reference_websites: z.array(z.object({ url: z.string(), count: z.number() })),
        /** The websites left out and their references, counted in one line below the table. */
        more_reference_websites: z.object({ sites: z.number().int(), references: z.number().int() }),
      }),
    }),
  ),
  question_analysis_list: z.array(
    z.object({
      query_id: z.number(),
      query: z.string(),
      expected_response: z.string(),
      /** Ours: who rated the current ratings the page shows. */
      rated_by: RatedBySchema.optional(),
      question_results: z.array(
        z.object({
          llm_company: z.string(),
          /** One answer's rating (the first answered sample), not an average: no interval. */
          current_rating: z.number().nullable(),
          previous_rating: z.number().nullable(),
          current_response: z.string().nullable(),
          current_text_removed_at: TextRemovedAtSchema,
          current_justification: z.string().nullable(),
          current_sources: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** Samples per prompt and engine and the extra answers spent (not in the spec: optional). */
  sampling: ExecutionSamplingSchema.optional(),
});
export type ReportDocument = z.infer<typeof ReportDocumentSchema>;
