// The report-status and query polling rules (spec 2 section 4): status is checked on load and every
// 60 s while a report runs; queries still on execution are re-fetched silently every 30 s.
import { type ProjectQueriesSummary, QUERIES_POLL_MS, REPORT_STATUS_POLL_MS } from '@sightline/contracts';

/** Re-check the report status only while it runs. */
export const statusPollInterval = (status: { running: boolean } | undefined): number | false =>
  status?.running ? REPORT_STATUS_POLL_MS : false;

/** Re-fetch the queries only while one of them is still on execution. */
export const queriesPollInterval = (queries: ProjectQueriesSummary | undefined): number | false => {
  if (!queries) return false;
  const onExecution = [...queries.ranking_queries, ...queries.question_queries].some((q) => q.on_execution);
  return onExecution ? QUERIES_POLL_MS : false;
};

/** True on the one answer where a running report is seen to have stopped. */
export const reportFinished = (wasRunning: boolean | undefined, running: boolean | undefined): boolean =>
  wasRunning === true && running === false;
