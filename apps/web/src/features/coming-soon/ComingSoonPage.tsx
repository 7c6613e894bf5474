// One page for every screen not built yet, so each of those routes works and says what is coming.
import { Badge, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { paths } from '../../app/paths.ts';
import { type ComingSoonAreaKey, type ComingSoonHandle, comingSoonAreas } from './areas.ts';

export function ComingSoonPage({ area }: { area: ComingSoonAreaKey }) {
  const { title, description, icon: AreaIcon } = comingSoonAreas[area];
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'lg', sm: 48 }}
      maw={720}
      mx="auto"
      mt={{ base: 'md', sm: 'xl' }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <AreaIcon size={36} stroke={1.5} />
        </ThemeIcon>
        <Badge variant="light" color="brand" size="lg">
          Coming soon
        </Badge>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="lg" maw={520}>
          {description}
        </Text>
        <Text c="dimmed" size="sm">
          We are putting the finishing touches on this screen.
        </Text>
        <Button component={Link} to={paths.dashboard} leftSection={<IconArrowLeft size={18} />} mt="sm">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

/** The route component: reads its area from the deepest route handle (see `comingSoon` in app/lazy-page). */
export function ComingSoonRoute() {
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  return <ComingSoonPage area={handle?.comingSoon ?? 'projectDetail'} />;
}
