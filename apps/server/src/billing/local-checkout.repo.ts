// SQL of the local provider's checkout sessions (its "provider side" of a checkout).
import type { CheckoutPlanName } from '@sightline/contracts';
import type { Queryable } from '../db/database.ts';

export interface LocalCheckout {
  id: string;
  user_id: number;
  plan_name: CheckoutPlanName;
  success_url: string;
  cancel_url: string;
  completed_at: Date | null;
}

export const localCheckoutRepo = {
  async insert(
    q: Queryable,
    c: { id: string; userId: number; plan: CheckoutPlanName; successUrl: string; cancelUrl: string },
    now: Date,
  ) {
    await q.query(
      `INSERT INTO local_checkouts (id, user_id, plan_name, success_url, cancel_url, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
      [c.id, c.userId, c.plan, c.successUrl, c.cancelUrl, now],
    );
  },

  async get(q: Queryable, id: string): Promise<LocalCheckout | null> {
    const { rows } = await q.query<LocalCheckout>('SELECT * FROM local_checkouts WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** Completes the session once; null when it was completed before. */
  async complete(q: Queryable, id: string, now: Date): Promise<LocalCheckout | null> {
    const { rows } = await q.query<LocalCheckout>(
      `UPDATE local_checkouts SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL RETURNING *`,
      [id, now],
    );
    return rows[0] ?? null;
  },
};
