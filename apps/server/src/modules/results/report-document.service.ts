// GET reports/{id}/: the printable report of one execution, with six weeks of history up to it, on
// the prompts that execution asked. An execution of a brand the caller cannot see does not exist for
// them.
import { reportPageLabels } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { executionSampling } from '../reports/sampling-summary.ts';
import { modelChangesIn } from '../reports/served-models.repo.ts';
import { provenanceRepo } from './provenance.repo.ts';
import { presentReportDocument, topEntities } from './report-document.presenter.ts';
import { reportDocumentRepo as repo } from './report-document.repo.ts';
import { resolveRange } from './weeks.ts';

export const createReportDocumentService = (deps: { db: Database }) => {
  const { db } = deps;
  const missing = () => notFound(reportPageLabels.notFound);

  return {
    async get(userId: number, ref: string) {
      const execution = await repo.execution(db, ref);
      if (!execution) throw missing();
      const project = await requireProjectAccess(db, userId, String(execution.project_id), 'VIEW').catch(
        (err: unknown) => {
          throw err instanceof HttpError && err.status === 404 ? missing() : err;
        },
      );
      const previousId = await repo.previousCompleted(db, execution);
      const executionIds = previousId === null ? [execution.id] : [execution.id, previousId];
      const range = resolveRange(execution.executed_at);
      const [
        prompts,
        positions,
        entities,
        weeklyBrand,
        sources,
        answers,
        sampling,
        modelChanges,
        positionAnswers,
        provenance,
      ] = await Promise.all([
        repo.prompts(db, execution.id),
        repo.positions(db, executionIds),
        repo.entities(db, execution.id),
        repo.weeklyBrandPositions(db, project.id, range),
        repo.sources(db, execution.id),
        repo.accuracyAnswers(db, project.id, executionIds),
        executionSampling(db, execution.id),
        modelChangesIn(db, project.id, range),
        repo.positionAnswers(db, execution.id),
        provenanceRepo.ofExecution(db, execution.id),
      ]);
      const top = topEntities(entities);
      const weeklyEntities = await repo.weeklyEntityPositions(
        db,
        project.id,
        range,
        [...top.values()].flat(),
      );
      return presentReportDocument({
        execution,
        previousId,
        project,
        weeks: range.weeks,
        prompts,
        positions,
        positionAnswers,
        topEntities: top,
        weeklyEntities,
        weeklyBrand,
        sources,
        answers,
        sampling,
        modelChanges,
        provenance,
      });
    },
  };
};

export type ReportDocumentService = ReturnType<typeof createReportDocumentService>;
