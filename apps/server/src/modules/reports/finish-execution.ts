// Ends an execution once no answer is pending: final status, roll-ups of its day, the agent tab's
// feedback, notifications for the execution and for each prompt whose result changed, its alerts
// (webhooks, alert mails) and the 'report ready' email.
import { isoDay } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { recommendationRepo } from '../recommendations/recommendations.repo.ts';
import { storeFeedback } from '../recommendations/stored-feedback.ts';
import type { AlertJobs } from '../webhooks/alert-jobs.ts';
import { executionRepo } from './execution.repo.ts';
import { executionNoticeRepo, type PromptResult } from './execution-notices.repo.ts';
import { rollupRepo } from './rollups.repo.ts';

/** Prompts whose result moved on any engine since the previous completed execution (new ones included). */
const changedPrompts = (current: PromptResult[], previous: PromptResult[]) => {
  const before = new Map(previous.map((r) => [`${r.prompt_id}:${r.engine}`, r.value]));
  const changed = new Map<number, 'RANKING' | 'QUESTION'>();
  for (const r of current) {
    const key = `${r.prompt_id}:${r.engine}`;
    if (!before.has(key) || before.get(key) !== r.value) changed.set(r.prompt_id, r.kind);
  }
  return changed;
};

export const finishExecution = async (
  deps: {
    db: Database;
    clock: Clock;
    mail: MailService;
    alerts: Pick<AlertJobs, 'afterExecution'>;
    publicUrl: string;
  },
  executionId: number,
) => {
  const { db, clock } = deps;
  const execution = await executionRepo.get(db, executionId);
  if (!execution || execution.status === 'COMPLETED' || execution.status === 'FAILED') return;
  const counts = await executionRepo.answerCounts(db, executionId);
  if (counts.pending > 0) return;
  const status = counts.collected > 0 ? 'COMPLETED' : 'FAILED';
  const owner = await db.tx(async (q) => {
    const won = await executionRepo.finish(
      q,
      executionId,
      status,
      clock.now(),
      status === 'FAILED' ? 'No engine returned an answer.' : null,
    );
    if (!won) return null;
    await rollupRepo.rebuildDay(q, execution.project_id, isoDay(execution.executed_at));
    const users = await executionNoticeRepo.audience(q, execution.project_id);
    const notice = { projectId: execution.project_id, id: executionId };
    await executionNoticeRepo.notifyFinished(
      q,
      users,
      notice,
      status === 'COMPLETED' ? 'Your report is ready' : 'Your report failed',
    );
    if (status === 'COMPLETED') {
      // A retried job finds the execution finished above and stops, so this runs once; the key would
      // replace the row rather than add one anyway.
      const finished = await recommendationRepo.execution(q, String(executionId));
      if (finished) await storeFeedback(q, finished);
      const previous = await executionNoticeRepo.previousCompleted(q, execution.project_id, executionId);
      const changed = changedPrompts(
        await executionNoticeRepo.promptResults(q, executionId),
        previous !== null ? await executionNoticeRepo.promptResults(q, previous) : [],
      );
      for (const [promptId, kind] of changed) {
        await executionNoticeRepo.notifyResultChanged(q, users, notice, { id: promptId, kind });
      }
    }
    return executionNoticeRepo.ownerMail(q, execution.project_id);
  });
  if (!owner) return;
  // After the commit: the detection job reads what this transaction wrote. A crash before this line
  // leaves the execution without alerts_detected_at, which a starting worker picks up.
  await deps.alerts.afterExecution(executionId);
  if (status !== 'COMPLETED') return;
  await deps.mail.enqueue({
    userId: owner.id,
    to: owner.email,
    template: 'reportReady',
    essential: false,
    payload: {
      name: owner.name,
      brand: owner.title,
      reportUrl: `${deps.publicUrl}/project-table/${owner.uuid}`,
      unsubscribeUrl: `${deps.publicUrl}/unsubscribe/${owner.code}`,
    },
  });
};
