// Alerts as jobs. `alerts.detect` writes a finished execution's events once (unique per execution and
// type), one delivery row per event and endpoint, and claims each opted-in user's alert mail once;
// `webhooks.deliver` posts one delivery through the SSRF guard, signed, and leaves a failed attempt to
// pg-boss's retry with exponential backoff until WEBHOOK_MAX_ATTEMPTS. A delivery is claimed for the
// time of its request, so a second job for it (a retry racing a restarted worker) posts nothing.
import {
  describeAlert,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
} from '@sightline/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSafeFetcher, SafeFetchError, type SafeFetchErrorCode } from '../../lib/safe-fetch.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { presentProvenance, provenanceRepo } from '../results/provenance.repo.ts';
import { detectEvents } from './alert-detection.ts';
import { deliveryBody, signatureHeader } from './webhook-payloads.ts';
import { detectionRepo, type EventRow, type EventViewRow, webhookRepo } from './webhooks.repo.ts';

const ExecutionPayload = z.object({ executionId: z.number().int() });
const DeliveryPayload = z.object({ deliveryId: z.number().int() });

const USER_AGENT = 'Sightline-Webhooks/1.0 (+https://sightline.app/docs/webhooks)';
const REQUEST_TIMEOUT_MS = 10_000;
/** Longer than a request may take: a claim outlives its attempt only when the worker died. */
const CLAIM_MS = 3 * REQUEST_TIMEOUT_MS;
const ERROR_MAX = 500;
/** Refusals that no retry can change: the address is not one we may post to. */
const FINAL: ReadonlySet<SafeFetchErrorCode> = new Set([
  'invalid_url',
  'blocked_scheme',
  'blocked_port',
  'blocked_address',
]);

export interface AlertJobDeps {
  db: Database;
  queue: () => JobQueue;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
  allowLoopback: boolean;
  retryDelaySeconds: number;
}

const brandUrl = (publicUrl: string, projectUuid: string) => `${publicUrl}/project-table/${projectUuid}`;

/** The JSON a generic endpoint receives (and Slack and Discord texts are written from). */
const eventOf = (row: EventViewRow, publicUrl: string): WebhookEvent => ({
  id: row.event_uuid,
  type: row.event_type,
  created_at: row.event_created_at.toISOString(),
  brand: { id: row.project_uuid, name: row.project_title, url: brandUrl(publicUrl, row.project_uuid) },
  execution:
    row.execution_uuid && row.executed_at
      ? {
          id: row.execution_uuid,
          status: row.execution_status ?? '',
          executed_at: row.executed_at.toISOString(),
        }
      : null,
  data: row.event_data,
});

export const createAlertJobs = (deps: AlertJobDeps) => {
  const { db, clock } = deps;

  const deliverJob: JobDefinition<typeof DeliveryPayload> = {
    name: 'webhooks.deliver',
    payload: DeliveryPayload,
    retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: deps.retryDelaySeconds,
    concurrency: 4,
    handle: ({ deliveryId }) => deliver(deliveryId),
  };

  const detectJob: JobDefinition<typeof ExecutionPayload> = {
    name: 'alerts.detect',
    payload: ExecutionPayload,
    retryLimit: 5,
    retryDelay: 10,
    concurrency: 1,
    handle: ({ executionId }) => detect(executionId),
  };

  const queueDeliveries = async (ids: number[]) => {
    for (const deliveryId of ids) {
      await deps.queue().send(deliverJob, { deliveryId }, { singletonKey: `delivery-${deliveryId}` });
    }
  };

  /**
   * Claims a pending delivery for one request. Null when it is settled; throws while another job
   * holds it, so this job is retried after its backoff, when a dead holder's claim has lapsed.
   */
  const claim = async (id: number) => {
    const now = clock.now();
    if (await webhookRepo.claimDelivery(db, id, new Date(now.getTime() + CLAIM_MS), now))
      return webhookRepo.outgoing(db, id);
    if (await webhookRepo.isPending(db, id))
      throw new Error(`webhook delivery ${id} is being sent by another job`);
    return null;
  };

  const deliver = async (deliveryId: number) => {
    const row = await claim(deliveryId);
    if (!row) return;
    const body = deliveryBody(row.format, eventOf(row, deps.publicUrl));
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const fetcher = createSafeFetcher({ allowLoopback: deps.allowLoopback, userAgent: USER_AGENT });
    let outcome: {
      status: 'PENDING' | 'DELIVERED' | 'FAILED';
      responseStatus: number | null;
      error: string | null;
    };
    try {
      const res = await fetcher.fetch(row.url, {
        post: {
          body,
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.secret, timestamp, body),
            [WEBHOOK_EVENT_HEADER]: row.event_uuid,
          },
        },
        accept: 'any',
        maxBytes: 4096,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      outcome = { status: 'DELIVERED', responseStatus: res.status, error: null };
    } catch (err) {
      const final = err instanceof SafeFetchError && FINAL.has(err.code);
      outcome = {
        status: final || row.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
        responseStatus: err instanceof SafeFetchError ? (err.status ?? null) : null,
        error: (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX),
      };
    } finally {
      await fetcher.close();
    }
    await webhookRepo.recordAttempt(db, deliveryId, outcome, clock.now());
    // pg-boss retries the job after its backoff; the row says what happened meanwhile.
    if (outcome.status === 'PENDING') throw new Error(`webhook delivery ${deliveryId}: ${outcome.error}`);
  };

  /** Each opted-in user who can see the brand gets the event by mail, once. */
  const mailAlerts = async (event: EventRow) => {
    const recipients = await webhookRepo.claimAlertMails(db, event);
    const view = recipients.length > 0 ? await webhookRepo.eventView(db, event.id) : null;
    if (!view) return;
    const { title, lines } = describeAlert(eventOf(view, deps.publicUrl));
    for (const user of recipients) {
      await deps.mail.enqueue({
        userId: user.id,
        to: user.email,
        template: 'alertEvent',
        essential: false,
        payload: {
          name: user.name,
          title,
          lines: lines.join('\n'),
          url: brandUrl(deps.publicUrl, view.project_uuid),
          unsubscribeUrl: `${deps.publicUrl}/unsubscribe/${user.code}`,
        },
      });
    }
  };

  /** Writes the execution's events and deliveries once, then queues what is pending and mails alerts. */
  const detect = async (executionId: number) => {
    const execution = await detectionRepo.execution(db, executionId);
    if (!execution || (execution.status !== 'COMPLETED' && execution.status !== 'FAILED')) return;
    const events = await db.tx(async (q) => {
      if (!execution.alerts_detected_at) {
        const { project_id: projectId, executed_at: executedAt } = execution;
        const previousId = await detectionRepo.previousCompleted(q, projectId, executionId, executedAt);
        const detected = detectEvents(
          {
            status: execution.status as 'COMPLETED' | 'FAILED',
            answers: await detectionRepo.answerCount(q, executionId),
            engines: execution.engines,
            error: execution.error,
            ranking: await detectionRepo.rankingCells(q, executionId),
            accuracy: await detectionRepo.accuracyCells(q, executionId),
            entities: await detectionRepo.entities(q, executionId),
            domains: await detectionRepo.citedDomains(q, executionId),
          },
          previousId === null
            ? null
            : {
                ranking: await detectionRepo.rankingCells(q, previousId),
                accuracy: await detectionRepo.accuracyCells(q, previousId),
                ...(await detectionRepo.seenBefore(q, projectId, executionId, executedAt)),
              },
        );
        // Stored with each event, so a redelivery says the same: what the figures rest on.
        const provenance = presentProvenance(await provenanceRepo.ofExecution(q, executionId));
        for (const e of detected)
          await webhookRepo.insertEvent(q, projectId, executionId, e.type, { ...e.data, provenance });
        const written = await webhookRepo.eventsOfExecution(q, executionId);
        await webhookRepo.addDeliveries(
          q,
          written.map((e) => e.id),
        );
        await detectionRepo.markDetected(q, executionId, clock.now());
      }
      return webhookRepo.eventsOfExecution(q, executionId);
    });
    await queueDeliveries(
      await webhookRepo.pendingDeliveries(
        db,
        events.map((e) => e.id),
      ),
    );
    for (const event of events) await mailAlerts(event);
  };

  return {
    detectJob,
    deliverJob,
    all: [detectJob, deliverJob],
    /** After an execution finished (called once its transaction committed). */
    afterExecution: (executionId: number) => deps.queue().send(detectJob, { executionId }),
    queueDeliveries,
    /** After a restart: executions whose events were never written, and deliveries left pending. */
    async resume() {
      const undetected = await detectionRepo.undetected(db);
      for (const executionId of undetected) await deps.queue().send(detectJob, { executionId });
      const pending = await webhookRepo.pendingDeliveries(db);
      await queueDeliveries(pending);
      return { executions: undetected.length, deliveries: pending.length };
    },
  };
};

export type AlertJobs = ReturnType<typeof createAlertJobs>;
