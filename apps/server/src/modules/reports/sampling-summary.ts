// The sampling of one execution as its readers show it (the printable report, per prompt x engine).
import type { Queryable } from '../../db/database.ts';
import { executionRepo } from './execution.repo.ts';
import { presentSampling } from './sampling-presenter.ts';

export const executionSampling = async (q: Queryable, executionId: number) => {
  const [execution, cells] = await Promise.all([
    executionRepo.get(q, executionId),
    executionRepo.cellTallies(q, executionId),
  ]);
  return execution ? presentSampling(execution, cells) : undefined;
};
