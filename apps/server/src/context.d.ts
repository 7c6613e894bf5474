import type { EngineCode } from '@sightline/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type EngineAdapter } from './engines/index.ts';
import { type MediaStore } from './http/uploads.ts';
import type { AnyJob, JobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import { type MailService } from './mail/mail.service.ts';
import { type MailTransport } from './mail/transport.ts';
import { type AccessTokens } from './modules/auth/access-token.ts';
import { type AuthService } from './modules/auth/auth.service.ts';
import { type Captcha } from './modules/auth/captcha.ts';
import { type ProjectService } from './modules/projects/project.service.ts';
import { type PromptService } from './modules/prompts/prompt.service.ts';
import { type ExecutionService } from './modules/reports/execution.service.ts';
import { type ReportJobs } from './modules/reports/report-jobs.ts';
export interface Logger {
  info(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  media: MediaStore;
  captcha: Captcha;
  accessTokens: AccessTokens;
  auth: AuthService;
  projects: ProjectService;
  prompts: PromptService;
  engines: Record<EngineCode, EngineAdapter>;
  reportJobs: ReportJobs;
  executions: ExecutionService;
  /** Every job this codebase defines; worker processes run them. */
  jobs: readonly AnyJob[];
}
export declare const createContext: (deps: {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  transport?: MailTransport;
  engines?: Record<EngineCode, EngineAdapter>;
}) => Promise<AppContext>;
