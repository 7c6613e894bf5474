// Shown when a route fails to render or its chunk fails to load (e.g. after a deploy replaced it).
// Unknown paths never get here: the catch-all route renders the 404 page.
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be displayed. Reloading usually fixes it.</Text>
        {detail && <Code>{detail}</Code>}
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Center>
  );
}
