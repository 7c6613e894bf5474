// The competitors (spec 2 section 2.2): name with the Your Brand badge, average position to one
// decimal, appearances, trend; rows expand into the details. 10 a page.
import { Badge, Group, Table, Text } from '@mantine/core';
import { type CompetitorInsight, INSIGHT_PAGE_SIZES, competitorsTabLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { ExpandableRow } from '../components/ExpandableRow.tsx';
import { TableFooterPager } from '../components/TableFooterPager.tsx';
import { TrendIndicator } from '../components/TrendIndicator.tsx';
import { tablePage } from '../pagination.ts';
import { RowToggleCell } from '../sources/RowToggleCell.tsx';
import { formatAverage } from './appearance-sources.ts';
import { CompetitorDetails } from './CompetitorDetails.tsx';

const COLUMNS = 5;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export function CompetitorsTable({
  competitors,
  weeks,
}: {
  competitors: CompetitorInsight[];
  weeks: string[];
}) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (label: string) => setOpen(open === label ? null : label);
  const view = tablePage(competitors, page, INSIGHT_PAGE_SIZES.competitors);

  return (
    <>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="sm" highlightOnHover aria-label={l.title}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th w={44} />
              <Table.Th>{l.name}</Table.Th>
              <Table.Th>{l.averagePosition}</Table.Th>
              <Table.Th>{l.appearances}</Table.Th>
              <Table.Th>{l.trend}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((competitor) => (
              <ExpandableRow
                key={competitor.label}
                colSpan={COLUMNS}
                open={open === competitor.label}
                onToggle={() => toggle(competitor.label)}
                testId="competitor-row"
                cells={
                  <>
                    <RowToggleCell
                      name={competitor.label}
                      open={open === competitor.label}
                      onToggle={() => toggle(competitor.label)}
                    />
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text fw={600} size="sm">
                          {competitor.label}
                        </Text>
                        {competitor.is_client && (
                          <Badge size="sm" variant="filled" color="brand">
                            {l.yourBrand}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={700} style={numeric}>
                        {formatAverage(competitor.avg)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={numeric}>
                        {competitor.appearance_count}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TrendIndicator trend={competitor.trend} />
                    </Table.Td>
                  </>
                }
                details={<CompetitorDetails competitor={competitor} weeks={weeks} />}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={competitors.length} label={l.title} onChange={setPage} />
    </>
  );
}
