// Brands: create, update, delete, read. Rules of spec 1 sections 4, 5 and 8.
import {
  bareDomain,
  brandAccessMessages,
  projectMessages as m,
  PROJECT_RECENT_EXECUTIONS,
  type Project,
  type ProjectCreated,
  type ProjectDetail,
  type ProjectForm,
  reportMessages,
} from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { discardImage, type MediaDeps, type UploadedImage, writeWithImage } from '../../http/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, fieldError, HttpError } from '../../lib/http-error.ts';
import { nextScheduledRun, wallClock } from '../../lib/schedule.ts';
import { type PromptKind, promptRepo } from '../prompts/prompt.repo.ts';
import { forgetFeedback } from '../recommendations/stored-feedback.ts';
import type { ExecutionService } from '../reports/execution.service.ts';
import { modelChangesIn } from '../reports/served-models.repo.ts';
import { resolveRange } from '../results/weeks.ts';
import type { Limits } from '../subscription/limits.ts';
import { presentProject, presentProjectDetail } from './project.presenter.ts';
import { type Access, type ProjectFields, type ProjectRow, projectRepo } from './project.repo.ts';
import { accessibleProjects, requireProjectAccess, requireScheduleChange } from './project-access.ts';
import { projectDetailRepo } from './project-detail.repo.ts';

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export const createProjectService = (
  deps: {
    db: Database;
    clock: Clock;
    limits: Limits;
    /** Run Report, which starts a new brand's first report with its own checks. */
    executions: () => Pick<ExecutionService, 'run'>;
    firstReportOnCreate: boolean;
  } & MediaDeps,
) => {
  const { db, clock, limits } = deps;

  /**
   * A new brand's first report, so that its page fills without the user finding Run Report. It goes
   * through Run Report itself, after the brand is committed: the same plan checks, and a refusal
   * (the owner's plan forbids runs) is told, not thrown, since the brand itself was created.
   */
  const startFirstReport = async (userId: number, project: Project): Promise<ProjectCreated> => {
    if (!deps.firstReportOnCreate)
      return { ...project, first_report: { started: false, message: reportMessages.firstReportOff } };
    try {
      const { execution } = await deps.executions().run(userId, project.uuid);
      return {
        ...project,
        last_execution: execution,
        first_report: { started: true, message: reportMessages.firstReportStarted },
      };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return {
        ...project,
        first_report: { started: false, message: reportMessages.firstReportRefused(error.message) },
      };
    }
  };

  const fieldsFrom = (form: ProjectForm, now: Date): ProjectFields => {
    const local = wallClock(now, form.timezone);
    const day = form.scheduled_day ?? DAYS[local.weekday];
    const hour = form.scheduled_hour ?? local.hour;
    return {
      title: form.title || form.entity_name,
      description: form.description,
      entity_name: form.entity_name,
      entity_label: form.entity_label || form.entity_name,
      location: form.location,
      domain: bareDomain(form.domain),
      entity_website: form.entity_website,
      aliases: form.aliases ?? [],
      ai_engines: [...new Set(form.ai_engines)],
      scheduled_day: day,
      scheduled_hour: hour,
      timezone: form.timezone,
      next_execution_at: nextScheduledRun(day, hour, form.timezone, now),
    };
  };

  /** Brings the project's prompts of one kind to the submitted list: keeps ids, adds new, deletes the rest. */
  const syncPrompts = async (
    q: Queryable,
    projectId: number,
    kind: PromptKind,
    submitted: { id?: number; query_text: string; expected_response?: string }[],
  ) => {
    const existing = await promptRepo.list(q, [projectId], kind);
    const byId = new Map(existing.map((p) => [p.id, p]));
    const kept = new Set<number>();
    let added = 0;
    for (const p of submitted) {
      const current = p.id !== undefined ? byId.get(p.id) : undefined;
      if (current) {
        kept.add(current.id);
        await promptRepo.update(q, current.id, p.query_text, p.expected_response ?? null);
      } else {
        await promptRepo.insert(q, projectId, kind, p.query_text, p.expected_response ?? null);
        added++;
      }
    }
    await promptRepo.delete(
      q,
      existing.filter((p) => !kept.has(p.id)).map((p) => p.id),
    );
    return { added, removed: existing.length - kept.size };
  };

  const load = async (q: Queryable, row: ProjectRow & { access: Access }): Promise<Project> => {
    const [prompts, executions] = await Promise.all([
      promptRepo.list(q, [row.id]),
      projectRepo.lastExecutions(q, [row.id]),
    ]);
    return presentProject(row, prompts, executions.get(row.id) ?? null);
  };

  return {
    async list(userId: number): Promise<Project[]> {
      const rows = await accessibleProjects(db, userId);
      const ids = rows.map((r) => r.id);
      const [prompts, executions] = await Promise.all([
        promptRepo.list(db, ids),
        projectRepo.lastExecutions(db, ids),
      ]);
      return rows.map((row) =>
        presentProject(
          row,
          prompts.filter((p) => p.project_id === row.id),
          executions.get(row.id) ?? null,
        ),
      );
    },

    /** The brand with its requests, newest executions and the charts of the default six weeks. */
    async get(userId: number, ref: string): Promise<ProjectDetail> {
      const row = await requireProjectAccess(db, userId, ref, 'VIEW');
      const range = resolveRange(clock.now());
      const [prompts, executions, figures, changes] = await Promise.all([
        promptRepo.list(db, [row.id]),
        projectDetailRepo.recentExecutions(db, row.id, PROJECT_RECENT_EXECUTIONS),
        projectDetailRepo.weeklyFigures(db, row.id, range),
        modelChangesIn(db, row.id, range),
      ]);
      return presentProjectDetail(
        presentProject(row, prompts, executions[0] ?? null),
        prompts,
        executions,
        range.weeks,
        figures,
        changes,
      );
    },

    /** image: the logo, stored only once the checks that need no transaction have passed. */
    async create(userId: number, form: ProjectForm, image: UploadedImage | null): Promise<ProjectCreated> {
      if (!bareDomain(form.domain)) throw fieldError('domain', m.domainRequiredToast);
      const ranking = form.ranking_queries ?? [];
      const questions = form.question_queries ?? [];
      if (ranking.length + questions.length === 0) throw badRequest(m.promptSelection);
      const fields = fieldsFrom(form, clock.now());
      const project = await writeWithImage(deps, 'logos', image, (picture) =>
        db.tx(async (q) => {
          const quota = await limits.lockPrompts(q, userId);
          quota.assertRoomFor(ranking.length + questions.length);
          const row = await projectRepo.insert(q, userId, fields, picture ?? null);
          for (const p of ranking) await promptRepo.insert(q, row.id, 'RANKING', p.query_text, null);
          for (const p of questions)
            await promptRepo.insert(q, row.id, 'QUESTION', p.query_text, p.expected_response);
          return { result: await load(q, { ...row, access: 'OWNER' }), replaced: null };
        }),
      );
      return startFirstReport(userId, project);
    },

    /** image: a new logo (replacing the current one), or null to keep it unless form.remove_logo. */
    async update(userId: number, ref: string, form: ProjectForm, image: UploadedImage | null) {
      if (!bareDomain(form.domain)) throw fieldError('domain', m.domainRequired);
      if (form.scheduled_day === undefined || form.scheduled_hour === undefined)
        throw badRequest(m.scheduleRequired);
      const fields = fieldsFrom(form, clock.now());
      return writeWithImage(deps, 'logos', image, (picture) =>
        db.tx(async (q) => {
          const project = await requireProjectAccess(q, userId, ref, 'EDIT');
          requireScheduleChange(project, fields);
          // The brand form does not carry aliases (they are managed with known competitors): keep them.
          fields.aliases = form.aliases ?? project.aliases;
          const quota = await limits.lockPrompts(q, project.owner_id);
          let added = 0;
          if (form.ranking_queries)
            added += (await syncPrompts(q, project.id, 'RANKING', form.ranking_queries)).added;
          if (form.question_queries)
            added += (await syncPrompts(q, project.id, 'QUESTION', form.question_queries)).added;
          quota.assertRoomFor(added);
          const remaining = await promptRepo.countByProject(q, [project.id]);
          const counts = remaining.get(project.id);
          if (!counts || counts.ranking + counts.question === 0) throw badRequest(m.promptRequired);
          const logo = form.remove_logo && picture === undefined ? null : picture;
          const previous = await projectRepo.logoForUpdate(q, project.id);
          const row = await projectRepo.update(q, project.id, fields, logo);
          // The agent tab's feedback quotes the brand's name, website and prompts.
          await forgetFeedback(q, project.id);
          return {
            result: await load(q, { ...row, access: project.access }),
            replaced: logo === undefined ? null : previous,
          };
        }),
      );
    },

    /** Deletes the brand with everything it owns, its logo included. */
    async delete(userId: number, ref: string) {
      const logo = await db.tx(async (q) => {
        const project = await requireProjectAccess(
          q,
          userId,
          ref,
          'OWNER',
          brandAccessMessages.deleteOwnerOnly,
        );
        const previous = await projectRepo.logoForUpdate(q, project.id);
        await projectRepo.delete(q, project.id);
        return previous;
      });
      await discardImage(deps, logo);
    },
  };
};

export type ProjectService = ReturnType<typeof createProjectService>;
