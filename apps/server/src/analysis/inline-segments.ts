/**
 * Splits one run of text into heads ("Name:" or "Label:"), running text and product cards.
 * Scraped Google AI Mode answers arrive as one line with items run together
 * ("…smooth performance.OnePlus 13R: Offers…") and shopping cards glued to their prices
 * ("Google Pixel 9a 128GB$20.79/mo x 244.7(587)"); markdown lines use the same heads
 * ("CPU: Ryzen 7"). Offsets are absolute positions in the answer.
 */

export type Segment =
  | { kind: 'head'; start: number; end: number }
  | { kind: 'text'; start: number; end: number }
  | { kind: 'card'; start: number; end: number; nameEnd: number };

const ABBREVIATIONS = new Set([
  'vs',
  'eg',
  'e.g',
  'ie',
  'i.e',
  'etc',
  'approx',
  'sq',
  'ft',
  'st',
  'dr',
  'mr',
  'mrs',
  'ms',
  'no',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'oz',
  'lb',
  'lbs',
  'in',
  'mt',
]);

/** Endings of the domain names answers write out ("RTINGS.com", "bhphotovideo.net"). */
const DOMAIN_ENDINGS = new Set([
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'info',
  'biz',
  'shop',
  'store',
  'app',
  'dev',
]);

/** Whether the `.`, `!` or `?` at `i` ends a sentence, allowing for run-together text. */
export function endsSentence(text: string, i: number): boolean {
  const ch = text[i];
  if (ch === '!' || ch === '?') return true;
  if (ch !== '.') return false;
  const next = text[i + 1] ?? ' ';
  const prev = text[i - 1] ?? ' ';
  if (/\d/.test(prev) && /\d/.test(next)) return false;
  // A list number opening a clause ("factors: 1. Size…") is not a sentence end.
  const number = /(^|[^\p{L}\p{N}])(\d{1,2})$/u.exec(text.slice(Math.max(0, i - 4), i));
  if (
    number &&
    /(?:^|[:.!?]\s*|\n\s*)$/.test(text.slice(Math.max(0, i - number[2].length - 3), i - number[2].length))
  )
    return false;
  const wordBefore = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, i - 12), i))?.[1] ?? '';
  // Initials and abbreviations: "J.Crew", "U.S.", "e.g.", "Sq. Ft.", also glued to the
  // sentence before ("…milk frothing.Mr. Coffee").
  // A capital right after digits is a size or a model, not an initial ("up to 3X.", "5G.").
  const afterDigit = /\d/.test(text[i - wordBefore.length - 1] ?? '');
  if (!afterDigit && (/^\p{Lu}$/u.test(wordBefore) || /(?:^|\.)\p{Lu}$/u.test(wordBefore))) return false;
  const lastWord = (/(?:^|[.\p{Ll}])(\p{Lu}?\p{Ll}*)$/u.exec(wordBefore)?.[1] ?? wordBefore).toLowerCase();
  if (ABBREVIATIONS.has(wordBefore.toLowerCase()) || ABBREVIATIONS.has(lastWord)) return false;
  // A unit after a quantity ("10-qt. XL", "5 oz. bottle").
  if (
    /^\p{Ll}{1,3}$/u.test(wordBefore) &&
    /\d[-\s]?$/.test(text.slice(Math.max(0, i - wordBefore.length - 2), i - wordBefore.length))
  )
    return false;
  if (/\s/.test(next)) return true;
  if (/\p{Lu}/u.test(next) || next === '"' || next === '“') return true;
  // Run-together text also glues a sentence to a next item written with a number or in
  // lower case ("…other options.686 Smarty", "…shorter distances.adidas Adizero"); a word
  // before a domain ending ("RTINGS.com") does not end anything.
  if (!/\p{Ll}{2}$/u.test(wordBefore)) return false;
  if (/\d/.test(next)) return true;
  const wordAfter = /^\p{Ll}+/u.exec(text.slice(i + 1, i + 12))?.[0] ?? '';
  return wordAfter.length >= 3 && !DOMAIN_ENDINGS.has(wordAfter);
}

const PRICE_CARD =
  /(?<=[\p{L}\p{N})"'”+®™])\$\d[\d,]*(?:\.\d{2})?(?:\/mo\b(?: x (?:\d{2}(?=[0-5]\.\d\()|\d+))?)?(?:\$\d[\d,]*(?:\.\d{2})?)*(?:[0-5]\.\d(?:\(\d[\d.,]*[kKmM]?\+?\))?)?/gu;
const RATING_CARD = /(?<=\p{L})[0-5]\.\d\(\d[\d.,]*[kKmM]?\+?\)/gu;

interface Span {
  start: number;
  end: number;
}

/**
 * What a local business card carries after its rating: opening status, kind of place and
 * street address, glued to the next card's name ("Closed · Gym6805 Industrial RdAcme Rec
 * Center"). The address ends where a word or a lone direction letter runs into a capitalised
 * word ("…Rd|Acme", "…2nd St S|Acme").
 */
const LOCAL_CARD_TAIL =
  /^(?:Open|Closed|Opens|Closes|Temporarily closed|Permanently closed)\b[^·\n]{0,40}·\s*\p{L}[\p{L} &'’-]{0,40}?\d[^\n]{0,80}?(?:(?<=\p{Ll}|\s[NSEW])(?=\p{Lu}\p{Ll})|(?=\s{2}|$))/u;

function findCards(text: string, start: number, end: number): Span[] {
  const slice = text.slice(start, end);
  const cards: Span[] = [];
  for (const pattern of [PRICE_CARD, RATING_CARD])
    for (const match of slice.matchAll(pattern)) {
      const s = start + (match.index ?? 0);
      const tail = LOCAL_CARD_TAIL.exec(
        slice.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 200),
      );
      cards.push({ start: s, end: s + match[0].length + (tail?.[0].length ?? 0) });
    }
  cards.sort((a, b) => a.start - b.start);
  return cards.filter((card, i) => i === 0 || card.start >= cards[i - 1].end);
}

/**
 * Start of the clause that ends at `pos`: after a sentence end, a colon, a `·` or `floor`. A dot
 * inside a known name ("Otterly.AI") ends nothing, though it looks like run-together text.
 */
function clauseStart(text: string, floor: number, pos: number, names: readonly Span[]): number {
  for (let i = pos - 1; i >= floor; i--) {
    const ch = text[i];
    if (ch === ':' || ch === '·' || ch === '\n') return i + 1;
    if (
      (ch === '.' || ch === '!' || ch === '?') &&
      endsSentence(text, i) &&
      !names.some((n) => n.start < i && i < n.end)
    )
      return i + 1;
  }
  return floor;
}

// A name is short; a sentence ending in a colon introduces a list and is kept as a head
// too (classified later as a label), up to a sentence's length.
const MAX_HEAD_WORDS = 30;

function isHeadCandidate(head: string): boolean {
  const trimmed = head.trim();
  if (!trimmed) return false;
  return trimmed.split(/\s+/).length <= MAX_HEAD_WORDS && /[\p{L}]/u.test(trimmed);
}

function colonIsSeparator(text: string, i: number): boolean {
  const prev = text[i - 1] ?? '';
  const next = text[i + 1] ?? '';
  if (/\d/.test(prev) && /\d/.test(next)) return false; // 10:30, 16:9
  if (next === '/') return false;
  return true;
}

/** `names`: spans of known names in the text, never cut. */
export function segmentInline(
  text: string,
  start: number,
  end: number,
  names: readonly Span[] = [],
): Segment[] {
  const cards = findCards(text, start, end);
  const segments: Segment[] = [];
  let cursor = start;
  const pushText = (s: number, e: number) => {
    if (text.slice(s, e).trim()) segments.push({ kind: 'text', start: s, end: e });
  };

  const scanHeads = (from: number, to: number) => {
    let floor = from;
    let textStart = from;
    for (let i = from; i < to; i++) {
      if (text[i] !== ':' || !colonIsSeparator(text, i)) continue;
      const headStart = clauseStart(text, floor, i, names);
      const head = text.slice(headStart, i);
      floor = i + 1;
      if (!isHeadCandidate(head)) continue;
      const leading = head.length - head.trimStart().length;
      pushText(textStart, headStart);
      segments.push({ kind: 'head', start: headStart + leading, end: headStart + head.trimEnd().length });
      textStart = i + 1;
    }
    pushText(textStart, to);
  };

  for (const card of cards) {
    const nameStart = clauseStart(text, cursor, card.start, names);
    scanHeads(cursor, nameStart);
    const leading =
      text.slice(nameStart, card.start).length - text.slice(nameStart, card.start).trimStart().length;
    segments.push({ kind: 'card', start: nameStart + leading, end: card.end, nameEnd: card.start });
    cursor = card.end;
  }
  scanHeads(cursor, end);
  return segments;
}
