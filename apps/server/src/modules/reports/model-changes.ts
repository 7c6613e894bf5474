// When did the model behind an engine change? Providers move an alias ("gpt-5", "claude-sonnet")
// to a new snapshot without notice, and answers can shift with it; dashboards mark the day.

export interface ServedAnswer {
  engine: string;
  /** The collection day, YYYY-MM-DD. */
  day: string;
  /** The model the provider said answered; null when it did not say. */
  served_model: string | null;
}

export interface ModelChange {
  engine: string;
  /** First day the new model answered. */
  date: string;
  from: string;
  to: string;
}

/** The model that served most of a day's answers; a tie goes to the alphabetically first, so it is stable. */
const dominant = (models: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const m of models) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
};

/**
 * The model changes in the answers of a prompt (any number of engines, any order): per engine and
 * day the model that served most answers, and a change wherever it differs from the last day that
 * named one. Days without a served model are skipped: "not said" is not a change. One sample of a
 * rollout answered by the new model does not flip the day; the day it serves most answers does.
 */
export const modelChanges = (answers: readonly ServedAnswer[]): ModelChange[] => {
  const byEngineDay = new Map<string, Map<string, string[]>>();
  for (const a of answers) {
    if (!a.served_model) continue;
    const days = byEngineDay.get(a.engine) ?? new Map<string, string[]>();
    byEngineDay.set(a.engine, days);
    days.set(a.day, [...(days.get(a.day) ?? []), a.served_model]);
  }
  const changes: ModelChange[] = [];
  for (const [engine, days] of byEngineDay) {
    let previous: string | undefined;
    for (const day of [...days.keys()].sort()) {
      const model = dominant(days.get(day) ?? []);
      if (previous !== undefined && model !== previous)
        changes.push({ engine, date: day, from: previous, to: model });
      previous = model;
    }
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date) || a.engine.localeCompare(b.engine));
};
