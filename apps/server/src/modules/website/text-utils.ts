// Small text helpers shared by the fact and prompt code. Pure.

/** Splits prose into sentences; abbreviations like "Inc." may split early, which only shortens a quote. */
export const splitSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=["“'‘(]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** Lowercase, accents folded, punctuation dropped: the form used to compare two strings. */
export const foldText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const DEDUPE_NOISE = new Set([
  'a',
  'an',
  'the',
  'in',
  'for',
  'of',
  'to',
  'is',
  'are',
  'what',
  'which',
  'with',
]);

/** Key under which two phrasings of the same prompt collide (word order and filler words ignored). */
export const dedupeKey = (s: string) =>
  foldText(s)
    .split(' ')
    .filter((w) => w && !DEDUPE_NOISE.has(w))
    .sort()
    .join(' ');

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "a, b and c" */
export const joinList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const truncate = (s: string, max: number) =>
  s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;

/** "Acme's", and "Acme Boards'" for names ending in s. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
