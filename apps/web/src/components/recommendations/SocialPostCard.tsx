// A social post an AI engine cited (spec 2 section 2.4): platform, account, date, content with links,
// hashtags and mentions highlighted (collapsed above 200 characters), relevance and link.
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { recommendationLabels as l, SOCIAL_COLLAPSE_CHARS, type SocialPost } from '@sightline/contracts';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { withKeys } from '../../lib/keys.ts';
import { postParts } from '../../lib/typing.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Evidence } from './Evidence.tsx';

export function SocialPostCard({ post, locked }: { post: SocialPost; locked?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const long = post.content.length > SOCIAL_COLLAPSE_CHARS;
  const content = long && !expanded ? `${post.content.slice(0, SOCIAL_COLLAPSE_CHARS)}…` : post.content;
  return (
    <Paper withBorder p="sm" data-testid="social-post" data-locked={locked || undefined}>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{post.platform}</Badge>
          {post.username && (
            <Text size="sm" fw={600}>
              {post.username}
            </Text>
          )}
          {post.date && (
            <Text size="xs" c="dimmed">
              {formatDate(post.date)}
            </Text>
          )}
        </Group>
        <Text size="sm" data-testid="social-content">
          {withKeys(postParts(content), (p) => p.text).map(({ key, item: part }) =>
            part.kind === 'link' ? (
              <ExternalLink key={key} url={part.text} />
            ) : part.kind === 'tag' ? (
              <Text key={key} span c="blue" fw={600}>
                {part.text}
              </Text>
            ) : (
              <span key={key}>{part.text}</span>
            ),
          )}
        </Text>
        {long && (
          <Anchor component="button" size="xs" onClick={() => setExpanded((e) => !e)}>
            {expanded ? l.showLess : l.showMore}
          </Anchor>
        )}
        {post.relevance && (
          <Text size="xs" c="dimmed">
            {l.relevance}: {post.relevance}
          </Text>
        )}
        {post.link && <ExternalLink url={post.link} size="xs" style={{ wordBreak: 'break-all' }} />}
        <Evidence evidence={post.evidence} />
      </Stack>
    </Paper>
  );
}
