// Client-side paging of tables (spec 2 section 2.2): a pager only when the rows exceed
// one page (5 for prompt tables, 10 for report executions).

export interface TablePage<T> {
  rows: T[];
  /** 0 when everything fits on one page and no pager shows. */
  pages: number;
  page: number;
  /** 1-based index of the first row shown, for "1–5 of 12". */
  from: number;
  to: number;
}

export const tablePage = <T>(all: readonly T[], page: number, size: number): TablePage<T> => {
  if (all.length <= size) return { rows: [...all], pages: 0, page: 1, from: 1, to: all.length };
  const pages = Math.ceil(all.length / size);
  // A deletion can empty the last page: show the new last page instead.
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  const rows = all.slice(start, start + size);
  return { rows, pages, page: current, from: start + 1, to: start + rows.length };
};

/** One page of rows the server sent: where they sit among `total` rows of `size` a page. */
export const serverPage = <T>(
  rows: readonly T[],
  page: number,
  size: number,
  total: number,
): TablePage<T> => {
  const from = (page - 1) * size + 1;
  return {
    rows: [...rows],
    pages: total <= size ? 0 : Math.ceil(total / size),
    page,
    from,
    to: from + rows.length - 1,
  };
};
