// SQL that only seeding runs: history copied back in time, and shares accepted without the invitation.
import type { Queryable } from '../db/database.ts';
import { DAILY_TABLES } from '../modules/reports/rollups.repo.ts';

export const seedRepo = {
  /** Repeats the brand's daily roll-ups of `today` and the day before, two days further back each time. */
  async copyDailyRollupsBack(q: Queryable, projectId: number, today: string, copies: number) {
    for (const table of DAILY_TABLES) {
      const { rows } = await q.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()
         ORDER BY ordinal_position`,
        [table],
      );
      const columns = rows.map((r) => r.column_name);
      const select = columns.map((c) => (c === 'day' ? `(day - (g.n * 2))::date` : c)).join(', ');
      await q.query(
        `INSERT INTO ${table} (${columns.join(', ')})
         SELECT ${select} FROM ${table}, generate_series(1, $2::int) AS g(n)
         WHERE project_id = $1 AND day >= $3::date - 1`,
        [projectId, copies, today],
      );
    }
  },

  /** One completed execution a day, from two days before `before` back `days` days. */
  async insertPastExecutions(q: Queryable, projectId: number, engines: string[], before: Date, days: number) {
    await q.query(
      `INSERT INTO report_executions (project_id, status, trigger, samples, engines, executed_at, started_at, completed_at)
       SELECT $1, 'COMPLETED', 'SEED', 3, $2::text[], t, t, t
       FROM generate_series($3::timestamptz - interval '2 days', $3::timestamptz - ($4::int * interval '1 day'), interval '-1 day') t`,
      [projectId, engines, before, days],
    );
  },

  async insertAcceptedShare(
    q: Queryable,
    project: { id: number; customer_id: number },
    email: string,
    permission: 'VIEW' | 'EDIT',
  ) {
    await q.query(
      `INSERT INTO project_shares (project_id, user_email, user_id, permission, status, shared_by)
       VALUES ($1, $2, (SELECT id FROM users WHERE email = $2), $3, 'ACCEPTED', $4)
       ON CONFLICT (project_id, user_email) DO UPDATE SET permission = EXCLUDED.permission`,
      [project.id, email, permission, project.customer_id],
    );
  },
};
