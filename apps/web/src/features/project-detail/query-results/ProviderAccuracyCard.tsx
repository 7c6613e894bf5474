// One provider's answer to an accuracy prompt: its rating and last week's, then accordions for the
// current response (with justification), the previous response (with its date) and the sources. A
// response whose text was removed opens on its reading, with the line saying when the text went.
import { Accordion, Group, Paper, Stack, Text } from '@mantine/core';
import {
  queryResultsLabels as l,
  promptDashboardLabels,
  type QuestionProviderResult,
} from '@sightline/contracts';
import { AnswerEvidence } from '../../../components/AnswerEvidence.tsx';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { SourceLinks } from '../../../components/SourceLinks.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { formatShortDateTime, oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { RatingBadge } from './RatingBadge.tsx';

function Response({
  answerId,
  text,
  textRemovedAt,
  justification,
  empty,
}: {
  answerId: number | null | undefined;
  text: string | null;
  textRemovedAt: string | null | undefined;
  justification: string | null;
  empty: string;
}) {
  const { project } = useProjectDetail();
  if (!(text || textRemovedAt) || !answerId) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <AnswerEvidence
        projectId={project.uuid}
        answerId={answerId}
        canEdit={brandAccess(project.permission).edit}
        fallback={text ?? ''}
      />
      {justification && (
        <Paper bg="gray.0" p="sm" radius="md">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
            {l.justification}
          </Text>
          <Text size="sm">{justification}</Text>
        </Paper>
      )}
    </Stack>
  );
}

export function ProviderAccuracyCard({ result }: { result: QuestionProviderResult }) {
  const previousDate = formatShortDateTime(result.previous_date);
  return (
    <Paper withBorder radius="md" p="md" data-testid="provider-accuracy">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <ProviderName provider={result.provider} simulated={result.simulated} />
          <Group gap="xs" wrap="nowrap">
            {result.score !== null && (
              <MetricValue
                metric={metricOf(result, 'score')}
                format={metricFormats.decimal}
                size="sm"
                fw={600}
              >
                {promptDashboardLabels.scoreOf10(oneDecimal(result.score) ?? '')}
              </MetricValue>
            )}
            <RatingBadge rating={result.rating} />
          </Group>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {l.lastWeekRating}
          </Text>
          <RatingBadge rating={result.previous_rating} variant="light" />
        </Group>
        <Accordion variant="separated" radius="md" multiple defaultValue={['current']}>
          <Accordion.Item value="current">
            <Accordion.Control>{l.currentResponse}</Accordion.Control>
            <Accordion.Panel>
              <Response
                answerId={result.answer_id}
                text={result.response}
                textRemovedAt={result.text_removed_at}
                justification={result.justification}
                empty={l.noResponse}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="previous">
            <Accordion.Control>{l.previousResponse}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {previousDate && (
                  <Text size="xs" c="dimmed">
                    {l.previousDate}: {previousDate}
                  </Text>
                )}
                <Response
                  answerId={result.previous_answer_id}
                  text={result.previous_response}
                  textRemovedAt={result.previous_text_removed_at}
                  justification={result.previous_justification}
                  empty={l.noPreviousResponse}
                />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="sources">
            <Accordion.Control>
              {l.sources} ({result.sources.length})
            </Accordion.Control>
            <Accordion.Panel>
              <SourceLinks urls={result.sources} empty={l.noSources} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}
