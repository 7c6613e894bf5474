// Billing steps of the tests, through the API as the web app and the local provider's pages take them.
import {
  type PlanName,
  type Subscription,
  SubscriptionSchema,
  subscriptionPaths,
} from '@sightline/contracts';
import { expect } from 'vitest';
import { bearer, type Harness } from './harness.ts';

export const APP = 'http://localhost:3000';
export const returnUrls = {
  success_url: `${APP}/subscription/success`,
  cancel_url: `${APP}/subscription/cancel`,
};

export const api = (
  h: Harness,
  session: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => h.app.inject({ method, url: `/api${url}`, headers: bearer(session), ...(payload ? { payload } : {}) });

/** Adds one ranking prompt to a brand, as the prompt dialog does. */
export const addPrompt = (h: Harness, session: { token: string }, projectUuid: string) =>
  api(h, session, 'POST', `/projects/${projectUuid}/ranking-queries/create/`, { query_text: 'one more' });

export const planId = async (h: Harness, name: PlanName): Promise<number> => {
  const res = await h.app.inject({ method: 'GET', url: `/api${subscriptionPaths.plans}` });
  return res.json().plans.find((p: { name: string }) => p.name === name).id;
};

export const subscriptionOf = async (h: Harness, session: { token: string }): Promise<Subscription> =>
  SubscriptionSchema.parse((await api(h, session, 'GET', subscriptionPaths.current)).json());

/** Chooses a plan and pays on the local provider's test-mode checkout page. */
export const subscribeLocally = async (h: Harness, session: { token: string }, plan: PlanName) => {
  const checkout = await api(h, session, 'POST', subscriptionPaths.checkout, {
    plan_id: await planId(h, plan),
    ...returnUrls,
  });
  expect(checkout.statusCode).toBe(200);
  const url = new URL(checkout.json().checkout_url);
  if (url.pathname === new URL(returnUrls.success_url).pathname) return url.toString();
  const pay = await h.app.inject({ method: 'POST', url: `${url.pathname}pay/` });
  expect(pay.statusCode).toBe(303);
  return pay.headers.location as string;
};

/** Opens the local billing portal and presses one of its buttons. */
export const portalAction = async (
  h: Harness,
  session: { token: string },
  action: 'cancel' | 'renew' | 'fail' | 'end',
) => {
  const portal = await api(h, session, 'POST', subscriptionPaths.portal, {
    return_url: `${APP}/subscriptions`,
  });
  expect(portal.statusCode).toBe(200);
  const url = new URL(portal.json().portal_url);
  const res = await h.app.inject({ method: 'POST', url: `${url.pathname}${action}/${url.search}` });
  expect(res.statusCode).toBe(303);
};
