// The preview cell text of an answer: cut at the dashboard's length, or "no answer" when empty (or when
// its text was removed, and when); a refusal says so, since it counts in no figure.
import { Badge, Stack, Text } from '@mantine/core';
import {
  type AnswerStatus,
  promptDashboardLabels as l,
  answerOutcomesLabels as o,
} from '@sightline/contracts';
import { TextRemovedNote } from '../../components/TextRemovedNote.tsx';
import { truncate } from '../../lib/format.ts';

export function ResponsePreview({
  response,
  max,
  status,
  textRemovedAt,
}: {
  response: string;
  max: number;
  status?: AnswerStatus;
  textRemovedAt?: string | null;
}) {
  const text = response.trim();
  if (!text && textRemovedAt) return <TextRemovedNote at={textRemovedAt} />;
  if (!text)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {l.noAnswer}
      </Text>
    );
  if (status !== 'refused') return <Text size="sm">{truncate(text, max)}</Text>;
  return (
    <Stack gap={4} align="flex-start">
      <Badge size="xs" variant="light" color="orange" title={o.hint} data-testid="refused-badge">
        {o.refused}
      </Badge>
      <Text size="sm" c="dimmed">
        {truncate(text, max)}
      </Text>
    </Stack>
  );
}
