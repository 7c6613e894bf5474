// Beside a figure: how many of the answers it could rest on were left out because they refused, came
// back empty or failed ("3 of 24 answers refused"), and how many of those it rests on the sandbox
// simulated; nothing when every answer counted and was measured.
import { Badge, Group, Tooltip } from '@mantine/core';
import {
  type AnswerOutcomes,
  answerOutcomesNote,
  answerOutcomesLabels as l,
  type Provenance,
  simulatedAnswersNote,
} from '@sightline/contracts';
import { IconFlask, IconInfoCircle } from '@tabler/icons-react';

function NoteBadge({
  note,
  hint,
  color,
  icon,
  testId,
}: {
  note: string;
  hint: string;
  color: string;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <Tooltip label={hint} multiline w={280} withArrow>
      <Badge
        size="sm"
        variant="light"
        color={color}
        tt="none"
        w="fit-content"
        maw="100%"
        h="auto"
        // On a phone the note wraps rather than losing its end.
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        leftSection={icon}
        style={{ cursor: 'help', flexShrink: 0 }}
        tabIndex={0}
        aria-label={`${note}. ${hint}`}
        data-testid={testId}
      >
        {note}
      </Badge>
    </Tooltip>
  );
}

function SimulatedNote({ note }: { note: string }) {
  return (
    <NoteBadge
      note={note}
      hint={l.simulatedHint}
      color="grape"
      icon={<IconFlask size={12} />}
      testId="simulated-answers"
    />
  );
}

export function LeftOutAnswers({ outcomes }: { outcomes: AnswerOutcomes | undefined }) {
  const leftOut = outcomes ? answerOutcomesNote(outcomes) : null;
  const simulated = outcomes ? simulatedAnswersNote(outcomes) : null;
  if (!leftOut && !simulated) return null;
  return (
    <Group gap={6} wrap="wrap">
      {simulated && <SimulatedNote note={simulated} />}
      {leftOut && (
        <NoteBadge
          note={leftOut}
          hint={l.hint}
          color="orange"
          icon={<IconInfoCircle size={12} />}
          testId="left-out-answers"
        />
      )}
    </Group>
  );
}

/** The simulated note alone, for a reply that counts measured and simulated answers (a report's). */
export function SimulatedAnswers({ provenance }: { provenance: Provenance | undefined }) {
  const note = provenance
    ? simulatedAnswersNote({
        answers_counted: provenance.answers_measured + provenance.answers_simulated,
        answers_simulated: provenance.answers_simulated,
      })
    : null;
  return note ? <SimulatedNote note={note} /> : null;
}
