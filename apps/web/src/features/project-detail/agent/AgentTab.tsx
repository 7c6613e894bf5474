// The AI agent tab (spec 2 section 2.4): the latest execution's feedback by default, a sidebar of
// sections with their counts, Implemented Changes and the historical executions (Return to Latest);
// without executions, Run Report.
import {
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  type LlmoFeedback,
  recommendationLabels as l,
  recommendationMessages as m,
  type ReportStatus,
} from '@sightline/contracts';
import { IconHistory, IconListCheck, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { type FeedbackSelection, useLlmoFeedback } from '../../../api/recommendations.ts';
import { SimulatedAnswers } from '../../../components/LeftOutAnswers.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useFailureToast } from '../../../lib/toast.ts';
import { RunReportButton } from '../header/RunReportButton.tsx';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { BoostSection } from './BoostSection.tsx';
import { CompetitorsSection } from './CompetitorsSection.tsx';
import { CorrectnessSection } from './CorrectnessSection.tsx';
import { ImplementedChanges } from './ImplementedChanges.tsx';
import { latestExecution } from './latest.ts';

type ExecutionSummary = ReportStatus['executions'][number];
type View = 'boost' | 'competitors' | 'correctness' | 'implemented' | 'history';

const STATUS_COLORS: Record<ExecutionSummary['status'], string> = {
  COMPLETED: 'teal',
  RUNNING: 'blue',
  PENDING: 'yellow',
  FAILED: 'red',
};

function Section({
  view,
  feedback,
  reportId,
  select,
}: {
  view: View;
  feedback: LlmoFeedback;
  reportId: string;
  select: (change: Partial<FeedbackSelection>) => void;
}) {
  const { project } = useProjectDetail();
  if (view === 'boost')
    return <BoostSection feedback={feedback} onSelect={(ranking) => select({ ranking })} />;
  if (view === 'competitors') return <CompetitorsSection feedback={feedback} />;
  if (view === 'correctness')
    return <CorrectnessSection feedback={feedback} onSelect={(question) => select({ question })} />;
  return <ImplementedChanges project={project} reportId={reportId} changes={feedback.implemented_changes} />;
}

export function AgentTab({
  executions,
  running,
}: {
  executions: readonly ExecutionSummary[];
  running: boolean;
}) {
  const latest = latestExecution(executions);
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<View>('boost');
  const reportId = chosen ?? latest?.uuid;
  // The reply holds the chosen Boost and Correctness queries only; another report starts at the first.
  const [selection, setSelection] = useState<FeedbackSelection & { reportId?: string }>({
    ranking: null,
    question: null,
  });
  const current = selection.reportId === reportId ? selection : { ranking: null, question: null };
  const feedback = useLlmoFeedback(reportId, { ranking: current.ranking, question: current.question });
  const select = (change: Partial<FeedbackSelection>) => setSelection({ ...current, ...change, reportId });
  useFailureToast(feedback.error, m.feedbackFailed);

  if (!latest)
    return (
      <Paper withBorder p="xl" data-testid="agent-empty">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon variant="light" radius="xl" size={56}>
            <IconSparkles size={28} />
          </ThemeIcon>
          <Title order={3}>{l.emptyTitle}</Title>
          <Text c="dimmed" maw={480}>
            {l.emptyText}
          </Text>
          <RunReportButton running={running} />
        </Stack>
      </Paper>
    );

  const selected = executions.find((e) => e.uuid === reportId);
  const counts = feedback.data?.counts;
  const sections: { key: View; label: string; count?: number }[] = [
    { key: 'boost', label: l.sections.boost, count: counts?.ranking_boost },
    { key: 'competitors', label: l.sections.competitors, count: counts?.competitors_change },
    { key: 'correctness', label: l.sections.correctness, count: counts?.info_correctness },
  ];
  const sorted = [...executions].sort((a, b) => b.executed_at.localeCompare(a.executed_at));

  return (
    <Grid gap="lg" data-testid="agent-tab">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p="xs">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" px="xs" pt={4} data-testid="agent-report">
              {chosen
                ? formatDateTime(selected?.executed_at)
                : `${l.latest} · ${formatDateTime(latest.executed_at)}`}
            </Text>
            <SimulatedAnswers provenance={feedback.data?.provenance} />
            {sections.map((s) => (
              <NavLink
                key={s.key}
                label={s.label}
                active={view === s.key}
                onClick={() => setView(s.key)}
                rightSection={
                  <Badge size="sm" variant="light">
                    {s.count ?? '…'}
                  </Badge>
                }
                data-testid={`agent-nav-${s.key}`}
              />
            ))}
            <NavLink
              label={l.sections.implemented}
              leftSection={<IconListCheck size={16} />}
              active={view === 'implemented'}
              onClick={() => setView('implemented')}
              rightSection={
                <Badge size="sm" variant="light">
                  {feedback.data?.implemented_changes.length ?? '…'}
                </Badge>
              }
              data-testid="agent-nav-implemented"
            />
            <NavLink
              label={l.sections.history}
              leftSection={<IconHistory size={16} />}
              active={view === 'history'}
              onClick={() => setView('history')}
              data-testid="agent-nav-history"
            />
            {chosen && (
              <Button
                variant="light"
                size="xs"
                m="xs"
                onClick={() => setChosen(null)}
                data-testid="return-to-latest"
              >
                {l.returnToLatest}
              </Button>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p="lg" mih={300}>
          {view === 'history' ? (
            <Stack gap="xs" data-testid="agent-history">
              <Title order={3} fz="lg">
                {l.sections.history}
              </Title>
              {sorted.map((e) => (
                <Button
                  key={e.uuid}
                  variant={e.uuid === reportId ? 'light' : 'subtle'}
                  justify="space-between"
                  fullWidth
                  onClick={() => {
                    // Choosing an execution loads its feedback and returns to the sections.
                    setChosen(e.uuid === latest.uuid ? null : e.uuid);
                    setView('boost');
                  }}
                  rightSection={
                    <Badge size="sm" color={STATUS_COLORS[e.status]}>
                      {e.status}
                    </Badge>
                  }
                  data-testid="history-execution"
                >
                  {formatDateTime(e.executed_at)}
                </Button>
              ))}
            </Stack>
          ) : feedback.isPending ? (
            <Group justify="center" py="xl">
              <Loader size="sm" />
            </Group>
          ) : feedback.data && reportId ? (
            <Section view={view} feedback={feedback.data} reportId={reportId} select={select} />
          ) : (
            <Text c="dimmed">{m.feedbackFailed}</Text>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
