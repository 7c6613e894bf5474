// Queues mail as rows plus a job, so sending is retried and never doubled, and unsubscribed
// users get no non-essential mail.
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { JobDefinition, JobQueue } from '../jobs/queue.ts';
import { type TemplateName, type TemplatePayload, templates } from './templates.ts';
import type { MailTransport } from './transport.ts';

interface MailRequest<T extends TemplateName> {
  userId: number | null;
  to: string;
  template: T;
  payload: TemplatePayload<T>;
  /** Essential mail (password reset) goes out even to users who unsubscribed. */
  essential: boolean;
}

export interface MailService {
  /** Call after the transaction that decided to send has committed: with PGlite a job sent inside it would wait on it. */
  enqueue<T extends TemplateName>(request: MailRequest<T>): Promise<number>;
  readonly sendJob: JobDefinition<typeof SendMailPayload>;
}

const SendMailPayload = z.object({ mailId: z.number().int() });

interface MailRow {
  id: number;
  to_address: string;
  template: TemplateName;
  payload: Record<string, string>;
  essential: boolean;
  status: string;
  unsubscribed: boolean;
}

export const createMailService = (deps: {
  db: Database;
  queue: () => JobQueue;
  transport: MailTransport;
  from: string;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}): MailService => {
  const sendJob: JobDefinition<typeof SendMailPayload> = {
    name: 'mail.send',
    payload: SendMailPayload,
    retryLimit: 5,
    retryDelay: 10,
    concurrency: 2,
    async handle({ mailId }) {
      const { rows } = await deps.db.query<MailRow>(
        `SELECT m.*, (u.email_unsubscribed_at IS NOT NULL) AS unsubscribed
         FROM mail_messages m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
        [mailId],
      );
      const mail = rows[0];
      if (!mail || mail.status === 'SENT' || mail.status === 'SKIPPED') return;
      if (!mail.essential && mail.unsubscribed) {
        await deps.db.query(`UPDATE mail_messages SET status = 'SKIPPED' WHERE id = $1`, [mailId]);
        return;
      }
      const render = templates[mail.template] as (
        p: Record<string, string>,
      ) => ReturnType<(typeof templates)[TemplateName]>;
      const content = render(mail.payload);
      await deps.db.query('UPDATE mail_messages SET attempts = attempts + 1 WHERE id = $1', [mailId]);
      try {
        const sent = await deps.transport.send({
          from: deps.from,
          to: mail.to_address,
          subject: content.subject,
          text: content.text,
          html: content.html,
        });
        await deps.db.query(
          `UPDATE mail_messages SET status = 'SENT', message_id = $2, sent_at = now(), error = NULL WHERE id = $1`,
          [mailId, sent.messageId],
        );
        if (sent.location)
          deps.log('mail written', { to: mail.to_address, file: sent.location, link: content.link });
      } catch (err) {
        await deps.db.query('UPDATE mail_messages SET error = $2 WHERE id = $1', [mailId, String(err)]);
        throw err;
      }
    },
  };

  return {
    sendJob,
    async enqueue(request) {
      const subject = templates[request.template](request.payload as never).subject;
      const { rows } = await deps.db.query<{ id: number }>(
        `INSERT INTO mail_messages (user_id, to_address, template, subject, essential, payload)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          request.userId,
          request.to,
          request.template,
          subject,
          request.essential,
          request.payload as Record<string, unknown>,
        ],
      );
      await deps.queue().send(sendJob, { mailId: rows[0].id });
      return rows[0].id;
    },
  };
};
