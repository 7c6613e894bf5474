// The delivery log of one endpoint, newest first, a page at a time from the server, with Redeliver.
import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import {
  webhookLabels as l,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookMessages,
} from '@sightline/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useRedeliver, useWebhookDeliveries } from '../../api/webhooks.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { serverPage } from '../../lib/pagination.ts';
import { toast } from '../../lib/toast.ts';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  PENDING: 'yellow',
  DELIVERED: 'teal',
  FAILED: 'red',
};

const eventName = (type: string) => (l.eventNames as Record<string, string>)[type] ?? type;

interface DeliveryLogProps {
  projectId: string;
  endpoint: WebhookEndpoint;
  canEdit: boolean;
}

export function DeliveryLog({ projectId, endpoint, canEdit }: DeliveryLogProps) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(projectId, endpoint.id, page);
  const redeliver = useRedeliver(projectId);
  const reply = deliveries.data;
  const view = serverPage(reply?.deliveries ?? [], page, WEBHOOK_DELIVERIES_PAGE_SIZE, reply?.total ?? 0);

  const again = (id: number) =>
    redeliver.mutate(id, {
      onSuccess: () => toast.short('success', l.redeliver, webhookMessages.redelivered),
      onError: (err) => toast.short('error', l.actionFailed, errorText(err, l.actionFailed)),
    });

  return (
    <SectionCard title={l.deliveries} hint={endpoint.url} testId="webhook-deliveries">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="lg">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.columns.event}</Table.Th>
              <Table.Th>{l.columns.status}</Table.Th>
              <Table.Th>{l.columns.attempts}</Table.Th>
              <Table.Th>{l.columns.response}</Table.Th>
              <Table.Th>{l.columns.time}</Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.length === 0 && <EmptyRow colSpan={canEdit ? 6 : 5} text={l.noDeliveries} />}
            {view.rows.map((d) => (
              <Table.Tr key={d.id} data-testid="webhook-delivery-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {eventName(d.event_type)}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {d.event_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[d.status]} variant="light">
                    {l.statuses[d.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td>
                  {d.error ? (
                    <Tooltip label={d.error} multiline w={320} withArrow>
                      <Text size="sm" c="red.7" lineClamp={1} maw={220}>
                        {d.response_status ?? d.error}
                      </Text>
                    </Tooltip>
                  ) : (
                    (d.response_status ?? '–')
                  )}
                </Table.Td>
                <Table.Td>{formatShortDateTime(d.last_attempt_at ?? d.created_at)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconRefresh size={14} />}
                        onClick={() => again(d.id)}
                        disabled={d.status === 'PENDING'}
                      >
                        {l.redeliver}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={reply?.total ?? 0} label={l.deliveries} onChange={setPage} />
    </SectionCard>
  );
}
