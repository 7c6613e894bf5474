// The one row of an empty prompt table.
import { Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Stack align="center" gap={6} py="xl">
          <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
            <IconMoodEmpty size={22} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
