// A parsed markdown tree (lib/markdown/parse.ts) drawn as React elements. Nothing of the source ever
// becomes markup: raw HTML shows as its text, links are web or mail ones only (new tab, no referrer,
// no endorsement, through ExternalLink), and images are links to them, never loaded. Highlights
// (offsets into the raw source) mark the text they cover, across emphasis, links and cells alike.
import { Anchor, Box, Code, Divider, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { markdownLabels as l } from '@sightline/contracts';
import { IconPhoto, IconSquare, IconSquareCheck } from '@tabler/icons-react';
import type { AlignType, Nodes, Root, TableRow } from 'mdast';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import type { Highlight } from '../../lib/highlights.ts';
import { sourceOffsets } from '../../lib/markdown/source-offsets.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { highlighted } from './highlight-marks.tsx';

/** Nesting drawn as such; deeper parts (only a hostile source nests so far) are drawn flat. */
const MAX_DEPTH = 16;
/** A table scrolls sideways once its box is narrower than this per column. */
const TABLE_COLUMN_MIN_PX = 120;
const FENCE = /^[ \t]*(?:```|~~~)/;

interface Context {
  source: string;
  highlights: readonly Highlight[];
  /** The URL of each link and image definition, by identifier. */
  definitions: ReadonlyMap<string, string>;
  /** The element id of each footnote, by identifier. */
  footnotes: ReadonlyMap<string, string>;
}

/** Link definitions and footnotes, wherever they stand in the tree. */
const collect = (root: Root, idPrefix: string) => {
  const definitions = new Map<string, string>();
  const footnotes = new Map<string, string>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier))
      definitions.set(node.identifier, node.url);
    if (node.type === 'footnoteDefinition' && !footnotes.has(node.identifier))
      footnotes.set(node.identifier, `${idPrefix}-fn-${footnotes.size + 1}`);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return { definitions, footnotes };
};

/** `text` that the parser read from `node`'s stretch of the source (from `from` on), highlighted. */
const textOf = (text: string, node: Nodes, ctx: Context, from = node.position?.start.offset): ReactNode => {
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined || !ctx.highlights.some((h) => h.start < to && h.end > from))
    return text;
  const offsets = sourceOffsets(text, ctx.source, from, to);
  return highlighted(text, (i) => offsets[i], ctx.highlights);
};

/** A code block's text starts on the line after its opening fence. */
const codeStart = (node: Nodes, source: string) => {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  const fenced = FENCE.test(source.slice(start, end));
  const newline = source.indexOf('\n', start);
  return fenced && newline !== -1 && newline < end ? newline + 1 : start;
};

const keyOf = (node: Nodes, i: number) => `${node.type}-${node.position?.start.offset ?? i}`;

const scrollTo = (id: string) => (event: MouseEvent) => {
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
};

/** Parents whose children are blocks (a paragraph, a list), not text. */
const FLOW_PARENTS = new Set<Nodes['type']>(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** `tight`: a paragraph of a tight list's item; `flow`: a child of a parent of blocks. */
function draw(node: Nodes, ctx: Context, depth: number, tight = false, flow = false): ReactNode {
  const children = (tightChildren = false) =>
    'children' in node
      ? node.children.map((child, i) => (
          <Fragment key={keyOf(child, i)}>
            {draw(child, ctx, depth + 1, tightChildren, FLOW_PARENTS.has(node.type))}
          </Fragment>
        ))
      : null;
  if (depth > MAX_DEPTH) return 'value' in node ? textOf(node.value, node, ctx) : children();
  switch (node.type) {
    case 'root':
      return children();
    case 'paragraph':
      // A tight list's items hold their text as is, as a browser draws a list item.
      return tight ? children() : <Text size="sm">{children()}</Text>;
    case 'heading':
      return (
        <Title order={Math.min(6, node.depth + 3) as 4 | 5 | 6} mt="xs">
          {children()}
        </Title>
      );
    case 'thematicBreak':
      return <Divider my={4} />;
    case 'blockquote':
      return (
        <Box
          component="blockquote"
          m={0}
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
        >
          <Stack gap={8}>{children()}</Stack>
        </Box>
      );
    case 'list':
      return (
        <List
          type={node.ordered ? 'ordered' : 'unordered'}
          start={node.ordered ? (node.start ?? undefined) : undefined}
          size="sm"
          spacing={4}
          withPadding
        >
          {node.children.map((item, i) => (
            <List.Item
              key={keyOf(item, i)}
              icon={
                item.checked === true ? (
                  <IconSquareCheck size={16} role="img" aria-label={l.taskDone} />
                ) : item.checked === false ? (
                  <IconSquare size={16} role="img" aria-label={l.taskOpen} />
                ) : undefined
              }
            >
              {draw(item, ctx, depth + 1, !(node.spread || item.spread))}
            </List.Item>
          ))}
        </List>
      );
    case 'listItem':
      return tight ? children(true) : <Stack gap={6}>{children()}</Stack>;
    case 'table':
      return <MarkdownTable rows={node.children} align={node.align ?? []} ctx={ctx} depth={depth} />;
    case 'code':
      return <Code block>{textOf(node.value, node, ctx, codeStart(node, ctx.source))}</Code>;
    case 'inlineCode':
      return <Code>{textOf(node.value, node, ctx)}</Code>;
    case 'text':
      return textOf(node.value, node, ctx);
    case 'html':
      // Raw HTML is shown as the text it is; a block of it stands as a paragraph of its own.
      return flow ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {textOf(node.value, node, ctx)}
        </Text>
      ) : (
        textOf(node.value, node, ctx)
      );
    case 'emphasis':
      return <em>{children()}</em>;
    case 'strong':
      return <strong>{children()}</strong>;
    case 'delete':
      return <del>{children()}</del>;
    case 'break':
      return <br />;
    case 'link':
      return (
        <ExternalLink url={node.url} style={{ wordBreak: 'break-word' }}>
          {children()}
        </ExternalLink>
      );
    case 'linkReference':
      return (
        <ExternalLink url={ctx.definitions.get(node.identifier) ?? ''} style={{ wordBreak: 'break-word' }}>
          {children()}
        </ExternalLink>
      );
    case 'image':
    case 'imageReference': {
      const url = node.type === 'image' ? node.url : (ctx.definitions.get(node.identifier) ?? '');
      return (
        <ExternalLink url={url} style={{ wordBreak: 'break-word' }}>
          <IconPhoto size={14} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 2 }} />
          {node.alt ? textOf(node.alt, node, ctx) : l.image}
        </ExternalLink>
      );
    }
    case 'definition':
      // Shown, unlike on GitHub: the sources an answer lists are part of its evidence.
      return (
        <Text size="xs" c="dimmed">
          [{node.label ?? node.identifier}]: <ExternalLink url={node.url}>{node.url}</ExternalLink>
        </Text>
      );
    case 'footnoteReference': {
      const id = ctx.footnotes.get(node.identifier);
      const label = `[${node.label ?? node.identifier}]`;
      return (
        <sup>
          {id ? (
            <Anchor
              href={`#${id}`}
              onClick={scrollTo(id)}
              aria-label={l.footnote(node.label ?? node.identifier)}
            >
              {label}
            </Anchor>
          ) : (
            label
          )}
        </sup>
      );
    }
    case 'footnoteDefinition':
      return (
        <Group id={ctx.footnotes.get(node.identifier)} gap={6} align="flex-start" wrap="nowrap">
          <Text size="xs" fw={600} mt={2}>
            [{node.label ?? node.identifier}]
          </Text>
          <Stack gap={4}>{children()}</Stack>
        </Group>
      );
    default:
      return 'value' in node ? textOf(node.value, node, ctx) : children();
  }
}

function MarkdownTable({
  rows,
  align,
  ctx,
  depth,
}: {
  rows: TableRow[];
  align: readonly AlignType[];
  ctx: Context;
  depth: number;
}) {
  const [head, ...body] = rows;
  const columns = Math.max(...rows.map((row) => row.children.length));
  const cells = (row: TableRow, Cell: typeof Table.Th | typeof Table.Td) =>
    row.children.map((cell, i) => (
      <Cell key={keyOf(cell, i)} style={{ textAlign: align[i] ?? undefined }}>
        {cell.children.map((child, j) => (
          <Fragment key={keyOf(child, j)}>{draw(child, ctx, depth + 2)}</Fragment>
        ))}
      </Cell>
    ));
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer
      minWidth={columns * TABLE_COLUMN_MIN_PX}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={l.table}
    >
      <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6} style={{ overflowWrap: 'normal' }}>
        <Table.Thead>
          <Table.Tr>{cells(head, Table.Th)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((row, i) => (
            <Table.Tr key={keyOf(row, i)}>{cells(row, Table.Td)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `idPrefix`: unique on the page, for the footnotes' anchors. */
export function MarkdownTree({
  tree,
  source,
  highlights,
  idPrefix,
}: {
  tree: Root;
  source: string;
  highlights: readonly Highlight[];
  idPrefix: string;
}) {
  const ctx: Context = { source, highlights, ...collect(tree, idPrefix) };
  return (
    <Stack gap={8} style={{ overflowWrap: 'anywhere' }}>
      {draw(tree, ctx, 0)}
    </Stack>
  );
}
