// Welcome banner with 'Watch our tutorial' (spec 1 section 2): blinks until watched; opens the video
// in a new tab and records that it was watched.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { dashboardMessages, type User } from '@sightline/contracts';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useMarkTutorialWatched } from '../../api/auth.ts';
import { tutorialVideoUrl } from './tutorial.ts';
import classes from './WelcomeBanner.module.css';

export function WelcomeBanner({ user }: { user: User | null }) {
  const markWatched = useMarkTutorialWatched();
  const watched = user?.view_tutorial ?? true;
  const firstName = user?.first_name || user?.name?.split(' ')[0];

  const watch = () => {
    window.open(tutorialVideoUrl, '_blank', 'noopener,noreferrer');
    if (!watched) markWatched.mutate();
  };

  return (
    <Paper className={classes.banner} p={{ base: 'lg', sm: 32 }} shadow="md">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={620}>
          <Title order={2} c="white" fz={{ base: 22, sm: 28 }}>
            Welcome{firstName ? `, ${firstName}` : ''}!
          </Title>
          <Text c="brand.0" fz={{ base: 'sm', sm: 'md' }}>
            Track how ChatGPT, Gemini, Perplexity and the other AI engines talk about your brand: where you
            rank, which sources they cite, and what to do to show up more.
          </Text>
        </Stack>
        <Button
          size="md"
          color="white"
          variant="white"
          c="brand.7"
          leftSection={<IconPlayerPlayFilled size={16} />}
          className={watched ? undefined : classes.blink}
          onClick={watch}
        >
          {dashboardMessages.watchTutorial}
        </Button>
      </Group>
    </Paper>
  );
}
