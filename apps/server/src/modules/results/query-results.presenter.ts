// Rows of the Query Results tab to its replies: a prompt's table row, and the row opened.
import {
  isoDay,
  positionTrend,
  type QuestionQueryResult,
  type QuestionQuerySummary,
  type RankingQueryResult,
  type RankingQuerySummary,
} from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import type { AnswerTextRow, EngineRow, EntityRow } from './query-results.repo.ts';
import { accuracyStatus, average, orderedRanking } from './query-results-math.ts';
import { round1 } from './weeks.ts';

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
  weeklyPositions: readonly { engine: string; week: string; position: number | null }[];
  brandLabel: string;
}

/** What an opened accuracy row adds: the answers' texts. */
export interface QuestionDetail extends OpenedPrompt {
  texts: readonly AnswerTextRow[];
}

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
      previous_position: round1(previous?.position ?? null),
    };
  });

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
  return {
    ...common(p, f),
    client_position: clientPosition,
    previous_position: previousPosition,
    trend: positionTrend(previousPosition, clientPosition),
  };
};

export const presentRankingResult = (
  p: PromptRow,
  f: PromptFigures,
  d: RankingDetail,
): RankingQueryResult => {
  const entitiesOf = (engine: string, execution: number) =>
    d.entities.filter((e) => e.engine === engine && e.execution_id === execution);
  const weekly = new Map(d.weeklyPositions.map((r) => [`${r.engine}:${r.week}`, r.position]));
  const results = providerPositions(f).map((r) => {
    const previousEntities = new Map(
      entitiesOf(r.engine, d.executions.previous).map((e) => [e.name.toLowerCase(), e.position]),
    );
    return {
      provider: r.engine,
      client_position: r.client_position,
      previous_position: r.previous_position,
      trend: positionTrend(r.previous_position, r.client_position),
      execution_date: executionDate(r.current),
      no_answer: noAnswer(r.current),
      simulated: r.current?.simulated ?? false,
      samples: (r.current?.completed ?? 0) + (r.current?.no_answers ?? 0),
      competitors: entitiesOf(r.engine, d.executions.current)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
        .slice(0, 10)
        .map((e) => ({
          name: e.name,
          is_client: e.is_brand,
          current_week_position: round1(e.position),
          last_week_position: round1(previousEntities.get(e.name.toLowerCase()) ?? null),
        })),
      sources: d.sources.get(r.engine) ?? [],
    };
  });
  return {
    ...presentRankingSummary(p, f),
    results,
    chart_data: {
      labels: d.weeks,
      datasets: f.engines.map((engine) => ({
        label: engine,
        data: d.weeks.map((w) => round1(weekly.get(`${engine}:${w}`) ?? null)),
      })),
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
    results: f.engines.map((engine) => {
      const current = f.current.get(engine);
      const previous = f.previous.get(engine);
      const text = textOf(engine, d.executions.current);
      const previousText = textOf(engine, d.executions.previous);
      return {
        provider: engine,
        rating: rating(current),
        previous_rating: rating(previous),
        score: current?.completed ? round1(current.score) : null,
        response: text?.response ?? null,
        justification: text?.justification ?? null,
        previous_response: previousText?.response ?? null,
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
