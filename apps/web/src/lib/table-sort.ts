// Sorting of the insight tables (Sources and Competitors tabs): by one numeric column, rows without
// a value always last, ties keeping the server's order.

export type SortDirection = 'asc' | 'desc';

export const sortRows = <T>(
  rows: readonly T[],
  value: (row: T) => number | null,
  direction: SortDirection,
): T[] => {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.index - b.index : a.v === null ? 1 : -1;
      return (a.v - b.v) * sign || a.index - b.index;
    })
    .map(({ row }) => row);
};

/** A header click: the first click sorts descending (most first), the next ones flip. */
export const toggleDirection = (current: SortDirection | null): SortDirection =>
  current === 'desc' ? 'asc' : 'desc';
