// The user menu shared by the side menu's user block and the header (spec 1 section 2).
import { Menu, Text } from '@mantine/core';
import { tourLabels, type User, userMenuLabels } from '@sightline/contracts';
import {
  IconCreditCard,
  IconEdit,
  IconLogout,
  IconMapRoute,
  IconReceipt,
  IconShare,
  IconUser,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth.ts';
import { billingPortalUrl, goTo } from '../../api/subscription.ts';
import { paths } from '../paths.ts';
import { tour } from '../tour/tour-store.ts';

interface UserMenuProps {
  user: User | null;
  /** The element that opens the menu. */
  children: ReactElement;
  position?: 'top-start' | 'bottom-end' | 'right-end';
}

export function UserMenu({ user, children, position = 'bottom-end' }: UserMenuProps) {
  const navigate = useNavigate();
  // The billing portal; when it cannot be opened (no paid plan yet), the invoices page (spec 1 section 7).
  const openInvoices = async () => {
    const url = await billingPortalUrl(paths.subscriptions);
    if (url) goTo(url);
    else navigate(paths.invoices);
  };
  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };
  return (
    <Menu position={position} width={230} shadow="lg" withinPortal offset={8}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {user && (
          <>
            <Menu.Label>
              <Text fz="sm" fw={600} c="dark.7" truncate>
                {user.name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
          </>
        )}
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(paths.profile)}>
          {userMenuLabels.profile}
        </Menu.Item>
        <Menu.Item leftSection={<IconShare size={16} />} onClick={() => navigate(paths.subscriptionSharing)}>
          {userMenuLabels.subscriptionSharing}
        </Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} />} onClick={() => navigate(paths.plans)}>
          {userMenuLabels.plansBilling}
        </Menu.Item>
        <Menu.Item leftSection={<IconReceipt size={16} />} onClick={openInvoices}>
          {userMenuLabels.invoices}
        </Menu.Item>
        <Menu.Item leftSection={<IconMapRoute size={16} />} onClick={tour.start}>
          {tourLabels.menuEntry}
        </Menu.Item>
        {user?.is_admin && (
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => navigate(paths.adminContent)}>
            {tourLabels.adminEntry}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          {userMenuLabels.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
