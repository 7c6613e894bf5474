// SQL of what a finished execution tells people: who hears about the brand (its owner and accepted
// members), the prompts' results to compare with the previous execution's, the notifications, and
// where the owner's 'report ready' mail goes.
import type { Queryable } from '../../db/database.ts';

export interface BrandOwnerMail {
  email: string;
  name: string;
  id: number;
  uuid: string;
  title: string;
  code: string;
}

/** One prompt's result on one engine in an execution. */
export interface PromptResult {
  prompt_id: number;
  kind: 'RANKING' | 'QUESTION';
  engine: string;
  value: number | null;
}

export const executionNoticeRepo = {
  /** The brand's newest completed execution other than `id`, or null. */
  async previousCompleted(q: Queryable, projectId: number, id: number): Promise<number | null> {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' AND id <> $2
       ORDER BY executed_at DESC, id DESC LIMIT 1`,
      [projectId, id],
    );
    return rows[0]?.id ?? null;
  },

  /** Per prompt and engine: the average position (ranking) or rating (accuracy) of one execution. */
  async promptResults(q: Queryable, executionId: number): Promise<PromptResult[]> {
    const { rows } = await q.query<PromptResult>(
      `SELECT a.prompt_id, p.kind, a.engine,
         round(avg(CASE WHEN p.kind = 'RANKING' THEN a.position ELSE a.rating END)::numeric, 1)::float AS value
       FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND a.status = 'COMPLETED'
       GROUP BY a.prompt_id, p.kind, a.engine`,
      [executionId],
    );
    return rows;
  },

  /** The brand's owner and the users who accepted a share of it. */
  async audience(q: Queryable, projectId: number): Promise<number[]> {
    const { rows } = await q.query<{ user_id: number }>(
      `SELECT owner_id AS user_id FROM projects WHERE id = $1
       UNION SELECT user_id FROM project_shares WHERE project_id = $1 AND status = 'ACCEPTED' AND user_id IS NOT NULL`,
      [projectId],
    );
    return rows.map((a) => a.user_id);
  },

  async notifyFinished(
    q: Queryable,
    users: number[],
    execution: { projectId: number; id: number },
    message: string,
  ) {
    await q.query(
      `INSERT INTO notifications (user_id, project_id, notification_type, report_execution_id, message)
       SELECT u, $2, 'REPORT_EXECUTION', $3, $4 FROM unnest($1::int[]) u`,
      [users, execution.projectId, execution.id, message],
    );
  },

  async notifyResultChanged(
    q: Queryable,
    users: number[],
    execution: { projectId: number; id: number },
    prompt: { id: number; kind: 'RANKING' | 'QUESTION' },
  ) {
    await q.query(
      `INSERT INTO notifications (user_id, project_id, notification_type, report_execution_id, prompt_id, message)
       SELECT u, $2, $3, $4, $5, 'Result changed' FROM unnest($1::int[]) u`,
      [
        users,
        execution.projectId,
        prompt.kind === 'RANKING' ? 'RANKING_QUERY' : 'QUESTION_QUERY',
        execution.id,
        prompt.id,
      ],
    );
  },

  /** The brand's owner with what the 'report ready' mail says: the brand and the unsubscribe code. */
  async ownerMail(q: Queryable, projectId: number): Promise<BrandOwnerMail> {
    const { rows } = await q.query<BrandOwnerMail>(
      `SELECT u.email, u.name, u.id, p.uuid, p.title, u.unsubscribe_code AS code
       FROM projects p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
      [projectId],
    );
    return rows[0];
  },
};
