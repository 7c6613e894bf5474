// AI Share of Voice modal (spec 2 section 2.3): the matrix for the tab's date range, its legend,
// Print and Download CSV (disabled while loading or empty), and an empty state.
import { Button, Center, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { dateRangeFilterLabels, shareOfVoiceLabels as l, simulatedAnswersNote } from '@sightline/contracts';
import { IconChartPieOff, IconDownload, IconPrinter } from '@tabler/icons-react';
import { type DateRange, dateRangeQuery, useShareOfVoice } from '../../../api/insights.ts';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { toast, useFailureToast } from '../../../lib/toast.ts';
import { ShareOfVoiceLegend } from './ShareOfVoiceLegend.tsx';
import { ShareOfVoiceMatrix } from './ShareOfVoiceMatrix.tsx';
import { hasShareOfVoice } from './share-of-voice.ts';
import { downloadShareOfVoiceCsv, printShareOfVoice } from './share-of-voice-export.ts';

const rangeText = (range: DateRange) => {
  const { start_date, end_date } = dateRangeQuery(range);
  return start_date && end_date ? `${start_date} – ${end_date}` : dateRangeFilterLabels.placeholder;
};

function EmptyShare() {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        <IconChartPieOff size={22} />
      </ThemeIcon>
      <Text c="dimmed" ta="center">
        {l.empty}
      </Text>
    </Stack>
  );
}

export function ShareOfVoiceModal({
  projectId,
  range,
  opened,
  onClose,
}: {
  projectId: string;
  range: DateRange;
  opened: boolean;
  onClose: () => void;
}) {
  const share = useShareOfVoice(projectId, range, opened);
  useFailureToast(share.error, l.loadFailed);
  const loading = share.isFetching;
  const data = hasShareOfVoice(share.data) ? share.data : undefined;
  const subtitle = `${rangeText(range)} · ${l.totalMentions(share.data?.total_mentions ?? 0)}`;

  const print = () => {
    if (!data) return;
    // On paper too, the matrix says when it rests on sandbox answers.
    const simulated = share.data ? simulatedAnswersNote(share.data) : null;
    printShareOfVoice(data, simulated ? `${subtitle} · ${simulated}` : subtitle).catch(() =>
      toast.short('error', l.printError, l.printFailed),
    );
  };
  const download = () => {
    if (!data) return;
    try {
      downloadShareOfVoiceCsv(data);
    } catch {
      toast.short('error', l.downloadError, l.downloadFailed);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={l.title} size={1040} centered>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {l.description}
          </Text>
          <Group gap="xs">
            <LeftOutAnswers outcomes={share.data} />
            <Text size="sm" fw={600}>
              {subtitle}
            </Text>
          </Group>
        </Group>
        {loading && !data ? (
          <Center py={56}>
            <Loader />
          </Center>
        ) : data ? (
          <ShareOfVoiceMatrix data={data} />
        ) : (
          <EmptyShare />
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <ShareOfVoiceLegend />
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={print}
              disabled={loading || !data}
            >
              {l.print}
            </Button>
            <Button leftSection={<IconDownload size={16} />} onClick={download} disabled={loading || !data}>
              {l.downloadCsv}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
