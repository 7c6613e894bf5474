// Rows of the Query Results tab to its replies: a prompt's table row, and the row opened.
import {
  type AnswerOutcomes,
  addRatedBy,
  isoDay,
  positionTrend,
  type QuestionQueryResult,
  type QuestionQuerySummary,
  type RankingQueryResult,
  type RankingQuerySummary,
  round1,
  trendSignificant,
  weightedMeanCi95,
} from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import {
  averageOf,
  NO_POSITIONS,
  type PositionSums,
  positionCi95,
  ratingCi95,
  scoreCi95,
} from './figure-intervals.ts';
import type { AnswerTextRow, EngineRow, EntityRow } from './query-results.repo.ts';
import { accuracyStatus, average, orderedRanking } from './query-results-math.ts';
import { ratedByOf } from './rating-judges.repo.ts';

/** One prompt's answers per engine in the latest completed execution and the one before. */
export interface PromptFigures {
  engines: readonly string[];
  current: ReadonlyMap<string, EngineRow>;
  previous: ReadonlyMap<string, EngineRow>;
  onExecution: boolean;
}

interface OpenedPrompt {
  executions: { current: number; previous: number };
  /** Cited URLs per engine in the current execution. */
  sources: ReadonlyMap<string, string[]>;
}

/** What an opened ranking row adds: the two executions' entities and the weekly chart. */
export interface RankingDetail extends OpenedPrompt {
  entities: readonly EntityRow[];
  weeks: string[];
  weeklyPositions: readonly ({ engine: string; week: string } & PositionSums)[];
  brandLabel: string;
}

/** What an opened accuracy row adds: the answers' texts. */
export interface QuestionDetail extends OpenedPrompt {
  texts: readonly AnswerTextRow[];
}

/** The current execution's answers of the prompt: those its figures rest on, and those left out. */
const currentOutcomes = (f: PromptFigures): AnswerOutcomes => {
  const rows = [...f.current.values()];
  const sum = (k: 'completed' | 'no_answers' | 'refused' | 'failed' | 'completed_simulated') =>
    rows.reduce((n, r) => n + r[k], 0);
  return {
    answers_counted: sum('completed'),
    answers_empty: sum('no_answers'),
    answers_refused: sum('refused'),
    answers_failed: sum('failed'),
    answers_simulated: sum('completed_simulated'),
  };
};

const executionDate = (row?: EngineRow) => (row ? new Date(row.executed_ms).toISOString() : null);
const noAnswer = (row?: EngineRow) => row !== undefined && row.completed === 0 && row.no_answers > 0;

const providerPositions = (f: PromptFigures) =>
  f.engines.map((engine) => {
    const current = f.current.get(engine);
    const previous = f.previous.get(engine);
    return {
      engine,
      current,
      client_position: round1(current?.position ?? null),
      client_position_n: current?.position_count ?? 0,
      client_position_ci95: positionCi95(current ?? NO_POSITIONS),
      previous_position: round1(previous?.position ?? null),
      previous_position_n: previous?.position_count ?? 0,
      previous_position_ci95: positionCi95(previous ?? NO_POSITIONS),
    };
  });

/**
 * Interval of the prompt's position, the plain mean of the providers' average positions: each
 * ranked provider weighs 1 / (providers ranked), their spreads combined (weightedMeanCi95).
 */
const meanOfProviders = (rows: readonly (EngineRow | undefined)[]) => {
  const ranked = rows.filter((r): r is EngineRow => Boolean(r?.position_count));
  return {
    n: ranked.reduce((n, r) => n + r.position_count, 0),
    ci95: weightedMeanCi95(
      ranked.map((r) => ({
        weight: 1 / ranked.length,
        n: r.position_count,
        sum: r.position_sum,
        sumSq: r.position_sq_sum,
      })),
      [1, Number.POSITIVE_INFINITY],
    ),
  };
};

const common = (p: PromptRow, f: PromptFigures) => ({
  id: p.id,
  uuid: p.uuid,
  query_text: p.query_text,
  on_execution: f.onExecution,
  has_results: f.engines.some((engine) => f.current.has(engine)),
  tags: p.tags,
});

export const presentRankingSummary = (p: PromptRow, f: PromptFigures): RankingQuerySummary => {
  const positions = providerPositions(f);
  const clientPosition = average(positions.map((r) => r.client_position));
  const previousPosition = average(positions.map((r) => r.previous_position));
  const current = meanOfProviders(f.engines.map((e) => f.current.get(e)));
  const previous = meanOfProviders(f.engines.map((e) => f.previous.get(e)));
  return {
    ...common(p, f),
    client_position: clientPosition,
    client_position_n: current.n,
    client_position_ci95: current.ci95,
    previous_position: previousPosition,
    previous_position_n: previous.n,
    previous_position_ci95: previous.ci95,
    trend: positionTrend(previousPosition, clientPosition),
    trend_significant: trendSignificant(previous.ci95, current.ci95),
  };
};

export const presentRankingResult = (
  p: PromptRow,
  f: PromptFigures,
  d: RankingDetail,
): RankingQueryResult => {
  const entitiesOf = (engine: string, execution: number) =>
    d.entities.filter((e) => e.engine === engine && e.execution_id === execution);
  const weekly = new Map(d.weeklyPositions.map((r) => [`${r.engine}:${r.week}`, r]));
  const results = providerPositions(f).map((r) => {
    const previousEntities = new Map(
      entitiesOf(r.engine, d.executions.previous).map((e) => [e.name.toLowerCase(), e]),
    );
    const { engine, current, ...figures } = r;
    return {
      provider: engine,
      ...figures,
      trend: positionTrend(r.previous_position, r.client_position),
      trend_significant: trendSignificant(r.previous_position_ci95, r.client_position_ci95),
      execution_date: executionDate(r.current),
      no_answer: noAnswer(r.current),
      simulated: r.current?.simulated ?? false,
      samples: (r.current?.completed ?? 0) + (r.current?.no_answers ?? 0),
      answer_ids: r.current?.answer_ids ?? [],
      competitors: entitiesOf(r.engine, d.executions.current)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
        .slice(0, 10)
        .map((e) => {
          const before = previousEntities.get(e.name.toLowerCase()) ?? NO_POSITIONS;
          return {
            name: e.name,
            is_client: e.is_brand,
            current_week_position: round1(e.position),
            current_week_position_n: e.position_count,
            current_week_position_ci95: positionCi95(e),
            last_week_position: averageOf(before),
            last_week_position_n: before.position_count,
            last_week_position_ci95: positionCi95(before),
          };
        }),
      sources: d.sources.get(r.engine) ?? [],
    };
  });
  return {
    ...presentRankingSummary(p, f),
    ...currentOutcomes(f),
    results,
    chart_data: {
      labels: d.weeks,
      datasets: f.engines.map((engine) => {
        const weeks = d.weeks.map((w) => weekly.get(`${engine}:${w}`) ?? NO_POSITIONS);
        return {
          label: engine,
          data: weeks.map(averageOf),
          data_n: weeks.map((w) => w.position_count),
          data_ci95: weeks.map(positionCi95),
        };
      }),
    },
    weeks_range: d.weeks,
    ordered_ranking: orderedRanking(
      f.engines.flatMap((engine) => entitiesOf(engine, d.executions.current)),
      d.brandLabel,
    ),
  };
};

/** A provider's rating counts only when it answered. */
const rating = (row?: EngineRow) => (row?.completed ? row.rating : null);

export const presentQuestionSummary = (p: PromptRow, f: PromptFigures): QuestionQuerySummary => ({
  ...common(p, f),
  expected_response: p.expected_response ?? '',
  status: accuracyStatus(f.engines.map((engine) => rating(f.current.get(engine)))),
});

export const presentQuestionResult = (
  p: PromptRow,
  f: PromptFigures,
  d: QuestionDetail,
): QuestionQueryResult => {
  const textOf = (engine: string, execution: number) =>
    d.texts.find((t) => t.engine === engine && t.execution_id === execution);
  return {
    ...presentQuestionSummary(p, f),
    ...currentOutcomes(f),
    rated_by: addRatedBy([...f.current.values()].map(ratedByOf)),
    results: f.engines.map((engine) => {
      const current = f.current.get(engine);
      const previous = f.previous.get(engine);
      const text = textOf(engine, d.executions.current);
      const previousText = textOf(engine, d.executions.previous);
      return {
        provider: engine,
        rating: rating(current),
        rating_n: current?.completed ? current.rating_count : 0,
        rating_ci95: current?.completed ? ratingCi95(current) : null,
        previous_rating: rating(previous),
        score: current?.completed ? round1(current.score) : null,
        score_n: current?.completed ? current.score_count : 0,
        score_ci95: current?.completed
          ? scoreCi95({
              scoreSum: current.score_sum,
              scoreCount: current.score_count,
              scoreSqSum: current.score_sq_sum,
            })
          : null,
        answer_id: text?.answer_id ?? null,
        previous_answer_id: previousText?.answer_id ?? null,
        response: text?.response ?? null,
        text_removed_at: text?.text_removed_at?.toISOString() ?? null,
        justification: text?.justification ?? null,
        previous_response: previousText?.response ?? null,
        previous_text_removed_at: previousText?.text_removed_at?.toISOString() ?? null,
        previous_justification: previousText?.justification ?? null,
        previous_date: previous ? isoDay(new Date(previous.executed_ms)) : null,
        execution_date: executionDate(current),
        no_answer: noAnswer(current),
        simulated: current?.simulated ?? false,
        sources: d.sources.get(engine) ?? [],
      };
    }),
  };
};
