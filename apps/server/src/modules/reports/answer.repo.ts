// SQL of a collected answer's row: its lease while a collecting job asks the engine, its landing
// (the answer and everything derived from it, or its failure for good) and its reading stored again.
import type { EngineCode } from '@sightline/contracts';
import type { AccuracyVerdict } from '../../analysis/accuracy-judge.ts';
import type { AnswerAnalysis } from '../../analysis/analyze-answer.ts';
import type { Queryable } from '../../db/database.ts';
import type { EngineAnswer } from '../../engines/index.ts';
import { answerEntities, MENTION, readingStatus } from './answer-reading.ts';

/** A claimed answer row with what asking and reading it takes: its prompt, its day and its brand. */
export interface ClaimedAnswer {
  id: number;
  execution_id: number;
  prompt_id: number;
  engine: EngineCode;
  sample: number;
  attempts: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
  expected_response: string | null;
  executed_at: Date;
  entity_name: string;
  entity_label: string;
  domain: string;
  location: string;
  aliases: string[];
  project_id: number;
}

export const answerRepo = {
  /**
   * Claims a pending answer until `leaseUntil` (counting the attempt); null when it is done or an
   * unexpired lease holds it.
   */
  async claim(q: Queryable, answerId: number, leaseUntil: Date, now: Date): Promise<ClaimedAnswer | null> {
    const { rows } = await q.query<ClaimedAnswer>(
      `UPDATE answers a SET attempts = a.attempts + 1, claimed_until = $2
       FROM prompts p, projects pr, report_executions e
       WHERE a.id = $1 AND a.status = 'PENDING' AND (a.claimed_until IS NULL OR a.claimed_until < $3)
         AND p.id = a.prompt_id AND pr.id = a.project_id AND e.id = a.execution_id
       RETURNING a.id, a.execution_id, a.prompt_id, a.engine, a.sample, a.attempts, p.kind, p.query_text, p.expected_response,
         e.executed_at, pr.entity_name, pr.entity_label, pr.domain, pr.location, pr.aliases, pr.id AS project_id`,
      [answerId, leaseUntil, now],
    );
    return rows[0] ?? null;
  },

  /** The row's status and lease (null when the row is gone). */
  async lease(
    q: Queryable,
    answerId: number,
  ): Promise<{ status: string; claimed_until: Date | null; engine: EngineCode } | null> {
    const { rows } = await q.query<{ status: string; claimed_until: Date | null; engine: EngineCode }>(
      'SELECT status, claimed_until, engine FROM answers WHERE id = $1',
      [answerId],
    );
    return rows[0] ?? null;
  },

  /** Ends the lease, keeping the attempt's error: the answer stays pending. */
  async release(q: Queryable, answerId: number, error: string) {
    await q.query('UPDATE answers SET claimed_until = NULL, error = $2 WHERE id = $1', [answerId, error]);
  },

  async markFailed(q: Queryable, answerId: number, error: string) {
    await q.query(`UPDATE answers SET status = 'FAILED', error = $2, claimed_until = NULL WHERE id = $1`, [
      answerId,
      error,
    ]);
  },

  /**
   * Writes a collected answer and everything derived from it; run in the transaction of its status
   * change, an attempt lands whole or not at all, and a landed answer is never claimed again, so a
   * retried job never double-counts.
   */
  async store(
    q: Queryable,
    answerId: number,
    result: EngineAnswer,
    analysis: AnswerAnalysis,
    verdict: AccuracyVerdict | null,
    now: Date,
    brandName: string,
  ) {
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
    await answerRepo.storeAnalysis(q, answerId, analysis, kinds, brandName);
  },

  /**
   * The analysis of an answer the engine returned: its status (answered or refused), mention, position
   * and ranking on the row, its sources (CITED unless `kinds` says RETRIEVED) and entities, replacing
   * any earlier analysis (a re-analysis). A refusal keeps its sources but no reading: it counts nowhere.
   */
  async storeAnalysis(
    q: Queryable,
    answerId: number,
    analysis: AnswerAnalysis,
    kinds: ReadonlyMap<string, 'CITED' | 'RETRIEVED'>,
    brandName: string,
  ) {
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
  },

  /** The brand's known competitors, as the analyzer takes them. */
  async competitors(q: Queryable, projectId: number): Promise<{ name: string; aliases: string[] }[]> {
    const { rows } = await q.query<{ name: string; aliases: string[] }>(
      'SELECT name, aliases FROM project_competitors WHERE project_id = $1',
      [projectId],
    );
    return rows;
  },
};
