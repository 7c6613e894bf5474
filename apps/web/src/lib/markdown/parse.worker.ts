// The parse worker: answers are read here, off the page's thread (see parser.ts). A source the parser
// cannot read (its stack overflows on very deep nesting) is answered with no tree.

import { parseMarkdown } from './parse.ts';
import type { ParseReply, ParseRequest } from './parser.ts';

self.onmessage = ({ data }: MessageEvent<ParseRequest>) => {
  let tree: ParseReply['tree'] = null;
  try {
    tree = parseMarkdown(data.source);
  } catch {
    // The caller shows the source as plain text.
  }
  self.postMessage({ id: data.id, tree } satisfies ParseReply);
};
