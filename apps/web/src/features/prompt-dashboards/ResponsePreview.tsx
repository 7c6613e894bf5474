// The preview cell text of an answer: cut at the dashboard's length, or "no answer" when empty.
import { Text } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { truncate } from '../../lib/format.ts';

export function ResponsePreview({ response, max }: { response: string; max: number }) {
  const text = response.trim();
  return text ? (
    <Text size="sm">{truncate(text, max)}</Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      {l.noAnswer}
    </Text>
  );
}
