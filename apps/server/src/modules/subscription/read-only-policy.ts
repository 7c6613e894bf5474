// Read-only accounts, enforced in one place: every write route (POST, PUT, PATCH, DELETE) of a
// signed-in user gets a check after authentication, unless this table allows it. New routes are
// refused by default; a refusal carries the upgrade message of what was asked.
import { API_PREFIX, authPaths, type ReadOnlyAction, subscriptionPaths } from '@sightline/contracts';
import type { onRouteHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Limits } from './limits.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes a read-only account may still make: its session and profile, billing (the way out),
 * marking notifications read (part of reading), and deleting a brand (a user may always erase data).
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
    const guard: preHandlerAsyncHookHandler = async (req) => {
      // Public writes (sign-in, registration, webhooks) have no account to check.
      if (req.auth) await deps.limits.requireWritable(deps.db, req.auth.userId, action);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), guard];
  };
