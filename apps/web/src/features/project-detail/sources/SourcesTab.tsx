// LLM Sources tab (AI Reference Sources, spec 2 section 2.2): the domains the AI engines cite for
// the brand's prompts in a date range (default: the last 6 weeks).
import { sourcesTabLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { type DateRange, NO_DATE_RANGE, useImportantWebsites } from '../../../api/insights.ts';
import { useFailureToast } from '../../../lib/toast.ts';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { InsightTabFrame } from './InsightTabFrame.tsx';
import { WebsitesTable } from './WebsitesTable.tsx';

export function SourcesTab({ projectId }: { projectId: string }) {
  const [range, setRange] = useState<DateRange>(NO_DATE_RANGE);
  const websites = useImportantWebsites(projectId, range);
  useFailureToast(websites.error, l.loadFailed);
  const list = websites.data?.websites ?? [];

  return (
    <InsightTabFrame
      title={l.title}
      description={l.description}
      controls={<DateRangeFilter value={range} onChange={setRange} />}
      loading={websites.isPending && websites.fetchStatus !== 'idle'}
      empty={list.length === 0}
      emptyMessage={l.empty}
      testId="sources-tab"
      outcomes={websites.data}
    >
      <WebsitesTable
        projectId={projectId}
        range={range}
        websites={list}
        weeks={websites.data?.weeks_range ?? []}
      />
    </InsightTabFrame>
  );
}
