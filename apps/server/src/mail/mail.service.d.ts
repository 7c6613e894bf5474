import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { JobDefinition, JobQueue } from '../jobs/queue.ts';
import { type TemplateName, type TemplatePayload } from './templates.ts';
import type { MailTransport } from './transport.ts';
export interface MailRequest<T extends TemplateName> {
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
declare const SendMailPayload: z.ZodObject<
  {
    mailId: z.ZodNumber;
  },
  z.core.$strip
>;
export declare const createMailService: (deps: {
  db: Database;
  queue: () => JobQueue;
  transport: MailTransport;
  from: string;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}) => MailService;
