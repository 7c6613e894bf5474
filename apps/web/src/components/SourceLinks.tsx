// Cited URLs as a compact list of links (host in bold, path dimmed), opened in a new tab.
import { Stack, Text } from '@mantine/core';
import { bareDomain } from '@sightline/contracts';
import { ExternalLink } from './ExternalLink.tsx';

const parts = (url: string) => {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
    return { host: bareDomain(parsed.hostname), path };
  } catch {
    return { host: url, path: '' };
  }
};

export function SourceLinks({ urls, empty }: { urls: readonly string[]; empty: string }) {
  if (urls.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="source-links">
      {urls.map((url) => {
        const { host, path } = parts(url);
        return (
          <ExternalLink key={url} url={url} size="sm" underline="hover" style={{ wordBreak: 'break-all' }}>
            <Text span size="sm" fw={600}>
              {host}
            </Text>
            <Text span size="sm" c="dimmed">
              {path}
            </Text>
          </ExternalLink>
        );
      })}
    </Stack>
  );
}
