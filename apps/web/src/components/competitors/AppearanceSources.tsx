// The sources of one prompt appearance: three links, then a "+N more" toggle for the rest.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { competitorsTabLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { visibleSources } from '../../lib/appearance-sources.ts';

export function AppearanceSources({ sources }: { sources: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  if (sources.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {l.noSources}
      </Text>
    );
  const { shown, hidden } = visibleSources(sources, expanded);
  return (
    <Stack gap={2} align="flex-start" maw={340}>
      {shown.map((url) => (
        <Anchor
          key={url}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          maw="100%"
          truncate="end"
        >
          {url}
        </Anchor>
      ))}
      {hidden > 0 && (
        <Button variant="subtle" size="compact-xs" px={4} onClick={() => setExpanded(!expanded)}>
          {expanded ? l.fewerSources : l.moreSources(hidden)}
        </Button>
      )}
    </Stack>
  );
}
