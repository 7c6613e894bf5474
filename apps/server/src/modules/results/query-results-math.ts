import { round1 } from '@sightline/contracts';
// Pure figures of the Query Results tab: a prompt's accuracy status, averages over providers and the
// overall order of the entities a ranking prompt's answers named.

/** Overall accuracy of a question: no wrong ratings Correct, up to 2 Almost all correct, more Incorrect. */
export const accuracyStatus = (ratings: (number | null)[]) => {
  const rated = ratings.filter((r): r is number => r !== null);
  if (rated.length === 0) return 'No data' as const;
  const wrong = rated.filter((r) => r === 0).length;
  if (wrong === 0) return 'Correct' as const;
  return wrong <= 2 ? ('Almost all correct' as const) : ('Incorrect response' as const);
};

/** Mean of the values present, one decimal; null when none is. */
export const average = (values: (number | null)[]) => {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? round1(v.reduce((a, b) => a + b, 0) / v.length) : null;
};

/**
 * Every entity the engines ranked, ordered by its mean position over the engines that ranked it
 * (then by name), numbered from 1; the brand is shown with its label.
 */
export const orderedRanking = (
  entities: readonly { name: string; is_brand: boolean; position: number }[],
  brandLabel: string,
) => {
  const overall = new Map<string, { name: string; label: string; positions: number[] }>();
  for (const e of entities) {
    const key = e.name.toLowerCase();
    const entry = overall.get(key) ?? {
      name: e.name,
      label: e.is_brand ? brandLabel : e.name,
      positions: [],
    };
    entry.positions.push(e.position);
    overall.set(key, entry);
  }
  return [...overall.values()]
    .map((e) => ({ ...e, mean: e.positions.reduce((a, b) => a + b, 0) / e.positions.length }))
    .sort((a, b) => a.mean - b.mean || a.name.localeCompare(b.name))
    .map((e, i) => ({ position: i + 1, name: e.name, label: e.label }));
};
