// How sure the figures of a screen are, and how their 95 % intervals are calculated: the shared
// paragraph, the methods of the figures the screen shows and the analyzer's published accuracy
// (the figures rest on its reading of each answer), inline (a dialog, a printed page) or behind a
// "How is it calculated?" link.
import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  analyzerAccuracyText,
  intervalLabels as il,
  type IntervalMethod as Method,
  PUBLISHED_ACCURACY,
} from '@sightline/contracts';

export function IntervalMethod({ methods }: { methods: readonly Method[] }) {
  return (
    <Stack gap={6} data-testid="interval-method">
      <Text size="sm">{il.intervalIntro}</Text>
      <List size="sm" spacing={4}>
        {methods.map((method) => (
          <List.Item key={method}>{il.methods[method]}</List.Item>
        ))}
      </List>
      <Text size="sm" data-testid="analyzer-accuracy">
        {analyzerAccuracyText(PUBLISHED_ACCURACY)}
      </Text>
    </Stack>
  );
}

export function HowCalculatedLink({ methods, title }: { methods: readonly Method[]; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open} data-testid="how-calculated">
        {il.howCalculated}
      </Anchor>
      <Modal opened={opened} onClose={close} title={title} size="lg" centered>
        <IntervalMethod methods={methods} />
      </Modal>
    </>
  );
}
