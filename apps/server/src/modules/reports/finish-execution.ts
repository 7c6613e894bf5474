// Ends an execution once no answer is pending: final status, roll-ups of its day, the agent tab's
// feedback, notifications for the execution and for each prompt whose result changed, its alerts
// (webhooks, alert mails) and the 'report ready' email.
import { isoDay } from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { recommendationRepo } from '../recommendations/recommendations.repo.ts';
import { storeFeedback } from '../recommendations/stored-feedback.ts';
import type { AlertJobs } from '../webhooks/alert-jobs.ts';
import { executionRepo } from './execution.repo.ts';
import { rebuildRollups } from './rollups.ts';

interface PromptResult {
  prompt_id: number;
  kind: 'RANKING' | 'QUESTION';
  engine: string;
  value: number | null;
}

/** Per prompt and engine: the average position (ranking) or rating (accuracy) of one execution. */
const resultsOf = async (q: Queryable, executionId: number): Promise<PromptResult[]> => {
  const { rows } = await q.query<PromptResult>(
    `SELECT a.prompt_id, p.kind, a.engine,
       round(avg(CASE WHEN p.kind = 'RANKING' THEN a.position ELSE a.rating END)::numeric, 1)::float AS value
     FROM answers a JOIN prompts p ON p.id = a.prompt_id
     WHERE a.execution_id = $1 AND a.status = 'COMPLETED'
     GROUP BY a.prompt_id, p.kind, a.engine`,
    [executionId],
  );
  return rows;
};

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
    await rebuildRollups(q, execution.project_id, isoDay(execution.executed_at));
    const { rows: audience } = await q.query<{ user_id: number }>(
      `SELECT owner_id AS user_id FROM projects WHERE id = $1
       UNION SELECT user_id FROM project_shares WHERE project_id = $1 AND status = 'ACCEPTED' AND user_id IS NOT NULL`,
      [execution.project_id],
    );
    const users = audience.map((a) => a.user_id);
    await q.query(
      `INSERT INTO notifications (user_id, project_id, notification_type, report_execution_id, message)
       SELECT u, $2, 'REPORT_EXECUTION', $3, $4 FROM unnest($1::int[]) u`,
      [
        users,
        execution.project_id,
        executionId,
        status === 'COMPLETED' ? 'Your report is ready' : 'Your report failed',
      ],
    );
    if (status === 'COMPLETED') {
      // A retried job finds the execution finished above and stops, so this runs once; the key would
      // replace the row rather than add one anyway.
      const finished = await recommendationRepo.execution(q, String(executionId));
      if (finished) await storeFeedback(q, finished);
      const { rows: prev } = await q.query<{ id: number }>(
        `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' AND id <> $2
         ORDER BY executed_at DESC, id DESC LIMIT 1`,
        [execution.project_id, executionId],
      );
      const changed = changedPrompts(
        await resultsOf(q, executionId),
        prev[0] ? await resultsOf(q, prev[0].id) : [],
      );
      for (const [promptId, kind] of changed) {
        await q.query(
          `INSERT INTO notifications (user_id, project_id, notification_type, report_execution_id, prompt_id, message)
           SELECT u, $2, $3, $4, $5, 'Result changed' FROM unnest($1::int[]) u`,
          [
            users,
            execution.project_id,
            kind === 'RANKING' ? 'RANKING_QUERY' : 'QUESTION_QUERY',
            executionId,
            promptId,
          ],
        );
      }
    }
    const { rows } = await q.query<{
      email: string;
      name: string;
      id: number;
      uuid: string;
      title: string;
      code: string;
    }>(
      `SELECT u.email, u.name, u.id, p.uuid, p.title, u.unsubscribe_code AS code
       FROM projects p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
      [execution.project_id],
    );
    return rows[0];
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
