// The privacy policy's retention periods, kept by a daily job: an account that never paid is deleted
// `unpaidProfileMonths` after its last activity, and a former customer's brands `brandDataMonths`
// after the subscription ended. Each deletion is announced by mail `noticeDays` before, and never
// happens sooner than that after the warning; signing in (or paying) moves the date and the warning
// with it. The raw text of answers goes `answerTextDays` after they were collected (their reading and
// figures stay). Everything done is logged.
import { DAY_MS, longDay } from '@sightline/contracts';
import { z } from 'zod';
import type { RetentionConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { AccountService } from '../auth/account.service.ts';
import {
  ANSWER_TEXT_TABLE_NAMES,
  type AnswerTextTable,
  type DueAccount,
  type RetentionRule,
  retentionRepo as repo,
} from './retention.repo.ts';

/**
 * Answers whose text one statement removes: small enough that a large backlog (the first run on an
 * old database) never holds many row locks or much memory at once, large enough to clear it quickly.
 */
const ANSWER_TEXT_BATCH = 5000;

export const createRetentionService = (deps: {
  db: Database;
  clock: Clock;
  mail: MailService;
  account: Pick<AccountService, 'eraseExpired' | 'removeUploads'>;
  publicUrl: string;
  config: RetentionConfig;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Answers per statement of the text removal (tests make it small). */
  answerTextBatch?: number;
}) => {
  const { db, clock, config } = deps;
  const noticeMs = config.noticeDays * DAY_MS;

  /** Warns once per due date; the data goes once due and the warning is old enough. */
  const apply = async (
    rule: RetentionRule,
    due: readonly DueAccount[],
    remove: (account: DueAccount) => Promise<void>,
  ) => {
    const now = clock.now();
    let warned = 0;
    let removed = 0;
    for (const account of due) {
      if (account.warned_at === null) {
        // Never sooner than the notice period after the warning, even when it goes out late.
        const date = new Date(Math.max(account.due_at.getTime(), now.getTime() + noticeMs));
        await deps.mail.enqueue({
          userId: account.user_id,
          to: account.email,
          template: 'retentionWarning',
          essential: true,
          payload: {
            name: account.name,
            what: rule === 'unpaid_profile' ? 'profile' : 'brands',
            date: longDay(date),
            url: `${deps.publicUrl}${rule === 'unpaid_profile' ? '/login' : '/plans'}`,
          },
        });
        await repo.recordNotice(db, account.user_id, rule, account.due_at, now);
        warned++;
      } else if (account.due_at <= now && account.warned_at.getTime() + noticeMs <= now.getTime()) {
        await remove(account);
        removed++;
      }
    }
    if (warned + removed > 0)
      deps.log.info({ rule, warned, removed }, 'retention: accounts warned and data deleted');
    return { warned, removed };
  };

  /**
   * Removes the raw text of answers of both origins older than the period, batch after batch (each
   * statement its own transaction) until none is left; null when texts are kept forever.
   */
  const removeAnswerTexts = async () => {
    if (config.answerTextDays === 0) return null;
    const now = clock.now();
    const before = new Date(now.getTime() - config.answerTextDays * DAY_MS);
    const batch = deps.answerTextBatch ?? ANSWER_TEXT_BATCH;
    const removed = { answers: 0, imported_answers: 0 } satisfies Record<AnswerTextTable, number>;
    let batches = 0;
    for (const table of ANSWER_TEXT_TABLE_NAMES) {
      for (;;) {
        const n = await repo.removeAnswerTexts(db, table, before, now, batch);
        if (n === 0) break;
        removed[table] += n;
        batches++;
        if (n < batch) break;
      }
    }
    if (batches > 0)
      deps.log.info({ rule: 'answer_text', ...removed, batches }, 'retention: answer texts removed');
    return { ...removed, batches };
  };

  const run = async () => {
    if (!config.enabled) return null;
    const horizon = new Date(clock.now().getTime() + noticeMs);
    const profiles = await apply(
      'unpaid_profile',
      await repo.unpaidProfiles(db, config.unpaidProfileMonths, horizon),
      (account) => deps.account.eraseExpired(account.user_id),
    );
    const brands = await apply(
      'brand_data',
      await repo.endedCustomersWithBrands(db, config.brandDataMonths, horizon),
      async (account) =>
        deps.account.removeUploads(await db.tx((q) => repo.deleteBrandsOf(q, account.user_id))),
    );
    return { profiles, brands, answerTexts: await removeAnswerTexts() };
  };

  const job: JobDefinition<z.ZodObject> = {
    name: 'retention.run',
    payload: z.object({}),
    retryLimit: 3,
    retryDelay: 600,
    concurrency: 1,
    handle: async () => {
      await run();
    },
  };

  return { run, job };
};

export type RetentionService = ReturnType<typeof createRetentionService>;
