// A tiny, safe markdown reader for AI answers: headings, paragraphs, bullet and numbered lists, code
// blocks, and inline bold, italic, code, links and bare URLs. It builds a tree the UI renders as
// React elements, so no HTML from an answer ever reaches the page; links keep only http(s) URLs.
import { safeHref } from './links.ts';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
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

export const parseInline = (source: string): Inline[] => {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += text;
    else out.push({ type: 'text', text });
  };
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, match.index));
    const [token, code, strong, em, link, url] = match;
    if (code) out.push({ type: 'code', text: code.slice(1, -1) });
    else if (strong) out.push({ type: 'strong', children: parseInline(strong.slice(2, -2)) });
    else if (em) out.push({ type: 'em', children: parseInline(em.slice(1, -1)) });
    else if (link) {
      const split = link.indexOf('](');
      const label = link.slice(1, split);
      const href = safeHref(link.slice(split + 2, -1));
      if (href) out.push({ type: 'link', href, children: parseInline(label) });
      else pushText(label);
    } else if (url) {
      const href = safeHref(url);
      if (href) out.push({ type: 'link', href, children: [{ type: 'text', text: url }] });
      else pushText(url);
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
};

/** Lines joined inside one paragraph keep their breaks. */
const paragraph = (lines: string[]): Inline[] =>
  lines.flatMap((line, i) =>
    i === 0 ? parseInline(line) : [{ type: 'break' } as const, ...parseInline(line)],
  );

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

export const parseMarkdown = (source: string): Block[] => {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
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
      blocks.push({ type: 'heading', level, children: parseInline(heading[2].trim()) });
      i += 1;
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i])) {
        items.push(parseInline((pattern.exec(lines[i]) as RegExpExecArray)[1]));
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !FENCE.test(lines[i]) &&
      !HEADING.test(lines[i]) &&
      !BULLET.test(lines[i]) &&
      !NUMBERED.test(lines[i])
    ) {
      body.push(lines[i].trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: paragraph(body) });
  }
  return blocks;
};
