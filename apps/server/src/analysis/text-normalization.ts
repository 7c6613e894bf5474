export interface Token {
  start: number;
  end: number;
  /** Lower-cased, diacritic-free form used for matching. */
  norm: string;
  raw: string;
}

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'gmbh',
  'corp',
  'corporation',
  'plc',
  'ag',
  'sa',
  'sas',
  'srl',
  'spa',
  'bv',
  'nv',
  'pty',
  'oy',
  'ab',
  'kg',
  'co',
]);

export function foldDiacritics(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

// `&` is kept as its own token so "Bob & Brad" and "Bob and Brad" tokenise alike.
const TOKEN_PATTERN = /[\p{L}\p{N}]+|&/gu;
// Scraped pages glue words together ("…$1,199.99Dell G15", "AmazonWalmart", "Acme
// Center4.4(325)"); splitting at case changes and before digits recovers them, and
// camel-cased names and models ("KitchenAid", "Skin1004") still match because matching
// joins adjacent tokens.
const GLUE_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{N})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/u;

export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    let start = offset + (match.index ?? 0);
    for (const raw of match[0].split(GLUE_BOUNDARY)) {
      const norm = raw === '&' ? 'and' : foldDiacritics(raw).toLowerCase();
      tokens.push({ start, end: start + raw.length, norm, raw });
      start += raw.length;
    }
  }
  return tokens;
}

/**
 * Token norms of a name without what does not identify the brand: trailing legal suffixes
 * (while a word remains) and a leading article.
 */
export function nameTokens(name: string): string[] {
  // Suffixes are removed as written ("GmbH"), before tokenising splits mixed-case words.
  const words = name.trim().split(/[\s,]+/);
  while (
    words.length > 1 &&
    LEGAL_SUFFIXES.has(
      foldDiacritics(words[words.length - 1])
        .toLowerCase()
        .replace(/\./g, ''),
    )
  )
    words.pop();
  const norms = tokenize(words.join(' ')).map((t) => t.norm);
  if (norms.length > 1 && norms[0] === 'the') norms.shift();
  return norms;
}

/** Canonical comparison key: "De'Longhi", "DeLonghi" and "De Longhi" all give "delonghi". */
export function normalizeName(name: string): string {
  const tokens = nameTokens(name);
  // A possessive ("Quince's") names the same brand as "Quince".
  if (tokens.length > 1 && tokens[tokens.length - 1] === 's' && /['’]s\s*$/i.test(name.trim())) tokens.pop();
  return tokens.join('');
}

/** Removes markdown emphasis, link syntax, heading marks and stray symbols for display. */
export function cleanDisplayText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#[\]|]+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:–—\-,;.]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}
