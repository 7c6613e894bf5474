// The referenced domains (spec 2 section 2.2): domain with the Your Domain mark, total references
// (sortable), request type tags; rows expand into the domain's details. 10 a page.
import { Badge, Group, Table, Text } from '@mantine/core';
import { INSIGHT_PAGE_SIZES, sourcesTabLabels as l, type WebsiteReference } from '@sightline/contracts';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import type { DateRange } from '../../../api/insights.ts';
import { ExpandableTable } from '../../../components/table/ExpandableTable.tsx';
import { SortableHeader } from '../../../components/table/SortableHeader.tsx';
import { type SortDirection, sortRows, toggleDirection } from '../../../lib/table-sort.ts';
import { WebsiteDetails } from './WebsiteDetails.tsx';

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

export function WebsitesTable({
  projectId,
  range,
  websites,
  weeks,
}: {
  projectId: string;
  range: DateRange;
  websites: WebsiteReference[];
  weeks: string[];
}) {
  const [direction, setDirection] = useState<SortDirection>('desc');
  return (
    <ExpandableTable
      label={l.title}
      rows={sortRows(websites, (w) => w.count, direction)}
      pageSize={INSIGHT_PAGE_SIZES.websites}
      rowKey={(w) => w.domain}
      rowName={(w) => w.domain}
      head={
        <>
          <Table.Th w={44} />
          <Table.Th>{l.domain}</Table.Th>
          <SortableHeader
            label={l.totalReferences}
            direction={direction}
            onSort={() => setDirection(toggleDirection(direction))}
          />
          <Table.Th>{l.requestTypes}</Table.Th>
        </>
      }
      columns={4}
      minWidth={640}
      rowTestId="website-row"
      cells={(website, toggle) => (
        <>
          {toggle}
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
                <Badge key={type} variant="light" color={requestTypeColors[type]} size="sm" radius="sm">
                  {requestTypeLabels[type]}
                </Badge>
              ))}
            </Group>
          </Table.Td>
        </>
      )}
      details={(website) => (
        <WebsiteDetails projectId={projectId} range={range} website={website} weeks={weeks} />
      )}
    />
  );
}
