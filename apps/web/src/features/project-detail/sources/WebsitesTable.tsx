// The referenced domains (spec 2 section 2.2): domain with the Your Domain mark, total references
// (sortable), request type tags; rows expand into the domain's details. 10 a page.
import { Badge, Group, Table, Text } from '@mantine/core';
import { INSIGHT_PAGE_SIZES, sourcesTabLabels as l, type WebsiteReference } from '@sightline/contracts';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { ExpandableRow } from '../components/ExpandableRow.tsx';
import { TableFooterPager } from '../components/TableFooterPager.tsx';
import { tablePage } from '../pagination.ts';
import { RowToggleCell } from './RowToggleCell.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { type SortDirection, sortRows, toggleDirection } from './table-sort.ts';
import { WebsiteDetails } from './WebsiteDetails.tsx';

const COLUMNS = 4;
const requestTypeColors = { Ranking: 'brand', Question: 'teal' } as const;
const requestTypeLabels = { Ranking: l.ranking, Question: l.question } as const;

function DomainCell({ website }: { website: WebsiteReference }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconWorld size={16} stroke={1.6} color="var(--mantine-color-gray-6)" />
      <Text fw={600} size="sm" truncate="end">
        {website.domain}
      </Text>
      {website.is_client_domain && (
        <Badge size="sm" variant="filled" color="brand" style={{ flexShrink: 0 }}>
          {l.yourDomain}
        </Badge>
      )}
    </Group>
  );
}

export function WebsitesTable({ websites, weeks }: { websites: WebsiteReference[]; weeks: string[] }) {
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (domain: string) => setOpen(open === domain ? null : domain);
  const view = tablePage(
    sortRows(websites, (w) => w.count, direction),
    page,
    INSIGHT_PAGE_SIZES.websites,
  );

  return (
    <>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="sm" highlightOnHover aria-label={l.title}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th w={44} />
              <Table.Th>{l.domain}</Table.Th>
              <SortableHeader
                label={l.totalReferences}
                direction={direction}
                onSort={() => setDirection(toggleDirection(direction))}
              />
              <Table.Th>{l.requestTypes}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((website) => (
              <ExpandableRow
                key={website.domain}
                colSpan={COLUMNS}
                open={open === website.domain}
                onToggle={() => toggle(website.domain)}
                testId="website-row"
                cells={
                  <>
                    <RowToggleCell
                      name={website.domain}
                      open={open === website.domain}
                      onToggle={() => toggle(website.domain)}
                    />
                    <Table.Td maw={360}>
                      <DomainCell website={website} />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {website.count}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {website.request_types.map((type) => (
                          <Badge
                            key={type}
                            variant="light"
                            color={requestTypeColors[type]}
                            size="sm"
                            radius="sm"
                          >
                            {requestTypeLabels[type]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                  </>
                }
                details={<WebsiteDetails website={website} weeks={weeks} />}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={websites.length} label={l.title} onChange={setPage} />
    </>
  );
}
