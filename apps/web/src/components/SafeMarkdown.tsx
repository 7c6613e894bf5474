// An AI answer's markdown (or a tutorial's) drawn as a document, never as HTML: parsed off the page's
// thread (lib/markdown/parser.ts), then drawn by MarkdownTree. Until the tree is in, or when the
// parser gives up on a source, the source shows as plain text. Highlights (offsets into the raw
// source) mark the text they cover either way.
import { Text } from '@mantine/core';
import type { Root } from 'mdast';
import { useEffect, useId, useState } from 'react';
import type { Highlight } from '../lib/highlights.ts';
import { markdownParser } from '../lib/markdown/parser.ts';
import { highlighted } from './markdown/highlight-marks.tsx';
import { MarkdownTree } from './markdown/MarkdownTree.tsx';

/** The source's tree; null: it stays plain text; undefined: not parsed yet. */
const useMarkdownTree = (source: string): Root | null | undefined => {
  const [parsed, setParsed] = useState<{ source: string; tree: Root | null }>();
  useEffect(() => {
    let current = true;
    void markdownParser.parse(source).then((tree) => {
      if (current) setParsed({ source, tree });
    });
    return () => {
      current = false;
    };
  }, [source]);
  return parsed?.source === source ? parsed.tree : markdownParser.known(source);
};

const NO_HIGHLIGHTS: readonly Highlight[] = [];
const atOffset = (i: number) => i;

/** `onRendered`: called once the source is drawn for good (as a tree, or as plain text). */
export function SafeMarkdown({
  source,
  highlights = NO_HIGHLIGHTS,
  onRendered,
}: {
  source: string;
  highlights?: readonly Highlight[];
  onRendered?: () => void;
}) {
  const tree = useMarkdownTree(source);
  const idPrefix = useId();
  useEffect(() => {
    if (tree !== undefined) onRendered?.();
  }, [tree, onRendered]);
  if (tree) return <MarkdownTree tree={tree} source={source} highlights={highlights} idPrefix={idPrefix} />;
  return (
    <Text
      size="sm"
      aria-busy={tree === undefined}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {highlighted(source, atOffset, highlights)}
    </Text>
  );
}
