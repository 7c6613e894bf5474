// A thin bar at the top of the window while a route (and its chunk) loads.
import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
      aria-label="Loading"
    />
  );
}
