// Insight calls of the brand detail screen and the printable report (spec 2 section 7): important
// websites, competitors and share of voice for a date range, and one report document.
import {
  CompetitorAppearancesSchema,
  CompetitorsSummarySchema,
  ImportantWebsitesSummarySchema,
  insightPaths,
  ShareOfVoiceSchema,
  SUMMARY_VIEW,
  WebsiteDetailsSchema,
} from '@sightline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSignedIn } from './useSession.ts';

/** A picked range, each end YYYY-MM-DD or null (the picker's own value shape). */
export type DateRange = [string | null, string | null];

export const NO_DATE_RANGE: DateRange = [null, null];

/**
 * The query parameters of a range (spec 2 section 5): dates go out only when both ends are chosen,
 * so a half-picked range keeps the server's default (the last 6 weeks).
 */
export const dateRangeQuery = ([start, end]: DateRange): { start_date?: string; end_date?: string } =>
  start && end ? { start_date: start, end_date: end } : {};

const insightKeys = {
  websites: (projectId: string, range: DateRange) =>
    ['projects', 'insights', projectId, 'important-websites', dateRangeQuery(range)] as const,
  websiteDetails: (projectId: string, domain: string, range: DateRange) =>
    [
      'projects',
      'insights',
      projectId,
      'important-websites',
      'details',
      domain,
      dateRangeQuery(range),
    ] as const,
  competitors: (projectId: string, range: DateRange) =>
    ['projects', 'insights', projectId, 'competitors', dateRangeQuery(range)] as const,
  competitorAppearances: (projectId: string, entity: string, range: DateRange, page: number) =>
    [
      'projects',
      'insights',
      projectId,
      'competitors',
      'appearances',
      entity,
      dateRangeQuery(range),
      page,
    ] as const,
  shareOfVoice: (projectId: string, range: DateRange) =>
    ['projects', 'insights', projectId, 'share-of-voice', dateRangeQuery(range)] as const,
  report: (reportId: string) => ['reports', 'document', reportId] as const,
};

export const useImportantWebsites = (projectId: string, range: DateRange) =>
  useQuery({
    queryKey: insightKeys.websites(projectId, range),
    queryFn: ({ signal }) =>
      api.get(insightPaths.importantWebsites(projectId), {
        query: { ...dateRangeQuery(range), view: SUMMARY_VIEW },
        schema: ImportantWebsitesSummarySchema,
        signal,
      }),
    enabled: useSignedIn() && Boolean(projectId),
    placeholderData: keepPreviousData,
  });

/** An opened domain row: its URLs and the prompts that cited it. */
export const useWebsiteDetails = (projectId: string, domain: string, range: DateRange) =>
  useQuery({
    queryKey: insightKeys.websiteDetails(projectId, domain, range),
    queryFn: ({ signal }) =>
      api.get(insightPaths.websiteDetails(projectId), {
        query: { ...dateRangeQuery(range), domain },
        schema: WebsiteDetailsSchema,
        signal,
      }),
    enabled: useSignedIn() && Boolean(projectId),
  });

export const useCompetitors = (projectId: string, range: DateRange) =>
  useQuery({
    queryKey: insightKeys.competitors(projectId, range),
    queryFn: ({ signal }) =>
      api.get(insightPaths.competitors(projectId), {
        query: { ...dateRangeQuery(range), view: SUMMARY_VIEW },
        schema: CompetitorsSummarySchema,
        signal,
      }),
    enabled: useSignedIn() && Boolean(projectId),
    placeholderData: keepPreviousData,
  });

/** One page of an opened competitor's prompt appearances; the page shown stays until the next arrives. */
export const useCompetitorAppearances = (projectId: string, entity: string, range: DateRange, page: number) =>
  useQuery({
    queryKey: insightKeys.competitorAppearances(projectId, entity, range, page),
    queryFn: ({ signal }) =>
      api.get(insightPaths.competitorAppearances(projectId), {
        query: { ...dateRangeQuery(range), entity, page },
        schema: CompetitorAppearancesSchema,
        signal,
      }),
    enabled: useSignedIn() && Boolean(projectId),
    placeholderData: keepPreviousData,
  });

/** Loaded only while the AI Share of Voice modal is open. */
export const useShareOfVoice = (projectId: string, range: DateRange, enabled: boolean) =>
  useQuery({
    queryKey: insightKeys.shareOfVoice(projectId, range),
    queryFn: ({ signal }) =>
      api.get(insightPaths.shareOfVoice(projectId), {
        query: dateRangeQuery(range),
        schema: ShareOfVoiceSchema,
        signal,
      }),
    enabled: useSignedIn() && Boolean(projectId) && enabled,
  });

/** The report document; the page checks its shape itself (a missing report_execution is an error). */
export const useReportDocument = (reportId: string | undefined) =>
  useQuery({
    queryKey: insightKeys.report(reportId ?? ''),
    queryFn: ({ signal }) => api.get<unknown>(insightPaths.report(reportId ?? ''), { signal }),
    enabled: useSignedIn() && Boolean(reportId),
  });
