// Writes a collected answer and everything derived from it in one transaction with its status
// change: an attempt either lands whole or not at all, and a landed answer is never claimed again,
// so a retried job never double-counts.
import type { AccuracyVerdict } from '../../analysis/accuracy-judge.ts';
import type { AnswerAnalysis } from '../../analysis/analyze-answer.ts';
import type { Queryable } from '../../db/database.ts';
import type { EngineAnswer } from '../../engines/index.ts';

const BRAND_KEY = '__brand__';

export const MENTION = {
  recommended: 'RECOMMENDED',
  mentioned: 'MENTIONED',
  negative: 'NEGATIVE',
  absent: 'ABSENT',
} as const;

/** The key competitors are merged on across answers: case, spacing and punctuation folded. */
const entityKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface AnswerEntity {
  entity_key: string;
  name: string;
  position: number | null;
  is_brand: boolean;
}

/**
 * The entities an answer ranks, one per distinct entity at its first (best) position; the brand
 * under one fixed key, as the analysis reads it (a user's correction may have moved or removed it).
 */
export const answerEntities = (analysis: AnswerAnalysis, brandName: string): AnswerEntity[] => {
  const entities = new Map<string, AnswerEntity>();
  if (analysis.mentioned) {
    const row = analysis.ranking.find((entry) => entry.is_brand);
    entities.set(BRAND_KEY, {
      entity_key: BRAND_KEY,
      name: row?.matched_to ?? brandName,
      position: analysis.position,
      is_brand: true,
    });
  }
  for (const entry of analysis.ranking) {
    if (entry.is_brand) continue;
    const key = entityKey(entry.matched_to ?? entry.entity);
    if (key && !entities.has(key))
      entities.set(key, {
        entity_key: key,
        name: entry.matched_to ?? entry.entity,
        position: entry.position,
        is_brand: false,
      });
  }
  return [...entities.values()];
};

/**
 * The status an answer's reading gives it: an empty text is no answer, a refusal is REFUSED (it keeps
 * its text, so a later analyzer may read it again), anything else is answered.
 */
const readingStatus = (analysis: AnswerAnalysis) => {
  if (analysis.refusal === 'empty') return 'NO_ANSWER';
  return analysis.refusal ? 'REFUSED' : 'COMPLETED';
};

export const storeAnswer = async (
  q: Queryable,
  answerId: number,
  result: EngineAnswer,
  analysis: AnswerAnalysis,
  verdict: AccuracyVerdict | null,
  now: Date,
  brandName: string,
) => {
  const answered = result.status === 'answered';
  await q.query(
    `UPDATE answers SET status = $2, simulated = $3, model = $4, answer_text = $5, search_queries = $6, usage = $7,
       latency_ms = $8, analyzer_version = $9, rating = $10, score = $11, justification = $12, collected_at = $13,
       served_model = $14, rating_judge = $15, rating_judge_model = $16, error = NULL, claimed_until = NULL,
       text_removed_at = NULL
     WHERE id = $1`,
    [
      answerId,
      answered ? readingStatus(analysis) : 'NO_ANSWER',
      result.simulated,
      result.model,
      answered ? result.text : null,
      result.searchQueries,
      (result.usage ?? null) as Record<string, unknown> | null,
      Math.round(result.latencyMs),
      analysis.analyzer_version,
      verdict?.rating ?? null,
      verdict?.score ?? null,
      verdict?.justification ?? null,
      now,
      result.servedModel,
      verdict?.judge.kind ?? null,
      verdict?.judge.kind === 'llm' ? verdict.judge.model : null,
    ],
  );
  if (!answered) return;
  const kinds = new Map(
    result.citations.map((c) => [
      c.url,
      c.kind === 'retrieved' ? ('RETRIEVED' as const) : ('CITED' as const),
    ]),
  );
  await storeAnalysis(q, answerId, analysis, kinds, brandName);
};

/**
 * The analysis of an answer the engine returned: its status (answered or refused), mention, position
 * and ranking on the row, its sources (CITED unless `kinds` says RETRIEVED) and entities, replacing
 * any earlier analysis (a re-analysis). A refusal keeps its sources but no reading: it counts nowhere.
 */
export const storeAnalysis = async (
  q: Queryable,
  answerId: number,
  analysis: AnswerAnalysis,
  kinds: ReadonlyMap<string, 'CITED' | 'RETRIEVED'>,
  brandName: string,
) => {
  const status = readingStatus(analysis);
  const read = status === 'COMPLETED';
  await q.query(
    // A refusal's rating goes too (a re-analysis may find one in an answer the judge rated).
    `UPDATE answers SET analyzer_version = $2, mention = $3, position = $4, ranking = $5::jsonb, spans = $6::jsonb,
       status = $7, rating = CASE WHEN $7 = 'COMPLETED' THEN rating END,
       score = CASE WHEN $7 = 'COMPLETED' THEN score END,
       justification = CASE WHEN $7 = 'COMPLETED' THEN justification END,
       rating_judge = CASE WHEN $7 = 'COMPLETED' THEN rating_judge END,
       rating_judge_model = CASE WHEN $7 = 'COMPLETED' THEN rating_judge_model END
     WHERE id = $1`,
    [
      answerId,
      analysis.analyzer_version,
      read ? MENTION[analysis.mention] : null,
      read ? analysis.position : null,
      // Arrays would go to the driver as a PostgreSQL array; jsonb wants the JSON text.
      JSON.stringify(read ? analysis.ranking : []),
      JSON.stringify(analysis.spans),
      status,
    ],
  );
  await q.query('DELETE FROM answer_sources WHERE answer_id = $1', [answerId]);
  await q.query('DELETE FROM answer_entities WHERE answer_id = $1', [answerId]);
  const sources = analysis.sources;
  if (sources.length > 0) {
    await q.query(
      `INSERT INTO answer_sources (answer_id, url, domain, title, kind, is_client_domain)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])`,
      [
        answerId,
        sources.map((s) => s.url),
        sources.map((s) => s.domain),
        sources.map((s) => s.title ?? null),
        sources.map((s) => kinds.get(s.url) ?? 'CITED'),
        sources.map((s) => s.is_client_domain),
      ],
    );
  }
  const entities = read ? answerEntities(analysis, brandName) : [];
  if (entities.length > 0) {
    await q.query(
      `INSERT INTO answer_entities (answer_id, entity_key, name, position, is_brand)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int[], $5::boolean[])`,
      [
        answerId,
        entities.map((e) => e.entity_key),
        entities.map((e) => e.name),
        entities.map((e) => e.position),
        entities.map((e) => e.is_brand),
      ],
    );
  }
};
