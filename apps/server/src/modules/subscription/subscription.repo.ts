// SQL for plans, subscriptions, invoices, applied billing events and counted executions.
import type { CountedPrompt, ExecutionKind, PlanName, SubscriptionStatus } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface PlanRow {
  id: number;
  name: PlanName;
  display_name: string;
  queries_per_month: number | null;
  price_eur: string | null;
  team_members: number | null;
  keyword_analyses_per_month: number | null;
  recommendation_runs_per_month: number | null;
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
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  provider_event_at: Date | null;
  provider_subscription_created: Date | null;
}

export interface SubscriptionWithPlan extends SubscriptionRow {
  plan: PlanRow | null;
}

export interface SubscriptionWithUsage extends SubscriptionWithPlan {
  prompts_used: number;
  shared_by_name: string | null;
}

export interface InvoiceRow {
  id: number;
  subscription_id: number;
  external_id: string;
  number: string | null;
  amount: string;
  currency: string;
  status: string;
  hosted_url: string | null;
  pdf_url: string | null;
  issued_at: Date;
  period_start: Date | null;
  period_end: Date | null;
  event_at: Date | null;
}

/** What a provider's subscription means here, as applied by a webhook event. */
export interface SubscriptionChange {
  planId: number;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  customerId: string;
  subscriptionId: string;
  subscriptionCreated: Date;
  eventAt: Date;
}

export interface InvoiceChange {
  subscriptionRowId: number;
  externalId: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  eventAt: Date;
}

const withPlan = async <T extends SubscriptionRow>(
  q: Queryable,
  sub: T,
): Promise<T & { plan: PlanRow | null }> => {
  if (sub.plan_id === null) return { ...sub, plan: null };
  const { rows } = await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [sub.plan_id]);
  return { ...sub, plan: rows[0] ?? null };
};

/** The brands whose prompts the plan of billing owner $1 counts: theirs and their accepted team's. */
const COUNTED_BRANDS = `(pr.owner_id = $1 OR pr.owner_id IN (
  SELECT sh.user_id FROM subscription_shares sh JOIN subscriptions s ON s.id = sh.subscription_id
  WHERE s.user_id = $1 AND sh.status = 'ACCEPTED'))`;

export const subscriptionRepo = {
  async plans(q: Queryable): Promise<PlanRow[]> {
    const { rows } = await q.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order');
    return rows;
  },

  async planById(q: Queryable, id: number): Promise<PlanRow | null> {
    const { rows } = await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async planByName(q: Queryable, name: PlanName): Promise<PlanRow> {
    const { rows } = await q.query<PlanRow>('SELECT * FROM plans WHERE name = $1', [name]);
    return rows[0];
  },

  async insertTrial(q: Queryable, userId: number, trialEnd: Date) {
    await q.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, is_trial, trial_end_date)
       VALUES ($1, NULL, 'TRIALING', true, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, trialEnd],
    );
  },

  /** A paid plan already running, as after a checkout: for seeding demo and benchmark users. */
  async insertActive(q: Queryable, userId: number, plan: PlanName) {
    await q.query(
      `INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, (SELECT id FROM plans WHERE name = $2), 'ACTIVE')`,
      [userId, plan],
    );
  },

  /**
   * The owner's own subscription with its plan. `lock` holds the row until the transaction ends, so
   * checks of a limit and the write they allow happen one request at a time per owner.
   */
  async ofOwner(q: Queryable, ownerId: number, lock = false): Promise<SubscriptionWithPlan | null> {
    const { rows } = await q.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [ownerId],
    );
    return rows[0] ? withPlan(q, rows[0]) : null;
  },

  async byProviderIds(
    q: Queryable,
    ids: { subscriptionId?: string; customerId?: string },
  ): Promise<SubscriptionRow | null> {
    const { rows } = await q.query<SubscriptionRow>(
      `SELECT * FROM subscriptions
       WHERE ($1::text IS NOT NULL AND stripe_subscription_id = $1) OR ($2::text IS NOT NULL AND stripe_customer_id = $2)
       ORDER BY (stripe_subscription_id = $1) DESC NULLS LAST LIMIT 1`,
      [ids.subscriptionId ?? null, ids.customerId ?? null],
    );
    return rows[0] ?? null;
  },

  /**
   * The owner of the team whose subscription the user accepted to share, or null: a member works
   * under that subscription instead of their own (one team at most, a unique index says so).
   */
  async teamOwnerOf(q: Queryable, userId: number): Promise<number | null> {
    const { rows } = await q.query<{ owner_id: number }>(
      `SELECT s.user_id AS owner_id FROM subscription_shares sh JOIN subscriptions s ON s.id = sh.subscription_id
       WHERE sh.user_id = $1 AND sh.status = 'ACCEPTED'`,
      [userId],
    );
    return rows[0]?.owner_id ?? null;
  },

  /**
   * The subscription a user works under (`billingOwner`'s: their own, or their team's) with the
   * prompts it counts.
   */
  async forUser(q: Queryable, userId: number, billingOwner: number): Promise<SubscriptionWithUsage | null> {
    const sub = await subscriptionRepo.ofOwner(q, billingOwner);
    if (!sub) return null;
    const [used, owner] = await Promise.all([
      subscriptionRepo.promptsUsed(q, billingOwner),
      billingOwner === userId
        ? null
        : q.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [billingOwner]),
    ]);
    return { ...sub, prompts_used: used, shared_by_name: owner ? owner.rows[0].name : null };
  },

  /**
   * Prompts the billing owner's plan counts: of every brand they own or an accepted member of their
   * team owns.
   */
  async promptsUsed(q: Queryable, billingOwner: number): Promise<number> {
    const { rows } = await q.query<{ used: number }>(
      `SELECT count(*)::int AS used FROM prompts p JOIN projects pr ON pr.id = p.project_id
       WHERE ${COUNTED_BRANDS}`,
      [billingOwner],
    );
    return rows[0].used;
  },

  /** The prompts `promptsUsed` counts, oldest first (ids grow with creation). */
  async countedPrompts(q: Queryable, billingOwner: number): Promise<CountedPrompt[]> {
    const { rows } = await q.query<CountedPrompt>(
      `SELECT p.id, p.query_text, p.kind AS type, pr.uuid AS project_uuid, pr.title AS project_title
       FROM prompts p JOIN projects pr ON pr.id = p.project_id
       WHERE ${COUNTED_BRANDS} ORDER BY p.id`,
      [billingOwner],
    );
    return rows;
  },

  /** Team members of the owner's subscription at `now`: accepted, or invited and not yet expired. */
  async membersUsed(q: Queryable, subscriptionId: number, now: Date): Promise<number> {
    const { rows } = await q.query<{ used: number }>(
      `SELECT count(*)::int AS used FROM subscription_shares
       WHERE subscription_id = $1
         AND (status = 'ACCEPTED' OR (status = 'PENDING' AND (expires_at IS NULL OR expires_at > $2)))`,
      [subscriptionId, now],
    );
    return rows[0].used;
  },

  async executionsUsed(q: Queryable, ownerId: number, kind: ExecutionKind, since: Date): Promise<number> {
    const { rows } = await q.query<{ used: number }>(
      'SELECT count(*)::int AS used FROM plan_usage WHERE owner_id = $1 AND kind = $2 AND used_at >= $3',
      [ownerId, kind, since],
    );
    return rows[0].used;
  },

  async recordExecution(q: Queryable, ownerId: number, kind: ExecutionKind, at: Date) {
    await q.query('INSERT INTO plan_usage (owner_id, kind, used_at) VALUES ($1, $2, $3)', [
      ownerId,
      kind,
      at,
    ]);
  },

  /** Records an event id; false when it was applied before (a replay). */
  async claimEvent(q: Queryable, id: string, type: string): Promise<boolean> {
    const { rows } = await q.query(
      'INSERT INTO billing_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [id, type],
    );
    return rows.length > 0;
  },

  async linkCustomer(q: Queryable, rowId: number, customerId: string) {
    await q.query(
      'UPDATE subscriptions SET stripe_customer_id = $2, updated_at = now() WHERE id = $1 AND stripe_customer_id IS NULL',
      [rowId, customerId],
    );
  },

  async applyChange(q: Queryable, rowId: number, c: SubscriptionChange) {
    await q.query(
      `UPDATE subscriptions SET plan_id = $2, status = $3, current_period_end = $4, stripe_customer_id = $5,
         stripe_subscription_id = $6, provider_subscription_created = $7, provider_event_at = $8,
         is_trial = false, updated_at = now()
       WHERE id = $1`,
      [
        rowId,
        c.planId,
        c.status,
        c.currentPeriodEnd,
        c.customerId,
        c.subscriptionId,
        c.subscriptionCreated,
        c.eventAt,
      ],
    );
  },

  /** Inserts or updates the provider's invoice unless a newer event already wrote it. */
  async upsertInvoice(q: Queryable, i: InvoiceChange) {
    await q.query(
      `INSERT INTO invoices (subscription_id, external_id, number, amount, currency, status, hosted_url, pdf_url,
         issued_at, period_start, period_end, event_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (external_id) DO UPDATE SET number = excluded.number, amount = excluded.amount,
         currency = excluded.currency, status = excluded.status, hosted_url = excluded.hosted_url,
         pdf_url = excluded.pdf_url, period_start = excluded.period_start, period_end = excluded.period_end,
         event_at = excluded.event_at
       WHERE invoices.event_at IS NULL OR invoices.event_at <= excluded.event_at`,
      [
        i.subscriptionRowId,
        i.externalId,
        i.number,
        i.amount,
        i.currency,
        i.status,
        i.hostedUrl,
        i.pdfUrl,
        i.issuedAt,
        i.periodStart,
        i.periodEnd,
        i.eventAt,
      ],
    );
  },

  async invoices(q: Queryable, subscriptionRowId: number): Promise<InvoiceRow[]> {
    const { rows } = await q.query<InvoiceRow>(
      `SELECT * FROM invoices WHERE subscription_id = $1 AND status <> 'draft' ORDER BY issued_at DESC, id DESC`,
      [subscriptionRowId],
    );
    return rows;
  },

  async invoiceByExternalId(q: Queryable, externalId: string): Promise<InvoiceRow | null> {
    const { rows } = await q.query<InvoiceRow>('SELECT * FROM invoices WHERE external_id = $1', [externalId]);
    return rows[0] ?? null;
  },

  /** Where the owner's billing mail goes. */
  async ownerContact(q: Queryable, userId: number): Promise<{ email: string; name: string } | null> {
    const { rows } = await q.query<{ email: string; name: string }>(
      'SELECT email, name FROM users WHERE id = $1',
      [userId],
    );
    return rows[0] ?? null;
  },
};
