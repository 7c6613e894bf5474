// What the ranking prompt rows and their expansion show: the position cell's state and the rows of
// the position-by-provider table (spec 2 section 2.2).
import type { RankingProviderResult } from '@sightline/contracts';
import { oneDecimal } from '../../lib/format.ts';

export const AI_OVERVIEWS = 'ai_overviews';

export type PositionState =
  | { kind: 'extracting' }
  | { kind: 'obtaining' }
  | { kind: 'position'; value: string }
  | { kind: 'notRanked' }
  /** No report has answered this prompt yet. */
  | { kind: 'noData' };

/** A query on execution shows Extracting; otherwise a running report shows Obtaining. */
export const positionState = (
  position: number | null,
  {
    onExecution,
    reportRunning,
    answered = true,
  }: { onExecution: boolean; reportRunning: boolean; answered?: boolean },
): PositionState => {
  if (onExecution) return { kind: 'extracting' };
  if (reportRunning) return { kind: 'obtaining' };
  if (!answered) return { kind: 'noData' };
  const value = oneDecimal(position);
  return value === null ? { kind: 'notRanked' } : { kind: 'position', value };
};

export type ProviderRow =
  | { kind: 'result'; result: RankingProviderResult }
  /** Google answered without an AI Overview for this query. */
  | { kind: 'noAnswer'; result: RankingProviderResult }
  /** AI Overviews is configured but has no result yet (and no report is running). */
  | { kind: 'aiOverviewPending' };

export const providerRows = (
  results: readonly RankingProviderResult[],
  { engines, reportRunning }: { engines: readonly string[]; reportRunning: boolean },
): ProviderRow[] => {
  const rows: ProviderRow[] = results.map((result) =>
    result.provider === AI_OVERVIEWS && result.no_answer
      ? { kind: 'noAnswer', result }
      : { kind: 'result', result },
  );
  const hasOverview = results.some((r) => r.provider === AI_OVERVIEWS);
  if (engines.includes(AI_OVERVIEWS) && !reportRunning && !hasOverview)
    rows.push({ kind: 'aiOverviewPending' });
  return rows;
};

const TOP_RECOMMENDATIONS = 10;

/** The brands a provider recommended, best current position first (unranked last), top 10. */
export const topRecommendations = (competitors: RankingProviderResult['competitors']) =>
  [...competitors]
    .sort(
      (a, b) =>
        (a.current_week_position ?? Number.POSITIVE_INFINITY) -
        (b.current_week_position ?? Number.POSITIVE_INFINITY),
    )
    .slice(0, TOP_RECOMMENDATIONS);
