// Read-only accounts, enforced in one place: every write route (POST, PUT, PATCH, DELETE) of a
// signed-in user gets a check after authentication, unless this table allows it. New routes are
// refused by default; a refusal carries the upgrade message of what was asked. A write on a brand is
// decided by the plan of the brand's owner (a collaborator works under it); any other write by the
// plan the caller works under (their own, or their team's).
import {
  API_PREFIX,
  apiKeyPaths,
  authPaths,
  CONTENT_KINDS,
  type ReadOnlyAction,
  servicePaths,
  subscriptionPaths,
} from '@sightline/contracts';
import type { onRouteHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import { brandOwnerFor } from '../projects/project-access.ts';
import type { Limits } from './limits.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes a read-only account may still make: its session, profile and API keys (a read-only account
 * still reads through them), billing (the way out),
 * marking notifications read (part of reading), deleting a brand (a user may always erase data),
 * withdrawing a share or a team membership, and answering invitations (reading what is shared, or
 * joining a team whose plan runs), and confirming the account's email address.
 */
export const READ_ONLY_ALLOWED = new Set(
  [
    authPaths.logout,
    authPaths.profileUpdate,
    authPaths.passwordChange,
    authPaths.tutorialWatched,
    authPaths.resendVerification,
    // The right to erasure holds whatever the plan.
    authPaths.accountDelete,
    apiKeyPaths.create,
    '/auth/api-keys/:id/update/',
    'DELETE /auth/api-keys/:id/revoke/',
    subscriptionPaths.checkout,
    subscriptionPaths.cancel,
    subscriptionPaths.portal,
    '/notifications/mark-read/',
    '/projects/:id/notifications/mark-tab-read/',
    'DELETE /projects/:id/delete/',
    'DELETE /shares/:id/revoke/',
    '/shares/invitations/:id/respond/',
    'DELETE /subscription/shares/:id/revoke/',
    '/subscription/shares/invitations/:id/respond/',
    // Asking for a campaign service is a sales enquiry, welcome from any account; admins manage the
    // product's content whatever their own plan (the content service checks the role).
    servicePaths.request,
    ...CONTENT_KINDS.flatMap((kind) => [
      `/admin/content/${kind}/create/`,
      `/admin/content/${kind}/:id/update/`,
      `DELETE /admin/content/${kind}/:id/delete/`,
      `/admin/content/${kind}/order/`,
    ]),
  ].map((route) => (route.includes(' ') ? route.replace(' ', ` ${API_PREFIX}`) : `${API_PREFIX}${route}`)),
);

/** The refused action each route names in its upgrade message; any other write says "make changes". */
export const READ_ONLY_ACTIONS: Record<string, ReadOnlyAction> = {
  [`${API_PREFIX}/projects/create/`]: 'brands',
  [`${API_PREFIX}/projects/analyze-website/`]: 'brands',
  [`${API_PREFIX}/projects/:id/ranking-queries/create/`]: 'prompts',
  [`${API_PREFIX}/projects/:id/question-queries/create/`]: 'prompts',
  [`${API_PREFIX}/projects/:id/run/`]: 'runs',
  [`${API_PREFIX}/keyword-explorer/executions/create/`]: 'analyses',
  [`${API_PREFIX}/keyword-explorer/executions/:uuid/refresh/`]: 'analyses',
  [`${API_PREFIX}/recommendations/ranking-query/:queryId/recommendations/create/`]: 'recommendations',
  [`${API_PREFIX}/recommendations/question-query/:queryId/recommendations/create/`]: 'recommendations',
  [`${API_PREFIX}/recommendations/project/:projectId/recommendations/create/`]: 'recommendations',
  [`${API_PREFIX}/recommendations/recommendation/:id/retry/`]: 'recommendations',
};

/** Routes whose `:id` is a brand: their writes are decided by the brand owner's plan. */
const BRAND_ROUTE = new RegExp(`^${API_PREFIX}/(projects|tags|website-analysis)/:id/`);

/**
 * Refuses a write when the plan that decides it is read-only: the brand owner's when the write is on
 * a brand the caller can see (`brandRef`), else the caller's. The MCP write tools ask it too.
 */
export const requireWritableFor = async (
  deps: { db: Database; limits: Limits },
  userId: number,
  brandRef: string | undefined,
  action: ReadOnlyAction,
) => {
  const account = (brandRef && (await brandOwnerFor(deps.db, userId, brandRef))) || userId;
  await deps.limits.requireWritable(deps.db, account, action, userId);
};

export const readOnlyPolicy =
  (deps: { db: Database; limits: Limits }): onRouteHookHandler =>
  (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    const allowed = methods.every(
      (m) => READ_ONLY_ALLOWED.has(route.url) || READ_ONLY_ALLOWED.has(`${m} ${route.url}`),
    );
    if (allowed) return;
    const action = READ_ONLY_ACTIONS[route.url] ?? 'changes';
    const onBrand = BRAND_ROUTE.test(route.url);
    const guard: preHandlerAsyncHookHandler = async (req) => {
      // Public writes (sign-in, registration, webhooks) have no account to check.
      if (!req.auth) return;
      const ref = onBrand ? (req.params as { id?: string }).id : undefined;
      await requireWritableFor(deps, req.auth.userId, ref, action);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), guard];
  };
