// Renders an AI answer's markdown (see markdown.ts) as React elements: never as HTML. Highlights
// (offsets into the raw source) mark the text they cover with <mark> elements.
import { Code, List, Stack, Text, Title } from '@mantine/core';
import type { HighlightKind } from '@sightline/contracts';
import { type CSSProperties, Fragment, type ReactNode, useMemo } from 'react';
import { type Highlight, piecesOf } from '../lib/highlights.ts';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown.ts';
import { ExternalLink } from './ExternalLink.tsx';

/** How each kind of highlight looks; the answer view's legend shows the same swatches. */
export const HIGHLIGHT_STYLES: Record<HighlightKind, CSSProperties> = {
  position: {
    backgroundColor: 'var(--mantine-color-yellow-1)',
    boxShadow: '0 0 0 1px var(--mantine-color-yellow-5)',
  },
  brand: { backgroundColor: 'var(--mantine-color-blue-2)', fontWeight: 600 },
  competitor: { backgroundColor: 'var(--mantine-color-orange-1)' },
  citation: {
    backgroundColor: 'var(--mantine-color-gray-1)',
    textDecoration: 'underline dotted var(--mantine-color-gray-6)',
  },
};

/** The style of a piece under several highlights: the most specific kind wins each property. */
const styleOf = (kinds: readonly HighlightKind[]): CSSProperties =>
  Object.assign({ color: 'inherit', padding: 0, borderRadius: 2 }, ...kinds.map((k) => HIGHLIGHT_STYLES[k]));

const renderText = (
  text: string,
  start: number | undefined,
  highlights: readonly Highlight[],
  key: string,
) => {
  if (start === undefined || highlights.length === 0) return <Fragment key={key}>{text}</Fragment>;
  return (
    <Fragment key={key}>
      {piecesOf(text, start, highlights).map((piece) =>
        piece.kinds.length === 0 ? (
          <Fragment key={piece.start}>{piece.text}</Fragment>
        ) : (
          <mark
            key={piece.start}
            data-highlight={piece.kinds.join(' ')}
            title={piece.labels.join(', ') || undefined}
            style={styleOf(piece.kinds)}
          >
            {piece.text}
          </mark>
        ),
      )}
    </Fragment>
  );
};

const renderInline = (nodes: Inline[], highlights: readonly Highlight[]): ReactNode[] =>
  nodes.map((node, i) => {
    const key = `${node.type}-${i}`;
    switch (node.type) {
      case 'text':
        return renderText(node.text, node.start, highlights, key);
      case 'strong':
        return <strong key={key}>{renderInline(node.children, highlights)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, highlights)}</em>;
      case 'code':
        return <Code key={key}>{renderText(node.text, node.start, highlights, key)}</Code>;
      case 'link':
        return (
          <ExternalLink key={key} url={node.href} style={{ wordBreak: 'break-word' }}>
            {renderInline(node.children, highlights)}
          </ExternalLink>
        );
      case 'break':
        return <br key={key} />;
    }
    return null;
  });

const renderBlock = (block: Block, i: number, highlights: readonly Highlight[]): ReactNode => {
  switch (block.type) {
    case 'heading':
      return (
        <Title key={i} order={Math.min(6, block.level + 3) as 4 | 5 | 6} mt="xs">
          {renderInline(block.children, highlights)}
        </Title>
      );
    case 'paragraph':
      return (
        <Text key={i} size="sm">
          {renderInline(block.children, highlights)}
        </Text>
      );
    case 'list':
      return (
        <List key={i} type={block.ordered ? 'ordered' : 'unordered'} size="sm" spacing={4} withPadding>
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their order.
            <List.Item key={j}>{renderInline(item, highlights)}</List.Item>
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

const NO_HIGHLIGHTS: readonly Highlight[] = [];

export function SafeMarkdown({
  source,
  highlights = NO_HIGHLIGHTS,
}: {
  source: string;
  highlights?: readonly Highlight[];
}) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap={8} style={{ overflowWrap: 'anywhere' }}>
      {blocks.map((block, i) => renderBlock(block, i, highlights))}
    </Stack>
  );
}
