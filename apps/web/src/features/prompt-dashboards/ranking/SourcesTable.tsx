// 'LLM Sources Analysis & Citation' (spec 2.2): domain ('Your Domain'), total references, mentions
// evolution with its trend percent, used-by providers, frequency; rows open to the details. Pages
// beyond 10 rows.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  DASHBOARD_TABLE_PAGE_SIZE,
  type ImportantSource,
  promptDashboardLabels as l,
} from '@sightline/contracts';
import { useState } from 'react';
import type { DashboardParams } from '../../../api/prompt-dashboards.ts';
import { ExpandableRow } from '../../project-detail/components/ExpandableRow.tsx';
import { SectionCard } from '../../project-detail/components/SectionCard.tsx';
import { TableFooterPager } from '../../project-detail/components/TableFooterPager.tsx';
import { TrendIndicator } from '../../project-detail/components/TrendIndicator.tsx';
import { providerLabel } from '../../project-detail/format.ts';
import { tablePage } from '../../project-detail/pagination.ts';
import { EmptyRow } from '../../project-detail/query-results/EmptyRow.tsx';
import { providerColor } from '../../project-detail/query-results/provider-colors.ts';
import { RowToggleCell } from '../../project-detail/sources/RowToggleCell.tsx';
import { signedPercent } from '../format.ts';
import { Favicon } from '../SourceFavicons.tsx';
import { SourceDetails } from './SourceDetails.tsx';
import { FREQUENCY_COLORS } from './sources.ts';

const HEADERS = [l.domain, l.totalReferences, l.mentionsEvolution, l.usedBy, l.frequency, l.details];

export function SourcesTable({
  queryId,
  params,
  sources,
  providerTotal,
  engines,
}: {
  queryId: string;
  params: DashboardParams;
  sources: readonly ImportantSource[];
  providerTotal: number;
  engines: readonly string[];
}) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (domain: string) => setOpen(open === domain ? null : domain);
  const view = tablePage(sources, page, DASHBOARD_TABLE_PAGE_SIZE);
  return (
    <SectionCard title={l.sourcesTitle} hint={l.sourcesHint} testId="ranking-sources">
      <Table.ScrollContainer minWidth={860} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={l.sourcesTitle}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {HEADERS.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.length === 0 && <EmptyRow colSpan={HEADERS.length} text={l.noSourcesFound} />}
            {view.rows.map((s) => (
              <ExpandableRow
                key={s.domain}
                open={open === s.domain}
                colSpan={HEADERS.length}
                onToggle={() => toggle(s.domain)}
                testId="source-row"
                cells={
                  <>
                    <Table.Td miw={220}>
                      <Group gap="xs" wrap="nowrap">
                        <Favicon domain={s.domain} />
                        <Text size="sm" fw={600} truncate="end">
                          {s.domain}
                        </Text>
                        {s.is_client_domain && (
                          <Badge size="sm" color="brand" style={{ flexShrink: 0 }}>
                            {l.yourDomain}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {s.count}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <TrendIndicator trend={s.trend} />
                        <Text
                          size="sm"
                          c={s.trend === 'up' ? 'teal' : s.trend === 'down' ? 'red' : 'dimmed'}
                          fw={600}
                        >
                          {signedPercent(s.trendPercentage)}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {s.usedByProviders.map((p) => (
                          <Badge
                            key={p}
                            size="sm"
                            variant="dot"
                            color={providerColor(p)}
                            tt="none"
                            radius="sm"
                          >
                            {providerLabel(p)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={FREQUENCY_COLORS[s.frequency]} tt="none">
                        {s.frequency}
                      </Badge>
                    </Table.Td>
                    <RowToggleCell
                      name={s.domain}
                      open={open === s.domain}
                      onToggle={() => toggle(s.domain)}
                    />
                  </>
                }
                details={
                  <SourceDetails
                    queryId={queryId}
                    params={params}
                    source={s}
                    providerTotal={providerTotal}
                    engines={engines}
                  />
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={sources.length} label={l.sourcesTitle} onChange={setPage} />
    </SectionCard>
  );
}
