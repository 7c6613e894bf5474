// The pager of a server-paged table: rows per page (5, 10, 20, 50), "1–10 of 42" and the pages.
import { Group, Pagination, Select, Text } from '@mantine/core';
import {
  DASHBOARD_PAGE_SIZES,
  type DashboardPagination,
  promptDashboardLabels as l,
  queryResultsLabels,
} from '@sightline/contracts';
import { pageBounds } from './server-pagination.ts';

interface ServerPagerProps {
  pagination: DashboardPagination;
  pageSize: number;
  label: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function ServerPager({ pagination, pageSize, label, onPage, onPageSize }: ServerPagerProps) {
  const { from, to } = pageBounds(pagination, pageSize);
  return (
    <Group
      justify="space-between"
      px="lg"
      py="sm"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {l.rowsPerPage}
        </Text>
        <Select
          aria-label={`${label}: ${l.rowsPerPage}`}
          size="xs"
          w={76}
          allowDeselect={false}
          data={DASHBOARD_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          data-testid="page-size"
        />
        <Text size="sm" c="dimmed">
          {pagination.total_items ? queryResultsLabels.pageOf(from, to, pagination.total_items) : ''}
        </Text>
      </Group>
      <Pagination
        total={pagination.total_pages}
        value={pagination.current_page}
        onChange={onPage}
        size="sm"
        aria-label={label}
      />
    </Group>
  );
}
