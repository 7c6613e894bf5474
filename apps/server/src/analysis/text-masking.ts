/**
 * Blanks out the parts of an answer that are not the engine's own words about products:
 * citation markers, footnote definitions, link targets, bare URLs and the interface text a
 * scraped Google AI Mode page carries. Blanking (spaces of the same length) instead of
 * deleting keeps every character offset valid, so spans still point into the raw answer.
 */

const MASKED_PATTERNS: RegExp[] = [
  // Footnote definitions: `[1]: https://example.com "Title"`.
  /^[ \t]*\[\d+\]:[ \t]*\S+.*$/gm,
  // ChatGPT citation groups: `([The Verge][1], [Wired][2])` and bare `[Wired][2]`.
  /\(\s*\[[^\]\n]+\]\[\d+\](?:\s*,\s*\[[^\]\n]+\]\[\d+\])*\s*\)/g,
  /\[[^\]\n]+\]\[\d+\]/g,
  // Link targets; the link text itself stays.
  /\]\([^)\s]*(?:\s+"[^"]*")?\)/g,
  /https?:\/\/[^\s)\]>"']+/g,
  /\bwww\.[^\s)\]>"']+/g,
  // Google AI Mode page furniture (disclaimer and feedback widgets, map attribution).
  /AI responses may include mistakes\.[\s\S]*$/g,
  /Map data ©[\s\S]*?(?:imperial units|$)/g,
  /See more(?=\p{Lu}|\d|\s|$)/gu,
];

export function maskNonContent(text: string): string {
  const ranges: Array<[number, number]> = [];
  for (const pattern of MASKED_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const raw = match[0];
      // Keep the closing bracket of a link so the link text stays delimited.
      ranges.push([raw.startsWith('](') ? start + 1 : start, start + raw.length]);
    }
  }
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    out += text.slice(cursor, from) + text.slice(from, end).replace(/[^\n]/g, ' ');
    cursor = end;
  }
  return out + text.slice(cursor);
}
