import type { EngineCitation } from './types.ts';

/** The block shapes SerpApi uses for Google AI Overview, Google AI Mode and Bing Copilot. */
export interface SerpTextBlock {
  type?: string;
  title?: string;
  snippet?: string;
  level?: number;
  reference_indexes?: number[];
  list?: SerpTextBlock[];
  table?: unknown[];
  headers?: string[];
  text_blocks?: SerpTextBlock[];
  code?: string;
  language?: string;
  product_labels?: string[];
  comparison?: Array<{ feature?: string; values?: string[] }>;
}

export interface SerpReference {
  index?: number;
  title?: string;
  link?: string;
  snippet?: string;
  source?: string;
}

function cell(value: unknown): string {
  return String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

function markdownTable(headers: readonly unknown[], rows: ReadonlyArray<readonly unknown[]>): string {
  const width = Math.max(headers.length, ...rows.map((r) => r.length));
  const pad = (r: readonly unknown[]) => Array.from({ length: width }, (_, i) => cell(r[i]));
  const line = (r: readonly unknown[]) => `| ${pad(r).join(' | ')} |`;
  return [line(headers), `|${' --- |'.repeat(width)}`, ...rows.map(line)].join('\n');
}

/** Tables come as rows of cells (first row the header), with separate `headers`, or as row objects. */
function renderTable(block: SerpTextBlock): string {
  const rows = block.table ?? [];
  if (rows.length === 0) return '';
  if (rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    const objects = rows as Record<string, unknown>[];
    const headers = block.headers ?? [...new Set(objects.flatMap((o) => Object.keys(o)))];
    return markdownTable(
      headers,
      objects.map((o) => headers.map((h) => o[h])),
    );
  }
  const arrays = rows.map((r) => (Array.isArray(r) ? r : [r]));
  if (block.headers?.length) return markdownTable(block.headers, arrays);
  return markdownTable(arrays[0], arrays.slice(1));
}

function renderList(items: readonly SerpTextBlock[], depth: number): string {
  const indent = '  '.repeat(depth);
  return items
    .flatMap((item) => {
      const title = item.title?.trim().replace(/:$/, '');
      const snippet = item.snippet?.trim() ?? '';
      const line = title
        ? `${indent}- **${title}**${snippet ? `: ${snippet}` : ''}`
        : `${indent}- ${snippet}`;
      const nested = item.list?.length ? [renderList(item.list, depth + 1)] : [];
      return [line, ...nested];
    })
    .join('\n');
}

function renderBlock(block: SerpTextBlock): string {
  switch (block.type) {
    case 'heading':
      return block.snippet
        ? `${'#'.repeat(Math.min(Math.max(block.level ?? 3, 2), 4))} ${block.snippet.trim()}`
        : '';
    case 'list': {
      const list = renderList(block.list ?? [], 0);
      return block.title ? `**${block.title.trim()}**\n\n${list}` : list;
    }
    case 'table':
      return renderTable(block);
    case 'comparison':
      return markdownTable(
        ['', ...(block.product_labels ?? [])],
        (block.comparison ?? []).map((row) => [row.feature ?? '', ...(row.values ?? [])]),
      );
    case 'expandable': {
      const inner = renderTextBlocks(block.text_blocks ?? []);
      return [block.title ? `**${block.title.trim()}**` : '', inner].filter(Boolean).join('\n\n');
    }
    case 'code_block':
      return block.code ? `\`\`\`${block.language ?? ''}\n${block.code.replace(/\n$/, '')}\n\`\`\`` : '';
    default:
      return block.snippet?.trim() ?? '';
  }
}

/** Paragraphs, headings, lists, tables and the rest as one markdown answer, in document order. */
export function renderTextBlocks(blocks: readonly SerpTextBlock[]): string {
  return blocks
    .map(renderBlock)
    .filter((s) => s.trim())
    .join('\n\n');
}

function collectReferenceIndexes(blocks: readonly SerpTextBlock[], into: Set<number>): Set<number> {
  for (const b of blocks) {
    for (const i of b.reference_indexes ?? []) into.add(i);
    if (b.list) collectReferenceIndexes(b.list, into);
    if (b.text_blocks) collectReferenceIndexes(b.text_blocks, into);
  }
  return into;
}

/**
 * References a text block points at (reference_indexes) are cited; the other references were
 * shown only in the source panel. When an engine gives no indexes at all, every reference it
 * shows counts as cited, since the answer presents them as its sources.
 */
export function referenceCitations(
  blocks: readonly SerpTextBlock[],
  references: readonly SerpReference[],
): EngineCitation[] {
  const pointed = collectReferenceIndexes(blocks, new Set());
  return references.flatMap((ref, position) => {
    if (!ref.link) return [];
    const index = ref.index ?? position;
    const kind = pointed.size === 0 || pointed.has(index) ? 'cited' : 'retrieved';
    return [{ url: ref.link, title: ref.title, kind }];
  });
}
