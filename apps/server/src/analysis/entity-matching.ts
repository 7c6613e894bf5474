import { COMMON_WORDS, PRODUCT_LINES, TECHNOLOGY_WORDS } from './lexicon.ts';
import { foldDiacritics, nameTokens, normalizeName, type Token, tokenize } from './text-normalization.ts';

export interface BrandInput {
  name: string;
  label?: string;
  aliases?: string[];
  domain?: string;
}

export interface CompetitorInput {
  name: string;
  aliases?: string[];
}

export interface KnownEntity {
  /** The name the project uses for it; what rankings report as `matched_to`. */
  name: string;
  key: string;
  isBrand: boolean;
}

interface SurfaceForm {
  entity: KnownEntity;
  key: string;
  norms: readonly string[];
  /** Raw tokens of the form as the user wrote it, to compare capitalisation. */
  rawTokens: string[];
  /** Written only with ordinary words ("Nothing", "Made In"): must be capitalised in text. */
  needsCapital: boolean;
  /** A short all-capitals name ("GE", "LG"): must be written in capitals. */
  acronym: boolean;
}

export interface EntityMention {
  entity: KnownEntity;
  start: number;
  end: number;
  /** Index of the first and last token of the mention in the text's token list. */
  firstToken: number;
  lastToken: number;
}

export interface EntityMatcher {
  entities: KnownEntity[];
  brand: KnownEntity;
  findMentions(text: string, tokens?: Token[]): EntityMention[];
  /** The known entity a whole extracted name stands for, by normalised key, if any. */
  matchName(name: string): KnownEntity | null;
  /**
   * The known entity of three words or more whose first two words, both distinctive, open
   * `name`: places are written shorter or longer than a project names them ("Acme Hill Rec
   * Center" for "Acme Hill RECenter").
   */
  matchLeadingWords(name: string): KnownEntity | null;
  /**
   * Pairs of entities whose names extend one another word for word ("Ninja" and "Ninja
   * Foodi", "Lucid" and "Lucid Motors"): a maker and its line, hence one company.
   */
  nameExtensions: Array<[KnownEntity, KnownEntity]>;
}

/** Accepts both forms the API allows: plain names or objects with aliases. */
export function toCompetitorInputs(competitors: ReadonlyArray<string | CompetitorInput> | undefined) {
  return (competitors ?? []).map((c) => (typeof c === 'string' ? { name: c } : c));
}

/** Names written as alternatives ("US Mobile / Ting") or with a note ("Lively (formerly X)"). */
function expandName(name: string): string[] {
  const withoutNote = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const parts = withoutNote
    .split(/\s+\/\s+|\s*\/\s*(?=\p{Lu})/u)
    .map((part) => part.trim())
    .filter(Boolean);
  // Alternatives are written one at a time: joined, they would make "Acme / Beta" look like
  // a line of Acme's.
  if (parts.length > 1) return parts;
  return [...new Set([name, withoutNote].filter(Boolean))];
}

function domainForms(domain: string): string[] {
  const host = domain
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/.*$/, '');
  const label = host.split('.')[0] ?? '';
  // Short labels ("hp", "ge") collide with ordinary text; the full host is still matched.
  return label.length >= 4 ? [host, label] : [host];
}

function buildForm(entity: KnownEntity, text: string): SurfaceForm | null {
  const norms = nameTokens(text);
  const key = norms.join('');
  if (!key) return null;
  const rawTokens = tokenize(text)
    .map((t) => t.raw)
    .slice(0, norms.length + 1);
  const needsCapital = norms.every((n) => COMMON_WORDS.has(n) || n.length <= 2);
  const acronym = rawTokens.length === 1 && /^[A-Z]{1,3}$/.test(rawTokens[0] ?? '');
  return { entity, key, norms, rawTokens, needsCapital, acronym };
}

function capitalisationFits(form: SurfaceForm, matched: Token[]): boolean {
  if (form.acronym) return matched.every((t) => t.raw === t.raw.toUpperCase());
  if (!form.needsCapital) return true;
  const isUpper = (s: string) => /^\p{Lu}/u.test(s) || /^\p{N}/u.test(s);
  if (matched.length !== form.rawTokens.length) return isUpper(matched[0]?.raw ?? '');
  return matched.every((t, i) => !isUpper(form.rawTokens[i] ?? '') || isUpper(t.raw));
}

// Tokens of one name are separated by at most a few joining characters ("J.Crew",
// "De'Longhi", "Briggs & Riley"), never by a line break or a clause break.
const JOINER = /^[ \t'’\-./+*_]{0,3}$/;

/**
 * @param topic words of the question's topic (see `topicWordsOf`): a known name ending with
 *   one ("Acme Swimwear" when asked about swimwear) is also written without it ("Acme").
 */
export function createEntityMatcher(
  brand: BrandInput,
  competitors: ReadonlyArray<string | CompetitorInput> = [],
  topic: ReadonlySet<string> = new Set(),
): EntityMatcher {
  const brandEntity: KnownEntity = { name: brand.name, key: normalizeName(brand.name), isBrand: true };
  const entities: KnownEntity[] = [brandEntity];
  const namesOf = new Map<KnownEntity, string[]>([
    [
      brandEntity,
      [
        brand.name,
        ...(brand.label ? [brand.label] : []),
        ...(brand.aliases ?? []),
        ...(brand.domain ? domainForms(brand.domain) : []),
      ],
    ],
  ]);
  for (const competitor of toCompetitorInputs(competitors)) {
    const key = normalizeName(competitor.name);
    if (!key || key === brandEntity.key) continue;
    const entity: KnownEntity = { name: competitor.name, key, isBrand: false };
    entities.push(entity);
    namesOf.set(entity, [competitor.name, ...(competitor.aliases ?? [])]);
  }
  // Shortened and borrowed forms never take a name another tracked entity goes by.
  const trackedKeys = new Set(entities.map((e) => e.key));

  const forms: SurfaceForm[] = [];
  const addForm = (entity: KnownEntity, text: string) => {
    const form = buildForm(entity, text);
    if (form) forms.push(form);
    return form;
  };
  for (const [entity, names] of namesOf)
    for (const name of names)
      for (const text of expandName(name)) {
        const form = addForm(entity, text);
        // "Acme Swimwear" asked about swimwear is written "Acme" too.
        const shorter = text.trim().replace(/\s+\S+$/, '');
        const shortens =
          form !== null &&
          form.norms.length >= 2 &&
          topic.has(form.norms[form.norms.length - 1]) &&
          nameTokens(shorter).length === form.norms.length - 1 &&
          !trackedKeys.has(normalizeName(shorter));
        if (shortens) addForm(entity, shorter);
      }

  // Lines known by a name of their own ("iPhone" is Apple's) count for their maker, unless
  // the project tracks the line itself; written capitalised only ("Pixel", not "pixel").
  for (const entity of entities)
    for (const line of PRODUCT_LINES.get(entity.key) ?? []) {
      const form = trackedKeys.has(normalizeName(line)) ? null : buildForm(entity, line);
      if (form) forms.push({ ...form, needsCapital: true });
    }

  // The brand's own forms win over a competitor's identical alias.
  const byFirstChar = new Map<string, SurfaceForm[]>();
  for (const form of forms) {
    const list = byFirstChar.get(form.key[0]) ?? [];
    list.push(form);
    byFirstChar.set(form.key[0], list);
  }
  const byKey = new Map<string, KnownEntity>();
  for (const form of forms) if (!byKey.has(form.key)) byKey.set(form.key, form.entity);
  const distinctive = (norm: string | undefined) =>
    norm !== undefined && norm.length > 1 && !COMMON_WORDS.has(norm) && !CONNECTORS.has(norm);
  const byLeadingWords = new Map<string, KnownEntity | null>();
  for (const form of forms) {
    if (form.norms.length < 3 || !distinctive(form.norms[0]) || !distinctive(form.norms[1])) continue;
    const lead = `${form.norms[0]} ${form.norms[1]}`;
    const other = byLeadingWords.get(lead);
    // Two known names sharing their first words leave the short form ambiguous.
    byLeadingWords.set(lead, other === undefined || other === form.entity ? form.entity : null);
  }

  function matchAt(text: string, tokens: Token[], i: number): EntityMention | null {
    const first = tokens[i];
    const candidates = byFirstChar.get(first.norm[0]) ?? [];
    let best: { form: SurfaceForm; last: number } | null = null;
    for (const form of candidates) {
      if (!form.key.startsWith(first.norm)) continue;
      let joined = first.norm;
      let j = i;
      while (joined.length < form.key.length && j + 1 < tokens.length) {
        const gap = text.slice(tokens[j].end, tokens[j + 1].start);
        if (!JOINER.test(gap)) break;
        j++;
        joined += tokens[j].norm;
        if (!form.key.startsWith(joined)) break;
      }
      if (joined !== form.key) continue;
      if (!capitalisationFits(form, tokens.slice(i, j + 1))) continue;
      if (!best || form.key.length > best.form.key.length) best = { form, last: j };
    }
    if (!best) return null;
    return {
      entity: best.form.entity,
      start: first.start,
      end: tokens[best.last].end,
      firstToken: i,
      lastToken: best.last,
    };
  }

  const nameExtensions: Array<[KnownEntity, KnownEntity]> = [];
  for (const short of forms)
    for (const long of forms) {
      if (short.entity === long.entity || short.norms.length >= long.norms.length) continue;
      if (short.norms.every((n, i) => long.norms[i] === n)) nameExtensions.push([short.entity, long.entity]);
    }

  return {
    entities,
    brand: brandEntity,
    nameExtensions,
    findMentions(text, tokens = tokenize(text)) {
      const mentions: EntityMention[] = [];
      for (let i = 0; i < tokens.length; i++) {
        const mention = matchAt(text, tokens, i);
        if (!mention) continue;
        mentions.push(mention);
        i = mention.lastToken;
      }
      return mentions;
    },
    matchName(name) {
      return byKey.get(normalizeName(name)) ?? null;
    },
    matchLeadingWords(name) {
      const norms = nameTokens(name);
      if (norms.length < 3) return null;
      return byLeadingWords.get(`${norms[0]} ${norms[1]}`) ?? null;
    },
  };
}

export interface UnknownEntity {
  key: string;
  name: string;
}

/** Words that ask rather than name what is asked about. */
const QUESTION_WORDS = new Set(
  'the and for with best top good great most which what who where how are can should you your our'.split(' '),
);

/** Lower-case words of a question, singular and plural, to recognise its topic ("CRM", "Laptops"). */
export function topicWordsOf(prompt: string | undefined): Set<string> {
  const words = new Set<string>();
  // Hyphenated words count joined too ("note-taking" gives "notetaking").
  const joined = (prompt ?? '').split(/\s+/).filter((w) => /\p{L}-\p{L}/u.test(w));
  for (const word of joined) words.add(singular(normalizeName(word)));
  for (const token of tokenize(prompt ?? '')) {
    if (token.norm.length <= 2 || QUESTION_WORDS.has(token.norm) || /^\d/.test(token.norm)) continue;
    words.add(token.norm);
    words.add(singular(token.norm));
  }
  return words;
}

function singular(word: string): string {
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

interface NameWord {
  raw: string;
  norm: string;
  /** Capitalised ("Acme"), inner-capitalised ("hOmeLabs", "iReliev") or led by digits then letters ("1Password"). */
  brandLike: boolean;
  /** An ordinary English word, or a word of the question's topic ("CRM" when asked about CRMs). */
  ordinary: boolean;
  topic: boolean;
  possessive: boolean;
  /** A model or specification: digits, or capitals past the first letter ("ATH-M50x", "XPS", "MacBook"). */
  modelLike: boolean;
}

// Name words keep what joins their parts ("HubSpot", "Audio-Technica", "J.Crew", "Kiehl's",
// "Disney+"): splitting them would report a fragment ("Hub", "Technica", "Crew").
const NAME_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’.\-+]*[\p{L}\p{N}+])?|&/gu;
export const CONNECTORS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'and',
  'for',
  'on',
  'by',
  'de',
  'la',
  'le',
  'du',
  'von',
  'van',
  '&',
]);
const MAX_WHOLE_NAME_WORDS = 4;

function nameWords(text: string, topic: ReadonlySet<string>): NameWord[] {
  return [...text.matchAll(NAME_WORD)].map(([raw]) => {
    const norm = normalizeName(raw);
    const lower = foldDiacritics(raw).toLowerCase();
    const base = lower.replace(/['’]s?$/, '');
    const isTopic = topic.has(norm) || topic.has(singular(norm));
    return {
      raw,
      norm,
      brandLike: /^\p{Lu}/u.test(raw) || /\p{Ll}\p{Lu}/u.test(raw) || /^\p{N}+\p{L}{3,}/u.test(raw),
      ordinary:
        COMMON_WORDS.has(lower) ||
        COMMON_WORDS.has(base) ||
        COMMON_WORDS.has(singular(base)) ||
        TECHNOLOGY_WORDS.has(lower) ||
        isTopic,
      topic: isTopic,
      possessive: /['’]s?$/.test(raw),
      modelLike: /\p{N}/u.test(raw) || /^.\p{L}*\p{Lu}/u.test(raw.replace(/['’]s$/, '')),
    };
  });
}

/**
 * A whole item that is only a name of more than one word: words bound by a connector
 * ("Tuft & Needle", "Taste of the Wild"), an ordinary word that cannot name a brand alone
 * ("Blue Buffalo", "The Ordinary"), or two distinctive words ("Screaming Frog"). A first
 * word followed by a model or an ordinary word is a maker and its line ("Zoho One", "Acme
 * Pro 2"), and three or more words are a product title: null for both.
 */
function wholeName(words: NameWord[]): string | null {
  if (words.length < 2 || words.length > MAX_WHOLE_NAME_WORDS) return null;
  // An audience in front ("Women's Acme Swim Top") marks a product title.
  if (words[0].ordinary && words[0].possessive) return null;
  const isConnector = (w: NameWord) => CONNECTORS.has(w.raw.toLowerCase());
  if (isConnector(words[words.length - 1]) || !words[0].brandLike) return null;
  if (!words.every((w) => w.brandLike || isConnector(w))) return null;
  if (words.slice(1).some((w) => w.modelLike) || words.every((w) => w.ordinary || isConnector(w)))
    return null;
  const named = words.filter((w) => !isConnector(w));
  const bound = named.length < words.length;
  if (named.length > (bound ? 3 : 2)) return null;
  if (!bound && named.length === 2 && !named[0].ordinary && named[1].ordinary) return null;
  return words.map((w) => w.raw).join(' ');
}

export interface DeriveOptions {
  /** Words of the question's topic (see `topicWordsOf`): never a maker on their own. */
  topic?: ReadonlySet<string>;
}

/**
 * The brand an extracted product name most likely belongs to when it matches nothing the
 * project knows: the maker after "by"; the whole item when it is only a name ("Capital
 * One"); else its first name word that is not ordinary English, with the capitalised
 * ordinary words right before it ("Women's Acme Swim Top" -> Acme, "Blue Buffalo Life
 * Protection" -> Blue Buffalo). Null for unbranded products ("Cordless Vacuum 45Kpa") and for
 * a sentence or a category ("Known for", "CRM tools").
 */
export function deriveUnknownEntity(name: string, options: DeriveOptions = {}): UnknownEntity | null {
  const topic = options.topic ?? new Set<string>();
  const byMaker = /\bby\s+((?:\p{Lu}[\p{L}\p{N}'’&.-]*\s?){1,3})/u.exec(name);
  if (byMaker) {
    const maker = byMaker[1].trim();
    if (!COMMON_WORDS.has(maker.toLowerCase())) return { key: normalizeName(maker), name: maker };
  }
  // Only the name part: a note in brackets or after a comma describes the item.
  const words = nameWords(name.split(/\s[([]|,\s|\s[–—|]\s/)[0] ?? name, topic);
  // Text opening with the question's topic ("CRM Tools", "Laptops Under $1000") names the
  // category asked about, not a brand.
  if (words[0]?.topic) return null;
  const whole = wholeName(words);
  if (whole) return { key: normalizeName(whole), name: whole };
  let lead: NameWord[] = [];
  for (const [i, word] of words.entries()) {
    if (word.norm.length <= 1 && word.raw !== '&') continue;
    if (word.ordinary || word.raw === '&') {
      // Capitalised ordinary words right before the maker word belong to its name
      // ("New Balance", "Blue Buffalo"); an audience ("Women's") or a topic word does not.
      const joins = word.brandLike && !word.possessive && !word.topic && !CONNECTORS.has(word.norm);
      lead = joins ? [...lead, word] : [];
      continue;
    }
    if (/^\p{N}/u.test(word.raw) && !word.brandLike) return null;
    if (!word.brandLike) return null;
    // A partnership name carries on past "&" ("Bowers & Wilkins Px8" -> Bowers & Wilkins).
    const partner = words[i + 1]?.raw === '&' && words[i + 2]?.brandLike && !words[i + 2].modelLike;
    const maker = [...lead, word, ...(partner ? words.slice(i + 1, i + 3) : [])].map((w) => w.raw).join(' ');
    return { key: normalizeName(maker), name: maker };
  }
  return null;
}
