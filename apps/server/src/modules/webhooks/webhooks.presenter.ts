// Rows -> the webhook replies of packages/contracts, pure. The secret is shown by create and rotate only.
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@sightline/contracts';
import type { DeliveryRow, EndpointRow } from './webhooks.repo.ts';

export const presentEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  format: row.format,
  events: row.events,
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
});

export const presentEndpointWithSecret = (row: EndpointRow): WebhookEndpointWithSecret => ({
  ...presentEndpoint(row),
  secret: row.secret,
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: Number(row.id),
  event_id: row.event_uuid,
  event_type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  response_status: row.response_status,
  error: row.error,
  created_at: row.created_at.toISOString(),
  last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
});
