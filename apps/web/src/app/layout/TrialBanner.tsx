// The 'Demo days' card of the side menu (spec 1 section 4): title and message from the trial rules.
import { Badge, Button, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { shellMessages, type TrialBanner as TrialBannerData } from '@sightline/contracts';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../paths.ts';

const levelColor: Record<TrialBannerData['level'], string> = {
  active: 'brand',
  ending: 'orange',
  expired: 'red',
};

export function TrialBanner({
  banner,
  collapsed,
  badge = shellMessages.demoDays,
}: {
  banner: TrialBannerData;
  collapsed: boolean;
  /** The card's label: 'Demo days' for the trial. */
  badge?: string;
}) {
  const color = levelColor[banner.level];
  if (collapsed) {
    return (
      <Tooltip label={`${badge}: ${banner.message}`} position="right" multiline w={220} withArrow>
        <Link
          to={paths.subscriptions}
          aria-label={banner.message}
          style={{ textDecoration: 'none', alignSelf: 'center' }}
        >
          <ThemeIcon variant="light" color={color} size={40} radius="md">
            <Text fw={800} fz="sm">
              {banner.daysLeft}
            </Text>
          </ThemeIcon>
        </Link>
      </Tooltip>
    );
  }
  return (
    <Paper
      p="sm"
      radius="md"
      bg={`var(--mantine-color-${color}-0)`}
      withBorder
      style={{ borderColor: `var(--mantine-color-${color}-2)` }}
    >
      <Stack gap={6}>
        <Badge
          variant="light"
          color={color}
          size="sm"
          leftSection={<IconHourglassHigh size={12} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {badge}
        </Badge>
        <Text fw={700} fz="sm" c={`${color}.9`}>
          {banner.title}
        </Text>
        <Text fz="xs" c="dark.4" lh={1.45}>
          {banner.message}
        </Text>
        <Button
          component={Link}
          to={paths.subscriptions}
          size="compact-sm"
          color={color}
          variant="filled"
          mt={2}
        >
          {shellMessages.upgrade}
        </Button>
      </Stack>
    </Paper>
  );
}
