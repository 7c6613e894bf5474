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

const NON_ASCII = /[^\p{ASCII}]/u;

export function foldDiacritics(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
const OTHER_LETTER = 4;

/** The kind of a character for tokenising: a letter by case, a digit, or 0 for anything else. */
function charKind(code: number): number {
  if (code < 128) {
    if (code >= 97 && code <= 122) return LOWER;
    if (code >= 65 && code <= 90) return UPPER;
    if (code >= 48 && code <= 57) return DIGIT;
    return 0;
  }
  const char = String.fromCodePoint(code);
  if (/\p{Ll}/u.test(char)) return LOWER;
  if (/\p{Lu}/u.test(char)) return UPPER;
  if (/\p{N}/u.test(char)) return DIGIT;
  return /\p{L}/u.test(char) ? OTHER_LETTER : 0;
}

/**
 * Runs of letters and digits, split where scraped pages glue words together, and `&` (so
 * "Bob & Brad" and "Bob and Brad" tokenise alike).
 * Scraped pages glue words ("…$1,199.99Dell G15", "AmazonWalmart", "Acme Center4.4(325)"):
 * a run is split between a lower-case letter and a capital, between a letter and a digit,
 * and between a digit and a capitalised word; camel-cased names and models ("KitchenAid",
 * "Skin1004") still match because matching joins adjacent tokens. One pass over character
 * codes: this is the hot path of matching.
 */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  let tokenStart = -1;
  let ascii = true;
  let previous = 0;
  const close = (end: number) => {
    const raw = text.slice(tokenStart, end);
    const norm = ascii ? raw.toLowerCase() : foldDiacritics(raw).toLowerCase();
    tokens.push({ start: offset + tokenStart, end: offset + end, norm, raw });
  };
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    const kind = charKind(code);
    if (kind === 0) {
      if (tokenStart >= 0) close(i);
      tokenStart = -1;
      if (code === 38) tokens.push({ start: offset + i, end: offset + i + 1, norm: 'and', raw: '&' });
    } else if (tokenStart < 0) {
      tokenStart = i;
      ascii = code < 128;
    } else {
      const glued =
        (previous === LOWER && kind === UPPER) ||
        (previous !== DIGIT && kind === DIGIT) ||
        (previous === DIGIT && kind === UPPER && charKind(text.codePointAt(i + width) ?? 0) === LOWER);
      if (glued) {
        close(i);
        tokenStart = i;
        ascii = code < 128;
      } else if (code >= 128) ascii = false;
    }
    previous = kind;
    i += width;
  }
  if (tokenStart >= 0) close(text.length);
  return tokens;
}

/**
 * Token norms of a name without what does not identify the brand: trailing legal suffixes
 * (while a word remains) and a leading article.
 */
/**
 * Names come back on every call (the project's competitors, the heads of every answer):
 * their tokens are kept, up to a bound, instead of tokenising them again.
 */
const NAME_TOKENS_CACHE = new Map<string, readonly string[]>();
const NAME_TOKENS_CACHE_SIZE = 20_000;

export function nameTokens(name: string): readonly string[] {
  let norms = NAME_TOKENS_CACHE.get(name);
  if (norms === undefined) {
    if (NAME_TOKENS_CACHE.size >= NAME_TOKENS_CACHE_SIZE) NAME_TOKENS_CACHE.clear();
    norms = computeNameTokens(name);
    NAME_TOKENS_CACHE.set(name, norms);
  }
  return norms;
}

function computeNameTokens(name: string): string[] {
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
  if (tokens.length > 1 && tokens[tokens.length - 1] === 's' && /['’]s\s*$/i.test(name.trim()))
    return tokens.slice(0, -1).join('');
  return tokens.join('');
}

/** Removes markdown emphasis, link syntax, heading marks and stray symbols for display. */
export function cleanDisplayText(text: string): string {
  return (
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // What is left of an empty link target ("Acme X]()") when the name was cut from its link.
      .replace(/\]?\(\s*\)/g, ' ')
      .replace(/[*_`#[\]|]+/g, ' ')
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .replace(/[\s:–—\-,;.]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
