// The pager under a paged table ("6–10 of 12" and the page buttons); hidden when everything fits.
import { Group, Pagination, Text } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import type { TablePage } from '../../lib/pagination.ts';

export function TableFooterPager<T>({
  view,
  total,
  label,
  onChange,
}: {
  view: TablePage<T>;
  total: number;
  label: string;
  onChange: (page: number) => void;
}) {
  if (view.pages === 0) return null;
  return (
    <Group
      justify="space-between"
      px="lg"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="sm" c="dimmed">
        {l.pageOf(view.from, view.to, total)}
      </Text>
      <nav aria-label={label}>
        <Pagination total={view.pages} value={view.page} onChange={onChange} size="sm" />
      </nav>
    </Group>
  );
}
