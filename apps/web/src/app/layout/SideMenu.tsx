// The collapsible side menu: entries, 'Demo days' trial card, Prompts usage and the user block.
import { ActionIcon, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { billingMessages, shellMessages } from '@sightline/contracts';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSelector,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/auth.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { Logo } from '../../components/Logo.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import classes from './AppLayout.module.css';
import { isMenuItemActive, menuItems } from './menu-items.ts';
import { PromptUsageBar } from './PromptUsageBar.tsx';
import { TrialBanner } from './TrialBanner.tsx';
import { UserMenu } from './UserMenu.tsx';

interface SideMenuProps {
  collapsed: boolean;
  width: number;
  onToggle: () => void;
  onNavigate: () => void;
}

export function SideMenu({ collapsed, width, onToggle, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const { banner, onTrial, usage } = usePlanStatus();
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <nav
      className={classes.sidebar}
      style={{ width }}
      data-collapsed={collapsed || undefined}
      aria-label="Main menu"
    >
      <div className={classes.sidebarTop}>
        <Logo compact={collapsed} />
        <Tooltip label={collapsed ? 'Expand menu' : 'Collapse menu'} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggle}
            aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
            mt={collapsed ? 8 : 0}
          >
            <ToggleIcon size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </div>

      <div className={classes.nav}>
        {menuItems.map((item) => {
          const active = isMenuItemActive(item, pathname);
          const link = (
            <Link
              key={item.to}
              to={item.to}
              className={classes.navLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              <item.icon size={20} stroke={1.7} style={{ flexShrink: 0 }} />
              {!collapsed && <span>{item.label}</span>}
            </Link>
          );
          return collapsed ? (
            <Tooltip key={item.to} label={item.label} position="right" withArrow>
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </div>

      <div className={classes.sidebarFooter}>
        {banner && (
          <TrialBanner
            banner={banner}
            collapsed={collapsed}
            badge={onTrial ? undefined : billingMessages.readOnlyTitle}
          />
        )}
        <PromptUsageBar usage={usage} collapsed={collapsed} />
        <UserMenu user={user} position="right-end">
          <UnstyledButton className={classes.userBlock}>
            <UserAvatar user={user} radius="xl" size={36} />
            {!collapsed && (
              <>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fz="sm" fw={600} truncate>
                    {user?.name}
                  </Text>
                  <Text fz="xs" c="dimmed" truncate>
                    {user?.email}
                  </Text>
                </Stack>
                <IconSelector size={16} color="var(--mantine-color-gray-5)" />
              </>
            )}
            <VisuallyHidden>{shellMessages.openUserMenu}</VisuallyHidden>
          </UnstyledButton>
        </UserMenu>
      </div>
    </nav>
  );
}
