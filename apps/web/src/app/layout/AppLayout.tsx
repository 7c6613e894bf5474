// The signed-in shell: side menu, header and the page.
import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import { paths } from '../paths.ts';
import { ChatWidget } from '../tour/ChatWidget.tsx';
import { ProductTour, TourInvite } from '../tour/ProductTour.tsx';
import { useTourSeen } from '../tour/tour-store.ts';
import { AppHeader } from './AppHeader.tsx';
import classes from './AppLayout.module.css';
import { SideMenu } from './SideMenu.tsx';
import { useSidebar } from './sidebar-state.ts';
import { VerifyEmailBanner } from './VerifyEmailBanner.tsx';

export function AppLayout() {
  const sidebar = useSidebar();
  const overlayOpen = sidebar.isMobile && !sidebar.collapsed;
  const tourSeen = useTourSeen();
  const onDashboard = useLocation().pathname === paths.dashboard;
  return (
    <div className={classes.shell}>
      <NavigationProgress />
      <SideMenu
        collapsed={sidebar.collapsed}
        width={sidebar.width}
        onToggle={sidebar.toggle}
        onNavigate={sidebar.closeOverlay}
      />
      {overlayOpen && <div className={classes.backdrop} onClick={sidebar.closeOverlay} aria-hidden="true" />}
      <div className={classes.main} style={{ marginLeft: sidebar.contentOffset }}>
        <AppHeader compact={sidebar.isMobile} />
        <main className={classes.content}>
          <VerifyEmailBanner />
          {onDashboard && !tourSeen && <TourInvite />}
          <Outlet />
        </main>
        <ProductTour />
        <ChatWidget />
      </div>
    </div>
  );
}
