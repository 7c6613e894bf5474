// SQL for plans and subscriptions.
import type { PlanName, SubscriptionStatus } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface PlanRow {
  id: number;
  name: PlanName;
  display_name: string;
  queries_per_month: number | null;
  price_eur: string | null;
  team_members: number | null;
  features: string[];
}

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number | null;
  status: SubscriptionStatus;
  is_trial: boolean;
  trial_end_date: Date | null;
  current_period_end: Date | null;
}

export interface SubscriptionWithUsage extends SubscriptionRow {
  plan: PlanRow | null;
  prompts_used: number;
  shared_by_name: string | null;
}

export const subscriptionRepo = {
  async plans(q: Queryable): Promise<PlanRow[]> {
    const { rows } = await q.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order');
    return rows;
  },

  async insertTrial(q: Queryable, userId: number, trialEnd: Date) {
    await q.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, is_trial, trial_end_date)
       VALUES ($1, NULL, 'TRIALING', true, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, trialEnd],
    );
  },

  /**
   * The subscription a user works under: their own, or one shared with them and accepted.
   * Prompt usage counts the prompts of every project the subscription owner owns.
   */
  async forUser(q: Queryable, userId: number): Promise<SubscriptionWithUsage | null> {
    const { rows } = await q.query<SubscriptionRow & { shared_by_name: string | null }>(
      `SELECT s.*, NULL::text AS shared_by_name FROM subscriptions s WHERE s.user_id = $1
       UNION ALL
       SELECT s.*, owner.name AS shared_by_name FROM subscription_shares sh
         JOIN subscriptions s ON s.id = sh.subscription_id
         JOIN users owner ON owner.id = s.user_id
       WHERE sh.user_id = $1 AND sh.status = 'ACCEPTED' AND s.plan_id IS NOT NULL
       ORDER BY shared_by_name NULLS FIRST
       LIMIT 1`,
      [userId],
    );
    const sub = rows[0];
    if (!sub) return null;
    const [planRows, usage] = await Promise.all([
      sub.plan_id === null
        ? Promise.resolve({ rows: [] as PlanRow[] })
        : q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [sub.plan_id]),
      q.query<{ used: number }>(
        `SELECT count(*)::int AS used FROM prompts p JOIN projects pr ON pr.id = p.project_id WHERE pr.owner_id = $1`,
        [sub.user_id],
      ),
    ]);
    return { ...sub, plan: planRows.rows[0] ?? null, prompts_used: usage.rows[0].used };
  },
};
