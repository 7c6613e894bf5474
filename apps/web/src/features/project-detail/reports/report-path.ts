// The printable report of one execution (spec 2 section 2.10: /reports/{id}).
export const reportPath = (executionUuid: string) => `/reports/${encodeURIComponent(executionUuid)}`;

/** Newest first by executed_at. */
export const newestFirst = <T extends { executed_at: string }>(executions: readonly T[]): T[] =>
  [...executions].sort((a, b) => Date.parse(b.executed_at) - Date.parse(a.executed_at));
