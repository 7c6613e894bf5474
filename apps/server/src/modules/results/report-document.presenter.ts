// The printable report's rows to its document (spec 2 sections 2.10 and 3): per ranking prompt the
// competitor, provider and reference website pages, then the accuracy prompts.
import {
  type ExecutionSampling,
  isoDay,
  type ModelChange,
  positionTrend,
  REPORT_LIMITS,
  type ReportDocument,
  round1,
  shownCi95,
  trendSignificant,
} from '@sightline/contracts';
import { presentItemEvidence } from '../evidence/evidence.presenter.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { averageOf, NO_POSITIONS, type PositionSums, positionCi95 } from './figure-intervals.ts';
import { presentProvenance } from './provenance.repo.ts';
import { ratedByOfRatings } from './rating-judges.repo.ts';
import type {
  PositionAnswerRow,
  PositionRow,
  ReportAnswerRow,
  ReportEntityRow,
  ReportExecutionRow,
  ReportPromptRow,
  WeeklyPositionRow,
} from './report-document.repo.ts';

export interface ReportRows {
  execution: ReportExecutionRow;
  /** The completed execution before it, or null. */
  previousId: number | null;
  project: ProjectRow;
  weeks: string[];
  prompts: readonly ReportPromptRow[];
  positions: readonly PositionRow[];
  /** The top entities of each ranking prompt, best first (`topEntities`). */
  topEntities: ReadonlyMap<number, ReportEntityRow[]>;
  weeklyEntities: readonly (WeeklyPositionRow & { entity_key: string })[];
  weeklyBrand: readonly (WeeklyPositionRow & { engine: string })[];
  sources: readonly { prompt_id: number; url: string; count: number }[];
  answers: readonly ReportAnswerRow[];
  /** Per ranking prompt and engine, the first answer that gave the position (its evidence). */
  positionAnswers?: readonly PositionAnswerRow[];
  /** How the execution sampled each prompt x engine (absent for executions older than sampling). */
  sampling?: ExecutionSampling;
  /** The days an engine's served model changed in the weeks charted. */
  modelChanges: readonly ModelChange[];
  /** Per engine, the execution's answers measured and simulated. */
  provenance?: readonly { engine: string; measured: number; simulated: number }[];
}

/** A chart's series of weekly positions, each week with its positions (n) and 95 % interval. */
const weeklySeries = (label: string, weeks: readonly PositionSums[]) => ({
  label,
  data: weeks.map(averageOf),
  data_n: weeks.map((w) => w.position_count),
  data_ci95: weeks.map((w) => shownCi95(positionCi95(w))),
});

/** Page 3: the websites the page lists (most cited first), and the rest counted. */
const referencePage = (sites: readonly { url: string; count: number }[]) => {
  const rest = sites.slice(REPORT_LIMITS.referencesPerPage);
  return {
    reference_websites: sites
      .slice(0, REPORT_LIMITS.referencesPerPage)
      .map((s) => ({ url: s.url, count: s.count })),
    more_reference_websites: { sites: rest.length, references: rest.reduce((n, s) => n + s.count, 0) },
  };
};

/** Accuracy results list this many of the prompt's sources. */
const ACCURACY_SOURCES = 5;
const key = (...parts: (string | number | null)[]) => parts.join(':');

/** Each ranking prompt's best placed entities of the execution, best first. */
export const topEntities = (entities: readonly ReportEntityRow[]) => {
  const byPrompt = new Map<number, ReportEntityRow[]>();
  for (const e of entities) byPrompt.set(e.prompt_id, [...(byPrompt.get(e.prompt_id) ?? []), e]);
  for (const [promptId, list] of byPrompt) {
    byPrompt.set(
      promptId,
      list
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
        .slice(0, REPORT_LIMITS.chartCompetitors),
    );
  }
  return byPrompt;
};

export const presentReportDocument = (r: ReportRows): ReportDocument => {
  const { execution, project, weeks } = r;
  const position = new Map(r.positions.map((p) => [key(p.prompt_id, p.engine, p.execution_id), p]));
  const entityWeek = new Map(r.weeklyEntities.map((w) => [key(w.prompt_id, w.entity_key, w.week), w]));
  const brandWeek = new Map(r.weeklyBrand.map((w) => [key(w.prompt_id, w.engine, w.week), w]));
  const answer = new Map(r.answers.map((a) => [key(a.prompt_id, a.engine, a.execution_id), a]));
  const sources = new Map<number, { url: string; count: number }[]>();
  for (const s of r.sources) sources.set(s.prompt_id, [...(sources.get(s.prompt_id) ?? []), s]);
  const sourcesOf = (promptId: number) => sources.get(promptId) ?? [];
  const nameOf = (e: ReportEntityRow) => (e.is_brand ? project.entity_label : e.name);
  const cellOf = new Map(r.sampling?.cells.map((c) => [key(c.query_id, c.provider), c]));
  const evidenceOf = new Map(
    (r.positionAnswers ?? []).map((a) => [
      key(a.prompt_id, a.engine),
      presentItemEvidence(a.answer_text, a.spans),
    ]),
  );

  return {
    report_execution: {
      id: execution.id,
      uuid: execution.uuid,
      status: execution.status,
      executed_at: execution.executed_at.toISOString(),
      date: isoDay(execution.executed_at),
      report_planning: {
        name: project.title,
        entity_name: project.entity_name,
        entity_picture: project.entity_picture,
        domain: project.domain,
        ai_engines: project.ai_engines,
      },
      provenance: presentProvenance(r.provenance ?? []),
    },
    query_analysis_list: r.prompts
      .filter((p) => p.kind === 'RANKING')
      .map((p) => {
        const top = r.topEntities.get(p.id) ?? [];
        return {
          query_id: p.id,
          query: p.query_text,
          page1: {
            competitor_entities: top.map((e, i) => ({
              rank: i + 1,
              name: nameOf(e),
              is_client: e.is_brand,
              average_position: round1(e.position),
              average_position_n: e.position_count,
              average_position_ci95: shownCi95(positionCi95(e)),
              appearances: e.appearances,
            })),
            competitor_chart_data: {
              labels: weeks,
              datasets: top.map((e) =>
                weeklySeries(
                  nameOf(e),
                  weeks.map((w) => entityWeek.get(key(p.id, e.entity_key, w)) ?? NO_POSITIONS),
                ),
              ),
            },
            weeks_range: weeks,
          },
          page2: {
            client_name: project.entity_label,
            provider_chart_data: {
              labels: weeks,
              datasets: project.ai_engines.map((engine) =>
                weeklySeries(
                  engine,
                  weeks.map((w) => brandWeek.get(key(p.id, engine, w)) ?? NO_POSITIONS),
                ),
              ),
            },
            provider_table_data: project.ai_engines.map((engine) => {
              const current = position.get(key(p.id, engine, execution.id)) ?? NO_POSITIONS;
              const previous = position.get(key(p.id, engine, r.previousId)) ?? NO_POSITIONS;
              const cell = cellOf.get(key(p.id, engine));
              const evidence = evidenceOf.get(key(p.id, engine));
              return {
                provider: engine,
                position: averageOf(current),
                position_n: current.position_count,
                position_ci95: shownCi95(positionCi95(current)),
                previous_position: averageOf(previous),
                previous_position_n: previous.position_count,
                previous_position_ci95: shownCi95(positionCi95(previous)),
                trend: positionTrend(averageOf(previous), averageOf(current)),
                trend_significant: trendSignificant(positionCi95(previous), positionCi95(current)),
                n: cell?.n ?? 0,
                extra: cell?.extra ?? 0,
                ...(evidence ? { evidence } : {}),
              };
            }),
            weeks_range: weeks,
            model_changes: [...r.modelChanges],
          },
          page3: referencePage(sourcesOf(p.id)),
        };
      }),
    question_analysis_list: r.prompts
      .filter((p) => p.kind === 'QUESTION')
      .map((p) => ({
        query_id: p.id,
        query: p.query_text,
        expected_response: p.expected_response ?? '',
        rated_by: ratedByOfRatings(
          project.ai_engines
            .map((engine) => answer.get(key(p.id, engine, execution.id)))
            .filter((a): a is ReportAnswerRow => a !== undefined && a.rating !== null),
        ),
        question_results: project.ai_engines.map((engine) => {
          const current = answer.get(key(p.id, engine, execution.id));
          const previous = answer.get(key(p.id, engine, r.previousId));
          return {
            llm_company: engine,
            current_rating: current?.rating ?? null,
            previous_rating: previous?.rating ?? null,
            current_response: current?.response ?? null,
            current_text_removed_at: current?.text_removed_at?.toISOString() ?? null,
            current_justification: current?.justification ?? null,
            current_sources: sourcesOf(p.id)
              .slice(0, ACCURACY_SOURCES)
              .map((s) => s.url),
          };
        }),
      })),
    sampling: r.sampling,
  };
};
