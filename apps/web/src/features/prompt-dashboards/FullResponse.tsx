// An answer in full: its evidence (the highlighted answer, see AnswerEvidence), then the sources it
// cited (and, for accuracy prompts, the expected response beside it). An answer whose text was removed
// still opens: its reading stays, with the line saying when the text went.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { AnswerEvidence } from '../../components/AnswerEvidence.tsx';
import { SafeMarkdown } from '../../components/SafeMarkdown.tsx';
import { SourceLinks } from '../../components/SourceLinks.tsx';
import { DetailBlock } from './DetailBlock.tsx';

/** The brand the dashboard shows and whether the user may correct its readings. */
export interface EvidenceScope {
  projectId: string;
  canEdit: boolean;
}

export function FullResponse({
  answerId,
  scope,
  response,
  sources,
  expected,
  textRemovedAt,
}: {
  answerId: number;
  scope: EvidenceScope;
  response: string;
  textRemovedAt?: string | null;
  sources: readonly { url: string }[];
  expected?: string;
}) {
  return (
    <Stack gap="md" data-testid="full-response">
      <SimpleGrid cols={{ base: 1, md: expected === undefined ? 1 : 2 }} spacing="md">
        <DetailBlock title={l.fullResponse}>
          {response.trim() || textRemovedAt ? (
            <AnswerEvidence
              projectId={scope.projectId}
              answerId={answerId}
              canEdit={scope.canEdit}
              fallback={response}
            />
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
