// SQL pieces shared by the dashboard reads: which answers (or roll-up rows) a filter selects.
import type { SqlParam } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { DashboardRange } from './range.ts';

export interface DashboardFilter {
  range: DashboardRange;
  providers?: string[];
  entities?: string[];
}

/** The requested entity names: the brand (by name or label) and others, lower-cased. */
export const entitySelection = (project: ProjectRow, entities?: readonly string[]) => {
  if (!entities?.length) return null;
  const brandNames = [project.entity_name, project.entity_label].map((s) => s.toLowerCase());
  const lower = entities.map((e) => e.toLowerCase());
  return { brand: lower.some((e) => brandNames.includes(e)), names: lower };
};

/** An answer that names the brand (negative mentions are not visibility). */
export const BRAND_MENTION = `a.mention IN ('RECOMMENDED', 'MENTIONED')`;

/** An answer's day is its execution's day (UTC), as in the roll-ups. */
const ANSWER_DAY = `(e.executed_at AT TIME ZONE 'UTC')::date`;

/**
 * WHERE of the answers behind the dashboards of one prompt: the same answers the roll-ups count
 * (COMPLETED, NO_ANSWER and REFUSED), in the range, from the providers, ranking any of the entities.
 */
export const answerWhere = (promptId: number, project: ProjectRow, f: DashboardFilter) => {
  const params: SqlParam[] = [promptId, f.range.start, f.range.end];
  const clauses = [
    'a.prompt_id = $1',
    `a.status IN ('COMPLETED', 'NO_ANSWER', 'REFUSED')`,
    `${ANSWER_DAY} BETWEEN $2::date AND $3::date`,
  ];
  if (f.providers?.length) {
    params.push(f.providers);
    clauses.push(`a.engine = ANY($${params.length}::text[])`);
  }
  const sel = entitySelection(project, f.entities);
  if (sel) {
    params.push(sel.names, sel.brand);
    clauses.push(
      `EXISTS (SELECT 1 FROM answer_entities ae WHERE ae.answer_id = a.id
         AND (lower(ae.name) = ANY($${params.length - 1}::text[]) OR (ae.is_brand AND $${params.length}::boolean)))`,
    );
  }
  return { where: clauses.join(' AND '), params };
};

/**
 * WHERE of one prompt's roll-up rows from the providers, on the tables' own columns (for `spanRows`,
 * which adds the days).
 */
export const promptRollups = (projectId: number, promptId: number, providers?: readonly string[]) => {
  const params: SqlParam[] = [projectId, promptId];
  let where = 'project_id = $1 AND prompt_id = $2';
  if (providers?.length) {
    params.push(providers);
    where += ` AND engine = ANY($${params.length}::text[])`;
  }
  return { where, params };
};
