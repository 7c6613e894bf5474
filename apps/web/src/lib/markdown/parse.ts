// Reads markdown as CommonMark with GitHub's extensions (tables, task lists, strikethrough, autolinks,
// footnotes) into an mdast tree. Every node keeps its offsets in the source, so highlights given as
// offsets into the raw answer land on the text they name. The parser is heavy and slow on some
// inputs: only the parse worker loads it (see parser.ts).
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

export const parseMarkdown = (source: string): Root =>
  fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
