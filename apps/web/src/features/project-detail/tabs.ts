// The detail tabs by index (spec 2 section 2.2: 0 overview, 1 reports/executions, then the others).
// The overview tab is the Query Results tab, which holds the ranking and accuracy prompt tables, so
// it is also "the queries tab": switching to it marks ranking and question notifications read.
import {
  projectDetailMessages as m,
  type NotificationType,
  recommendationLabels,
} from '@sightline/contracts';
import { QUERY_NOTIFICATION_TYPES, REPORT_NOTIFICATION_TYPES } from './notifications.ts';

type DetailTabKey = 'overview' | 'reports' | 'sources' | 'competitors' | 'agent';

export interface DetailTab {
  key: DetailTabKey;
  label: string;
  /** Notification types marked read when the user switches to this tab. */
  marksRead: readonly NotificationType[];
}

export const DETAIL_TABS: readonly DetailTab[] = [
  { key: 'overview', label: m.tabs.queryResults, marksRead: QUERY_NOTIFICATION_TYPES },
  { key: 'reports', label: m.tabs.reports, marksRead: REPORT_NOTIFICATION_TYPES },
  { key: 'sources', label: m.tabs.sources, marksRead: [] },
  { key: 'competitors', label: m.tabs.competitors, marksRead: [] },
  { key: 'agent', label: recommendationLabels.agentTab, marksRead: [] },
];

/** The search parameter holding the selected tab's index, so a reload keeps the tab. */
export const TAB_PARAM = 'tab';

/** The tab index from `?tab=`: an index or a key; anything else is the overview (0). */
export const tabIndexFromParam = (value: string | null): number => {
  if (value === null) return 0;
  const byKey = DETAIL_TABS.findIndex((tab) => tab.key === value);
  if (byKey >= 0) return byKey;
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < DETAIL_TABS.length ? index : 0;
};

/** What to mark read when moving from one tab to another (nothing when staying). */
export const typesToMarkOnSwitch = (from: number, to: number): readonly NotificationType[] =>
  from === to ? [] : (DETAIL_TABS[to]?.marksRead ?? []);
