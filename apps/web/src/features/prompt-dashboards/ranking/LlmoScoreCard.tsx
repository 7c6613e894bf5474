// The LLMO Score card (analysis spec 2.2, 9): the brand's score in the last extraction out of 100,
// its date and 95 % interval, and the dialog that explains the formula with this prompt's real
// figures and how sure they are.
import { Anchor, Badge, Group, Modal, Paper, RingProgress, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type AnswerOutcomes, promptDashboardLabels as l, type RankingOverview } from '@sightline/contracts';
import { IntervalMethod } from '../../../components/IntervalMethod.tsx';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { formatShortDateTime, oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';

type Llmo = RankingOverview['llmo'];

/** The places a position score counts (every provider reports the same maximum). */
const maxPositionsOf = (llmo: Llmo) => llmo.providers[0]?.maxPositions ?? 10;

function LlmoDialog({ llmo, opened, onClose }: { llmo: Llmo; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={l.llmoDialogTitle} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">{l.llmoIntro}</Text>
        <Paper withBorder p="sm" bg="gray.0">
          <Text size="sm" fw={700} ta="center" ff="monospace">
            {l.llmoFormula}
          </Text>
        </Paper>
        <Text size="sm">{l.llmoPositionScore(maxPositionsOf(llmo))}</Text>
        <Text size="sm">{l.llmoAdoption}</Text>
        <Text size="sm" c="dimmed" data-testid="adoption-assumed">
          {l.llmoAdoptionAssumed}
        </Text>
        <Text size="sm">{l.llmoContributionHint}</Text>
        {llmo.providers.length > 0 && (
          <Table verticalSpacing={6} fz="sm" aria-label={l.llmoDialogTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{l.provider}</Table.Th>
                <Table.Th ta="right">{l.position}</Table.Th>
                <Table.Th ta="right">{l.adoptionRate}</Table.Th>
                <Table.Th ta="right">{l.llmoContribution}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {llmo.providers.map((p) => (
                <Table.Tr key={p.provider}>
                  <Table.Td>
                    <ProviderName provider={p.provider} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MetricValue metric={metricOf(p, 'position')} format={metricFormats.decimal} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">{p.adoptionRate}%</Table.Td>
                  <Table.Td ta="right">
                    <MetricValue
                      metric={metricOf(p, 'aiShareScore')}
                      format={metricFormats.decimal}
                      size="sm"
                      fw={700}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{l.totalScore}</Table.Th>
                <Table.Th ta="right">
                  <MetricValue
                    metric={metricOf(llmo, 'score')}
                    format={metricFormats.decimal}
                    size="sm"
                    fw={700}
                  >
                    {oneDecimal(llmo.score) ?? '—'}
                    {l.outOf100}
                  </MetricValue>
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
        <IntervalMethod methods={['llmo', 'mean']} />
      </Stack>
    </Modal>
  );
}

/** outcomes: the answers of the last extraction, counted and left out. */
export function LlmoScoreCard({ llmo, outcomes }: { llmo: Llmo; outcomes: AnswerOutcomes }) {
  const [opened, { open, close }] = useDisclosure(false);
  const score = llmo.score ?? 0;
  return (
    <Paper withBorder shadow="xs" p="lg" h="100%" data-testid="llmo-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={3} fz="lg">
              {l.llmoTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {l.llmoHint}
            </Text>
            <LeftOutAnswers outcomes={outcomes} />
          </Stack>
          <Badge variant="light" color="gray" tt="none">
            {l.lastExtraction}: {formatShortDateTime(llmo.last_extraction_date) ?? l.neverExtracted}
          </Badge>
        </Group>
        <Group gap="lg" wrap="nowrap" align="center">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: Math.min(100, score), color: 'brand' }]}
            label={
              <Text ta="center" fw={800} fz={26} data-testid="llmo-score">
                {oneDecimal(llmo.score) ?? '—'}
              </Text>
            }
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {l.totalScore}
            </Text>
            <MetricValue
              metric={metricOf(llmo, 'score')}
              format={metricFormats.decimal}
              fw={800}
              fz={28}
              lh={1}
            >
              {oneDecimal(llmo.score) ?? '—'}
              <Text span c="dimmed" fz="md" fw={600}>
                {l.outOf100}
              </Text>
            </MetricValue>
            <Anchor component="button" type="button" size="sm" onClick={open}>
              {l.howCalculated}
            </Anchor>
          </Stack>
        </Group>
      </Stack>
      <LlmoDialog llmo={llmo} opened={opened} onClose={close} />
    </Paper>
  );
}
