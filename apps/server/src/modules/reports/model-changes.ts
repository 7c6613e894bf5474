// When did the model behind an engine change? Providers move an alias ("gpt-5", "claude-sonnet")
// to a new snapshot without notice, and answers can shift with it; dashboards mark the day.

import type { ModelChange } from '@sightline/contracts';

/** Answers one model served an engine on one day (a row of the served-model roll-up). */
export interface ServedAnswers {
  engine: string;
  /** The collection day, YYYY-MM-DD. */
  day: string;
  /** The model the provider said answered; null when it did not say. */
  served_model: string | null;
  answers: number;
}

/** The model that served most of a day's answers; a tie goes to the alphabetically first, so it is stable. */
const dominant = (counts: ReadonlyMap<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];

/**
 * The model changes in the answers of a brand (any number of engines, any order): per engine and
 * day the model that served most answers, and a change wherever it differs from the last day that
 * named one. Days without a served model are skipped: "not said" is not a change. One sample of a
 * rollout answered by the new model does not flip the day; the day it serves most answers does.
 */
export const modelChanges = (answers: readonly ServedAnswers[]): ModelChange[] => {
  const byEngineDay = new Map<string, Map<string, Map<string, number>>>();
  for (const a of answers) {
    if (!a.served_model || a.answers <= 0) continue;
    const days = byEngineDay.get(a.engine) ?? new Map<string, Map<string, number>>();
    byEngineDay.set(a.engine, days);
    const models = days.get(a.day) ?? new Map<string, number>();
    days.set(a.day, models);
    models.set(a.served_model, (models.get(a.served_model) ?? 0) + a.answers);
  }
  const changes: ModelChange[] = [];
  for (const [engine, days] of byEngineDay) {
    let previous: string | undefined;
    for (const day of [...days.keys()].sort()) {
      const model = dominant(days.get(day) ?? new Map());
      if (previous !== undefined && model !== previous)
        changes.push({ engine, date: day, from: previous, to: model });
      previous = model;
    }
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date) || a.engine.localeCompare(b.engine));
};
