// The first-time info modal (650 px): how results are obtained. Shown until the user confirms it
// once; the seen flag lives in localStorage.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { RESULTS_INFO_MODAL_WIDTH, resultsInfoModal as t } from '@sightline/contracts';
import { IconArrowsShuffle, IconCalculator, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { hasSeenResultsInfo, rememberResultsInfoSeen } from './first-visit.ts';

const ICONS = [IconArrowsShuffle, IconCalculator, IconUserQuestion];

export function ResultsInfoModal() {
  const [opened, setOpened] = useState(() => !hasSeenResultsInfo());
  const close = () => {
    rememberResultsInfoSeen();
    setOpened(false);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.title}
      size={RESULTS_INFO_MODAL_WIDTH}
      centered
      radius="lg"
    >
      <Stack gap="lg">
        <Text c="dimmed">{t.intro}</Text>
        {t.points.map((point, i) => {
          const Icon = ICONS[i];
          return (
            <Group key={point.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{point.title}</Text>
                <Text size="sm" c="dimmed">
                  {point.text}
                </Text>
              </div>
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button onClick={close}>{t.confirm}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
