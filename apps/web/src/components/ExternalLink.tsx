// A link to a page named by data (a cited source, a URL in an answer), through lib/links.ts: a web
// URL opens in a new tab; anything else is shown as plain text, never as a link.
import { Anchor, type AnchorProps, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { externalLinkProps } from '../lib/links.ts';

export function ExternalLink({
  url,
  children = url,
  title,
  onClick,
  underline,
  ...text
}: AnchorProps & {
  url: string;
  children?: ReactNode;
  title?: string;
  'aria-label'?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  const link = externalLinkProps(url);
  if (!link)
    return (
      <Text span title={title} onClick={onClick} {...text}>
        {children}
      </Text>
    );
  return (
    <Anchor {...link} title={title} onClick={onClick} underline={underline} {...text}>
      {children}
    </Anchor>
  );
}
