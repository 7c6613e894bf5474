// The sources of one prompt appearance: three links, then a "+N more" toggle for the rest.
import { Button, Stack, Text } from '@mantine/core';
import { competitorsTabLabels as l } from '@sightline/contracts';
import { useState } from 'react';
import { visibleSources } from '../../lib/appearance-sources.ts';
import { ExternalLink } from '../ExternalLink.tsx';

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
        <ExternalLink key={url} url={url} size="xs" maw="100%" truncate="end" />
      ))}
      {hidden > 0 && (
        <Button variant="subtle" size="compact-xs" px={4} onClick={() => setExpanded(!expanded)}>
          {expanded ? l.fewerSources : l.moreSources(hidden)}
        </Button>
      )}
    </Stack>
  );
}
