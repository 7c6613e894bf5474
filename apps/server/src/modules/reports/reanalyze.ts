// Re-analysis of stored answers with the current analyzer (and the brand's current aliases and known
// competitors), then the roll-ups of every day touched, so history never mixes two definitions.
import { ANALYZER_VERSION, analyzeAnswer } from '../../analysis/analyze-answer.ts';
import type { Database } from '../../db/database.ts';
import { storeAnalysis } from './answer-store.ts';
import { rebuildRollups } from './rollups.ts';

export interface ReanalyzeOptions {
  /** Only this project's answers. */
  projectId?: number;
  /** Every answer, not only those of an older analyzer version (after editing aliases or competitors). */
  all?: boolean;
  /** Answers read per round. */
  batchSize?: number;
  onProgress?: (answers: number) => void;
}

interface StoredAnswer {
  id: number;
  project_id: number;
  engine: string;
  day: string;
  answer_text: string;
  query_text: string;
  entity_name: string;
  entity_label: string;
  aliases: string[];
  domain: string;
  sources: { url: string; title: string | null; kind: 'CITED' | 'RETRIEVED' }[];
}

export const reanalyze = async (db: Database, options: ReanalyzeOptions = {}) => {
  const batchSize = options.batchSize ?? 500;
  const competitorsOf = new Map<number, Promise<{ name: string; aliases: string[] }[]>>();
  const days = new Set<string>();
  let answers = 0;
  for (let after = 0; ; ) {
    // Keyset pages by id: a re-analysed answer leaves the selection, and a large history never sits in memory.
    const { rows } = await db.query<StoredAnswer>(
      `SELECT a.id, a.project_id, a.engine, to_char((e.executed_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
         a.answer_text, p.query_text, pr.entity_name, pr.entity_label, pr.aliases, pr.domain,
         coalesce((SELECT json_agg(json_build_object('url', s.url, 'title', s.title, 'kind', s.kind) ORDER BY s.id)
           FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources
       FROM answers a JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
         JOIN projects pr ON pr.id = a.project_id
       WHERE a.id > $1 AND a.status = 'COMPLETED' AND a.answer_text IS NOT NULL
         AND ($2::int IS NULL OR a.project_id = $2) AND ($3::boolean OR a.analyzer_version IS DISTINCT FROM $4)
       ORDER BY a.id LIMIT $5`,
      [after, options.projectId ?? null, options.all ?? false, ANALYZER_VERSION, batchSize],
    );
    if (rows.length === 0) break;
    for (const answer of rows) {
      let competitors = competitorsOf.get(answer.project_id);
      if (!competitors) {
        competitors = db
          .query<{ name: string; aliases: string[] }>(
            'SELECT name, aliases FROM project_competitors WHERE project_id = $1',
            [answer.project_id],
          )
          .then((r) => r.rows);
        competitorsOf.set(answer.project_id, competitors);
      }
      const analysis = analyzeAnswer({
        engine: answer.engine,
        prompt: answer.query_text,
        answer: answer.answer_text,
        sources: answer.sources.map((s) => ({ url: s.url, title: s.title ?? undefined })),
        brand: {
          name: answer.entity_name,
          label: answer.entity_label,
          aliases: answer.aliases,
          domain: answer.domain,
        },
        competitors: await competitors,
      });
      const kinds = new Map(answer.sources.map((s) => [s.url, s.kind]));
      await db.tx((q) => storeAnalysis(q, answer.id, analysis, kinds, answer.entity_label));
      days.add(`${answer.project_id}|${answer.day}`);
    }
    answers += rows.length;
    after = rows[rows.length - 1].id;
    options.onProgress?.(answers);
  }
  for (const key of days) {
    const [projectId, day] = key.split('|');
    await db.tx((q) => rebuildRollups(q, Number(projectId), day));
  }
  return { answers, days: days.size };
};
