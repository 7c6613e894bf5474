// Beside a figure: how many of the answers it could rest on were left out because they refused, came
// back empty or failed ("3 of 24 answers refused"); nothing when every answer counted.
import { Badge, Tooltip } from '@mantine/core';
import { type AnswerOutcomes, answerOutcomesNote, answerOutcomesLabels as l } from '@sightline/contracts';
import { IconInfoCircle } from '@tabler/icons-react';

export function LeftOutAnswers({ outcomes }: { outcomes: AnswerOutcomes | undefined }) {
  const note = outcomes ? answerOutcomesNote(outcomes) : null;
  if (!note) return null;
  return (
    <Tooltip label={l.hint} multiline w={280} withArrow>
      <Badge
        size="sm"
        variant="light"
        color="orange"
        tt="none"
        w="fit-content"
        maw="100%"
        h="auto"
        // On a phone the note wraps rather than losing its end.
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        leftSection={<IconInfoCircle size={12} />}
        style={{ cursor: 'help', flexShrink: 0 }}
        tabIndex={0}
        aria-label={`${note}. ${l.hint}`}
        data-testid="left-out-answers"
      >
        {note}
      </Badge>
    </Tooltip>
  );
}
