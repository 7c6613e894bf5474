// Side menu entries (spec 1 section 2, Layout and menus), in menu order.
import { navLabels } from '@sightline/contracts';
import {
  type Icon,
  IconCreditCard,
  IconLayoutDashboard,
  IconSchool,
  IconSearch,
  IconSpeakerphone,
  IconUsersGroup,
} from '@tabler/icons-react';
import { paths } from '../paths.ts';

export interface MenuItem {
  label: string;
  to: string;
  icon: Icon;
  /** Other paths that belong to this entry (it stays highlighted there). */
  alsoActiveOn?: readonly string[];
}

export const menuItems: readonly MenuItem[] = [
  {
    label: navLabels.dashboard,
    to: paths.dashboard,
    icon: IconLayoutDashboard,
    alsoActiveOn: ['/projects', '/project', '/project-table', '/ranking-query', '/question-query'],
  },
  { label: navLabels.keywordExplorer, to: paths.keywordExplorer, icon: IconSearch },
  { label: navLabels.team, to: paths.sharing, icon: IconUsersGroup },
  { label: navLabels.tutorials, to: paths.tutorials, icon: IconSchool },
  { label: navLabels.services, to: paths.services, icon: IconSpeakerphone },
  {
    label: navLabels.subscription,
    to: paths.subscriptions,
    icon: IconCreditCard,
    alsoActiveOn: [paths.plans, '/subscription', paths.invoices],
  },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export const isMenuItemActive = (item: MenuItem, pathname: string) =>
  within(pathname, item.to) || (item.alsoActiveOn ?? []).some((base) => within(pathname, base));
