// A tiny, safe markdown reader for AI answers: headings, paragraphs, bullet and numbered lists, code
// blocks, and inline bold, italic, code, links and bare URLs. It builds a tree the UI renders as
// React elements, so no HTML from an answer ever reaches the page; links keep only http(s) URLs.
// Text and code nodes of a whole document carry `start`, their offset in the source, so highlights
// given as offsets into the raw answer land on the text they name.
import { safeHref } from './links.ts';

export type Inline =
  | { type: 'text'; text: string; start?: number }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string; start?: number }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string };

// One alternative per inline form; the earliest match wins, then the longest.
const INLINE =
  /(`[^`\n]+`)|(\*\*[^*\n]+?\*\*|__[^_\n]+?__)|(\*[^*\s][^*\n]*?\*)|(\[[^\]\n]+\]\([^)\s]+\))|(https?:\/\/[^\s<>()[\]]+[^\s<>()[\].,;:!?'"])/;

/** `base`: the offset of `source` in its document; text nodes then carry their own (`start`). */
export const parseInline = (source: string, base?: number): Inline[] => {
  const out: Inline[] = [];
  const at = (offset: number) => (base === undefined ? {} : { start: base + offset });
  const inner = (offset: number, text: string) =>
    parseInline(text, base === undefined ? undefined : base + offset);
  const pushText = (text: string, offset: number) => {
    if (!text) return;
    const last = out[out.length - 1];
    // Only text that follows on in the source joins the node before (an unsafe link's label does not).
    const follows =
      base === undefined || (last?.type === 'text' && (last.start ?? 0) + last.text.length === base + offset);
    if (last?.type === 'text' && follows) last.text += text;
    else out.push({ type: 'text', text, ...at(offset) });
  };
  let pos = 0;
  while (pos < source.length) {
    const rest = source.slice(pos);
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(rest, pos);
      break;
    }
    pushText(rest.slice(0, match.index), pos);
    const t = pos + match.index;
    const [token, code, strong, em, link, url] = match;
    if (code) out.push({ type: 'code', text: code.slice(1, -1), ...at(t + 1) });
    else if (strong) out.push({ type: 'strong', children: inner(t + 2, strong.slice(2, -2)) });
    else if (em) out.push({ type: 'em', children: inner(t + 1, em.slice(1, -1)) });
    else if (link) {
      const split = link.indexOf('](');
      const label = link.slice(1, split);
      const href = safeHref(link.slice(split + 2, -1));
      if (href) out.push({ type: 'link', href, children: inner(t + 1, label) });
      else pushText(label, t + 1);
    } else if (url) {
      const href = safeHref(url);
      if (href) out.push({ type: 'link', href, children: [{ type: 'text', text: url, ...at(t) }] });
      else pushText(url, t);
    }
    pos = t + token.length;
  }
  return out;
};

interface Line {
  text: string;
  start: number;
}

/** Lines joined inside one paragraph keep their breaks. */
const paragraph = (lines: Line[]): Inline[] =>
  lines.flatMap((line, i) => {
    const inline = parseInline(line.text, line.start);
    return i === 0 ? inline : [{ type: 'break' } as const, ...inline];
  });

/** `text` with its leading blanks left out, and where that starts. */
const trimmed = (text: string, start: number): Line => {
  const lead = text.length - text.trimStart().length;
  return { text: text.trim(), start: start + lead };
};

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

export const parseMarkdown = (source: string): Block[] => {
  const blocks: Block[] = [];
  const lines = source.split(/\r\n?|\n/);
  // Where each line starts in the source (a CRLF counts two characters).
  const starts: number[] = [];
  for (let offset = 0, n = 0; n < lines.length; n++) {
    starts.push(offset);
    offset += lines[n].length;
    offset += source[offset] === '\r' && source[offset + 1] === '\n' ? 2 : 1;
  }
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE.test(lines[i])) body.push(lines[i++]);
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(4, heading[1].length) as 1 | 2 | 3 | 4;
      const content = trimmed(heading[2], starts[i] + line.length - heading[2].length);
      blocks.push({ type: 'heading', level, children: parseInline(content.text, content.start) });
      i += 1;
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i])) {
        const content = (pattern.exec(lines[i]) as RegExpExecArray)[1];
        items.push(parseInline(content, starts[i] + lines[i].length - content.length));
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const body: Line[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !FENCE.test(lines[i]) &&
      !HEADING.test(lines[i]) &&
      !BULLET.test(lines[i]) &&
      !NUMBERED.test(lines[i])
    ) {
      body.push(trimmed(lines[i], starts[i]));
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: paragraph(body) });
  }
  return blocks;
};
