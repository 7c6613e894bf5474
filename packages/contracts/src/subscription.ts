import { RowIdSchema, text } from './input.ts';
import { PLAN_NAMES, SUBSCRIPTION_STATUSES } from './plans.ts';
import { z } from './zod-setup.ts';

export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.enum(PLAN_NAMES),
  display_name: z.string(),
  /** Prompts the plan allows; null: the default of DEFAULT_PROMPT_TOTAL. */
  queries_per_month: z.number().int().nullable(),
  price_eur: z.number().nullable(),
  /** Null: unlimited. */
  team_members: z.number().int().nullable(),
  /** Keyword analyses a month; null: unlimited. */
  keyword_analyses_per_month: z.number().int().nullable(),
  /** Recommendation runs a month; null: unlimited. */
  recommendation_runs_per_month: z.number().int().nullable(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  plan: PlanSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_trial: z.boolean(),
  is_on_trial: z.boolean(),
  trial_end_date: z.string().nullable(),
  current_period_end: z.string().nullable(),
  remaining_queries: z.number().int(),
  total_queries_used: z.number().int(),
  total_queries: z.number().int(),
  is_shared: z.boolean(),
  shared_by_name: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * GET subscription/prompts/: every prompt the caller's plan counts (of the brands the billing owner
 * and their team own), oldest first. Past a smaller plan's allowance the newest ones are over it:
 * they keep running, and no prompt can be added until the count fits.
 */
const CountedPromptSchema = z.object({
  id: z.number().int(),
  query_text: z.string(),
  type: z.enum(['RANKING', 'QUESTION']),
  project_uuid: z.uuid(),
  project_title: z.string(),
});
export type CountedPrompt = z.infer<typeof CountedPromptSchema>;
export const CountedPromptListSchema = z.object({ prompts: z.array(CountedPromptSchema) });

/** Longest return address a checkout or portal call takes. */
const RETURN_URL_MAX_CHARS = 2000;
const returnUrl = text(RETURN_URL_MAX_CHARS).describe('An absolute URL of this app (its own origin)');

export const CheckoutRequestSchema = z.object({
  plan_id: RowIdSchema,
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const CheckoutReplySchema = z.object({ checkout_url: z.string() });

/** The spec's store call omits return_url; the portal then returns to the plans page. */
export const PortalRequestSchema = z.object({ return_url: returnUrl.optional() });
export const PortalReplySchema = z.object({ portal_url: z.string() });

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  /** In the invoice's currency, tax included as billed. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  pdf_url: z.string().nullable(),
  hosted_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema) });
