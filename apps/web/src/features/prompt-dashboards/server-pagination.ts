// Row bounds of a server page, for the "11–20 of 42" text under a paged table.
import type { DashboardPagination } from '@sightline/contracts';

/** 1-based first and last row of the current page. */
export const pageBounds = ({ current_page, total_items }: DashboardPagination, pageSize: number) => {
  const from = Math.min(total_items, (current_page - 1) * pageSize + 1);
  return { from, to: Math.min(total_items, current_page * pageSize) };
};
