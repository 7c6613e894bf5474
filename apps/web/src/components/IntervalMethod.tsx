// How sure the figures of a screen are, and how their 95 % intervals are calculated: the shared
// paragraph and the methods of the figures the screen shows, inline (a dialog, a printed page) or
// behind a "How is it calculated?" link.
import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { intervalLabels as il, type IntervalMethod as Method } from '@sightline/contracts';

export function IntervalMethod({ methods }: { methods: readonly Method[] }) {
  return (
    <Stack gap={6} data-testid="interval-method">
      <Text size="sm">{il.intervalIntro}</Text>
      <List size="sm" spacing={4}>
        {methods.map((method) => (
          <List.Item key={method}>{il.methods[method]}</List.Item>
        ))}
      </List>
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
