// The Book a demo / Book consultation banner (spec 3 sections 2.6 and 2.7): the external booking page
// when BOOKING_URL is configured, else the fallback the screen gives (the services catalogue).
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/content.ts';
import { externalLinkProps } from '../../lib/links.ts';

export function BookingBanner({
  title,
  text,
  action,
  fallback,
}: {
  title: string;
  text: string;
  action: string;
  /** Where the button leads without a booking page: a route or an anchor on this page. */
  fallback: string;
}) {
  const config = useAppConfig();
  const booking = config.data?.booking_url ? externalLinkProps(config.data.booking_url) : null;
  const icon = <IconCalendarEvent size={18} />;
  return (
    <Paper
      p="lg"
      radius="md"
      data-testid="booking-banner"
      style={{
        background: 'linear-gradient(120deg, var(--mantine-color-brand-7), var(--mantine-color-brand-5))',
        color: 'white',
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} fz="h3" c="white">
            {title}
          </Title>
          <Text c="white" opacity={0.9}>
            {text}
          </Text>
        </Stack>
        {booking ? (
          <Button component="a" {...booking} variant="white" leftSection={icon}>
            {action}
          </Button>
        ) : fallback.startsWith('#') ? (
          <Button component="a" href={fallback} variant="white" leftSection={icon}>
            {action}
          </Button>
        ) : (
          <Button component={Link} to={fallback} variant="white" leftSection={icon}>
            {action}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
