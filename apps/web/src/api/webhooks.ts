// Webhook endpoints, their delivery log and the caller's email alerts of one brand, as TanStack
// Query hooks. The signing secret comes only in the reply of create and rotate.
import {
  EmailAlertsSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  type WebhookEventType,
  webhookPaths,
} from '@sightline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

/** How often the log is read again while a delivery is pending. */
const PENDING_POLL_MS = 2000;

const keys = {
  all: (projectId: string) => ['projects', 'webhooks', projectId] as const,
  endpoints: (projectId: string) => [...keys.all(projectId), 'endpoints'] as const,
  deliveries: (projectId: string, endpointId: number, page: number) =>
    [...keys.all(projectId), 'deliveries', endpointId, page] as const,
  emailAlerts: (projectId: string) => [...keys.all(projectId), 'email-alerts'] as const,
};

export const useWebhookEndpoints = (projectId: string) =>
  useQuery({
    queryKey: keys.endpoints(projectId),
    queryFn: () => api.get(webhookPaths.list(projectId), { schema: WebhookEndpointListSchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

export const useWebhookDeliveries = (projectId: string, endpointId: number | null, page: number) =>
  useQuery({
    queryKey: keys.deliveries(projectId, endpointId ?? 0, page),
    queryFn: () =>
      api.get(webhookPaths.deliveries(projectId, endpointId ?? 0, page), {
        schema: WebhookDeliveryListSchema,
      }),
    enabled: Boolean(useSession()?.token) && endpointId !== null,
    placeholderData: keepPreviousData,
    // A pending delivery is being sent or retried: look again until it settles.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'PENDING') ? PENDING_POLL_MS : false,
  });

/** Everything of the brand's webhooks is read again after any change: endpoints and logs alike. */
const useRefresh = (projectId: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all(projectId) });
};

export const useSaveWebhookEndpoint = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    // A new endpoint comes back with its secret, an edited one without.
    mutationFn: ({
      id,
      ...body
    }: WebhookEndpointInput & { id?: number }): Promise<WebhookEndpoint & { secret?: string }> =>
      id === undefined
        ? api.post(webhookPaths.list(projectId), body, { schema: WebhookEndpointWithSecretSchema })
        : api.put(webhookPaths.item(projectId, id), body, { schema: WebhookEndpointSchema }),
    onSuccess: refresh,
  });
};

export const useDeleteWebhookEndpoint = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete(webhookPaths.item(projectId, id)),
    onSuccess: refresh,
  });
};

export const useRotateWebhookSecret = (projectId: string) =>
  useMutation({
    mutationFn: (id: number) =>
      api.post(webhookPaths.rotate(projectId, id), undefined, { schema: WebhookEndpointWithSecretSchema }),
  });

export const useSendWebhookTest = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      api.post(webhookPaths.test(projectId, id), undefined, { schema: WebhookDeliverySchema }),
    onSuccess: refresh,
  });
};

export const useRedeliver = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api.post(webhookPaths.redeliver(projectId, deliveryId), undefined, { schema: WebhookDeliverySchema }),
    onSuccess: refresh,
  });
};

export const useEmailAlerts = (projectId: string) =>
  useQuery({
    queryKey: keys.emailAlerts(projectId),
    queryFn: () => api.get(webhookPaths.emailAlerts(projectId), { schema: EmailAlertsSchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

export const useSaveEmailAlerts = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (events: WebhookEventType[]) =>
      api.put(webhookPaths.emailAlerts(projectId), { events }, { schema: EmailAlertsSchema }),
    onSuccess: (reply) => client.setQueryData(keys.emailAlerts(projectId), reply),
  });
};
