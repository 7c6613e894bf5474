// Invoices, /invoices: the fallback when the billing portal cannot be opened, and the list of the
// invoices the payment provider sent (amounts, dates, status, PDF links).
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type Invoice, billingLabels as l, billingMessages as m } from '@sightline/contracts';
import { IconAlertCircle, IconCreditCard, IconDownload } from '@tabler/icons-react';
import { useInvoices } from '../../api/subscription.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { formatDate } from '../../lib/format.ts';
import { money } from './billing-view.ts';
import { useBillingPortal } from './useBillingPortal.ts';

const statusColor: Record<Invoice['status'], string> = {
  paid: 'teal',
  open: 'orange',
  draft: 'gray',
  uncollectible: 'red',
  void: 'gray',
};

export function InvoicesPage() {
  const invoices = useInvoices();
  const { subscription } = usePlanStatus();
  const portal = useBillingPortal();
  const rows = invoices.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
            {l.invoicesTitle}
          </Title>
          <Text c="dimmed">Every invoice of your subscription, with its PDF.</Text>
        </Stack>
        {subscription?.plan && (
          <Button
            leftSection={<IconCreditCard size={16} />}
            variant="default"
            onClick={portal.open}
            loading={portal.opening}
          >
            {l.manageBilling}
          </Button>
        )}
      </Group>
      {invoices.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {m.invoicesFailed}
        </Alert>
      )}
      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        {invoices.isPending ? (
          <Skeleton h={160} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="lg" ta="center">
            {l.noInvoices}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="lg" striped data-testid="invoices-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{l.invoiceNumber}</Table.Th>
                  <Table.Th>{l.invoiceDate}</Table.Th>
                  <Table.Th>{l.invoicePeriod}</Table.Th>
                  <Table.Th ta="right">{l.invoiceAmount}</Table.Th>
                  <Table.Th>{l.invoiceStatus}</Table.Th>
                  <Table.Th>{l.invoicePdf}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td fw={600}>{invoice.number ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(invoice.created_at)}</Table.Td>
                    <Table.Td>
                      {invoice.period_start && invoice.period_end
                        ? `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`
                        : '—'}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {money(invoice.amount, invoice.currency)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColor[invoice.status]}>
                        {invoice.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {invoice.pdf_url ? (
                        <ExternalLink url={invoice.pdf_url} fz="sm" fw={600}>
                          <IconDownload size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
                          {l.downloadPdf}
                        </ExternalLink>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
