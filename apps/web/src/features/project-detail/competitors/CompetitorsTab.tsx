// Competitors tab (spec 2 section 2.2): who the AI engines mention next to the brand in a date range
// (default: the last 6 weeks), and the AI Share of Voice modal for the same range.
import { Button } from '@mantine/core';
import { competitorsTabLabels as l } from '@sightline/contracts';
import { IconChartPie } from '@tabler/icons-react';
import { useState } from 'react';
import { type DateRange, NO_DATE_RANGE, useCompetitors } from '../../../api/insights.ts';
import { DateRangeFilter } from '../sources/DateRangeFilter.tsx';
import { InsightTabFrame } from '../sources/InsightTabFrame.tsx';
import { useFailureToast } from '../sources/useFailureToast.ts';
import { CompetitorsTable } from './CompetitorsTable.tsx';
import { ShareOfVoiceModal } from './ShareOfVoiceModal.tsx';

export function CompetitorsTab({ projectId }: { projectId: string }) {
  const [range, setRange] = useState<DateRange>(NO_DATE_RANGE);
  const [shareOpen, setShareOpen] = useState(false);
  const competitors = useCompetitors(projectId, range);
  useFailureToast(competitors.error, l.loadFailed);
  const list = competitors.data?.competitors ?? [];

  return (
    <>
      <InsightTabFrame
        title={l.title}
        description={l.description}
        controls={
          <>
            <DateRangeFilter value={range} onChange={setRange} />
            <Button
              leftSection={<IconChartPie size={16} />}
              variant="light"
              onClick={() => setShareOpen(true)}
            >
              {l.seeShareOfVoice}
            </Button>
          </>
        }
        loading={competitors.isPending && competitors.fetchStatus !== 'idle'}
        empty={list.length === 0}
        emptyMessage={l.empty}
        testId="competitors-tab"
      >
        <CompetitorsTable competitors={list} weeks={competitors.data?.weeks_range ?? []} />
      </InsightTabFrame>
      <ShareOfVoiceModal
        projectId={projectId}
        range={range}
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
      />
    </>
  );
}
