// Webhook endpoints, their deliveries and the caller's email alerts of one brand. Reads need VIEW;
// changing, testing and redelivering need EDIT; a user's own email alerts need VIEW (they are theirs).
import {
  webhookMessages as m,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
  type WebhookFormat,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-error.ts';
import { assertFetchableUrl, SafeFetchError } from '../../lib/safe-fetch.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import type { AlertJobs } from './alert-jobs.ts';
import { presentDelivery, presentEndpoint, presentEndpointWithSecret } from './webhooks.presenter.ts';
import { webhookRepo as repo } from './webhooks.repo.ts';

/** A request body after schema parsing. */
export interface EndpointBody {
  url: string;
  format: WebhookFormat;
  events: WebhookEventType[];
  enabled: boolean;
}

const newSecret = () => `whsec_${randomToken(24)}`;

export const createWebhookService = (deps: {
  db: Database;
  alerts: () => AlertJobs;
  /** TEST ONLY: endpoints on loopback addresses (the local receiver of the tests). */
  allowLoopback: boolean;
}) => {
  const { db } = deps;

  /** The URL as stored, or the field error: only http(s) on the standard ports of a public host. */
  const checkedUrl = (raw: string) => {
    try {
      const url = assertFetchableUrl(raw.trim(), { allowLoopback: deps.allowLoopback });
      if (!deps.allowLoopback && /^localhost$|\.localhost$|\.local$|\.internal$/i.test(url.hostname))
        throw fieldError('url', m.urlBlocked);
      return url.href;
    } catch (err) {
      if (!(err instanceof SafeFetchError)) throw err;
      throw fieldError('url', err.code === 'invalid_url' ? m.urlInvalid : m.urlBlocked);
    }
  };
  const fieldsOf = (body: EndpointBody) => ({
    url: checkedUrl(body.url),
    format: body.format,
    events: [...new Set(body.events)],
    enabled: body.enabled,
  });
  const endpointOf = async (projectId: number, id: number) => {
    const endpoint = await repo.getEndpoint(db, projectId, id);
    if (!endpoint) throw notFound(m.notFound);
    return endpoint;
  };

  return {
    async list(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return {
        endpoints: (await repo.listEndpoints(db, project.id)).map(presentEndpoint),
        can_edit: project.access !== 'VIEW',
      };
    },

    async create(userId: number, ref: string, body: EndpointBody) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const fields = fieldsOf(body);
      return db.tx(async (q) => {
        // The brand row lock keeps two concurrent adds from both passing the limit.
        await repo.lockProject(q, project.id);
        if ((await repo.listEndpoints(q, project.id)).length >= WEBHOOK_ENDPOINTS_MAX)
          throw badRequest(m.limitReached);
        return presentEndpointWithSecret(await repo.insertEndpoint(q, project.id, fields, newSecret()));
      });
    },

    async update(userId: number, ref: string, id: number, body: EndpointBody) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const fields = fieldsOf(body);
      await endpointOf(project.id, id);
      return presentEndpoint(await repo.updateEndpoint(db, id, fields));
    },

    async remove(userId: number, ref: string, id: number) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      await endpointOf(project.id, id);
      await repo.deleteEndpoint(db, id);
    },

    async rotateSecret(userId: number, ref: string, id: number) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      await endpointOf(project.id, id);
      return presentEndpointWithSecret(await repo.setSecret(db, id, newSecret()));
    },

    /** A `test` event delivered to this endpoint only, through the same job as real ones. */
    async sendTest(userId: number, ref: string, id: number) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      await endpointOf(project.id, id);
      const deliveryId = await db.tx(async (q) => {
        const event = await repo.insertEvent(q, project.id, null, WEBHOOK_TEST_EVENT, {});
        return repo.addDelivery(q, Number(event!.id), id);
      });
      await deps.alerts().queueDeliveries([deliveryId]);
      return presentDelivery((await repo.getDelivery(db, project.id, deliveryId))!);
    },

    async deliveries(userId: number, ref: string, id: number, page: number) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      await endpointOf(project.id, id);
      const size = WEBHOOK_DELIVERIES_PAGE_SIZE;
      const { rows, total } = await repo.deliveries(db, id, size, (page - 1) * size);
      return { deliveries: rows.map(presentDelivery), page, page_size: size, total };
    },

    async redeliver(userId: number, ref: string, deliveryId: number) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      if (!(await repo.getDelivery(db, project.id, deliveryId))) throw notFound(m.deliveryNotFound);
      await repo.requeue(db, deliveryId);
      await deps.alerts().queueDeliveries([deliveryId]);
      return presentDelivery((await repo.getDelivery(db, project.id, deliveryId))!);
    },

    async emailAlerts(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return { events: await repo.emailAlerts(db, project.id, userId) };
    },

    async setEmailAlerts(userId: number, ref: string, events: WebhookEventType[]) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      await repo.setEmailAlerts(db, project.id, userId, [...new Set(events)]);
      return { events: await repo.emailAlerts(db, project.id, userId) };
    },
  };
};

export type WebhookService = ReturnType<typeof createWebhookService>;
