// Sources of an answer as a row of favicons (loaded by domain from a public favicon service), each
// linking to the cited page.
import { Anchor, Avatar, Group, Text, Tooltip } from '@mantine/core';
import { faviconUrl, promptDashboardLabels as l } from '@sightline/contracts';
import { safeHref } from '../../lib/markdown.ts';

export function Favicon({ domain, size = 18 }: { domain: string; size?: number }) {
  return (
    <Avatar src={faviconUrl(domain)} alt="" size={size} radius="xs" imageProps={{ loading: 'lazy' }}>
      {domain.charAt(0).toUpperCase()}
    </Avatar>
  );
}

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
          <Anchor
            href={safeHref(source.url) ?? undefined}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={source.domain}
            onClick={(event) => event.stopPropagation()}
            lh={0}
          >
            <Favicon domain={source.domain} />
          </Anchor>
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
