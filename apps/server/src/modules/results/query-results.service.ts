// The Query Results tab (spec 2 section 2.2): the rows of both prompt tables, then one opened prompt
// with its results per provider against the previous execution. VIEW access to the brand first.
import { projectMessages } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { type PromptKind, promptRepo } from '../prompts/prompt.repo.ts';
import {
  type PromptFigures,
  presentQuestionResult,
  presentQuestionSummary,
  presentRankingResult,
  presentRankingSummary,
} from './query-results.presenter.ts';
import { type EngineRow, queryResultsRepo as repo } from './query-results.repo.ts';
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

  const opened = async (userId: number, ref: string, kind: PromptKind, promptId: number) => {
    const project = await requireProjectAccess(db, userId, ref, 'VIEW');
    const prompt = await promptRepo.get(db, project.id, kind, promptId);
    if (!prompt) throw notFound(projectMessages.promptNotFound);
    return { project, prompt, ...(await figuresFor(project, prompt.id)) };
  };

  return {
    /** GET projects/{id}/queries/: every prompt's table row. */
    async list(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const [prompts, { figures }] = await Promise.all([
        promptRepo.list(db, [project.id]),
        figuresFor(project),
      ]);
      return {
        ranking_queries: prompts
          .filter((p) => p.kind === 'RANKING')
          .map((p) => presentRankingSummary(p, figures(p.id))),
        question_queries: prompts
          .filter((p) => p.kind === 'QUESTION')
          .map((p) => presentQuestionSummary(p, figures(p.id))),
      };
    },

    /** GET projects/{id}/ranking-queries/{qid}/results/. */
    async ranking(userId: number, ref: string, promptId: number) {
      const { project, prompt, executions, figures } = await opened(userId, ref, 'RANKING', promptId);
      const range = resolveRange(clock.now());
      const [entities, sources, weeklyPositions] = await Promise.all([
        repo.entities(db, [executions.current, executions.previous], prompt.id),
        repo.sources(db, executions.current, prompt.id),
        repo.weeklyPositions(db, project.id, prompt.id, range),
      ]);
      return presentRankingResult(prompt, figures(prompt.id), {
        executions,
        entities,
        sources,
        weeks: range.weeks,
        weeklyPositions,
        brandLabel: project.entity_label,
      });
    },

    /** GET projects/{id}/question-queries/{qid}/results/. */
    async question(userId: number, ref: string, promptId: number) {
      const { prompt, executions, figures } = await opened(userId, ref, 'QUESTION', promptId);
      const [texts, sources] = await Promise.all([
        repo.answerTexts(db, [executions.current, executions.previous], prompt.id),
        repo.sources(db, executions.current, prompt.id),
      ]);
      return presentQuestionResult(prompt, figures(prompt.id), { executions, texts, sources });
    },
  };
};

export type QueryResultsService = ReturnType<typeof createQueryResultsService>;
