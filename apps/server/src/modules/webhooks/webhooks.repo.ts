// SQL of webhooks and email alerts: endpoints, events, deliveries, opt-ins, and what detection reads
// of an execution and the ones before it.
import type { WebhookEventType, WebhookFormat } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { AccuracyCell, RankingCell } from './alert-detection.ts';

export interface EndpointRow {
  id: number;
  project_id: number;
  url: string;
  format: WebhookFormat;
  events: WebhookEventType[];
  secret: string;
  enabled: boolean;
  created_at: Date;
}

export interface EndpointFields {
  url: string;
  format: WebhookFormat;
  events: WebhookEventType[];
  enabled: boolean;
}

export interface DeliveryRow {
  id: number;
  event_uuid: string;
  event_type: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
}

/** An event with its brand and execution: what its JSON is written from. */
export interface EventViewRow {
  event_uuid: string;
  event_type: string;
  event_data: Record<string, unknown>;
  event_created_at: Date;
  project_uuid: string;
  project_title: string;
  execution_uuid: string | null;
  execution_status: string | null;
  executed_at: Date | null;
}

/** A delivery with what sending it needs. */
export interface OutgoingRow extends EventViewRow {
  id: number;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  url: string;
  format: WebhookFormat;
  secret: string;
}

export interface EventRow {
  id: number;
  uuid: string;
  project_id: number;
  type: string;
}

const EVENT_VIEW = `e.uuid AS event_uuid, e.type AS event_type, e.data AS event_data, e.created_at AS event_created_at,
  p.uuid AS project_uuid, p.title AS project_title, x.uuid AS execution_uuid, x.status AS execution_status, x.executed_at
  FROM alert_events e JOIN projects p ON p.id = e.project_id LEFT JOIN report_executions x ON x.id = e.execution_id`;

const DELIVERY_COLUMNS = `d.id, e.uuid AS event_uuid, e.type AS event_type, d.status, d.attempts, d.response_status,
  d.error, d.created_at, d.last_attempt_at`;

export const webhookRepo = {
  async listEndpoints(q: Queryable, projectId: number): Promise<EndpointRow[]> {
    const { rows } = await q.query<EndpointRow>(
      'SELECT * FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at, id',
      [projectId],
    );
    return rows;
  },

  /** The brand's row, locked until the transaction ends. */
  async lockProject(q: Queryable, projectId: number) {
    await q.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
  },

  async getEndpoint(q: Queryable, projectId: number, id: number): Promise<EndpointRow | null> {
    const { rows } = await q.query<EndpointRow>(
      'SELECT * FROM webhook_endpoints WHERE project_id = $1 AND id = $2',
      [projectId, id],
    );
    return rows[0] ?? null;
  },

  async insertEndpoint(q: Queryable, projectId: number, f: EndpointFields, secret: string) {
    const { rows } = await q.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (project_id, url, format, events, enabled, secret)
       VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING *`,
      [projectId, f.url, f.format, f.events, f.enabled, secret],
    );
    return rows[0];
  },

  async updateEndpoint(q: Queryable, id: number, f: EndpointFields) {
    const { rows } = await q.query<EndpointRow>(
      `UPDATE webhook_endpoints SET url = $2, format = $3, events = $4::text[], enabled = $5, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [id, f.url, f.format, f.events, f.enabled],
    );
    return rows[0];
  },

  async setSecret(q: Queryable, id: number, secret: string) {
    const { rows } = await q.query<EndpointRow>(
      'UPDATE webhook_endpoints SET secret = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, secret],
    );
    return rows[0];
  },

  async deleteEndpoint(q: Queryable, id: number) {
    await q.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
  },

  async deliveries(q: Queryable, endpointId: number, limit: number, offset: number) {
    const { rows } = await q.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN alert_events e ON e.id = d.event_id
       WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [endpointId, limit, offset],
    );
    const { rows: count } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
      [endpointId],
    );
    return { rows, total: count[0].n };
  },

  async getDelivery(q: Queryable, projectId: number, id: number): Promise<DeliveryRow | null> {
    const { rows } = await q.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN alert_events e ON e.id = d.event_id
       WHERE d.id = $1 AND e.project_id = $2`,
      [id, projectId],
    );
    return rows[0] ?? null;
  },

  /** Back to PENDING with a fresh attempt count (a redelivery, asked for by a user). */
  async requeue(q: Queryable, id: number) {
    await q.query(
      `UPDATE webhook_deliveries SET status = 'PENDING', attempts = 0, error = NULL, response_status = NULL
       WHERE id = $1`,
      [id],
    );
  },

  async insertEvent(
    q: Queryable,
    projectId: number,
    executionId: number | null,
    type: string,
    data: object,
  ): Promise<EventRow | null> {
    const { rows } = await q.query<EventRow>(
      `INSERT INTO alert_events (project_id, execution_id, type, data) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (execution_id, type) DO NOTHING RETURNING id, uuid, project_id, type`,
      [projectId, executionId, type, JSON.stringify(data)],
    );
    return rows[0] ?? null;
  },

  async eventsOfExecution(q: Queryable, executionId: number): Promise<EventRow[]> {
    const { rows } = await q.query<EventRow>(
      'SELECT id, uuid, project_id, type FROM alert_events WHERE execution_id = $1 ORDER BY id',
      [executionId],
    );
    return rows;
  },

  /** One delivery per event and enabled endpoint that takes its type; existing ones stay as they are. */
  async addDeliveries(q: Queryable, eventIds: number[]) {
    await q.query(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id)
       SELECT e.id, w.id FROM alert_events e
       JOIN webhook_endpoints w ON w.project_id = e.project_id AND w.enabled AND e.type = ANY(w.events)
       WHERE e.id = ANY($1::bigint[])
       ON CONFLICT (event_id, endpoint_id) DO NOTHING`,
      [eventIds],
    );
  },

  async addDelivery(q: Queryable, eventId: number, endpointId: number): Promise<number> {
    const { rows } = await q.query<{ id: number }>(
      'INSERT INTO webhook_deliveries (event_id, endpoint_id) VALUES ($1, $2) RETURNING id',
      [eventId, endpointId],
    );
    return Number(rows[0].id);
  },

  async pendingDeliveries(q: Queryable, eventIds?: number[]): Promise<number[]> {
    const { rows } = await q.query<{ id: string }>(
      `SELECT id FROM webhook_deliveries WHERE status = 'PENDING'
       AND ($1::bigint[] IS NULL OR event_id = ANY($1::bigint[])) ORDER BY id`,
      [eventIds ?? null],
    );
    return rows.map((r) => Number(r.id));
  },

  /** Claims a pending delivery until `until` unless an unexpired claim holds it; false when not taken. */
  async claimDelivery(q: Queryable, id: number, until: Date, now: Date): Promise<boolean> {
    const { rows } = await q.query(
      `UPDATE webhook_deliveries SET claimed_until = $2
       WHERE id = $1 AND status = 'PENDING' AND (claimed_until IS NULL OR claimed_until < $3) RETURNING id`,
      [id, until, now],
    );
    return rows.length === 1;
  },

  async isPending(q: Queryable, id: number): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM webhook_deliveries WHERE id = $1 AND status = 'PENDING'`, [
      id,
    ]);
    return rows.length === 1;
  },

  async outgoing(q: Queryable, id: number): Promise<OutgoingRow | null> {
    const { rows } = await q.query<OutgoingRow>(
      `SELECT d.id, d.status, d.attempts, w.url, w.format, w.secret, ${EVENT_VIEW}
       JOIN webhook_deliveries d ON d.event_id = e.id JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE d.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async eventView(q: Queryable, eventId: number): Promise<EventViewRow | null> {
    const { rows } = await q.query<EventViewRow>(`SELECT ${EVENT_VIEW} WHERE e.id = $1`, [eventId]);
    return rows[0] ?? null;
  },

  async recordAttempt(
    q: Queryable,
    id: number,
    outcome: {
      status: 'PENDING' | 'DELIVERED' | 'FAILED';
      responseStatus: number | null;
      error: string | null;
    },
    at: Date,
  ) {
    await q.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, status = $2, response_status = $3, error = $4,
         last_attempt_at = $5, claimed_until = NULL, delivered_at = CASE WHEN $2 = 'DELIVERED' THEN $5 ELSE delivered_at END
       WHERE id = $1`,
      [id, outcome.status, outcome.responseStatus, outcome.error, at],
    );
  },

  async emailAlerts(q: Queryable, projectId: number, userId: number): Promise<WebhookEventType[]> {
    const { rows } = await q.query<{ events: WebhookEventType[] }>(
      'SELECT events FROM email_alert_subscriptions WHERE project_id = $1 AND user_id = $2',
      [projectId, userId],
    );
    return rows[0]?.events ?? [];
  },

  async setEmailAlerts(q: Queryable, projectId: number, userId: number, events: WebhookEventType[]) {
    await q.query(
      `INSERT INTO email_alert_subscriptions (project_id, user_id, events) VALUES ($1, $2, $3::text[])
       ON CONFLICT (project_id, user_id) DO UPDATE SET events = EXCLUDED.events`,
      [projectId, userId, events],
    );
  },

  /**
   * The users to mail an event to, each once: opted in to its type and still able to see the brand
   * (its owner or an accepted share).
   */
  async claimAlertMails(q: Queryable, event: EventRow) {
    const { rows } = await q.query<{ id: number; email: string; name: string; code: string }>(
      `WITH audience AS (
         SELECT u.id, u.email, u.name, u.unsubscribe_code AS code
         FROM email_alert_subscriptions s JOIN users u ON u.id = s.user_id JOIN projects p ON p.id = s.project_id
         WHERE s.project_id = $1 AND $2 = ANY(s.events)
           AND (p.owner_id = u.id OR EXISTS (SELECT 1 FROM project_shares ps
             WHERE ps.project_id = p.id AND ps.user_id = u.id AND ps.status = 'ACCEPTED'))
       ), claimed AS (
         INSERT INTO alert_emails (event_id, user_id) SELECT $3, id FROM audience
         ON CONFLICT DO NOTHING RETURNING user_id
       )
       SELECT a.* FROM audience a JOIN claimed c ON c.user_id = a.id`,
      [event.project_id, event.type, event.id],
    );
    return rows;
  },
};

/** What detection reads of one execution and the completed one before it. */
export const detectionRepo = {
  async execution(q: Queryable, id: number) {
    const { rows } = await q.query<{
      id: number;
      project_id: number;
      status: string;
      error: string | null;
      engines: string[];
      executed_at: Date;
      alerts_detected_at: Date | null;
    }>(
      'SELECT id, project_id, status, error, engines, executed_at, alerts_detected_at FROM report_executions WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  },

  async previousCompleted(q: Queryable, projectId: number, id: number, executedAt: Date) {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' AND id <> $2
         AND executed_at <= $3 ORDER BY executed_at DESC, id DESC LIMIT 1`,
      [projectId, id, executedAt],
    );
    return rows[0]?.id ?? null;
  },

  async answerCount(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM answers WHERE execution_id = $1 AND status = 'COMPLETED'`,
      [executionId],
    );
    return rows[0].n;
  },

  async rankingCells(q: Queryable, executionId: number): Promise<RankingCell[]> {
    const { rows } = await q.query<RankingCell>(
      `SELECT p.query_text AS prompt, a.engine, array_agg(a.position ORDER BY a.sample) AS positions
       FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND a.status = 'COMPLETED' AND p.kind = 'RANKING'
       GROUP BY p.id, p.query_text, a.engine ORDER BY p.id, a.engine`,
      [executionId],
    );
    return rows;
  },

  async accuracyCells(q: Queryable, executionId: number): Promise<AccuracyCell[]> {
    const { rows } = await q.query<AccuracyCell>(
      `SELECT p.query_text AS prompt, a.engine, array_agg(a.rating ORDER BY a.sample) AS ratings
       FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND a.status = 'COMPLETED' AND p.kind = 'QUESTION' AND a.rating IS NOT NULL
       GROUP BY p.id, p.query_text, a.engine ORDER BY p.id, a.engine`,
      [executionId],
    );
    return rows;
  },

  /** Competitor entities (key → name) of the execution. */
  async entities(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ entity_key: string; name: string }>(
      `SELECT DISTINCT ON (ae.entity_key) ae.entity_key, ae.name
       FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
       WHERE a.execution_id = $1 AND NOT ae.is_brand ORDER BY ae.entity_key, ae.name`,
      [executionId],
    );
    return new Map(rows.map((r) => [r.entity_key, r.name]));
  },

  async citedDomains(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ domain: string }>(
      `SELECT DISTINCT s.domain FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 AND s.kind = 'CITED' AND NOT s.is_client_domain`,
      [executionId],
    );
    return rows.map((r) => r.domain);
  },

  /** Entity keys and cited domains of the brand's executions before this one. */
  async seenBefore(q: Queryable, projectId: number, executionId: number, executedAt: Date) {
    const earlier = `SELECT a.id FROM answers a JOIN report_executions e ON e.id = a.execution_id
      WHERE a.project_id = $1 AND e.id <> $2 AND e.executed_at <= $3`;
    const { rows: entities } = await q.query<{ entity_key: string }>(
      `SELECT DISTINCT entity_key FROM answer_entities WHERE answer_id IN (${earlier})`,
      [projectId, executionId, executedAt],
    );
    const { rows: domains } = await q.query<{ domain: string }>(
      `SELECT DISTINCT domain FROM answer_sources WHERE kind = 'CITED' AND answer_id IN (${earlier})`,
      [projectId, executionId, executedAt],
    );
    return {
      seenEntities: new Set(entities.map((r) => r.entity_key)),
      seenDomains: new Set(domains.map((r) => r.domain)),
    };
  },

  async markDetected(q: Queryable, executionId: number, at: Date) {
    await q.query('UPDATE report_executions SET alerts_detected_at = $2 WHERE id = $1', [executionId, at]);
  },

  /** Finished executions whose events were never written (a worker stopped in between). */
  async undetected(q: Queryable): Promise<number[]> {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE status IN ('COMPLETED', 'FAILED') AND alerts_detected_at IS NULL`,
    );
    return rows.map((r) => r.id);
  },
};
