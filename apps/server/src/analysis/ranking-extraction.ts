import { getDomainWithoutSuffix } from 'tldts';
import { createEntityGroups, type EntityGroups } from './entity-groups.ts';
import {
  CONNECTORS,
  deriveUnknownEntity,
  type EntityMatcher,
  type EntityMention,
  type KnownEntity,
  topicWordsOf,
  type UnknownEntity,
} from './entity-matching.ts';
import {
  classifyHead,
  type HeadAnalysis,
  type HeadContext,
  isLabelText,
  mentionsIn,
  namesSomething,
  opensSentence,
  type SectionKind,
  trimHead,
} from './head-classification.ts';
import { type Segment, segmentInline } from './inline-segments.ts';
import {
  ADVICE_OPENER,
  COMMON_WORDS,
  MORE_PICK_AFTER_NAME,
  MORE_PICKS_OPENER,
  PICK_AFTER_NAME,
  PUBLISHERS,
  RETAILERS,
  SERVICE_INTENT,
  TITLES_INTENT,
  WHERE_TO_BUY_INTENT,
} from './lexicon.ts';
import { type Block, parseMarkdownBlocks } from './markdown-blocks.ts';
import { isComparisonContext, isNegativeContext, sentenceAround } from './mention-context.ts';
import { maskNonContent } from './text-masking.ts';
import { cleanDisplayText, nameTokens, normalizeName, tokenize } from './text-normalization.ts';

/** One recommended entity, at the place of its first recommended item. */
interface RankedEntity {
  /** Stable identity: the known entity's key, or `unknown:<key>` for a brand the project does not track. */
  key: string;
  /** The item's text as written ("Acer Swift 3"). */
  name: string;
  /** The known brand or competitor it belongs to. */
  entity: KnownEntity | null;
  /** For an untracked brand, its probable name ("Acme" for "Acme Pro 2"). */
  brandName: string;
  span: [number, number];
}

export interface RankingExtraction {
  ranking: RankedEntity[];
  /** Every mention of a known entity in the answer's own words. */
  mentions: EntityMention[];
  /** The answer with citations, link targets and page furniture blanked out. */
  maskedText: string;
}

export interface ExtractionOptions {
  prompt?: string;
  /** Words of the prompt's topic, when the caller has them already (see `topicWordsOf`). */
  topic?: ReadonlySet<string>;
  /** Registrable domains of the cited sources: a site cited as evidence is not a pick. */
  citedDomains?: string[];
}

type ItemSource = 'heading' | 'bold' | 'list' | 'table' | 'head' | 'card' | 'prose';

interface Candidate {
  start: number;
  end: number;
  source: ItemSource;
  /** Items written alike in one place (one list, one run of headings or heads of a section). */
  group?: string;
  /** Whether that place is titled as holding picks ("Top picks", "Best for gaming"). */
  titledPicks?: boolean;
}

interface Section {
  level: number;
  kind: SectionKind | 'intro';
  serial: number;
  titledPicks: boolean;
}

/** First column titles of a table of criteria rather than of products. */
const CRITERIA_COLUMN =
  /^(?:features?|factors?|criteri(?:on|a)|considerations?|specs?|specifications?|aspects?|attributes?|what to|things to|tips?|benefits?|pros|cons|steps?)\b/i;

/** Attribute-like titles that name a slot for a pick ("Best for gaming", "Ideal for travel"). */
const SLOT_TITLE = /^(?:best|top|ideal|great|good|perfect|suited|recommended)\b/i;

/** Words by which a title says it holds the picks, unlike "options" or "choices" of a step. */
const RECOMMENDING_TITLE = /\b(?:recommend\w*|picks?|top|best|contenders?)\b/i;

// Heading levels are 1-6; a bold paragraph acting as a title sits below them and a run-in
// "Label:" below that.
const BOLD_LEVEL = 7;
const INLINE_LEVEL = 8;

const CONNECTOR_BEFORE = /\b(?:by|with|for|from|featuring|powered|on|and|or|vs|plus|compatible|including)\b/i;

/**
 * Walks the answer's structure and collects the spans that name recommended things, in
 * order. Structure decides: list items, headings, bold titles, table rows, run-in
 * "Name:" heads and product cards name candidates; nested bullets, "Pros:"-style labels and
 * descriptions only describe the item above; sections such as "Factors to consider" or
 * "Where to buy" hold no recommendations unless the question asks where to buy.
 */
class StructureWalker {
  readonly candidates: Candidate[] = [];
  /** Picks an opening sentence names; they join the candidates when the answer has structure. */
  readonly introPicks: Candidate[] = [];
  /** Text eligible for the prose fallback when the answer has no structure at all. */
  readonly fallbackSpans: Array<[number, number]> = [];
  private sections: Section[] = [{ level: 0, kind: 'intro', serial: 0, titledPicks: false }];
  private sectionSerial = 0;
  private listSerial = 0;
  private listOrdered = false;
  private itemLevel: number | null = null;
  private labelOpen = false;
  private attributeList = false;
  private listStack: Array<{ depth: number; isItem: boolean; isAttribute: boolean }> = [];
  private readonly ctx: HeadContext;
  private readonly whereToBuy: boolean;

  constructor(ctx: HeadContext, whereToBuy: boolean) {
    this.ctx = ctx;
    this.whereToBuy = whereToBuy;
  }

  private get section(): Section['kind'] {
    return this.sections[this.sections.length - 1].kind;
  }

  private sectionFor(kind: SectionKind | null, plain: string): SectionKind | null {
    if (kind === 'nonrec' && this.whereToBuy && /where|retailer|store|shop|available|buy/i.test(plain))
      return 'rec';
    return kind;
  }

  /**
   * A numbered title ("2. Drainage options") is a step of the section it follows and keeps
   * its kind unless it names a non-recommendation section or says it recommends ("2.
   * Recommended plans"); another title without a kind of its own inherits from its parent.
   */
  private openSection(level: number, kind: SectionKind | null, numbered: boolean, title: string) {
    const previous = this.section;
    while (this.sections.length > 1 && this.sections[this.sections.length - 1].level >= level)
      this.sections.pop();
    const parent = this.section;
    let resolved: SectionKind = kind ?? (parent === 'intro' ? 'rec' : parent);
    if (numbered && kind !== 'nonrec' && previous !== 'intro' && !RECOMMENDING_TITLE.test(title))
      resolved = previous;
    const titledPicks = resolved === 'rec' && RECOMMENDING_TITLE.test(title);
    this.sections.push({ level, kind: resolved, serial: ++this.sectionSerial, titledPicks });
  }

  private addCandidate(start: number, end: number, source: ItemSource, place: string = source) {
    if (this.section === 'nonrec') return;
    const section = this.sections[this.sections.length - 1];
    this.candidates.push({
      start,
      end,
      source,
      group: `${section.serial}:${place}`,
      titledPicks: this.sections.some((s) => s.titledPicks),
    });
  }

  private addProse(start: number, end: number) {
    // Offered as more picks, a name is one even under buying advice ("Why these: … Cheaper
    // alternatives include the Acme X").
    if (this.section !== 'intro' && !this.labelOpen) this.addMorePicks(start, end);
    if (this.section === 'nonrec') return;
    this.fallbackSpans.push([start, end]);
    if (this.section === 'intro') this.addIntroPicks(start, end);
    if (!this.labelOpen || this.section === 'intro') return;
    // Text right under a label ("Other options: the Acme X and the Beta Y") recommends what
    // it names; only its first sentence per label counts, the rest is description.
    const [, sentenceEnd] = sentenceAround(
      this.ctx.text,
      start + (this.ctx.text.slice(start, end).search(/\S/) || 0),
    );
    const limit = Math.min(end, Math.max(sentenceEnd, start + 1));
    for (const mention of mentionsIn(this.ctx.mentions, start, limit)) {
      if (isComparisonContext(this.ctx.text, mention.start, start)) continue;
      if (isNegativeContext(this.ctx.text, mention.start)) continue;
      this.candidates.push({ start: mention.start, end: mention.end, source: 'prose' });
    }
  }

  /**
   * An opening sentence that names its pick ("For beginners, the Acme X is widely considered
   * the top choice.") ranks it; other names in the intro are only mentioned in passing.
   */
  private addIntroPicks(start: number, end: number) {
    for (const mention of mentionsIn(this.ctx.mentions, start, end)) {
      const [sentenceStart, sentenceEnd] = sentenceAround(this.ctx.text, mention.start);
      if (!PICK_AFTER_NAME.test(this.ctx.text.slice(mention.end, sentenceEnd))) continue;
      if (isComparisonContext(this.ctx.text, mention.start, sentenceStart)) continue;
      this.introPicks.push({ start: mention.start, end: mention.end, source: 'prose' });
    }
  }

  /**
   * Past the main picks, a sentence offering more ("Cheaper alternatives include the Acme X",
   * "The Beta Y is also worth a look") ranks what it names.
   */
  private addMorePicks(start: number, end: number) {
    if (this.candidates.length === 0) return;
    const text = this.ctx.text;
    for (const mention of mentionsIn(this.ctx.mentions, start, end)) {
      const [sentenceStart, sentenceEnd] = sentenceAround(text, mention.start);
      const opens = MORE_PICKS_OPENER.test(text.slice(Math.max(start, sentenceStart), mention.start));
      if (!opens && !MORE_PICK_AFTER_NAME.test(text.slice(mention.end, sentenceEnd))) continue;
      if (isComparisonContext(text, mention.start, sentenceStart)) continue;
      if (isNegativeContext(text, mention.start)) continue;
      this.candidates.push({ start: mention.start, end: mention.end, source: 'prose' });
    }
  }

  /** Bold spans inside running text that name something ("the **Acme X** is a top pick"). */
  private addBoldNames(start: number, end: number) {
    // In the opening, bold only stresses names in passing ("platforms like **Acme** and **Beta**");
    // the picks come after, where their place is.
    if (this.itemLevel !== null || this.section === 'nonrec' || this.section === 'intro') return;
    const slice = this.ctx.text.slice(start, end);
    for (const match of slice.matchAll(/\*\*([^*\n]+)\*\*/g)) {
      const s = start + (match.index ?? 0) + 2;
      const e = s + match[1].length;
      if (!mentionsIn(this.ctx.mentions, s, e).length) continue;
      if (isComparisonContext(this.ctx.text, s - 2, start)) continue;
      this.candidates.push({ start: s, end: e, source: 'bold' });
    }
  }

  private closeItem() {
    this.itemLevel = null;
  }

  rule() {
    this.closeItem();
    this.listStack = [];
  }

  /**
   * A heading that names nothing, opens the answer and is followed by prose: the answer's title,
   * not a section of picks (a title right over a list, "### Budget picks", heads that list).
   */
  titlesAnswer(block: Block, next: Block | undefined): boolean {
    if (next?.kind !== 'paragraph') return false;
    const head = classifyHead(this.ctx, block.contentStart, block.end);
    return head.kind === 'label' && mentionsIn(this.ctx.mentions, block.contentStart, block.end).length === 0;
  }

  heading(block: Block, following: Block[]) {
    const level = block.depth;
    this.listStack = [];
    let head = classifyHead(this.ctx, block.contentStart, block.end);
    if (this.itemLevel !== null && level > this.itemLevel) return; // a sub-heading of an item
    if (head.kind === 'attribute') head = this.attributeTitle(head);
    else if (this.isUnknownName(head) && this.hasNamedChildren(following))
      head = { kind: 'label', section: null, labelText: '' };
    this.closeItem();
    this.applyHead(head, level, 'heading', this.isNumbered(block.contentStart, block.end));
  }

  /**
   * A title worded like an attribute ("Pricing", "Why choose a standing desk?", "Key
   * features") opens a section describing the category, not picks; a slot ("Best for
   * gaming") still holds picks.
   */
  private attributeTitle(head: HeadAnalysis & { kind: 'attribute' }): HeadAnalysis {
    const section = head.section ?? (SLOT_TITLE.test(head.labelText) ? null : 'nonrec');
    return { kind: 'label', section, labelText: head.labelText };
  }

  private isNumbered(start: number, end: number): boolean {
    return /^[\s*_#]*(?:\p{Extended_Pictographic}\uFE0F?\s*)?[*_]*\d{1,2}[.)]\s/u.test(
      this.ctx.text.slice(start, end),
    );
  }

  private isUnknownName(head: HeadAnalysis): boolean {
    return head.kind === 'item' && mentionsIn(this.ctx.mentions, head.nameStart, head.nameEnd).length === 0;
  }

  /**
   * Whether the blocks under a heading name known things in their own titles: then the
   * heading is a group title ("All-in-One Systems"), not an item of an untracked brand.
   */
  private hasNamedChildren(following: Block[]): boolean {
    return following.some((child) => {
      if (child.kind === 'heading' || child.kind === 'rule') return false;
      const title = this.leadingTitle(child.contentStart, child.end);
      const [s, e] = title
        ? [title.start, title.end]
        : [child.contentStart, Math.min(child.end, child.contentStart + 60)];
      return mentionsIn(this.ctx.mentions, s, e).length > 0;
    });
  }

  /**
   * Whether the first blocks under an untracked title open with a known name ("**Lightweight**"
   * then "The Acme Wand weighs 2 lbs."; "- Lightweight" over "  - Acme Wand"): the title is then
   * the slot those picks fill, not a pick of its own. Only blocks up to the next title of the
   * same kind count, and the name must open the block: a name further in may be a comparison.
   */
  private opensChildrenWithNames(following: Block[]): boolean {
    const child = following[0];
    if (!child || child.kind === 'heading' || child.kind === 'rule' || child.kind === 'table-row')
      return false;
    const title = this.leadingTitle(child.contentStart, child.end);
    const [s, e] = title ? [title.start, title.end] : trimHead(this.ctx.text, child.contentStart, child.end);
    const first = mentionsIn(this.ctx.mentions, s, e)[0];
    return first !== undefined && /^\W*(?:the\s+)?$/i.test(this.ctx.text.slice(s, first.start));
  }

  /** Applies a classified head that stands on its own (heading, bold title, run-in head). */
  private applyHead(head: HeadAnalysis, level: number, source: ItemSource, numbered = false) {
    if (head.kind === 'item') {
      this.addCandidate(head.nameStart, head.nameEnd, source, `${source}${level}`);
      this.itemLevel = level;
      this.labelOpen = false;
    } else if (head.kind === 'label') {
      const kind = this.sectionFor(head.section, head.labelText);
      if (level < INLINE_LEVEL || kind !== null) this.openSection(level, kind, numbered, head.labelText);
      this.itemLevel = null;
      this.labelOpen = true;
    } else if (head.section === 'nonrec' && this.itemLevel === null) {
      // "Where to buy:" with no item above it opens a section of its own.
      this.applyHead(
        { kind: 'label', section: 'nonrec', labelText: head.labelText },
        level,
        source,
        numbered,
      );
    } else if (level <= BOLD_LEVEL) {
      // An attribute-like title outside any item ("**Note:**") still ends the item above.
      this.itemLevel = null;
      this.labelOpen = false;
    }
  }

  /** `**Title**` or `[Title](…)` opening a line: its span and where the rest of the line starts. */
  private leadingTitle(start: number, end: number): { start: number; end: number; rest: number } | null {
    const text = this.ctx.text;
    const lead =
      /^(?:[\s#>]|\p{Extended_Pictographic}|\uFE0F|\d{1,2}[.)]\s+)*/u.exec(text.slice(start, end))?.[0]
        .length ?? 0;
    const s = start + lead;
    if (text.startsWith('**', s) || text.startsWith('__', s)) {
      const close = text.indexOf(text.slice(s, s + 2), s + 2);
      if (close === -1 || close > end) return null;
      return { start: s + 2, end: close, rest: close + 2 };
    }
    if (text[s] === '[') {
      const close = text.indexOf(']', s + 1);
      if (close === -1 || close > end) return null;
      let rest = close + 1;
      while (rest < end && text[rest] === ' ') rest++;
      return { start: s + 1, end: close, rest };
    }
    return null;
  }

  /** The first clause of text after a label ("Best overall: Acme X — great value"). */
  private clauseAfterLabel(start: number, end: number): [number, number] | null {
    const text = this.ctx.text;
    const lead = /^[\s:–—-]*/.exec(text.slice(start, end))?.[0].length ?? 0;
    const s = start + lead;
    const clause =
      /^[^\n:(,;]*?(?=\s[–—-]\s|[:(,;]|\.\s|\.$|\s(?:is|are|offers?|provides?|has|with|for)\s|$)/.exec(
        text.slice(s, end),
      );
    const e = s + (clause?.[0].length ?? 0);
    if (e <= s) return null;
    const [ns, ne] = trimHead(text, s, e);
    const mentions = mentionsIn(this.ctx.mentions, ns, ne);
    const first = mentions[0];
    // "**Acme** — Known for its free tier": what follows the name describes it.
    if (!first && opensSentence(text, ns, ne)) return null;
    // A name ends capitalised or with a model ("Acme Pro 2"); "Deep Shopify integration" is a
    // description.
    if (!first && /\s\p{Ll}+$/u.test(text.slice(ns, ne))) return null;
    // The name must open the clause: "The Acme X offers…", not "Great if you dislike Acme".
    if (first && tokenize(text.slice(ns, first.start)).length <= 1) return [ns, ne];
    if (!first && namesSomething(this.ctx, ns, ne)) return [ns, ne];
    return null;
  }

  /**
   * A title followed by a dash and a description ("**Front** — Combines shared inboxes…") is
   * the item itself even when nothing brand-like is derived from it: labels take a colon or
   * are written with label words ("**Best overall** – Acme X"), so what follows the dash
   * describes the title, it does not name a pick.
   */
  private titleHead(title: { start: number; end: number; rest: number }, blockEnd: number): HeadAnalysis {
    const head = classifyHead(this.ctx, title.start, title.end);
    // "**Warm Tone:** Acme GD20 – …": a title with a colon before a known name is the slot it fills.
    if (this.isUnknownName(head) && this.slotBeforeName(title, blockEnd))
      return { kind: 'label', section: null, labelText: '' };
    return this.describedTitle(head, title);
  }

  private slotBeforeName(title: { start: number; end: number; rest: number }, blockEnd: number): boolean {
    const text = this.ctx.text;
    if (!/:\s*$/.test(text.slice(title.start, title.end)) && text[title.rest] !== ':') return false;
    const next = this.ctx.mentions.find((m) => m.start >= title.rest && m.end <= blockEnd);
    return next !== undefined && /^[\s:*_[\]]*(?:the\s+)?$/i.test(text.slice(title.rest, next.start));
  }

  private describedTitle(
    head: HeadAnalysis,
    title: { start: number; end: number; rest: number },
  ): HeadAnalysis {
    if (head.kind !== 'label' || head.section !== null || isLabelText(head.labelText)) return head;
    if (!/^[ \t]*[–—-][ \t]/.test(this.ctx.text.slice(title.rest, title.rest + 4))) return head;
    if (/:\s*$/.test(this.ctx.text.slice(title.start, title.end))) return head;
    const [nameStart, nameEnd] = trimHead(this.ctx.text, title.start, title.end);
    return nameEnd > nameStart ? { kind: 'item', nameStart, nameEnd } : head;
  }

  paragraph(block: Block, following: Block[]) {
    const title = this.leadingTitle(block.contentStart, block.end);
    if (title) {
      let head = this.titleHead(title, block.end);
      // A bold title alone on its line over a paragraph that opens with a known name is a slot.
      if (
        this.isUnknownName(head) &&
        !this.ctx.text.slice(title.rest, block.end).replace(/[\s:*_]/g, '') &&
        this.opensChildrenWithNames(following)
      )
        head = { kind: 'label', section: null, labelText: '' };
      if (head.kind === 'attribute' && this.itemLevel !== null) return;
      if (head.kind === 'attribute' && !this.ctx.text.slice(title.rest, block.end).replace(/[\s:*_]/g, '')) {
        this.applyHead(this.attributeTitle(head), BOLD_LEVEL, 'bold');
        return;
      }
      if (head.kind === 'label') {
        const named = this.clauseAfterLabel(title.rest, block.end);
        if (named && this.section !== 'nonrec' && !this.isNonrecLabel(head)) {
          this.closeItem();
          this.addCandidate(named[0], named[1], 'bold');
          this.itemLevel = BOLD_LEVEL;
          this.labelOpen = false;
          return;
        }
        this.closeItem();
        this.applyHead(head, BOLD_LEVEL, 'bold');
        this.inline(title.rest, block.end);
        return;
      }
      if (head.kind === 'item') {
        this.closeItem();
        this.listStack = [];
        this.applyHead(head, BOLD_LEVEL, 'bold');
        return;
      }
    }
    this.listStack = [];
    this.inline(block.contentStart, block.end);
  }

  private isNonrecLabel(head: HeadAnalysis): boolean {
    return head.kind === 'label' && this.sectionFor(head.section, head.labelText) === 'nonrec';
  }

  /** Running text: run-in heads, product cards and prose. */
  inline(start: number, end: number) {
    const segments = segmentInline(this.ctx.text, start, end, mentionsIn(this.ctx.mentions, start, end));
    this.attributeList = false;
    for (const [index, segment] of segments.entries()) {
      if (segment.kind === 'card') {
        const [s, e] = trimHead(this.ctx.text, segment.start, segment.nameEnd);
        // A shopping card is the engine's own pick wherever it sits, even under "Things to
        // keep in mind".
        if (e > s && namesSomething(this.ctx, s, e))
          this.candidates.push({ start: s, end: e, source: 'card' });
        this.itemLevel = null;
        this.labelOpen = false;
        this.attributeList = false;
      } else if (segment.kind === 'head') {
        let head = classifyHead(this.ctx, segment.start, segment.end);
        const nextIsHead = segments[index + 1]?.kind === 'head';
        // Heads listed right under "Pros:" or "Features:" ("Ease of Setup: …") are its entries
        // until something named or a section title comes.
        if (this.attributeList) {
          const named = head.kind === 'item' && !this.isUnknownName(head);
          if (!named && !(head.kind === 'label' && head.section !== null)) continue;
          this.attributeList = false;
        }
        if (head.kind === 'attribute') {
          this.attributeList = nextIsHead;
          if (head.section === 'nonrec' && (this.itemLevel === null || nextIsHead))
            this.applyHead(
              { kind: 'label', section: 'nonrec', labelText: head.labelText },
              INLINE_LEVEL,
              'head',
            );
          continue;
        }
        // "Note: …" inside an item describes it; "Considerations: Price: …" and a title on a
        // line of its own open a section.
        if (
          head.kind === 'label' &&
          head.section === 'nonrec' &&
          this.itemLevel === INLINE_LEVEL &&
          segments[index + 1]?.kind === 'text'
        )
          continue;
        // A head followed straight by another head is a group title ("Hard Shell: Acme X: …"),
        // and so is one whose text names known brands ("Hotel cards: the Acme card …").
        const next = segments[index + 1];
        const advice = next?.kind === 'text' && ADVICE_OPENER.test(this.ctx.text.slice(next.start, next.end));
        if (this.isUnknownName(head) && (nextIsHead || advice || this.namesKnownInText(next)))
          head = { kind: 'label', section: null, labelText: '' };
        // A title after buying advice that heads named items ("Beyond the mainstream: Acme
        // X: …") starts the picks again.
        if (
          head.kind === 'label' &&
          head.section === null &&
          this.section === 'nonrec' &&
          this.opensWithName(next)
        )
          head = { ...head, section: 'rec' };
        if (this.itemLevel !== null && this.itemLevel < INLINE_LEVEL && head.kind !== 'label') continue;
        if (this.itemLevel !== null && this.itemLevel < INLINE_LEVEL && head.kind === 'label') {
          // A run-in label inside a bold or heading item ("Why it's good:") describes it.
          if (head.section === null) continue;
        }
        const numbered = this.isNumbered(segment.start, segment.end);
        this.applyHead(head, INLINE_LEVEL, 'head', numbered);
      } else if (this.itemLevel === null) {
        this.addBoldNames(segment.start, segment.end);
        this.addProse(segment.start, segment.end);
      }
    }
  }

  private opensWithName(segment: Segment | undefined): boolean {
    if (segment?.kind !== 'head') return false;
    const [s, e] = trimHead(this.ctx.text, segment.start, segment.end);
    return mentionsIn(this.ctx.mentions, s, e)[0]?.start === s;
  }

  private namesKnownInText(segment: Segment | undefined): boolean {
    if (segment?.kind !== 'text') return false;
    const [, sentenceEnd] = sentenceAround(this.ctx.text, segment.start + 1);
    const limit = Math.min(segment.end, sentenceEnd);
    return mentionsIn(this.ctx.mentions, segment.start, limit).some(
      (m) => !isComparisonContext(this.ctx.text, m.start, segment.start),
    );
  }

  listItem(block: Block, following: Block[]) {
    // A new list starts after other blocks, or where bullets give way to numbers.
    const ordered = /\d/.test(this.ctx.text.slice(block.start, block.contentStart));
    if (
      this.listStack.length === 0 ||
      (block.depth <= this.listStack[0].depth && ordered !== this.listOrdered)
    )
      this.listSerial++;
    if (block.depth <= (this.listStack[0]?.depth ?? block.depth)) this.listOrdered = ordered;
    while (this.listStack.length && this.listStack[this.listStack.length - 1].depth >= block.depth)
      this.listStack.pop();
    const parent = this.listStack[this.listStack.length - 1];
    const underItem = parent ? parent.isItem || parent.isAttribute : this.itemLevel !== null;
    if (underItem) {
      this.listStack.push({ depth: block.depth, isItem: false, isAttribute: true });
      return;
    }
    const entry = { depth: block.depth, isItem: false, isAttribute: false };
    this.listStack.push(entry);
    const title = this.leadingTitle(block.contentStart, block.end);
    let head: HeadAnalysis;
    let rest = block.contentStart;
    if (title) {
      head = this.titleHead(title, block.end);
      rest = title.rest;
    } else {
      const first = segmentInline(
        this.ctx.text,
        block.contentStart,
        block.end,
        mentionsIn(this.ctx.mentions, block.contentStart, block.end),
      )[0];
      if (first?.kind === 'head' && first.start - block.contentStart <= 1) {
        head = classifyHead(this.ctx, first.start, first.end);
        rest = first.end + 1;
      } else {
        const named = this.clauseAfterLabel(block.contentStart, block.end);
        head = named
          ? { kind: 'item', nameStart: named[0], nameEnd: named[1] }
          : { kind: 'attribute', section: null, labelText: '' };
        if (!named) {
          this.addBoldNames(block.contentStart, block.end);
          this.addProse(block.contentStart, block.end);
          return;
        }
      }
    }
    // "- Lightweight" over "  - Acme Wand": an untracked entry over named sub-entries groups them.
    const child = following[0];
    if (
      this.isUnknownName(head) &&
      child?.kind === 'list-item' &&
      child.depth > block.depth &&
      this.opensChildrenWithNames(following)
    )
      return;
    if (head.kind === 'item') {
      entry.isItem = this.section !== 'nonrec';
      this.addCandidate(head.nameStart, head.nameEnd, 'list', `list${this.listSerial}:${block.depth}`);
      this.labelOpen = false;
      return;
    }
    if (head.kind === 'attribute') {
      // A slot filled by a name outside any item ("- **Best for insights:** **Acme** or **Beta**")
      // is a pick; under an item the same words describe it.
      const named = SLOT_TITLE.test(head.labelText) ? this.clauseAfterLabel(rest, block.end) : null;
      if (named && mentionsIn(this.ctx.mentions, named[0], named[1])[0]?.start === named[0]) {
        entry.isItem = this.section !== 'nonrec';
        this.addCandidate(named[0], named[1], 'list', `list${this.listSerial}:${block.depth}`);
        return;
      }
      entry.isAttribute = true;
      return;
    }
    if (this.isNonrecLabel(head)) return;
    const named = this.clauseAfterLabel(rest, block.end);
    if (named) {
      entry.isItem = this.section !== 'nonrec';
      this.addCandidate(named[0], named[1], 'list', `list${this.listSerial}:${block.depth}`);
      return;
    }
    this.labelOpen = true;
    this.addProse(rest, block.end);
  }

  /**
   * The column naming the products: the first, unless none of its cells opens with a known name
   * while another column's cells do in most rows ("Need | I'd evaluate first": the needs, even
   * "Existing Acme user", are slots).
   */
  private productColumn(body: Block[]): number {
    const knownIn = (column: number) =>
      body.filter((row) => {
        const cell = row.cells?.[column];
        if (!cell) return false;
        const [s, e] = trimHead(this.ctx.text, ...cell);
        return mentionsIn(this.ctx.mentions, s, e)[0]?.start === s;
      }).length;
    if (knownIn(0) > 0) return 0;
    const columns = Math.max(0, ...body.map((row) => row.cells?.length ?? 0));
    for (let column = 1; column < columns; column++) if (knownIn(column) * 2 > body.length) return column;
    return 0;
  }

  table(rows: Block[]) {
    const hasHeader = rows.length > 1 && rows[1].separator === true;
    const header = hasHeader ? rows[0] : null;
    const body = rows.filter((row, i) => !row.separator && !(hasHeader && i === 0));
    // Rows of features or buying criteria ("Feature | Why it matters") name no picks.
    const corner = header?.cells?.[0];
    const criteriaRows =
      corner !== undefined && CRITERIA_COLUMN.test(cleanDisplayText(this.ctx.text.slice(...corner)));
    const firstCells = body
      .map((row) => row.cells?.[this.productColumn(body)])
      .filter((c): c is [number, number] => !!c);
    const named = criteriaRows
      ? []
      : firstCells.filter(([s, e]) => namesSomething(this.ctx, ...trimHead(this.ctx.text, s, e)));
    if (named.length > 0) {
      for (const [s, e] of named) this.addCandidate(...trimHead(this.ctx.text, s, e), 'table');
      return;
    }
    // A comparison laid out with one column per product.
    for (const [s, e] of header?.cells?.slice(1) ?? []) {
      const [ns, ne] = trimHead(this.ctx.text, s, e);
      if (mentionsIn(this.ctx.mentions, ns, ne).length) this.addCandidate(ns, ne, 'table');
    }
  }
}

function walk(ctx: HeadContext, whereToBuy: boolean): StructureWalker {
  const walker = new StructureWalker(ctx, whereToBuy);
  const blocks = parseMarkdownBlocks(ctx.text);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind === 'table-row') {
      const rows: Block[] = [];
      while (i < blocks.length && blocks[i].kind === 'table-row') rows.push(blocks[i++]);
      i--;
      walker.table(rows);
    } else if (block.kind === 'rule') walker.rule();
    else if (block.kind === 'heading' && i === 0 && walker.titlesAnswer(block, blocks[1])) {
      // The answer's own title ("## Best CRM Tools") heads all of it: what follows is its opening.
    } else if (block.kind === 'heading') {
      let next = i + 1;
      while (next < blocks.length && !(blocks[next].kind === 'heading' && blocks[next].depth <= block.depth))
        next++;
      walker.heading(block, blocks.slice(i + 1, next));
    } else if (block.kind === 'list-item') walker.listItem(block, blocks.slice(i + 1, i + 2));
    else walker.paragraph(block, blocks.slice(i + 1, i + 2));
  }
  return walker;
}

function domainLabel(domain: string): string {
  return (
    domain
      .split('.')[0]
      ?.replace(/[^a-z0-9]/gi, '')
      .toLowerCase() ?? ''
  );
}

/** Names listed as alternatives: "Acme or Beta", "Acme, Beta and Gamma", "Acme / Beta". */
const ENUMERATION = /^\s*(?:[,/&]\s*(?:(?:or|and)\s+)?|(?:or|and)\s+)(?:the\s+)?$/i;
/** Products offered as alternatives, each with its model: "Acme X1 or Beta Z3". */
const ALTERNATIVE_MODELS = /^(?:\s+[^\s,;:()]*[\p{Lu}\p{N}][^\s,;:()]*)+\s+(?:or|\/)\s+(?:the\s+)?$/u;

/**
 * Known entities named in an item, in order. Names listed as alternatives ("Acme or Beta
 * players", "Carriers (Acme, Beta, Gamma)") are all picks. A second brand counts as a
 * co-brand only when separated from the first by name words ("Hilton Honors American
 * Express Card"): right next to it, it is the same company's product line ("Hyperice
 * Hypervolt"), and after a specification or a connector it is a component ("… 16GB Intel
 * Core i5", "… by Anker").
 */
function itemEntities(
  text: string,
  mentions: EntityMention[],
  groups: EntityGroups,
  start: number,
  end: number,
): KnownEntity[] {
  const inside = mentionsIn(mentions, start, end);
  if (inside.length === 0) return [];
  const result = [inside[0].entity];
  for (let i = 1; i < inside.length; i++) {
    // Emphasis around each name ("**Acme** or **Beta**") does not part alternatives.
    const between = text.slice(inside[i - 1].end, inside[i].start).replace(/[*_]/g, '');
    const sinceStart = text.slice(start, inside[i].start);
    const enumerated = ENUMERATION.test(between) || ALTERNATIVE_MODELS.test(between);
    if (!enumerated && (/\d/.test(sinceStart) || CONNECTOR_BEFORE.test(between) || /[(,]/.test(between)))
      break;
    const entity = inside[i].entity;
    if (!result.some((e) => groups.root(e) === groups.root(entity))) result.push(entity);
  }
  return result;
}

/**
 * Learns from the answer's own item names which known entities are one company: two names
 * written side by side ("Therabody Theragun Mini") or a line attributed to its maker
 * ("Life Q30 by Anker").
 */
function learnSameCompany(
  text: string,
  mentions: EntityMention[],
  groups: EntityGroups,
  candidates: Candidate[],
) {
  for (const candidate of candidates) {
    // A card's title is the shop's ("Acme Beta Pro" for Beta's product), not the answer's.
    if (candidate.source === 'prose' || candidate.source === 'card') continue;
    const inside = mentionsIn(mentions, candidate.start, candidate.end);
    for (let i = 1; i < inside.length; i++) {
      const between = text.slice(inside[i - 1].end, inside[i].start);
      // An owner in brackets ("Eres (by Acme)") is a note on the company, not the item's maker.
      if (/^\s+$/.test(between) || /^\s[^(]*\bby\s+$/i.test(between))
        groups.union(inside[i - 1].entity, inside[i].entity);
    }
  }
}

/** A model number, inner capitals or a word in capitals: "B37", "iReliev", "ONEPWR". */
const MODEL_LIKE = /\d|\p{Ll}\p{Lu}|\p{Lu}{2}/u;

/**
 * Drops lists ahead of the first known name whose items name nothing known and look like
 * no product (no model, inner capitals or capitals): in an answer that names at least two
 * known brands elsewhere, a list before theirs that names none of them lists features,
 * benefits, criteria or plan tiers ("Long Battery Life", "Better Posture"). A list under a
 * title of picks ("Budget picks") is kept, and so is any list when fewer known brands are
 * named, since then nothing shows which list names the players of the category.
 */
function withoutDescriptiveLists(
  text: string,
  candidates: Candidate[],
  mentions: EntityMention[],
): Candidate[] {
  const named = (c: Candidate) => mentionsIn(mentions, c.start, c.end).length > 0;
  const firstNamed = candidates.find(named);
  if (!firstNamed) return candidates;
  const known = new Set(candidates.flatMap((c) => mentionsIn(mentions, c.start, c.end).map((m) => m.entity)));
  if (known.size < 2) return candidates;
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (!c.group) continue;
    const list = groups.get(c.group) ?? [];
    list.push(c);
    groups.set(c.group, list);
  }
  const dropped = new Set<string>();
  for (const [group, items] of groups) {
    const descriptive =
      items.length >= 2 &&
      items.every((c) => c.start < firstNamed.start && !c.titledPicks && !named(c)) &&
      items.every((c) => !MODEL_LIKE.test(cleanDisplayText(text.slice(c.start, c.end))));
    if (descriptive) dropped.add(group);
  }
  return dropped.size ? candidates.filter((c) => !c.group || !dropped.has(c.group)) : candidates;
}

/**
 * Whether an item's words run inside an earlier item's name ("QuietComfort Ultra" in "Bose
 * QuietComfort Ultra"): answers that present their picks twice (cards, then a list explaining
 * them) write the product again without its maker. One word, or only ordinary words written
 * plainly ("Pro Max"), is too little to tell a product.
 */
function repeatsProduct(itemText: string, tokens: string[], earlier: string[]): boolean {
  if (tokens.length < 2 || tokens.length >= earlier.length) return false;
  if (!MODEL_LIKE.test(itemText) && tokens.every((t) => COMMON_WORDS.has(t))) return false;
  for (let i = 0; i + tokens.length <= earlier.length; i++)
    if (tokens.every((t, j) => earlier[i + j] === t)) return true;
  return false;
}

/**
 * The known entity an untracked maker names by its first word alone ("Otterly" for "Otterly.AI",
 * "Peec" for "Peec AI"), when that word is distinctive: answers shorten names they gave in full.
 */
function shortenedName(
  matcher: EntityMatcher,
  unknown: UnknownEntity | undefined,
  topic: ReadonlySet<string>,
): KnownEntity | null {
  if (!unknown || COMMON_WORDS.has(unknown.key) || topic.has(unknown.key)) return null;
  return (
    matcher.entities.find((entity) => {
      const words = nameTokens(entity.name);
      return words.length >= 2 && words[0] === unknown.key;
    }) ?? null
  );
}

/** Cuts a trailing price or note off an item's text for display ("Acme X – $99"). */
function displayName(text: string): string {
  return cleanDisplayText(text.replace(/\s+[–—|-]\s+(?:\$|~|\d).*$/s, '').replace(/\$[\d,.]+.*$/s, ''));
}

/** An item written as a site cited as evidence ("rtings.com") is a source, not a pick. */
function isCitedSite(itemText: string, unknown: UnknownEntity, citedLabels: Set<string>): boolean {
  const domain = /\b([a-z0-9-]+)\.(?:com|org|net|co|io|uk|de|ca|au)\b/i.exec(itemText);
  return domain !== null && citedLabels.has(domainLabel(domain[0])) && unknown.key === domainLabel(domain[0]);
}

/** Sites whose links say nothing about who makes a product: shops, review sites, search pages. */
const NEUTRAL_SITES = new Set([...RETAILERS, ...PUBLISHERS, 'chatgpt', 'google', 'bing']);

/**
 * Whether an untracked item links to another maker's own shop ("[Little Fellow Carry-On]
 * (https://acmetravel.com/products/…)"): its name is then a product of that maker, and a
 * maker known only from a link is not a recommendation the text makes.
 */
function soldByAnotherMaker(answer: string, itemEnd: number, unknown: UnknownEntity): boolean {
  const link = /^[\s*_]*\]\((https?:\/\/[^)\s]+)/.exec(answer.slice(itemEnd, itemEnd + 400));
  if (!link) return false;
  const site = (getDomainWithoutSuffix(link[1]) ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
  if (!site || NEUTRAL_SITES.has(site)) return false;
  return !site.includes(unknown.key) && !unknown.key.includes(site);
}

/** The word a maker's name is filed under: its first word past an article ("The Acme Co" -> acme). */
function firstNameWord(name: string): string {
  const words = name.toLowerCase().split(' ');
  return words.find((w) => !CONNECTORS.has(w)) ?? words[0];
}

/**
 * The probable maker of each item naming nothing the project tracks (none for a title of a
 * work unless it names its maker). Items whose makers
 * share a first word ("Theragun Prime", "Theragun Mini") are one maker's line: they are
 * reported under the words their names share ("Theragun").
 */
function untrackedMakers(
  text: string,
  candidates: Candidate[],
  mentions: EntityMention[],
  topic: ReadonlySet<string>,
  titlesAsked: boolean,
): Map<Candidate, UnknownEntity> {
  const makers = new Map<Candidate, UnknownEntity>();
  const byFirstWord = new Map<string, Set<string>>();
  for (const candidate of candidates) {
    if (mentionsIn(mentions, candidate.start, candidate.end).length > 0) continue;
    const itemText = cleanDisplayText(text.slice(candidate.start, candidate.end));
    // Asked for games or books, an item is a title; only a maker it names ("by Acme") is a brand.
    if (titlesAsked && !/\bby\s+\p{Lu}/u.test(itemText)) continue;
    const unknown = deriveUnknownEntity(itemText, { topic });
    if (!unknown) continue;
    makers.set(candidate, unknown);
    const first = firstNameWord(unknown.name);
    byFirstWord.set(first, (byFirstWord.get(first) ?? new Set()).add(unknown.name));
  }
  for (const [candidate, unknown] of makers) {
    const line = [...(byFirstWord.get(firstNameWord(unknown.name)) ?? [])];
    if (line.length < 2) continue;
    const split = line.map((n) => n.split(' '));
    const shared: string[] = [];
    for (let i = 0; split.every((words) => i < words.length && words[i] === split[0][i]); i++)
      shared.push(split[0][i]);
    const name = shared.join(' ');
    if (shared.some((w) => !CONNECTORS.has(w.toLowerCase())))
      makers.set(candidate, { key: normalizeName(name), name });
  }
  return makers;
}

export function extractRanking(
  answer: string,
  matcher: EntityMatcher,
  options: ExtractionOptions = {},
): RankingExtraction {
  const maskedText = maskNonContent(answer);
  const mentions = matcher.findMentions(maskedText);
  const topic = options.topic ?? topicWordsOf(options.prompt);
  const ctx: HeadContext = { text: maskedText, mentions, matcher, topic };
  const whereToBuy = WHERE_TO_BUY_INTENT.test(options.prompt ?? '');
  const walker = walk(ctx, whereToBuy);
  const citedLabels = new Set((options.citedDomains ?? []).map(domainLabel));

  let candidates = walker.candidates.length > 0 ? [...walker.introPicks, ...walker.candidates] : [];
  if (candidates.length === 0) {
    // No structure: the answer's prose order is the ranking.
    candidates = walker.fallbackSpans.flatMap(([s, e]) =>
      mentionsIn(mentions, s, e)
        .filter((m) => !isComparisonContext(maskedText, m.start, sentenceAround(maskedText, m.start)[0]))
        .filter((m) => !isNegativeContext(maskedText, m.start))
        .map((m) => ({ start: m.start, end: m.end, source: 'prose' as const })),
    );
  }
  candidates = withoutDescriptiveLists(
    maskedText,
    [...candidates].sort((a, b) => a.start - b.start),
    mentions,
  );

  const groups = createEntityGroups(matcher.entities);
  for (const [a, b] of matcher.nameExtensions) groups.union(a, b);
  learnSameCompany(maskedText, mentions, groups, candidates);

  const prompt = options.prompt ?? '';
  const titlesAsked = TITLES_INTENT.test(prompt) && !SERVICE_INTENT.test(prompt);
  const makers = untrackedMakers(maskedText, candidates, mentions, topic, titlesAsked);
  const ranking: RankedEntity[] = [];
  const seen = new Set<string>();
  /** Token norms of every item read so far, to know a product written again shorter. */
  const itemsRead: string[][] = [];
  for (const candidate of candidates) {
    const name =
      displayName(answer.slice(candidate.start, candidate.end)) ||
      displayName(maskedText.slice(candidate.start, candidate.end));
    const span: [number, number] = [candidate.start, candidate.end];
    let known = itemEntities(maskedText, mentions, groups, candidate.start, candidate.end);
    if (known.length === 0) {
      const near =
        matcher.matchLeadingWords(cleanDisplayText(maskedText.slice(candidate.start, candidate.end))) ??
        shortenedName(matcher, makers.get(candidate), topic);
      if (near) known = [near];
    }
    // A card repeating a pick ("Acme Beta Fit Pro$114.99" after "Beta Fit Pro:") adds no
    // brand its shop title carries.
    if (candidate.source === 'card' && known.some((named) => seen.has(groups.root(named).key))) continue;
    const itemText = cleanDisplayText(maskedText.slice(candidate.start, candidate.end));
    const itemTokens = tokenize(itemText).map((t) => t.norm);
    if (known.length > 0) {
      itemsRead.push(itemTokens);
      for (const named of known) {
        const root = groups.root(named);
        if (seen.has(root.key)) continue;
        seen.add(root.key);
        // Reported under the project's brand when the group holds it, else as written.
        const entity = root.isBrand ? root : named;
        ranking.push({ key: root.key, name, entity, brandName: entity.name, span });
      }
      continue;
    }
    // "**WH-1000XM5**" in a list explaining the picks after "### Sony WH-1000XM5": the same product.
    if (itemsRead.some((read) => repeatsProduct(itemText, itemTokens, read))) continue;
    itemsRead.push(itemTokens);
    const unknown = makers.get(candidate) ?? null;
    if (!unknown) continue;
    if (PUBLISHERS.has(unknown.key) || isCitedSite(itemText, unknown, citedLabels)) continue;
    if (RETAILERS.has(unknown.key) && !whereToBuy) continue;
    if (soldByAnotherMaker(answer, candidate.end, unknown)) continue;
    const key = `unknown:${unknown.key}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ranking.push({ key, name, entity: null, brandName: unknown.name, span });
  }
  return { ranking, mentions, maskedText };
}
