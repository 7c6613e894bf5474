// The frame of an insight tab (Sources, Competitors): a section card with the title, what its figures
// rest on (simulated and left-out answers) and filters, holding a loader, the empty message or the table.
import { Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import type { AnswerOutcomes } from '@sightline/contracts';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

export function InsightTabFrame({
  title,
  description,
  controls,
  loading,
  empty,
  emptyMessage,
  testId,
  outcomes,
  children,
}: {
  title: string;
  description: string;
  controls: ReactNode;
  loading: boolean;
  empty: boolean;
  emptyMessage: string;
  testId: string;
  /** The answers of the range the table rests on. */
  outcomes: AnswerOutcomes | undefined;
  children: ReactNode;
}) {
  return (
    <SectionCard
      title={title}
      hint={description}
      badge={<LeftOutAnswers outcomes={outcomes} />}
      testId={testId}
      actions={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' }}>{controls}</div>
      }
    >
      <div aria-busy={loading} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {loading ? (
          <Center py={64}>
            <Loader size="md" />
          </Center>
        ) : empty ? (
          <Stack align="center" gap="xs" py={56} px="md">
            <ThemeIcon variant="light" color="gray" size={44} radius="xl">
              <IconDatabaseOff size={22} />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              {emptyMessage}
            </Text>
          </Stack>
        ) : (
          children
        )}
      </div>
    </SectionCard>
  );
}
