// Running reports on demand and reading their status.
import {
  REPORT_DEFAULT_ESTIMATE_MINUTES,
  REPORT_MINUTES_PER_PROMPT,
  reportMessages,
} from '@sightline/contracts';
import type { SamplingConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import type { Limits } from '../subscription/limits.ts';
import { type ExecutionRow, executionRepo } from './execution.repo.ts';
import type { ReportJobs } from './report-jobs.ts';
import { presentSamplingTotals } from './sampling-presenter.ts';

const presentExecution = (e: ExecutionRow) => ({
  id: e.id,
  uuid: e.uuid,
  executed_at: e.executed_at.toISOString(),
  status: e.status,
  sampling: presentSamplingTotals(e),
});

export const createExecutionService = (deps: {
  db: Database;
  clock: Clock;
  queue: () => JobQueue;
  jobs: () => ReportJobs;
  sampling: SamplingConfig;
  limits: Limits;
}) => {
  const { db, clock } = deps;
  return {
    async run(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      // The brand's owner pays for its runs: a collaborator cannot run a read-only owner's brand.
      await deps.limits.requireWritable(db, project.owner_id, 'runs', userId);
      if ((await executionRepo.promptCount(db, project.id)) === 0) throw badRequest(reportMessages.noPrompts);
      const execution = await executionRepo.insert(db, {
        projectId: project.id,
        trigger: 'MANUAL',
        sampling: deps.sampling,
        engines: project.ai_engines,
        executedAt: clock.now(),
      });
      if (!execution) throw conflict(reportMessages.alreadyRunning, 'report_running');
      await deps.queue().send(deps.jobs().startJob, { executionId: execution.id });
      return { message: reportMessages.started, execution: presentExecution(execution) };
    },

    async status(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const [executions, promptCount, collecting] = await Promise.all([
        executionRepo.listForProject(db, project.id),
        executionRepo.promptCount(db, project.id),
        executionRepo.collectingPrompts(db, project.id),
      ]);
      const running = executions.find((e) => e.status === 'PENDING' || e.status === 'RUNNING') ?? null;
      return {
        running: running !== null,
        is_running: running !== null,
        estimated_time:
          promptCount > 0 ? promptCount * REPORT_MINUTES_PER_PROMPT : REPORT_DEFAULT_ESTIMATE_MINUTES,
        current_execution: running ? presentExecution(running) : null,
        next_execution: project.next_execution_at?.toISOString() ?? reportMessages.notScheduled,
        queries_on_execution: collecting,
        executions: executions.map(presentExecution),
      };
    },
  };
};

export type ExecutionService = ReturnType<typeof createExecutionService>;
