// An answer in full: sanitized markdown, then the sources it cited (and, for accuracy prompts, the
// expected response beside it).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { SafeMarkdown } from '../../components/SafeMarkdown.tsx';
import { SourceLinks } from '../../components/SourceLinks.tsx';
import { DetailBlock } from './DetailBlock.tsx';

export function FullResponse({
  response,
  sources,
  expected,
}: {
  response: string;
  sources: readonly { url: string }[];
  expected?: string;
}) {
  return (
    <Stack gap="md" data-testid="full-response">
      <SimpleGrid cols={{ base: 1, md: expected === undefined ? 1 : 2 }} spacing="md">
        <DetailBlock title={l.fullResponse}>
          {response.trim() ? (
            <SafeMarkdown source={response} />
          ) : (
            <Text size="sm" c="dimmed">
              {l.noAnswer}
            </Text>
          )}
        </DetailBlock>
        {expected !== undefined && (
          <DetailBlock title={l.expectedResponse}>
            <SafeMarkdown source={expected} />
          </DetailBlock>
        )}
      </SimpleGrid>
      <DetailBlock title={l.sourcesUsed}>
        <SourceLinks urls={sources.map((s) => s.url)} empty={l.noSources} />
      </DetailBlock>
    </Stack>
  );
}
