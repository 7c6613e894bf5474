export type BlockKind = 'heading' | 'list-item' | 'table-row' | 'paragraph' | 'rule';
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
/**
 * Splits markdown into line blocks. Only the line structure is read here: what a block
 * means (a recommended item, a section, an attribute) is decided by the ranking extractor.
 */
export declare function parseMarkdownBlocks(text: string): Block[];
