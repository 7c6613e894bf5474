// Shown while the first page's code loads, before any route has rendered (every page is lazy).
import { Center, Loader } from '@mantine/core';

export function FirstLoad() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
