// Cited URLs as a compact list of links (host in bold, path dimmed), opened in a new tab.
import { Anchor, Stack, Text } from '@mantine/core';
import { safeHref } from '../lib/markdown.ts';

const parts = (url: string) => {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
    return { host: parsed.hostname.replace(/^www\./, ''), path };
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
        const href = safeHref(url);
        const { host, path } = parts(url);
        const label = (
          <>
            <Text span size="sm" fw={600}>
              {host}
            </Text>
            <Text span size="sm" c="dimmed">
              {path}
            </Text>
          </>
        );
        return href ? (
          <Anchor
            key={url}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            underline="hover"
            style={{ wordBreak: 'break-all' }}
          >
            {label}
          </Anchor>
        ) : (
          <Text key={url} size="sm">
            {label}
          </Text>
        );
      })}
    </Stack>
  );
}
