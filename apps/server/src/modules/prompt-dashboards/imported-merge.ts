// Imported app answers merged into the API answers' figures (only when the user asks): the rows of
// the two roll-ups that share a key become one row with their counts and sums added, so the averages,
// rates and intervals computed from them are those of all the answers together. Pure.
import type { AnswerOutcomes } from '@sightline/contracts';
import type { EngineDayRow, EntityPartRow } from './ranking.repo.ts';
import type { EntityDayRow } from './rollup-spans.ts';

type Counts<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** Rows with the same `key` as one: the `counts` added, the other fields of the first row kept. */
export const sumRows = <T extends object>(
  rows: readonly T[],
  key: (row: T) => string,
  counts: readonly Counts<T>[],
): T[] => {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const into = merged.get(k);
    if (!into) {
      merged.set(k, { ...row });
      continue;
    }
    for (const c of counts) (into[c] as number) += row[c] as number;
  }
  return [...merged.values()];
};

const POSITIONS = ['position_sum', 'position_count', 'position_sq_sum'] as const;

/** Each entity's figures per day, of both origins. */
export const mergeEntityDays = (api: readonly EntityDayRow[], app: readonly EntityDayRow[]) =>
  sumRows([...api, ...app], (r) => `${r.entity_key}|${r.day}`, ['mentions', ...POSITIONS]);

/** The brand's figures per engine and day, of both origins. */
export const mergeEngineDays = (api: readonly EngineDayRow[], app: readonly EngineDayRow[]) =>
  sumRows([...api, ...app], (r) => `${r.engine}|${r.day}`, ['answers', 'mentions', ...POSITIONS]);

/** The answers counted and left out, of both origins. */
export const mergeOutcomes = (api: AnswerOutcomes, app: AnswerOutcomes | null): AnswerOutcomes =>
  app
    ? {
        answers_counted: api.answers_counted + app.answers_counted,
        answers_empty: api.answers_empty + app.answers_empty,
        answers_refused: api.answers_refused + app.answers_refused,
        answers_failed: api.answers_failed + app.answers_failed,
        answers_simulated: api.answers_simulated + app.answers_simulated,
      }
    : api;

/** Each entity's sums per span, of both origins. */
export const mergeEntityParts = (api: readonly EntityPartRow[], app: readonly EntityPartRow[]) =>
  sumRows([...api, ...app], (r) => `${r.entity_key}|${r.part}`, ['mentions', ...POSITIONS]);
