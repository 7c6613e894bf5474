// The expansion of a cited domain: total references, how many providers used it, its mentions over
// time (source-trend call) and its endpoints per provider with reference counts.
import { Center, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type ImportantSource, promptDashboardLabels as l } from '@sightline/contracts';
import { type DashboardParams, useSourceTrend } from '../../../api/prompt-dashboards.ts';
import { WeeklyReferencesChart } from '../../../components/charts/WeeklyReferencesChart.tsx';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { dayLabel } from '../../../lib/format.ts';
import { DetailBlock } from '../DetailBlock.tsx';
import { useLoggedFailure } from '../useLoggedFailure.ts';
import { endpointGroups } from './sources.ts';

export function SourceDetails({
  queryId,
  params,
  source,
  providerTotal,
  engines,
}: {
  queryId: string;
  params: DashboardParams;
  source: ImportantSource;
  providerTotal: number;
  engines: readonly string[];
}) {
  const trend = useSourceTrend(queryId, { ...params, entities: undefined, domain: source.domain });
  useLoggedFailure(trend.error, 'source trend');
  return (
    <Stack gap="md" data-testid="source-details">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Stack gap="md">
          <DetailBlock title={l.totalReferences}>
            <Text fw={800} fz={28} lh={1}>
              {source.count}
            </Text>
          </DetailBlock>
          <DetailBlock title={l.usedBy}>
            <Text size="sm" fw={600}>
              {l.usedByOf(source.usedByProviders.length, providerTotal)}
            </Text>
          </DetailBlock>
        </Stack>
        <DetailBlock title={l.mentionsOverTime} span={2}>
          {trend.data ? (
            <WeeklyReferencesChart
              weeks={trend.data.labels.map((d) => dayLabel(d))}
              counts={trend.data.data}
              label={l.references}
            />
          ) : (
            <Center h={200}>
              {trend.isPending ? <Loader size="sm" /> : <Text c="dimmed">{l.noChartData}</Text>}
            </Center>
          )}
        </DetailBlock>
      </SimpleGrid>
      <DetailBlock title={l.endpointsByProvider}>
        <Stack gap="md">
          {endpointGroups(source, engines).map((group) => (
            <Stack key={group.provider} gap={4} data-testid="provider-endpoints">
              <Group justify="space-between">
                <ProviderName provider={group.provider} />
                <Text size="sm" c="dimmed">
                  {group.total}
                </Text>
              </Group>
              <Table verticalSpacing={4} fz="sm" layout="fixed">
                <Table.Tbody>
                  {group.endpoints.map((e) => (
                    <Table.Tr key={e.url}>
                      <Table.Td>
                        <ExternalLink url={e.url} size="sm" title={e.url} style={{ wordBreak: 'break-all' }}>
                          {e.label}
                        </ExternalLink>
                      </Table.Td>
                      <Table.Td w={80} ta="right" fw={600}>
                        {e.count}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </Stack>
      </DetailBlock>
    </Stack>
  );
}
