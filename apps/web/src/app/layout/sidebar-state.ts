// Side menu width rules (spec 1 section 2): 70 px collapsed, 240 px expanded, remembered locally,
// and always collapsed at 768 px or narrower.

import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@sightline/contracts';
import { useEffect, useState } from 'react';

const SIDEBAR_STORAGE_KEY = 'sightline.sidebarCollapsed';
const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const sidebarWidth = (collapsed: boolean) => (collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX);

export function useSidebar() {
  const [storedCollapsed, setStoredCollapsed] = useLocalStorage({
    key: SIDEBAR_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery(mobileQuery, false, { getInitialValueInEffect: false }) ?? false;
  // On a phone the menu opens over the page for a moment; that choice is not remembered.
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  const collapsed = isMobile ? !mobileOpen : storedCollapsed;
  const toggle = () => (isMobile ? setMobileOpen((open) => !open) : setStoredCollapsed((value) => !value));
  return {
    collapsed,
    isMobile,
    /** Width the page content leaves free: on a phone the expanded menu overlays instead of pushing. */
    contentOffset: sidebarWidth(isMobile ? true : collapsed),
    width: sidebarWidth(collapsed),
    toggle,
    closeOverlay: () => setMobileOpen(false),
  };
}
