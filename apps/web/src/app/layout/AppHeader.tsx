// Header variant of the shell (spec 1 section 2): days-left, plan and Upgrade badges, the greeting,
// the profile picture and the same user menu as the side menu.
import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { shellMessages } from '@sightline/contracts';
import { IconBolt, IconClockHour4, IconCrown } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/auth.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { paths } from '../paths.ts';
import classes from './AppLayout.module.css';
import { UserMenu } from './UserMenu.tsx';

const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);

export function AppHeader({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { banner, planLabel, showUpgrade, loading } = usePlanStatus();
  const firstName = user?.first_name || user?.name?.split(' ')[0] || shellMessages.guest;

  return (
    <header className={classes.header}>
      <Group gap={8} wrap="nowrap" style={{ marginRight: 'auto' }} />
      {banner && !compact && (
        <Badge
          variant="light"
          color={banner.level === 'active' ? 'gray' : banner.level === 'ending' ? 'orange' : 'red'}
          size="lg"
          leftSection={<IconClockHour4 size={14} />}
          title={banner.message}
        >
          {banner.level === 'expired' ? banner.title : daysLeftText(banner.daysLeft)}
        </Badge>
      )}
      {!loading && (
        <Badge
          component="button"
          type="button"
          variant="outline"
          color="brand"
          size={compact ? 'md' : 'lg'}
          leftSection={<IconCrown size={14} />}
          onClick={() => navigate(paths.subscriptions)}
          style={{ cursor: 'pointer' }}
        >
          {planLabel}
        </Badge>
      )}
      {showUpgrade && (
        <Badge
          component="button"
          type="button"
          variant="gradient"
          gradient={{ from: 'brand.5', to: 'grape.5', deg: 120 }}
          size={compact ? 'md' : 'lg'}
          leftSection={<IconBolt size={14} />}
          onClick={() => navigate(paths.subscriptions)}
          style={{ cursor: 'pointer' }}
        >
          {shellMessages.upgrade}
        </Badge>
      )}
      <UserMenu user={user}>
        <UnstyledButton>
          <Group gap={10} wrap="nowrap">
            {!compact && (
              <Text fz="sm" fw={600}>
                {shellMessages.greeting(firstName)}
              </Text>
            )}
            <UserAvatar user={user} radius="xl" size={36} />
          </Group>
          <VisuallyHidden>{shellMessages.openUserMenu}</VisuallyHidden>
        </UnstyledButton>
      </UserMenu>
    </header>
  );
}
