// SQL of the served-model roll-up: which model answered each engine, per day, so the dashboards that
// chart a trend can mark the day an engine's model changed (without reading answers). A change is
// the engine's whatever the prompt, so every reader, one prompt's included, reads the brand's rows.
import type { ModelChange } from '@sightline/contracts';
import type { Queryable, SqlParam } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { DaySpan } from '../results/range-split.ts';
import { modelChanges, type ServedAnswers } from './model-changes.ts';

/** The changes of served model of the brand's engines (all, or `providers`) inside the range. */
export const modelChangesIn = async (
  q: Queryable,
  projectId: number,
  range: DaySpan,
  providers?: readonly string[],
): Promise<ModelChange[]> => {
  const params: SqlParam[] = [projectId, range.start, range.end];
  let byEngine = '';
  if (providers?.length) {
    params.push(providers);
    byEngine = ` AND engine = ANY($${params.length}::text[])`;
  }
  return modelChanges(
    await jsonRows<ServedAnswers>(
      q,
      `SELECT engine, to_char(day, 'YYYY-MM-DD') AS day, served_model, answers FROM served_models_daily
       WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date${byEngine}`,
      params,
    ),
  );
};
