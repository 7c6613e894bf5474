// Report screens: no side menu and no background, so the page prints as it looks.
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import classes from './StandaloneLayout.module.css';

export function StandaloneLayout() {
  return (
    <Box className={classes.root}>
      <NavigationProgress />
      <Outlet />
    </Box>
  );
}
