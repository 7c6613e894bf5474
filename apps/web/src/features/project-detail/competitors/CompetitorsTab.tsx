// Competitors tab (spec 2 section 2.2): who the AI engines mention next to the brand in a date range
// (default: the last 6 weeks), the AI Share of Voice modal for the same range, and the Known
// competitors dialog (competitors and brand aliases the analyzer uses from the next report on).
import { Button, Stack } from '@mantine/core';
import { knownCompetitorLabels, competitorsTabLabels as l } from '@sightline/contracts';
import { IconChartPie, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { type DateRange, NO_DATE_RANGE, useCompetitors } from '../../../api/insights.ts';
import { ModelChangeNotes } from '../../../components/charts/ModelChangeNotes.tsx';
import { HowCalculatedLink } from '../../../components/IntervalMethod.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { useFailureToast } from '../../../lib/toast.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { DateRangeFilter } from '../sources/DateRangeFilter.tsx';
import { InsightTabFrame } from '../sources/InsightTabFrame.tsx';
import { CompetitorsTable } from './CompetitorsTable.tsx';
import { KnownCompetitorsModal } from './KnownCompetitorsModal.tsx';
import { ShareOfVoiceModal } from './ShareOfVoiceModal.tsx';

export function CompetitorsTab({ projectId }: { projectId: string }) {
  const [range, setRange] = useState<DateRange>(NO_DATE_RANGE);
  const [shareOpen, setShareOpen] = useState(false);
  const [knownOpen, setKnownOpen] = useState(false);
  const { project } = useProjectDetail();
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
            <HowCalculatedLink methods={['mean', 'shareOfVoice']} title={l.title} />
            <Button
              leftSection={<IconChartPie size={16} />}
              variant="light"
              onClick={() => setShareOpen(true)}
            >
              {l.seeShareOfVoice}
            </Button>
            <Button
              leftSection={<IconUsersGroup size={16} />}
              variant="default"
              onClick={() => setKnownOpen(true)}
              data-testid="known-competitors-button"
            >
              {knownCompetitorLabels.open}
            </Button>
          </>
        }
        loading={competitors.isPending && competitors.fetchStatus !== 'idle'}
        empty={list.length === 0}
        emptyMessage={l.empty}
        testId="competitors-tab"
        outcomes={competitors.data}
      >
        <Stack gap="sm">
          <CompetitorsTable
            projectId={projectId}
            range={range}
            competitors={list}
            weeks={competitors.data?.weeks_range ?? []}
            modelChanges={competitors.data?.model_changes}
          />
          <ModelChangeNotes changes={competitors.data?.model_changes} />
        </Stack>
      </InsightTabFrame>
      <ShareOfVoiceModal
        projectId={projectId}
        range={range}
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
      />
      <KnownCompetitorsModal
        projectId={projectId}
        canEdit={brandAccess(project.permission).edit}
        opened={knownOpen}
        onClose={() => setKnownOpen(false)}
      />
    </>
  );
}
