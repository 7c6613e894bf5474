// Beside an accuracy figure: who rated the answers it rests on ("Rated by gpt-4o-mini", "Rated by the
// fact check"); nothing without ratings.
import { Group, Text, Tooltip } from '@mantine/core';
import { type RatedBy, ratedByNote, ratingJudgeLabels } from '@sightline/contracts';
import { IconScale } from '@tabler/icons-react';

export function RatedByLine({ ratedBy }: { ratedBy: RatedBy | undefined }) {
  const note = ratedBy ? ratedByNote(ratedBy) : null;
  if (!note) return null;
  return (
    <Tooltip label={ratingJudgeLabels.hint} multiline w={280} withArrow>
      <Group
        gap={4}
        wrap="nowrap"
        style={{ cursor: 'help' }}
        tabIndex={0}
        aria-label={`${note}. ${ratingJudgeLabels.hint}`}
        data-testid="rated-by"
      >
        <IconScale size={14} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Group>
    </Tooltip>
  );
}
