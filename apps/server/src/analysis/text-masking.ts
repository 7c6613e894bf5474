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
  const chars = text.split('');
  const blank = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };
  for (const pattern of MASKED_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const raw = match[0];
      // Keep the closing bracket of a link so the link text stays delimited.
      if (raw.startsWith('](')) blank(start + 1, start + raw.length);
      else blank(start, start + raw.length);
    }
  }
  return chars.join('');
}
