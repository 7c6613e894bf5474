// App vs API answers of this prompt on one engine (answers imported from the engine's app beside those
// its API gave over the same days): n, the mention rate, the average position and the top cited
// domains, each with its 95 % interval. The two are never averaged together here. Below, the app
// answers themselves, each opening with its highlighted reading (and, for editors, its correction).
import { Anchor, Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  type AppComparison,
  answerOriginLabels,
  ENGINE_LABELS,
  type EngineCode,
  evidenceLabels,
  answerImportLabels as l,
  type OriginFigures,
} from '@sightline/contracts';
import { useState } from 'react';
import { useAppComparison } from '../../../api/answer-imports.ts';
import { AnswerEvidenceModal } from '../../../components/AnswerEvidence.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SimulatedBadge } from '../../../components/SimulatedBadge.tsx';
import { formatDay, formatShortDateTime } from '../../../lib/format.ts';

const percent = (x: number) => `${Math.round(x * 100)}%`;
/** An interval cut to what the figure can be (a share from 0, a position from 1). */
const interval = (i: { low: number; high: number } | null, show: (x: number) => string, floor = 0) =>
  i ? `[${show(Math.max(floor, i.low))} – ${show(i.high)}]` : '';
const position = (x: number) => x.toFixed(1);

function OriginRow({ label, badge, f }: { label: string; badge?: React.ReactNode; f: OriginFigures }) {
  return (
    <Table.Tr data-testid="comparison-row">
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={badge ? 'grape' : 'gray'} tt="none">
            {label}
          </Badge>
          {badge}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{f.answers}</Table.Td>
      <Table.Td>
        {f.mention_rate === null ? '—' : percent(f.mention_rate)}{' '}
        <Text span size="xs" c="dimmed">
          {interval(f.mention_interval, percent)}
        </Text>
      </Table.Td>
      <Table.Td>
        {f.position === null ? '—' : `#${position(f.position)}`}{' '}
        <Text span size="xs" c="dimmed">
          {interval(f.position_interval, position, 1)} {f.positions ? `${l.n} = ${f.positions}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {f.domains.slice(0, 4).map((d) => (
            <Text key={d.domain} size="xs">
              {d.domain} {percent(d.share)}{' '}
              <Text span size="xs" c="dimmed">
                {interval(d.interval, percent)}
              </Text>
            </Text>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function ComparisonTable({ c }: { c: AppComparison }) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" aria-label={l.comparisonTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{l.origin}</Table.Th>
            <Table.Th ta="right">{l.n}</Table.Th>
            <Table.Th>{l.mentionRate}</Table.Th>
            <Table.Th>{l.position}</Table.Th>
            <Table.Th>{l.domains}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <OriginRow
            label={c.api_simulated ? answerOriginLabels.sandbox : answerOriginLabels.api}
            badge={c.api_simulated ? <SimulatedBadge /> : undefined}
            f={c.api}
          />
          <OriginRow label={answerOriginLabels.app} f={c.app} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The app answers compared, each a link to its evidence. */
function AppAnswers({ c, onOpen }: { c: AppComparison; onOpen: (id: number) => void }) {
  return (
    <Stack gap={4} data-testid="app-answers">
      <Text size="xs" c="dimmed">
        {l.appAnswers(c.app_answers.length, c.app.answers)}
      </Text>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{l.capturedOn}</Table.Th>
            <Table.Th>{l.reading}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {c.app_answers.map((a) => (
            <Table.Tr key={a.id} data-testid="app-answer">
              <Table.Td>
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => onOpen(a.id)}
                  aria-label={l.openAppAnswer}
                >
                  {formatShortDateTime(a.captured_at) ?? a.captured_at}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {evidenceLabels.reading(a.position, a.mention)}
                {a.corrected && (
                  <Badge ml={6} size="xs" variant="light" color="orange" tt="none">
                    {l.corrected}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function AppComparisonCard({
  projectId,
  queryId,
  engines,
  canEdit,
}: {
  projectId: string;
  queryId: string;
  engines: readonly string[];
  canEdit: boolean;
}) {
  const [engine, setEngine] = useState<EngineCode | null>((engines[0] as EngineCode | undefined) ?? null);
  const [opened, setOpened] = useState<number | null>(null);
  const comparison = useAppComparison(projectId, queryId, engine);
  const c = comparison.data;
  return (
    <SectionCard
      title={l.comparisonTitle}
      hint={l.comparisonHint}
      testId="app-comparison"
      actions={
        <Select
          size="xs"
          w={200}
          aria-label={l.engine}
          value={engine}
          onChange={(value) => setEngine(value as EngineCode | null)}
          data={engines.map((code) => ({ value: code, label: ENGINE_LABELS[code as EngineCode] ?? code }))}
          allowDeselect={false}
        />
      }
    >
      <Stack gap="xs" px="lg" pb="md">
        {c?.start_date && c.end_date && (
          <Text size="xs" c="dimmed">
            {l.range(formatDay(c.start_date) ?? c.start_date, formatDay(c.end_date) ?? c.end_date)}
          </Text>
        )}
        {c && c.app.answers === 0 ? (
          <Text size="sm" c="dimmed">
            {l.noAppAnswers}
          </Text>
        ) : (
          c && (
            <>
              <ComparisonTable c={c} />
              <AppAnswers c={c} onOpen={setOpened} />
            </>
          )
        )}
      </Stack>
      <AnswerEvidenceModal
        projectId={projectId}
        answerIds={opened === null ? [] : [opened]}
        origin="app"
        provider={engine ?? ''}
        canEdit={canEdit}
        onClose={() => setOpened(null)}
      />
    </SectionCard>
  );
}
