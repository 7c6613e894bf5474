// Writes a collected answer and everything derived from it in one transaction, replacing what a
// previous attempt may have written, so a retried job never double-counts.
import type { AccuracyVerdict } from '../../analysis/accuracy-judge.ts';
import type { AnswerAnalysis } from '../../analysis/analyze-answer.ts';
import type { Queryable } from '../../db/database.ts';
import type { EngineAnswer } from '../../engines/index.ts';

const MENTION = {
  recommended: 'RECOMMENDED',
  mentioned: 'MENTIONED',
  negative: 'NEGATIVE',
  absent: 'ABSENT',
} as const;

/** The key competitors are merged on across answers: case, spacing and punctuation folded. */
export const entityKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const storeAnswer = async (
  q: Queryable,
  answerId: number,
  result: EngineAnswer,
  analysis: AnswerAnalysis,
  verdict: AccuracyVerdict | null,
  now: Date,
) => {
  const answered = result.status === 'answered';
  await q.query(
    `UPDATE answers SET status = $2, simulated = $3, model = $4, answer_text = $5, search_queries = $6, usage = $7,
       latency_ms = $8, analyzer_version = $9, mention = $10, position = $11, ranking = $12::jsonb, rating = $13,
       score = $14, justification = $15, collected_at = $16, error = NULL, claimed_until = NULL
     WHERE id = $1`,
    [
      answerId,
      answered ? 'COMPLETED' : 'NO_ANSWER',
      result.simulated,
      result.model,
      answered ? result.text : null,
      result.searchQueries,
      (result.usage ?? null) as Record<string, unknown> | null,
      Math.round(result.latencyMs),
      analysis.analyzer_version,
      answered ? MENTION[analysis.mention] : null,
      answered ? analysis.position : null,
      // Arrays would go to the driver as a PostgreSQL array; jsonb wants the JSON text.
      answered ? JSON.stringify(analysis.ranking) : null,
      verdict?.rating ?? null,
      verdict?.score ?? null,
      verdict?.justification ?? null,
      now,
    ],
  );
  await q.query('DELETE FROM answer_sources WHERE answer_id = $1', [answerId]);
  await q.query('DELETE FROM answer_entities WHERE answer_id = $1', [answerId]);
  if (!answered) return;

  const kindOf = new Map(result.citations.map((c) => [c.url, c.kind]));
  for (const s of analysis.sources) {
    await q.query(
      `INSERT INTO answer_sources (answer_id, url, domain, title, kind, is_client_domain) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        answerId,
        s.url,
        s.domain,
        s.title ?? null,
        kindOf.get(s.url) === 'retrieved' ? 'RETRIEVED' : 'CITED',
        s.is_client_domain,
      ],
    );
  }
  const seen = new Set<string>();
  for (const entry of analysis.ranking) {
    const key = entry.is_brand ? '__brand__' : entityKey(entry.matched_to ?? entry.entity);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    await q.query(
      'INSERT INTO answer_entities (answer_id, entity_key, name, position, is_brand) VALUES ($1, $2, $3, $4, $5)',
      [answerId, key, entry.matched_to ?? entry.entity, entry.position, entry.is_brand],
    );
  }
  if (analysis.mention === 'mentioned' && !seen.has('__brand__')) {
    await q.query(
      `INSERT INTO answer_entities (answer_id, entity_key, name, position, is_brand)
       SELECT $1, '__brand__', entity_name, NULL, true FROM projects WHERE id = (SELECT project_id FROM answers WHERE id = $1)`,
      [answerId],
    );
  }
};
