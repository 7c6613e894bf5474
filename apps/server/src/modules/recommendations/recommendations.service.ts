// The agent tab (LLMO feedback, implemented changes), recommendation runs and the effect of changes.
// Access goes through the one project policy: reads need VIEW, writes EDIT; a row of a brand the
// caller cannot see does not exist for them. A run takes one of the brand owner's monthly
// recommendation runs (the limit service) in the transaction that creates it.
import {
  type ImplementedChangeCreateSchema,
  isDemoUser,
  isFutureDay,
  isoDay,
  type LlmoFeedbackQuerySchema,
  recommendationMessages as m,
  type PromptChange,
  type RecommendationContent,
  type RecommendationCreateSchema,
  type RecommendationOverviewQuerySchema,
  type RecommendationScope,
  recommendationLabels,
  typesForScope,
} from '@sightline/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { accessibleProjects, type Permission, requireProjectAccess } from '../projects/project-access.ts';
import { presentProvenance, provenanceRepo } from '../results/provenance.repo.ts';
import { billingOwnerOf, type Limits } from '../subscription/limits.ts';
import { subscriptionRepo } from '../subscription/subscription.repo.ts';
import { effectWindow, estimateEffect } from './effect-estimate.ts';
import { lockForDemo, selectFeedback } from './feedback.ts';
import type { RecommendationJobs } from './recommendation-jobs.ts';
import {
  evidenceAnswerIds,
  presentChange,
  presentContent,
  presentRecommendation,
} from './recommendations.presenter.ts';
import {
  type ChangeRow,
  type RecommendationRow,
  recommendationRepo as repo,
} from './recommendations.repo.ts';
import { feedbackOf } from './stored-feedback.ts';

type ImplementedChangeBody = z.output<typeof ImplementedChangeCreateSchema>;

/** A 404 from the access policy reads as `message` (the row, not the brand, is what was asked for). */
const hiding = (message: string) => (err: unknown) => {
  throw err instanceof HttpError && err.status === 404 ? notFound(message) : err;
};

export const createRecommendationService = (deps: {
  db: Database;
  clock: Clock;
  limits: Limits;
  jobs: () => RecommendationJobs;
}) => {
  const { db, clock, limits } = deps;

  const access = (q: Queryable, userId: number, projectId: number, p: Permission, message: string) =>
    requireProjectAccess(q, userId, String(projectId), p).catch(hiding(message));

  const requireExecution = async (userId: number, ref: string, p: Permission) => {
    const execution = await repo.execution(db, ref);
    if (!execution) throw notFound(m.executionNotFound);
    const project = await access(db, userId, execution.project_id, p, m.executionNotFound);
    return { execution, project };
  };

  /** The brand (and prompt) a recommendation scope names. */
  const requireScope = async (userId: number, scope: RecommendationScope, ref: string, p: Permission) => {
    if (scope === 'project') {
      const project = await requireProjectAccess(db, userId, ref, p).catch(hiding(m.notFoundIds));
      return { project, prompt: null };
    }
    const prompt = await repo.prompt(db, ref, scope === 'ranking-query' ? 'RANKING' : 'QUESTION');
    if (!prompt) throw notFound(m.notFoundIds);
    const project = await access(db, userId, prompt.project_id, p, m.notFoundIds);
    return { project, prompt };
  };

  const requireRecommendation = async (userId: number, ref: string, p: Permission) => {
    const rec = await repo.recommendation(db, ref);
    if (!rec) throw notFound(m.recommendationNotFound);
    await access(db, userId, rec.project_id, p, m.recommendationNotFound);
    return rec;
  };

  /** Demo users (spec 2 section 6), by the plan they work under. */
  const isDemo = async (userId: number) =>
    isDemoUser(await subscriptionRepo.ofOwner(db, await billingOwnerOf(db, userId)));

  /** The effect estimate of a change on `day` targeting `targets` among the brand's prompts of `kind`. */
  const effectOf = async (
    projectId: number,
    kind: 'RANKING' | 'QUESTION',
    targets: readonly number[],
    day: string,
  ) => {
    const { from, to } = effectWindow(day);
    const rows = await repo.effectAnswers(db, projectId, kind, from, to);
    return estimateEffect(
      day,
      rows.map((r) => ({
        targeted: targets.includes(r.prompt_id),
        day: r.day,
        success: kind === 'RANKING' ? r.mentioned : r.rating === 2,
        position: r.position,
      })),
      kind === 'RANKING' ? 'mention_rate' : 'accuracy_rate',
    );
  };

  return {
    /** GET reports/{id}/llmo-feedback/: the agent's feedback of an execution (stored, see stored-feedback). */
    async feedback(userId: number, ref: string, query: z.output<typeof LlmoFeedbackQuerySchema>) {
      const { execution } = await requireExecution(userId, ref, 'VIEW');
      const [built, changes, demo, provenance] = await Promise.all([
        feedbackOf(db, execution),
        repo.changesOfExecution(db, execution.id),
        isDemo(userId),
        provenanceRepo.ofExecution(db, execution.id),
      ]);
      const shown = selectFeedback(demo ? lockForDemo(built) : built, {
        selectedOnly: query.selected_only,
        rankingQueryId: query.ranking_query_id,
        questionQueryId: query.question_query_id,
      });
      return {
        report: {
          id: execution.uuid,
          executed_at: execution.executed_at.toISOString(),
          status: execution.status,
        },
        ...shown,
        implemented_changes: changes.map(presentChange),
        has_data: Object.values(built.counts).some((n) => n > 0),
        premium_locked: demo,
        provenance: presentProvenance(provenance),
      };
    },

    async addChange(userId: number, ref: string, input: ImplementedChangeBody) {
      if (isFutureDay(input.implementation_date, clock.now()))
        throw fieldError('implementation_date', m.dateInFuture);
      const { execution, project } = await requireExecution(userId, ref, 'EDIT');
      let promptId: number | null = null;
      if (input.query_id) {
        const prompt = await repo.prompt(db, input.query_id);
        if (!prompt || prompt.project_id !== project.id) throw fieldError('query_id', m.queryNotInBrand);
        promptId = prompt.id;
      }
      const id = await repo.insertChange(db, {
        executionId: execution.id,
        projectId: project.id,
        promptId,
        changeType: input.change_type,
        description: input.description,
        url: input.url,
        date: input.implementation_date,
        userId,
      });
      return presentChange((await repo.change(db, id)) as ChangeRow);
    },

    async deleteChange(userId: number, ref: string) {
      const change = await repo.change(db, ref);
      if (!change) throw notFound(m.changeNotFound);
      await access(db, userId, change.project_id, 'EDIT', m.changeNotFound);
      await repo.deleteChange(db, change.id);
      return { success: true as const, message: m.changeDeleted };
    },

    /** Every run of every brand the user sees (owned or shared), one page at a time. */
    async overview(userId: number, query: z.output<typeof RecommendationOverviewQuerySchema>) {
      const projects = await accessibleProjects(db, userId);
      const { rows, total } = await repo.overview(
        db,
        projects.map((p) => p.id),
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return {
        executions: rows.map((r) => ({
          ...presentRecommendation(r),
          project_title: r.project_title,
          query_text: r.query_text,
        })),
        pagination: {
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / query.page_size)),
          total_items: total,
        },
      };
    },

    async history(userId: number, scope: RecommendationScope, ref: string) {
      const { project, prompt } = await requireScope(userId, scope, ref, 'VIEW');
      const rows = await repo.history(db, project.id, prompt?.id ?? null);
      return {
        title: prompt?.query_text ?? project.title,
        project_id: project.uuid,
        project_title: project.title,
        executions: rows.map(presentRecommendation),
        remaining_executions: await limits.remainingExecutions(db, project.owner_id, 'recommendation'),
        types: [...typesForScope(scope)],
      };
    },

    /**
     * What the brand's completed runs created from `start` to `end` (UTC days, both included)
     * recommend: the newest run of each type for the brand itself and for each of its prompts.
     */
    async contentsOfPeriod(userId: number, projectRef: string, start: string, end: string) {
      const project = await requireProjectAccess(db, userId, projectRef, 'VIEW');
      const newest = new Map<string, RecommendationContent>();
      for (const run of await repo.completedOfProject(db, project.id)) {
        const day = isoDay(run.created_at);
        const subject = `${run.type}|${run.prompt_id ?? 'brand'}`;
        const content = presentContent(run);
        if (day >= start && day <= end && content && !newest.has(subject)) newest.set(subject, content);
      }
      return [...newest.values()];
    },

    async create(
      userId: number,
      scope: RecommendationScope,
      ref: string,
      body: z.infer<typeof RecommendationCreateSchema>,
    ) {
      const { project, prompt } = await requireScope(userId, scope, ref, 'EDIT');
      if (!typesForScope(scope).includes(body.type)) throw badRequest(m.typeNotOffered);
      const id = await db.tx(async (q) => {
        // The brand owner's plan pays for work on the brand (a collaborator works under it).
        await limits.takeExecution(q, project.owner_id, 'recommendation');
        return repo.insertRecommendation(q, {
          projectId: project.id,
          promptId: prompt?.id ?? null,
          userId,
          type: body.type,
          title: titleOf(body.type, prompt?.query_text ?? project.title),
          at: clock.now(),
        });
      });
      const rec = (await repo.recommendation(db, id)) as RecommendationRow;
      await deps.jobs().start(rec);
      return presentRecommendation(rec);
    },

    async detail(userId: number, ref: string) {
      const rec = await requireRecommendation(userId, ref, 'VIEW');
      const targets = await repo.promptsByIds(db, rec.target_prompt_ids);
      const content = presentContent(rec);
      return {
        execution: presentRecommendation(rec),
        content,
        generated_by: rec.status === 'completed' ? rec.generated_by : null,
        target_queries: targets.map((p) => ({ id: p.uuid, kind: p.kind, query_text: p.query_text })),
        provenance: presentProvenance(await provenanceRepo.ofAnswers(db, evidenceAnswerIds(content))),
      };
    },

    async status(userId: number, ref: string) {
      const rec = await requireRecommendation(userId, ref, 'VIEW');
      return {
        status: rec.status,
        error_message: rec.error_message,
        recommendations_count: rec.recommendations_count,
      };
    },

    /** A failed run returns to pending with its error cleared; it takes no new run of the month. */
    async retry(userId: number, ref: string) {
      const found = await requireRecommendation(userId, ref, 'EDIT');
      const rec = await db.tx(async (q) => {
        const current = (await repo.recommendation(q, found.id, true)) as RecommendationRow;
        if (current.status !== 'failed') throw conflict(m.notFailed);
        await repo.restart(q, current.id);
        return (await repo.recommendation(q, current.id)) as RecommendationRow;
      });
      await deps.jobs().start(rec);
      return presentRecommendation(rec);
    },

    async implement(userId: number, ref: string) {
      const rec = await requireRecommendation(userId, ref, 'EDIT');
      if (rec.status !== 'completed') throw conflict(m.notCompleted);
      await repo.markImplemented(db, rec.id, clock.now());
      return presentRecommendation((await repo.recommendation(db, rec.id)) as RecommendationRow);
    },

    /** The changes that targeted a prompt, each with its effect estimate (the dashboard's See Metrics). */
    async promptChanges(userId: number, kind: 'RANKING' | 'QUESTION', ref: string) {
      const prompt = await repo.prompt(db, ref, kind);
      if (!prompt) throw notFound(m.notFoundIds);
      await access(db, userId, prompt.project_id, 'VIEW', m.notFoundIds);
      const [changes, recs] = await Promise.all([
        repo.changesOfPrompt(db, prompt.id),
        repo.implementedForPrompt(db, prompt.id),
      ]);
      const sameKind = new Set(
        (
          await repo.promptsByIds(
            db,
            recs.flatMap((r) => r.target_prompt_ids),
          )
        )
          .filter((p) => p.kind === kind)
          .map((p) => p.id),
      );
      const out: PromptChange[] = [
        ...(await Promise.all(
          changes.map(async (c) => ({
            key: `change-${c.id}`,
            source: 'implemented_change' as const,
            label: c.change_type,
            description: c.description,
            date: c.implementation_date,
            effect: await effectOf(prompt.project_id, kind, [prompt.id], c.implementation_date),
          })),
        )),
        ...(await Promise.all(
          recs.map(async (r) => {
            const day = r.implemented_at!.toISOString().slice(0, 10);
            return {
              key: `rec-${r.uuid}`,
              source: 'recommendation' as const,
              label: recommendationLabels.types[r.type],
              description: r.title,
              date: day,
              effect: await effectOf(
                prompt.project_id,
                kind,
                r.target_prompt_ids.filter((id) => sameKind.has(id)),
                day,
              ),
            };
          }),
        )),
      ];
      return { changes: out.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key)) };
    },
  };
};

const titleOf = (type: keyof typeof recommendationLabels.types, subject: string) =>
  `${recommendationLabels.types[type]}: ${subject.length > 80 ? `${subject.slice(0, 79)}…` : subject}`;

export type RecommendationService = ReturnType<typeof createRecommendationService>;
