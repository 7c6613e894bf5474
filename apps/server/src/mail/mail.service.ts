// Queues mail as rows plus a job, so sending is retried and never doubled, and unsubscribed
// users get no non-essential mail.
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { JobDefinition, JobQueue } from '../jobs/queue.ts';
import { mailRepo } from './mail.repo.ts';
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
      const mail = await mailRepo.get(deps.db, mailId);
      if (!mail || mail.status === 'SENT' || mail.status === 'SKIPPED') return;
      if (!mail.essential && mail.unsubscribed) {
        await mailRepo.skip(deps.db, mailId);
        return;
      }
      const render = templates[mail.template] as (
        p: Record<string, string>,
      ) => ReturnType<(typeof templates)[TemplateName]>;
      const content = render(mail.payload);
      await mailRepo.countAttempt(deps.db, mailId);
      try {
        const sent = await deps.transport.send({
          from: deps.from,
          to: mail.to_address,
          subject: content.subject,
          text: content.text,
          html: content.html,
        });
        await mailRepo.markSent(deps.db, mailId, sent.messageId);
        if (sent.location)
          deps.log('mail written', { to: mail.to_address, file: sent.location, link: content.link });
      } catch (err) {
        await mailRepo.recordError(deps.db, mailId, String(err));
        throw err;
      }
    },
  };

  return {
    sendJob,
    async enqueue(request) {
      const subject = templates[request.template](request.payload as never).subject;
      const mailId = await mailRepo.insert(deps.db, {
        userId: request.userId,
        to: request.to,
        template: request.template,
        subject,
        essential: request.essential,
        payload: request.payload as Record<string, unknown>,
      });
      await deps.queue().send(sendJob, { mailId });
      return mailId;
    },
  };
};
