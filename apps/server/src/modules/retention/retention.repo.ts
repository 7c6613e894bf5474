// SQL of the retention rules: whose data falls due (or soon will), the warnings sent, the deletion of
// a former customer's brands, and the removal of old answers' raw text.
import type { Queryable } from '../../db/database.ts';

export type RetentionRule = 'unpaid_profile' | 'brand_data';

export interface DueAccount {
  user_id: number;
  email: string;
  name: string;
  /** When the data is deleted: the end of its retention period. */
  due_at: Date;
  /** When the warning for this due date was sent, if it was (a deletion waits long enough after it). */
  warned_at: Date | null;
}

/**
 * The due date: `from` plus $1 months, in milliseconds. A notice stores the due date it was sent for
 * as the app read it (a JavaScript date, milliseconds), and PostgreSQL keeps microseconds: truncated,
 * the two compare equal on the next run.
 */
const DUE = (from: string) => `date_trunc('milliseconds', ${from} + make_interval(months => $1))`;

/** A paid invoice: the account was a paying customer once. */
const PAID_ONCE = `EXISTS (SELECT 1 FROM invoices i WHERE i.subscription_id = s.id AND i.status = 'paid')`;

/**
 * The tables holding an answer's raw text, each with the moment its age counts from and the execution
 * whose stored feedback quotes it (imported app answers are quoted by none).
 */
const ANSWER_TEXT_TABLES = {
  answers: { at: 'collected_at', execution: 'execution_id' },
  imported_answers: { at: 'captured_at', execution: 'NULL::int' },
} as const;
export type AnswerTextTable = keyof typeof ANSWER_TEXT_TABLES;
export const ANSWER_TEXT_TABLE_NAMES = Object.keys(ANSWER_TEXT_TABLES) as AnswerTextTable[];

export const retentionRepo = {
  /**
   * Accounts that never paid, use no team's plan, and were last active long enough ago that their
   * profile is due before `horizon` (due: last activity plus `months`). Activity: registration, the
   * last sign-in, or a session kept alive (each refresh rotates a token).
   */
  async unpaidProfiles(q: Queryable, months: number, horizon: Date): Promise<DueAccount[]> {
    const { rows } = await q.query<DueAccount>(
      `WITH activity AS (
         SELECT u.id, u.email, u.name,
           greatest(u.created_at, coalesce(u.last_login_at, u.created_at),
             coalesce((SELECT max(r.created_at) FROM refresh_tokens r WHERE r.user_id = u.id), u.created_at)) AS last_active
         FROM users u
         LEFT JOIN subscriptions s ON s.user_id = u.id
         WHERE NOT u.is_admin
           AND coalesce(s.status, 'FREE') NOT IN ('ACTIVE', 'PAST_DUE', 'CANCELED')
           AND NOT (s.id IS NOT NULL AND ${PAID_ONCE})
           AND NOT EXISTS (
             SELECT 1 FROM subscription_shares ss JOIN subscriptions ts ON ts.id = ss.subscription_id
             WHERE ss.user_id = u.id AND ss.status = 'ACCEPTED' AND ts.status IN ('ACTIVE', 'PAST_DUE', 'CANCELED')
           )
       )
       SELECT a.id AS user_id, a.email, a.name, ${DUE('a.last_active')} AS due_at,
         (SELECT n.sent_at FROM retention_notices n WHERE n.user_id = a.id AND n.rule = 'unpaid_profile'
          AND n.due_at = ${DUE('a.last_active')}) AS warned_at
       FROM activity a
       WHERE ${DUE('a.last_active')} <= $2
       ORDER BY a.id`,
      [months, horizon],
    );
    return rows;
  },

  /**
   * Former customers (a paid subscription that has ended) who still have brands due before `horizon`
   * (due: the end of the subscription plus `months`).
   */
  async endedCustomersWithBrands(q: Queryable, months: number, horizon: Date): Promise<DueAccount[]> {
    const { rows } = await q.query<DueAccount>(
      `SELECT u.id AS user_id, u.email, u.name, ${DUE('s.current_period_end')} AS due_at,
         (SELECT n.sent_at FROM retention_notices n WHERE n.user_id = u.id AND n.rule = 'brand_data'
          AND n.due_at = ${DUE('s.current_period_end')}) AS warned_at
       FROM subscriptions s JOIN users u ON u.id = s.user_id
       WHERE s.status = 'FREE' AND s.current_period_end IS NOT NULL AND ${PAID_ONCE}
         AND ${DUE('s.current_period_end')} <= $2
         AND EXISTS (SELECT 1 FROM projects p WHERE p.owner_id = u.id)
       ORDER BY u.id`,
      [months, horizon],
    );
    return rows;
  },

  async recordNotice(q: Queryable, userId: number, rule: RetentionRule, dueAt: Date, now: Date) {
    await q.query(
      `INSERT INTO retention_notices (user_id, rule, due_at, sent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [userId, rule, dueAt, now],
    );
  },

  /** Deletes the owner's brands (everything under them cascades); returns their uploaded logos. */
  async deleteBrandsOf(q: Queryable, ownerId: number): Promise<string[]> {
    const { rows } = await q.query<{ entity_picture: string | null }>(
      'DELETE FROM projects WHERE owner_id = $1 RETURNING entity_picture',
      [ownerId],
    );
    return rows.map((r) => r.entity_picture).filter((s): s is string => Boolean(s));
  },

  /**
   * Removes the raw text of at most `limit` answers of `table` collected (or captured) before `before`,
   * oldest first, and records when; returns how many. Everything else of the answer stays. The agent
   * tab's stored feedback that quotes them is dropped: its next read builds it again without them.
   */
  async removeAnswerTexts(
    q: Queryable,
    table: AnswerTextTable,
    before: Date,
    now: Date,
    limit: number,
  ): Promise<number> {
    const { at, execution } = ANSWER_TEXT_TABLES[table];
    const { rows } = await q.query<{ n: number }>(
      `WITH removed AS (
         UPDATE ${table} SET answer_text = NULL, text_removed_at = $2
         WHERE id IN (SELECT id FROM ${table} WHERE answer_text IS NOT NULL AND ${at} < $1 ORDER BY ${at} LIMIT $3)
         RETURNING ${execution} AS execution_id
       ), forgotten AS (
         DELETE FROM execution_feedback WHERE execution_id IN (SELECT execution_id FROM removed)
           OR previous_execution_id IN (SELECT execution_id FROM removed)
       )
       SELECT count(*)::int AS n FROM removed`,
      [before, now, limit],
    );
    return rows[0].n;
  },
};
