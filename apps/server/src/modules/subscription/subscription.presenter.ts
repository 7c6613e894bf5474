import { INVOICE_STATUSES, type Invoice, type Plan, type Subscription } from '@sightline/contracts';
import { accountState } from './account-state.ts';
import type { InvoiceRow, PlanRow, SubscriptionWithUsage } from './subscription.repo.ts';

export const presentPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  display_name: row.display_name,
  queries_per_month: row.queries_per_month,
  price_eur: row.price_eur === null ? null : Number(row.price_eur),
  team_members: row.team_members,
  keyword_analyses_per_month: row.keyword_analyses_per_month,
  recommendation_runs_per_month: row.recommendation_runs_per_month,
  features: row.features,
});

export const presentSubscription = (row: SubscriptionWithUsage, now: Date): Subscription => {
  const { access, limits } = accountState(row, now);
  const total = limits.prompts;
  return {
    id: row.id,
    plan: row.plan ? presentPlan(row.plan) : null,
    status: row.status,
    is_trial: row.is_trial,
    is_on_trial: row.is_trial,
    trial_end_date: row.trial_end_date?.toISOString() ?? null,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    // Never negative, even after a downgrade below current usage; none at all while read-only.
    remaining_queries: access === 'read_only' ? 0 : Math.max(0, total - row.prompts_used),
    total_queries_used: row.prompts_used,
    total_queries: total,
    is_shared: row.shared_by_name !== null,
    shared_by_name: row.shared_by_name,
  };
};

const invoiceStatus = (status: string): Invoice['status'] =>
  (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as Invoice['status']) : 'open';

export const presentInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  amount: Number(row.amount),
  currency: row.currency,
  status: invoiceStatus(row.status),
  created_at: row.issued_at.toISOString(),
  period_start: row.period_start?.toISOString() ?? null,
  period_end: row.period_end?.toISOString() ?? null,
  pdf_url: row.pdf_url,
  hosted_url: row.hosted_url,
});
