// SQL of what a finished execution tells people: who hears about the brand (its owner and accepted
// members), their notifications, and where the owner's 'report ready' mail goes.
import type { Queryable } from '../../db/database.ts';

export interface BrandOwnerMail {
  email: string;
  name: string;
  id: number;
  uuid: string;
  title: string;
  code: string;
}

export const executionNoticeRepo = {
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
