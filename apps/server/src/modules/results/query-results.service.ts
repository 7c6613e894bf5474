// The Query Results tab (spec 2 section 2.2): the rows of both prompt tables, then one opened prompt
// with its results per provider against the previous execution. VIEW access to the brand first.
import { projectMessages, SUMMARY_VIEW } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { type PromptKind, type PromptRow, promptRepo } from '../prompts/prompt.repo.ts';
import {
  type PromptFigures,
  presentQuestionResult,
  presentQuestionSummary,
  presentRankingResult,
  presentRankingSummary,
} from './query-results.presenter.ts';
import {
  type AnswerTextRow,
  type EngineRow,
  type EntityRow,
  queryResultsRepo as repo,
  type SourcesRow,
  type WeeklyPositionRow,
} from './query-results.repo.ts';
import { resolveRange } from './weeks.ts';

/** Per prompt, its engine rows of each execution. */
const figuresOf = (
  rows: readonly EngineRow[],
  executions: { current: number; previous: number },
  engines: readonly string[],
  onExecution: ReadonlySet<number>,
) => {
  const byPrompt = new Map<number, { current: Map<string, EngineRow>; previous: Map<string, EngineRow> }>();
  for (const row of rows) {
    const entry = byPrompt.get(row.prompt_id) ?? { current: new Map(), previous: new Map() };
    if (row.execution_id === executions.current) entry.current.set(row.engine, row);
    else entry.previous.set(row.engine, row);
    byPrompt.set(row.prompt_id, entry);
  }
  return (promptId: number): PromptFigures => ({
    engines,
    current: byPrompt.get(promptId)?.current ?? new Map(),
    previous: byPrompt.get(promptId)?.previous ?? new Map(),
    onExecution: onExecution.has(promptId),
  });
};

/** What opened prompts add, read for one prompt or for all at once. */
interface OpenedRows {
  entities: readonly EntityRow[];
  sources: readonly SourcesRow[];
  weeklyPositions: readonly WeeklyPositionRow[];
  texts: readonly AnswerTextRow[];
}

/** The opened rows indexed by prompt once, then read per prompt. */
const perPrompt = (rows: OpenedRows) => {
  const index = <T extends { prompt_id: number }>(list: readonly T[]) => {
    const byPrompt = Map.groupBy(list, (r) => r.prompt_id);
    return (promptId: number) => byPrompt.get(promptId) ?? [];
  };
  const entities = index(rows.entities);
  const sources = index(rows.sources);
  const weeklyPositions = index(rows.weeklyPositions);
  const texts = index(rows.texts);
  return (promptId: number) => ({
    entities: entities(promptId),
    sources: new Map(sources(promptId).map((r) => [r.engine, r.urls])),
    weeklyPositions: weeklyPositions(promptId),
    texts: texts(promptId),
  });
};

export const createQueryResultsService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;

  /** The two executions and each prompt's figures in them (of one prompt, or of all). */
  const figuresFor = async (project: ProjectRow, promptId?: number) => {
    const [executions, onExecution] = await Promise.all([
      repo.latestTwoCompleted(db, project.id),
      repo.promptsOnExecution(db, project.id),
    ]);
    const rows = await repo.engineRows(db, [executions.current, executions.previous], promptId);
    return { executions, figures: figuresOf(rows, executions, project.ai_engines, onExecution) };
  };

  /**
   * What opening adds, for one prompt or for every prompt of the brand (one read each, not one per
   * prompt): entities, cited URLs, the weekly positions of the six weeks and the answers' texts.
   */
  const openedRows = async (
    project: ProjectRow,
    executions: { current: number; previous: number },
    range: ReturnType<typeof resolveRange>,
    kinds: { ranking: boolean; question: boolean },
    promptId?: number,
  ): Promise<OpenedRows> => {
    const both: [number, number] = [executions.current, executions.previous];
    const [entities, sources, weeklyPositions, texts] = await Promise.all([
      kinds.ranking ? repo.entities(db, both, promptId) : [],
      repo.sources(db, executions.current, promptId),
      kinds.ranking ? repo.weeklyPositions(db, project.id, range, promptId) : [],
      kinds.question ? repo.answerTexts(db, both, promptId) : [],
    ]);
    return { entities, sources, weeklyPositions, texts };
  };

  /** Opened prompts from the rows read for them (one prompt's, or all prompts'). */
  const presentOpened = (
    project: ProjectRow,
    figures: (promptId: number) => PromptFigures,
    executions: { current: number; previous: number },
    weeks: string[],
    rows: OpenedRows,
  ) => {
    const of = perPrompt(rows);
    return {
      ranking: (prompt: PromptRow) =>
        presentRankingResult(prompt, figures(prompt.id), {
          ...of(prompt.id),
          executions,
          weeks,
          brandLabel: project.entity_label,
        }),
      question: (prompt: PromptRow) =>
        presentQuestionResult(prompt, figures(prompt.id), { ...of(prompt.id), executions }),
    };
  };

  const opened = async (userId: number, ref: string, kind: PromptKind, promptId: number) => {
    const project = await requireProjectAccess(db, userId, ref, 'VIEW');
    const prompt = await promptRepo.get(db, project.id, kind, promptId);
    if (!prompt) throw notFound(projectMessages.promptNotFound);
    const { executions, figures } = await figuresFor(project, prompt.id);
    const range = resolveRange(clock.now());
    const kinds = { ranking: kind === 'RANKING', question: kind === 'QUESTION' };
    const rows = await openedRows(project, executions, range, kinds, prompt.id);
    return { prompt, present: presentOpened(project, figures, executions, range.weeks, rows) };
  };

  return {
    /**
     * GET projects/{id}/queries/: every prompt opened (the spec's reply), or with view=summary every
     * prompt's table row alone.
     */
    async list(userId: number, ref: string, query: { view?: typeof SUMMARY_VIEW }) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const [prompts, { executions, figures }] = await Promise.all([
        promptRepo.list(db, [project.id]),
        figuresFor(project),
      ]);
      const ranking = prompts.filter((p) => p.kind === 'RANKING');
      const question = prompts.filter((p) => p.kind === 'QUESTION');
      if (query.view === SUMMARY_VIEW) {
        return {
          ranking_queries: ranking.map((p) => presentRankingSummary(p, figures(p.id))),
          question_queries: question.map((p) => presentQuestionSummary(p, figures(p.id))),
        };
      }
      const range = resolveRange(clock.now());
      const kinds = { ranking: ranking.length > 0, question: question.length > 0 };
      const rows = await openedRows(project, executions, range, kinds);
      const present = presentOpened(project, figures, executions, range.weeks, rows);
      return {
        ranking_queries: ranking.map(present.ranking),
        question_queries: question.map(present.question),
      };
    },

    /** GET projects/{id}/ranking-queries/{qid}/results/. */
    async ranking(userId: number, ref: string, promptId: number) {
      const { prompt, present } = await opened(userId, ref, 'RANKING', promptId);
      return present.ranking(prompt);
    },

    /** GET projects/{id}/question-queries/{qid}/results/. */
    async question(userId: number, ref: string, promptId: number) {
      const { prompt, present } = await opened(userId, ref, 'QUESTION', promptId);
      return present.question(prompt);
    },
  };
};

export type QueryResultsService = ReturnType<typeof createQueryResultsService>;
