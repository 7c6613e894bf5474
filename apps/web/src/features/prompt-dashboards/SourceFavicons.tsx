// Sources of an answer as a row of favicons (served by our server by domain), each linking to the
// cited page.
import { Group, Text, Tooltip } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Favicon } from '../../components/Favicon.tsx';

/** One favicon per domain (the first URL cited from it), at most `max`, then "+N". */
export function SourceFavicons({
  sources,
  max = 5,
}: {
  sources: readonly { url: string; domain: string }[];
  max?: number;
}) {
  const byDomain = [...new Map(sources.map((s) => [s.domain, s])).values()];
  if (byDomain.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {l.noSources}
      </Text>
    );
  const hidden = byDomain.length - max;
  return (
    <Group gap={4} wrap="nowrap" data-testid="source-favicons">
      {byDomain.slice(0, max).map((source) => (
        <Tooltip key={source.domain} label={source.domain} withArrow>
          <ExternalLink
            url={source.url}
            aria-label={source.domain}
            onClick={(event) => event.stopPropagation()}
            lh={0}
          >
            <Favicon domain={source.domain} />
          </ExternalLink>
        </Tooltip>
      ))}
      {hidden > 0 && (
        <Text size="xs" c="dimmed" fw={600}>
          +{hidden}
        </Text>
      )}
    </Group>
  );
}
