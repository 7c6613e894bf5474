import { deriveUnknownEntity, type EntityMatcher, type EntityMention } from './entity-matching.ts';
import {
  ATTRIBUTE_LABEL,
  COMMON_WORDS,
  CONTINUATION_SECTION,
  LABEL_LEADING_WORDS,
  NON_RECOMMENDATION_SECTION,
  PICK_AFTER_NAME,
  RECOMMENDATION_SECTION,
  TECHNOLOGY_WORDS,
  WEAK_NON_RECOMMENDATION_SECTION,
} from './lexicon.ts';
import { cleanDisplayText } from './text-normalization.ts';

export type SectionKind = 'rec' | 'nonrec';

/**
 * What the short text heading a block or clause is: an item naming something, a label
 * opening a section ("Best for Gaming", "Factors to Consider"), or an attribute of the item
 * above ("Pros", "Price").
 */
export type HeadAnalysis =
  | { kind: 'item'; nameStart: number; nameEnd: number }
  | { kind: 'label'; section: SectionKind | null; labelText: string }
  /** `section` tells what it would open when no item is there to describe ("Where to buy:"). */
  | { kind: 'attribute'; section: SectionKind | null; labelText: string };

export interface HeadContext {
  text: string;
  mentions: EntityMention[];
  matcher: EntityMatcher;
  /** Words of the question's topic ("CRM"): a title made of them names the category, not a brand. */
  topic?: ReadonlySet<string>;
  /** How often each head text is used as a head ("Pros:") in the answer, filled as asked. */
  headUses?: Map<string, number>;
}

/** Times `head` opens a "Head:" clause in `text` (emphasis around the colon allowed). */
function headUses(ctx: HeadContext, head: string): number {
  ctx.headUses ??= new Map();
  const known = ctx.headUses.get(head);
  if (known !== undefined) return known;
  let uses = 0;
  for (let at = ctx.text.indexOf(head); at !== -1; at = ctx.text.indexOf(head, at + head.length)) {
    let after = at + head.length;
    while (after < ctx.text.length && after - at - head.length < 3 && /[*_\s]/.test(ctx.text[after])) after++;
    if (ctx.text[after] === ':') uses++;
  }
  ctx.headUses.set(head, uses);
  return uses;
}

const LEADING_DECORATION =
  /^(?:[\s*_#>[\]~]|\p{Extended_Pictographic}|\uFE0F|\u200d|#\d+\b|\d{1,2}[.)](?=\s|\*|\[)|No\.\s*\d+)+/u;
const TRAILING_DECORATION = /(?:[\s*_:\]~]|\p{Extended_Pictographic}|\uFE0F)+$/u;

/** Narrows a span to its words, dropping numbering, emoji, emphasis and a trailing colon. */
export function trimHead(text: string, start: number, end: number): [number, number] {
  const slice = text.slice(start, end);
  const lead = LEADING_DECORATION.exec(slice)?.[0].length ?? 0;
  const rest = slice.slice(lead);
  const trail = TRAILING_DECORATION.exec(rest)?.[0].length ?? 0;
  return [start + lead, start + lead + rest.length - trail];
}

/** Mentions lying within [start, end); `mentions` are in text order, as `findMentions` gives them. */
export function mentionsIn(mentions: EntityMention[], start: number, end: number): EntityMention[] {
  let low = 0;
  let high = mentions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (mentions[mid].start < start) low = mid + 1;
    else high = mid;
  }
  const inside: EntityMention[] = [];
  for (let i = low; i < mentions.length && mentions[i].start < end; i++)
    if (mentions[i].end <= end) inside.push(mentions[i]);
  return inside;
}

/** A word capitalised only as any sentence start would be ("Known", "Note-taking"). */
const SENTENCE_CASE = /^\p{Lu}[\p{Ll}'’-]*$/u;

const PHRASE_SECOND_WORD =
  /^(?:the|a|an|your|our|my|their|its|this|these|to|for|with|among|between|from|out|up)$/;

const isTitled = (w: string) => /^[\p{Lu}\p{N}(]/u.test(w) || /\p{Ll}\p{Lu}/u.test(w);

/**
 * A product-like title: short, and most of its non-trivial words capitalised or numeric.
 * Every sentence opens with a capital, so a first word capitalised only as a sentence start
 * ("Choosing among CRM tools comes down to…") is no evidence when more words follow.
 */
function looksLikeTitle(plain: string): boolean {
  const words = plain.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(words[0]) && !/\p{Ll}\p{Lu}/u.test(words[0])) return false;
  const sentenceCase = SENTENCE_CASE.test(words[0]);
  // "Choosing the right…", "Known for the…": a word and a determiner or preposition open a phrase.
  if (sentenceCase && PHRASE_SECOND_WORD.test(words[1] ?? '')) return false;
  const counted = sentenceCase && words.length > 1 ? words.slice(1) : words;
  const significant = counted.filter((w) => !COMMON_WORDS.has(w.toLowerCase()) || /^\p{Lu}/u.test(w));
  if (significant.length === 0) return counted !== words || words.every(isTitled);
  const titled = significant.filter(isTitled);
  return titled.length * 2 >= significant.length;
}

/**
 * Text that opens a sentence rather than naming something: a word capitalised only as a
 * sentence start, then a lower-case word carrying on the sentence ("Known for…", "Stands out
 * for…", "Combines deep Shopify integration"). A name has more to it: a second capitalised
 * word, inner capitals or digits ("Acme X for teams", "HubSpot offers").
 */
export function opensSentence(text: string, start: number, end: number): boolean {
  const words = text.slice(start, end).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || !SENTENCE_CASE.test(words[0])) return false;
  if (words.length > 1) return /^\p{Ll}+$/u.test(words[1]);
  return /^\s+\p{Ll}/u.test(text.slice(end, end + 4));
}

/**
 * Whether the words after a name make a clause rather than the rest of a product name: five
 * lower-case words or more outside brackets, not saying the name is the pick.
 */
function carriesOnAsSentence(rest: string): boolean {
  const words = rest.replace(/\([^)]*\)/g, ' ').match(/(?<![\p{L}\p{N}])\p{Ll}+(?![\p{L}\p{N}])/gu) ?? [];
  return words.length >= 5 && !PICK_AFTER_NAME.test(rest);
}

/** Whether a span names something: a known entity, or a brand-like product title. */
export function namesSomething(ctx: HeadContext, start: number, end: number): boolean {
  if (mentionsIn(ctx.mentions, start, end).length > 0) return true;
  const plain = cleanDisplayText(ctx.text.slice(start, end));
  // Label words name a slot or a section ("Top Picks for 2026"), not a brand.
  if (isLabelText(plain)) return false;
  return looksLikeTitle(plain) && deriveUnknownEntity(plain, { topic: ctx.topic }) !== null;
}

/** Words after which a name is the object of a label ("Best for Acme fans", "Top picks from Acme"). */
const SLOT_WORDS = new Set(
  'for of with by to on from in at and or vs like than the a an your our their its'.split(' '),
);

/** Longer heads are sentences introducing what follows ("Here are the options to consider:"). */
const MAX_NAME_WORDS = 12;

/** Titles of a whole section of picks ("Top Picks for 2026"), unlike a slot ("Best Overall"). */
const SECTION_OF_PICKS =
  /^(?:\W*(?:our|top|best|the)\s+)*(?:picks|options|choices|recommendations|alternatives|contenders)\b/i;

const SEPARATOR = /:(?!\/)|\s[–—-]\s/;

function sectionOf(plain: string): SectionKind | null {
  if (NON_RECOMMENDATION_SECTION.test(plain)) return 'nonrec';
  if (CONTINUATION_SECTION.test(plain)) return 'rec';
  if (WEAK_NON_RECOMMENDATION_SECTION.test(plain)) return 'nonrec';
  if (RECOMMENDATION_SECTION.test(plain)) return 'rec';
  return null;
}

export function isLabelText(plain: string): boolean {
  return LABEL_LEADING_WORDS.test(plain) || sectionOf(plain) !== null;
}

/** "Android or iPhone", "Gas vs. Electric": a choice the section helps make. */
const CHOICE = /^(.+?)\s+(?:or|vs\.?|versus)\s+(.+)$/i;

/**
 * A title weighing two kinds of thing against each other, one side a platform, technology or
 * plain word ("Android or iPhone", "OLED vs Acme"): it titles advice, it names no pick. Two
 * names ("Acme or Beta") stay an item offering alternatives.
 */
function isChoiceTitle(ctx: HeadContext, plain: string): boolean {
  const choice = CHOICE.exec(plain);
  if (!choice) return false;
  const generic = (side: string) => {
    const words = side.toLowerCase().split(/\s+/);
    return words.every((w) => TECHNOLOGY_WORDS.has(w) || COMMON_WORDS.has(w) || ctx.topic?.has(w));
  };
  return generic(choice[1]) || generic(choice[2]);
}

export function classifyHead(ctx: HeadContext, rawStart: number, rawEnd: number): HeadAnalysis {
  const [start, end] = trimHead(ctx.text, rawStart, rawEnd);
  const plain = cleanDisplayText(ctx.text.slice(start, end));
  if (!plain) return { kind: 'label', section: null, labelText: '' };
  // A question titles the advice under it ("Android or iPhone?", "Which Acme is right for you?");
  // no product is named with a question mark.
  if (/\?\s*$/.test(plain)) return { kind: 'label', section: sectionOf(plain), labelText: plain };
  if (ctx.matcher.matchName(plain)) return { kind: 'item', nameStart: start, nameEnd: end };
  if (isChoiceTitle(ctx, plain)) return { kind: 'label', section: sectionOf(plain), labelText: plain };
  const opening = mentionsIn(ctx.mentions, start, end)[0];
  if (opening && opening.start === start) {
    // "Acme and Beta lead the market, but here are my picks:" introduces the list.
    if (carriesOnAsSentence(ctx.text.slice(opening.end, end)))
      return { kind: 'label', section: sectionOf(plain), labelText: plain };
    return { kind: 'item', nameStart: start, nameEnd: end };
  }
  if (plain.split(/\s+/).length > MAX_NAME_WORDS)
    return { kind: 'label', section: sectionOf(plain), labelText: plain };
  // Items are named once; a head that comes back under every item ("Rewards:", "Consider
  // if:") labels one of their attributes, whatever its words.
  if (!opening && headUses(ctx, ctx.text.slice(start, end)) >= 2)
    return { kind: 'attribute', section: sectionOf(plain), labelText: plain };

  const separator = SEPARATOR.exec(ctx.text.slice(start, end));
  if (separator && separator.index > 0) {
    const leftEnd = start + separator.index;
    const rightStart = leftEnd + separator[0].length;
    const left = cleanDisplayText(ctx.text.slice(start, leftEnd));
    const leftMentions = mentionsIn(ctx.mentions, start, leftEnd);
    const leftIsLabel = isLabelText(left) && !(leftMentions[0] && leftMentions[0].start <= start + 1);
    if (leftIsLabel) {
      const [nameStart, nameEnd] = trimHead(ctx.text, rightStart, end);
      if (nameEnd > nameStart && namesSomething(ctx, nameStart, nameEnd))
        return { kind: 'item', nameStart, nameEnd };
      return { kind: 'label', section: sectionOf(plain), labelText: plain };
    }
    // "Web Analytics Tools: Top Picks for 2026" titles a section of picks; the left side
    // names their category.
    if (leftMentions.length === 0 && SECTION_OF_PICKS.test(cleanDisplayText(ctx.text.slice(rightStart, end))))
      return { kind: 'label', section: 'rec', labelText: plain };
    if (namesSomething(ctx, start, leftEnd)) {
      const [nameStart, nameEnd] = trimHead(ctx.text, start, leftEnd);
      return { kind: 'item', nameStart, nameEnd };
    }
  }

  const mentions = mentionsIn(ctx.mentions, start, end);
  const slotted = LABEL_LEADING_WORDS.test(plain) && mentions.length > 0 && mentions[0].start > start;
  if (slotted) {
    // A flattened page runs a section title into its first item ("Best on a Budget Acme
    // R3", "Best for Travel Acme Mini"); "Best for Acme Fans" is a slot named after a brand.
    const before = ctx.text.slice(start, mentions[0].start).trim().split(/\s+/);
    const last = before[before.length - 1]?.toLowerCase() ?? '';
    if (before.length >= 2 && !SLOT_WORDS.has(last))
      return { kind: 'item', nameStart: mentions[0].start, nameEnd: end };
  }
  if (ATTRIBUTE_LABEL.test(plain)) return { kind: 'attribute', section: sectionOf(plain), labelText: plain };
  if (sectionOf(plain) === 'nonrec') return { kind: 'label', section: 'nonrec', labelText: plain };
  if (slotted) return { kind: 'label', section: sectionOf(plain) ?? 'rec', labelText: plain };
  if (mentions.length > 0) return { kind: 'item', nameStart: start, nameEnd: end };
  if (isLabelText(plain)) return { kind: 'label', section: sectionOf(plain), labelText: plain };
  if (looksLikeTitle(plain) && deriveUnknownEntity(plain, { topic: ctx.topic }))
    return { kind: 'item', nameStart: start, nameEnd: end };
  return { kind: 'label', section: null, labelText: plain };
}
