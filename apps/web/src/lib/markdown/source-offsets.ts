// Where each character of a node's rendered text sits in the markdown source. Text mostly follows on
// in the source, but the parser drops escapes (`\*`), decodes entities (`&amp;`) and leaves out the
// markers of continued lines (`> ` in a quote): each character is matched to the next source
// character equal to it, looking a little ahead, so the mapping stays in order and a character the
// source spells otherwise (a decoded entity) takes the offset where its spelling starts.

/** How far ahead a character is looked for: longer than any entity or continued line's markers. */
const LOOKAHEAD = 40;

/** The source offset of each character of `text`, which the parser read from `source[from, to)`. */
export const sourceOffsets = (text: string, source: string, from: number, to: number): number[] => {
  // UTF-16 units throughout, as offsets and string indices count them.
  if (source.slice(from, to) === text) return Array.from({ length: text.length }, (_, i) => from + i);
  const offsets: number[] = [];
  let cursor = from;
  for (let i = 0; i < text.length; i++) {
    const limit = Math.min(to, cursor + LOOKAHEAD);
    let j = cursor;
    while (j < limit && source[j] !== text[i]) j++;
    if (j < limit) {
      offsets.push(j);
      cursor = j + 1;
    } else offsets.push(Math.min(cursor, Math.max(from, to - 1)));
  }
  return offsets;
};
