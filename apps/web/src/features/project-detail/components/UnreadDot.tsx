// The dot that marks a row with unread notifications.
import { Box, Tooltip } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';

export function UnreadDot() {
  return (
    <Tooltip label={m.unreadDot} withArrow>
      <Box
        component="span"
        role="img"
        aria-label={m.unreadDot}
        data-testid="unread-dot"
        w={8}
        h={8}
        bg="red.6"
        style={{ borderRadius: '50%', display: 'inline-block', flexShrink: 0 }}
      />
    </Tooltip>
  );
}
