// The reading of an imported app answer (the analyzer's, with the user's active correction over it,
// as for API answers) and the roll-ups of imported answers, rebuilt per project and day from the
// stored readings, so they are always exactly what the answers say.
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import { applyCorrection, type Correction } from '../../analysis/corrections.ts';
import type { SourceInput } from '../../analysis/sources.ts';
import type { Queryable } from '../../db/database.ts';
import { answerEntities, MENTION } from '../reports/answer-store.ts';
import { answerImportsRepo } from './answer-imports.repo.ts';

interface Brand {
  entity_name: string;
  entity_label: string;
  aliases: string[];
  domain: string;
}

type Competitors = readonly { name: string; aliases: string[] }[];

/** What an imported answer stores of its reading (a refusal: no mention, position or entity). */
export interface ImportedReading {
  analyzerVersion: string;
  refused: boolean;
  mention: string;
  position: number | null;
  ranking: unknown;
  spans: unknown;
  sources: unknown;
  entities: unknown;
}

export const readImported = (
  brand: Brand,
  competitors: Competitors,
  answer: { engine: string; prompt: string; text: string; sources: SourceInput[] },
  correction: Correction | null,
): ImportedReading => {
  const analysis = applyCorrection(
    analyzeAnswer({
      engine: answer.engine,
      prompt: answer.prompt,
      answer: answer.text,
      sources: answer.sources,
      brand: {
        name: brand.entity_name,
        label: brand.entity_label,
        aliases: brand.aliases,
        domain: brand.domain,
      },
      competitors,
    }),
    correction,
  );
  const refused = analysis.refusal !== null;
  return {
    analyzerVersion: analysis.analyzer_version,
    refused,
    mention: refused ? MENTION.absent : MENTION[analysis.mention],
    position: refused ? null : analysis.position,
    ranking: refused ? [] : analysis.ranking,
    spans: analysis.spans,
    sources: analysis.sources,
    entities: refused ? [] : answerEntities(analysis, brand.entity_label),
  };
};

const CAPTURE_DAY = `(captured_at AT TIME ZONE 'UTC')::date`;

/** Rebuilds the imported roll-ups of the project's days (YYYY-MM-DD) from its imported answers. */
export const rebuildImportedRollups = async (q: Queryable, projectId: number, days: readonly string[]) => {
  if (days.length === 0) return;
  const params = [projectId, [...new Set(days)]];
  for (const table of ['imported_metrics_daily', 'imported_entity_metrics_daily'])
    await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND day = ANY($2::date[])`, params);
  const ofDays = `project_id = $1 AND ${CAPTURE_DAY} = ANY($2::date[])`;
  await q.query(
    `INSERT INTO imported_metrics_daily (project_id, prompt_id, engine, day, answers, refused, mentions,
       position_sum, position_count, position_sq_sum)
     SELECT project_id, prompt_id, engine, ${CAPTURE_DAY}, count(*) FILTER (WHERE NOT refused),
       count(*) FILTER (WHERE refused), count(*) FILTER (WHERE mention IN ('RECOMMENDED', 'MENTIONED')),
       coalesce(sum(position), 0), count(position), coalesce(sum(position::int * position), 0)
     FROM imported_answers WHERE ${ofDays} GROUP BY 1, 2, 3, 4`,
    params,
  );
  await q.query(
    `INSERT INTO imported_entity_metrics_daily (project_id, prompt_id, engine, day, entity_key, name, is_brand,
       mentions, position_sum, position_count, position_sq_sum)
     SELECT project_id, prompt_id, engine, ${CAPTURE_DAY}, e.entity_key, min(e.name), bool_or(e.is_brand), count(*),
       coalesce(sum(e.position), 0), count(e.position), coalesce(sum(e.position * e.position), 0)
     FROM imported_answers,
       jsonb_to_recordset(entities) AS e(entity_key text, name text, position int, is_brand boolean)
     WHERE ${ofDays} GROUP BY 1, 2, 3, 4, 5`,
    params,
  );
};

interface StoredImported extends Brand {
  id: number;
  project_id: number;
  engine: string;
  day: string;
  answer_text: string;
  query_text: string;
  sources: { url: string; title?: string }[];
  correction: Correction | null;
}

/** Imported answers that can be read again: those whose text the retention policy has not removed. */
const STORED_IMPORTED = `SELECT ia.id, ia.project_id, ia.engine,
    to_char((ia.captured_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, ia.answer_text, p.query_text,
    pr.entity_name, pr.entity_label, pr.aliases, pr.domain, ia.sources,
    (SELECT json_build_object('kind', c.kind, 'position', c.position) FROM answer_corrections c
      WHERE c.imported_answer_id = ia.id AND c.withdrawn_at IS NULL) AS correction
  FROM imported_answers ia JOIN prompts p ON p.id = ia.prompt_id JOIN projects pr ON pr.id = ia.project_id
  WHERE ia.answer_text IS NOT NULL`;

const store = (q: Queryable, id: number, r: ImportedReading) =>
  q.query(
    `UPDATE imported_answers SET analyzer_version = $2, mention = $3, position = $4, ranking = $5::jsonb,
       spans = $6::jsonb, sources = $7::jsonb, entities = $8::jsonb, refused = $9 WHERE id = $1`,
    [
      id,
      r.analyzerVersion,
      r.mention,
      r.position,
      JSON.stringify(r.ranking),
      JSON.stringify(r.spans),
      JSON.stringify(r.sources),
      JSON.stringify(r.entities),
      r.refused,
    ],
  );

const restore = (q: Queryable, a: StoredImported, competitors: Competitors) =>
  store(
    q,
    a.id,
    readImported(
      a,
      competitors,
      {
        engine: a.engine,
        prompt: a.query_text,
        text: a.answer_text,
        sources: a.sources.map((s) => (s.title ? { url: s.url, title: s.title } : { url: s.url })),
      },
      a.correction,
    ),
  );

/**
 * One imported answer's reading stored again (after its correction changed) with the imported
 * roll-ups of its day, in the caller's transaction.
 */
export const restoreImportedReading = async (q: Queryable, id: number) => {
  const { rows } = await q.query<StoredImported>(`${STORED_IMPORTED} AND ia.id = $1`, [id]);
  const answer = rows[0];
  if (!answer) return;
  await restore(q, answer, await answerImportsRepo.competitors(q, answer.project_id));
  await rebuildImportedRollups(q, answer.project_id, [answer.day]);
};

/** Every imported answer of the scope read again (`npm run reanalyze`), then the roll-ups of its days. */
export const reanalyzeImported = async (
  q: Queryable,
  options: { projectId?: number; all?: boolean; analyzerVersion: string },
) => {
  const { rows } = await q.query<StoredImported>(
    `${STORED_IMPORTED} AND ($1::int IS NULL OR ia.project_id = $1)
       AND ($2::boolean OR ia.analyzer_version IS DISTINCT FROM $3) ORDER BY ia.id`,
    [options.projectId ?? null, options.all ?? false, options.analyzerVersion],
  );
  const days = new Map<number, string[]>();
  const competitors = new Map<number, Competitors>();
  for (const answer of rows) {
    let list = competitors.get(answer.project_id);
    if (!list) {
      list = await answerImportsRepo.competitors(q, answer.project_id);
      competitors.set(answer.project_id, list);
    }
    await restore(q, answer, list);
    days.set(answer.project_id, [...(days.get(answer.project_id) ?? []), answer.day]);
  }
  for (const [projectId, of] of days) await rebuildImportedRollups(q, projectId, of);
  return rows.length;
};
