// Report screens: no side menu and no background, so the page prints as it looks.
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';

export function StandaloneLayout() {
  return (
    <Box bg="white" mih="100vh" p={{ base: 'md', sm: 'xl' }}>
      <NavigationProgress />
      <Outlet />
    </Box>
  );
}
