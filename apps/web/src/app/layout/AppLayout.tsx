// The signed-in shell: side menu, header and the page.
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import { AppHeader } from './AppHeader.tsx';
import classes from './AppLayout.module.css';
import { SideMenu } from './SideMenu.tsx';
import { useSidebar } from './sidebar-state.ts';

export function AppLayout() {
  const sidebar = useSidebar();
  const overlayOpen = sidebar.isMobile && !sidebar.collapsed;
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
          <Outlet />
        </main>
      </div>
    </div>
  );
}
