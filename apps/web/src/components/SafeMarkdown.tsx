// Renders an AI answer's markdown (see markdown.ts) as React elements: never as HTML.
import { Code, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown.ts';
import { ExternalLink } from './ExternalLink.tsx';

const renderInline = (nodes: Inline[]): ReactNode[] =>
  nodes.map((node, i) => {
    const key = `${node.type}-${i}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children)}</em>;
      case 'code':
        return <Code key={key}>{node.text}</Code>;
      case 'link':
        return (
          <ExternalLink key={key} url={node.href} style={{ wordBreak: 'break-word' }}>
            {renderInline(node.children)}
          </ExternalLink>
        );
      case 'break':
        return <br key={key} />;
    }
    return null;
  });

const renderBlock = (block: Block, i: number): ReactNode => {
  switch (block.type) {
    case 'heading':
      return (
        <Title key={i} order={Math.min(6, block.level + 3) as 4 | 5 | 6} mt="xs">
          {renderInline(block.children)}
        </Title>
      );
    case 'paragraph':
      return (
        <Text key={i} size="sm">
          {renderInline(block.children)}
        </Text>
      );
    case 'list':
      return (
        <List key={i} type={block.ordered ? 'ordered' : 'unordered'} size="sm" spacing={4} withPadding>
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their order.
            <List.Item key={j}>{renderInline(item)}</List.Item>
          ))}
        </List>
      );
    case 'code':
      return (
        <Code key={i} block>
          {block.text}
        </Code>
      );
  }
  return null;
};

export function SafeMarkdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap={8} style={{ overflowWrap: 'anywhere' }}>
      {blocks.map(renderBlock)}
    </Stack>
  );
}
