// Sharing helpers for e2e/sharing.spec.ts: a paid plan bought on the local provider's checkout, and a
// brand shared straight through the API.
import type { APIRequestContext } from '@playwright/test';
import {
  API_PREFIX,
  type CheckoutPlanName,
  type Plan,
  type ProjectShare,
  type SharePermission,
  sharingPaths,
  subscriptionPaths,
} from '@sightline/contracts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * Buys `plan` on the local provider's test-mode checkout (the billing spec does it through the pages);
 * `origin` is the app's (the return pages must be on it).
 */
export const subscribeByApi = async (
  request: APIRequestContext,
  token: string,
  plan: CheckoutPlanName,
  origin: string,
) => {
  const { plans } = await ok<{ plans: Plan[] }>(
    await request.get(`${API_PREFIX}${subscriptionPaths.plans}`),
    'plans',
  );
  const { checkout_url } = await ok<{ checkout_url: string }>(
    await request.post(`${API_PREFIX}${subscriptionPaths.checkout}`, {
      headers: auth(token),
      data: {
        plan_id: plans.find((p) => p.name === plan)?.id,
        success_url: `${origin}/subscription/success`,
        cancel_url: `${origin}/subscription/cancel`,
      },
    }),
    'checkout',
  );
  const pay = await request.post(`${new URL(checkout_url).pathname}pay/`, { maxRedirects: 0 });
  if (pay.status() !== 303) throw new Error(`pay: ${pay.status()}`);
};

export const shareBrandByApi = async (
  request: APIRequestContext,
  token: string,
  projectUuid: string,
  email: string,
  permission: SharePermission = 'VIEW',
) =>
  ok<ProjectShare>(
    await request.post(`${API_PREFIX}${sharingPaths.projectShare(projectUuid)}`, {
      headers: auth(token),
      data: { email, permission },
    }),
    'share',
  );
