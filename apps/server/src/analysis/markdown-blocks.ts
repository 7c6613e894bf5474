type BlockKind = 'heading' | 'list-item' | 'table-row' | 'paragraph' | 'rule';

export interface Block {
  kind: BlockKind;
  /** Offsets of the whole line in the answer. */
  start: number;
  end: number;
  /** Offset where the content starts, after `#`, bullet or number markers. */
  contentStart: number;
  /** Heading level (1-6) or list indentation in columns; 0 otherwise. */
  depth: number;
  /** For table rows: the cell spans, outer pipes excluded. */
  cells?: Array<[number, number]>;
  /** True for the `|---|---|` line under a table header. */
  separator?: boolean;
}

const HEADING = /^( {0,3})(#{1,6})[ \t]+/;
const LIST_ITEM = /^([ \t]*)(?:[-*+•]|\d{1,3}[.)])[ \t]+/;
const RULE = /^[ \t]*(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;
const TABLE_SEPARATOR = /^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+[ \t]*(?::?-{2,}:?)?[ \t]*$/;

function indentWidth(indent: string): number {
  let width = 0;
  for (const ch of indent) width += ch === '\t' ? 4 : 1;
  return width;
}

function tableCells(line: string, lineStart: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  const first = line.indexOf('|');
  let cellStart = first + 1;
  for (let i = cellStart; i < line.length; i++) {
    if (line[i] !== '|' || line[i - 1] === '\\') continue;
    cells.push([lineStart + cellStart, lineStart + i]);
    cellStart = i + 1;
  }
  return cells;
}

/**
 * Splits markdown into line blocks. Only the line structure is read here: what a block
 * means (a recommended item, a section, an attribute) is decided by the ranking extractor.
 */
export function parseMarkdownBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const end = lineStart + line.length;
    if (line.trim()) {
      const heading = HEADING.exec(line);
      const list = LIST_ITEM.exec(line);
      if (RULE.test(line)) {
        blocks.push({ kind: 'rule', start: lineStart, end, contentStart: end, depth: 0 });
      } else if (heading) {
        blocks.push({
          kind: 'heading',
          start: lineStart,
          end,
          contentStart: lineStart + heading[0].length,
          depth: heading[2].length,
        });
      } else if (TABLE_ROW.test(line)) {
        blocks.push({
          kind: 'table-row',
          start: lineStart,
          end,
          contentStart: lineStart,
          depth: 0,
          cells: tableCells(line, lineStart),
          separator: TABLE_SEPARATOR.test(line),
        });
      } else if (list) {
        blocks.push({
          kind: 'list-item',
          start: lineStart,
          end,
          contentStart: lineStart + list[0].length,
          depth: indentWidth(list[1]),
        });
      } else {
        const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
        blocks.push({
          kind: 'paragraph',
          start: lineStart,
          end,
          contentStart: lineStart + indent.length,
          depth: indentWidth(indent),
        });
      }
    }
    lineStart = lineEnd + 1;
  }
  return blocks;
}
