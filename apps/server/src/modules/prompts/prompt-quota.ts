// The plan's prompt limit. Callers hold the owner's subscription row lock for the whole
// transaction, so concurrent creates cannot both pass the check.
import { DEFAULT_PROMPT_TOTAL, projectMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { forbidden } from '../../lib/http-error.ts';

export const lockPromptQuota = async (q: Queryable, ownerId: number) => {
  const { rows } = await q.query<{ total: number | null }>(
    `SELECT pl.queries_per_month AS total FROM subscriptions s LEFT JOIN plans pl ON pl.id = s.plan_id
     WHERE s.user_id = $1 FOR UPDATE OF s`,
    [ownerId],
  );
  // Counted in a second statement: under READ COMMITTED it then sees prompts committed while we waited for the lock.
  const usage = await q.query<{ used: number }>(
    'SELECT count(*)::int AS used FROM prompts p JOIN projects pr ON pr.id = p.project_id WHERE pr.owner_id = $1',
    [ownerId],
  );
  const total = rows[0]?.total || DEFAULT_PROMPT_TOTAL;
  const used = usage.rows[0].used;
  return {
    total,
    used,
    /** Throws 'Prompt Limit Reached' when adding `count` more prompts would go past the plan. */
    assertRoomFor(count: number) {
      if (count > 0 && used + count > total) {
        throw forbidden(projectMessages.promptLimit, 'prompt_limit_reached');
      }
    },
  };
};
