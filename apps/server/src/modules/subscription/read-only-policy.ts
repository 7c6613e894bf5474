// Read-only accounts, enforced in one place: every write route (POST, PUT, PATCH, DELETE) of a
// signed-in user gets a check after authentication, unless this table allows it. New routes are
// refused by default; a refusal carries the upgrade message of what was asked. A write on a brand is
// decided by the plan of the brand's owner (a collaborator works under it); any other write by the
// plan the caller works under (their own, or their team's).
import { API_PREFIX, authPaths, type ReadOnlyAction, subscriptionPaths } from '@sightline/contracts';
import type { FastifyRequest, onRouteHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import { brandOwnerFor } from '../projects/project-access.ts';
import type { Limits } from './limits.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes a read-only account may still make: its session and profile, billing (the way out),
 * marking notifications read (part of reading), deleting a brand (a user may always erase data),
 * withdrawing a share or a team membership, and answering invitations (reading what is shared, or
 * joining a team whose plan runs).
 */
export const READ_ONLY_ALLOWED = new Set(
  [
    authPaths.logout,
    authPaths.profileUpdate,
    authPaths.passwordChange,
    authPaths.tutorialWatched,
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
};

/** Routes whose `:id` is a brand: their writes are decided by the brand owner's plan. */
const BRAND_ROUTE = new RegExp(`^${API_PREFIX}/(projects|tags)/:id/`);

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
    /** Whose plan decides: the brand owner's when the caller can see the brand, else the caller's. */
    const accountOf = async (req: FastifyRequest, userId: number) => {
      const ref = onBrand ? (req.params as { id?: string }).id : undefined;
      return (ref && (await brandOwnerFor(deps.db, userId, ref))) || userId;
    };
    const guard: preHandlerAsyncHookHandler = async (req) => {
      // Public writes (sign-in, registration, webhooks) have no account to check.
      if (!req.auth) return;
      const { userId } = req.auth;
      await deps.limits.requireWritable(deps.db, await accountOf(req, userId), action, userId);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), guard];
  };
