// SQL of queued mail: one row per message, its sending state and attempts.
import type { Queryable } from '../db/database.ts';
import type { TemplateName } from './templates.ts';

export interface MailRow {
  id: number;
  to_address: string;
  template: TemplateName;
  payload: Record<string, string>;
  essential: boolean;
  status: string;
  unsubscribed: boolean;
}

export const mailRepo = {
  /** The message with whether its user has unsubscribed since it was queued. */
  async get(q: Queryable, id: number): Promise<MailRow | null> {
    const { rows } = await q.query<MailRow>(
      `SELECT m.*, (u.email_unsubscribed_at IS NOT NULL) AS unsubscribed
       FROM mail_messages m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async skip(q: Queryable, id: number) {
    await q.query(`UPDATE mail_messages SET status = 'SKIPPED' WHERE id = $1`, [id]);
  },

  async countAttempt(q: Queryable, id: number) {
    await q.query('UPDATE mail_messages SET attempts = attempts + 1 WHERE id = $1', [id]);
  },

  async markSent(q: Queryable, id: number, messageId: string) {
    await q.query(
      `UPDATE mail_messages SET status = 'SENT', message_id = $2, sent_at = now(), error = NULL WHERE id = $1`,
      [id, messageId],
    );
  },

  async recordError(q: Queryable, id: number, error: string) {
    await q.query('UPDATE mail_messages SET error = $2 WHERE id = $1', [id, error]);
  },

  async insert(
    q: Queryable,
    m: {
      userId: number | null;
      to: string;
      template: TemplateName;
      subject: string;
      essential: boolean;
      payload: Record<string, unknown>;
    },
  ): Promise<number> {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO mail_messages (user_id, to_address, template, subject, essential, payload)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [m.userId, m.to, m.template, m.subject, m.essential, m.payload],
    );
    return rows[0].id;
  },
};
