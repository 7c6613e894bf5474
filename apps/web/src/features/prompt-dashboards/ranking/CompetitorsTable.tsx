// 'Competitor Analysis' (spec 2.2): competitor ('Your Brand'), average position, appearances (sorted
// descending by default), trend; rows open to the details. Pages beyond 10 rows.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  DASHBOARD_TABLE_PAGE_SIZE,
  type DashboardCompetitor,
  promptDashboardLabels as l,
} from '@sightline/contracts';
import { useState } from 'react';
import type { DashboardParams } from '../../../api/prompt-dashboards.ts';
import { formatAverage } from '../../project-detail/competitors/appearance-sources.ts';
import { ExpandableRow } from '../../project-detail/components/ExpandableRow.tsx';
import { SectionCard } from '../../project-detail/components/SectionCard.tsx';
import { TableFooterPager } from '../../project-detail/components/TableFooterPager.tsx';
import { TrendIndicator } from '../../project-detail/components/TrendIndicator.tsx';
import { tablePage } from '../../project-detail/pagination.ts';
import { EmptyRow } from '../../project-detail/query-results/EmptyRow.tsx';
import { RowToggleCell } from '../../project-detail/sources/RowToggleCell.tsx';
import { SortableHeader } from '../../project-detail/sources/SortableHeader.tsx';
import { type SortDirection, sortRows, toggleDirection } from '../../project-detail/sources/table-sort.ts';
import { CompetitorDetails } from './CompetitorDetails.tsx';

const COLUMNS = 5;

export function CompetitorsTable({
  queryId,
  params,
  competitors,
}: {
  queryId: string;
  params: DashboardParams;
  competitors: readonly DashboardCompetitor[];
}) {
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (name: string) => setOpen(open === name ? null : name);
  const view = tablePage(
    sortRows(competitors, (c) => c.appearance_count, direction),
    page,
    DASHBOARD_TABLE_PAGE_SIZE,
  );
  return (
    <SectionCard title={l.competitorsTitle} hint={l.competitorsHint} testId="ranking-competitors">
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={l.competitorsTitle}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{l.competitor}</Table.Th>
              <Table.Th>{l.averagePosition}</Table.Th>
              <SortableHeader
                label={l.appearances}
                direction={direction}
                onSort={() => setDirection(toggleDirection(direction))}
              />
              <Table.Th>{l.trend}</Table.Th>
              <Table.Th w={80}>{l.details}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {competitors.length === 0 && <EmptyRow colSpan={COLUMNS} text={l.noCompetitors} />}
            {view.rows.map((c) => (
              <ExpandableRow
                key={c.name}
                open={open === c.name}
                colSpan={COLUMNS}
                onToggle={() => toggle(c.name)}
                testId="competitor-row"
                cells={
                  <>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {c.label}
                        </Text>
                        {c.is_client && (
                          <Badge size="sm" color="brand">
                            {l.yourBrand}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatAverage(c.avg)}</Table.Td>
                    <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {c.appearance_count}
                    </Table.Td>
                    <Table.Td>
                      <TrendIndicator trend={c.trend} />
                    </Table.Td>
                    <RowToggleCell name={c.label} open={open === c.name} onToggle={() => toggle(c.name)} />
                  </>
                }
                details={<CompetitorDetails queryId={queryId} params={params} competitor={c} />}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager
        view={view}
        total={competitors.length}
        label={l.competitorsTitle}
        onChange={setPage}
      />
    </SectionCard>
  );
}
