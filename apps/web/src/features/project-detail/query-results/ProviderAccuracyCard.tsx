// One provider's answer to an accuracy prompt: its rating and last week's, then accordions for the
// current response (with justification), the previous response (with its date) and the sources.
import { Accordion, Group, Paper, Stack, Text } from '@mantine/core';
import { queryResultsLabels as l, type QuestionProviderResult } from '@sightline/contracts';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { SafeMarkdown } from '../../../components/SafeMarkdown.tsx';
import { SourceLinks } from '../../../components/SourceLinks.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { RatingBadge } from './RatingBadge.tsx';

function Response({
  text,
  justification,
  empty,
}: {
  text: string | null;
  justification: string | null;
  empty: string;
}) {
  if (!text) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <SafeMarkdown source={text} />
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
          <RatingBadge rating={result.rating} />
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
              <Response text={result.response} justification={result.justification} empty={l.noResponse} />
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
                  text={result.previous_response}
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
