// React keys for rows that may repeat (a demo user's locked placeholders are identical): the row's own
// key, with a count added to its repeats.

export const withKeys = <T>(items: readonly T[], keyOf: (item: T) => string): { key: string; item: T }[] => {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: n === 0 ? base : `${base}#${n}`, item };
  });
};
