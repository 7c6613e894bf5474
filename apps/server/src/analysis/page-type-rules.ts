import type { PageType } from '@sightline/contracts';

/**
 * The page type rules behind `pageType` (`source-class.ts`), tried in order; the first that
 * matches decides. A page fits several types often ("best …" under /news/ or /reviews/), so
 * the order is the rule: a thread or profile on a platform, documentation, a comparison, a
 * shop's listing (even named "best …"), a deal post, a list, a review, a product page, a guide,
 * a news article. The title is read only when the URL matches nothing.
 */

interface PathView {
  host: string;
  /** Decoded, lower-case path segments, file extensions dropped. */
  segments: string[];
  /** Words of each segment. */
  words: string[][];
  query: URLSearchParams;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function viewOf(url: URL): PathView {
  const segments = url.pathname
    .split('/')
    .map((segment) =>
      decode(segment)
        .toLowerCase()
        .replace(/\.(html?|php|aspx?|jsp|gc)$/, ''),
    )
    .filter(Boolean);
  return {
    host: url.hostname.toLowerCase().replace(/^(www|m|amp)\./, ''),
    segments,
    words: segments.map(wordsOf),
    query: url.searchParams,
  };
}

const LOCALE = /^([a-z]{2}([-_][a-z]{2})?|intl|global|index|home|default)$/;

function isHomepage(view: PathView): boolean {
  return view.segments.every((segment) => LOCALE.test(segment));
}

function hostIs(view: PathView, domain: string): boolean {
  return view.host === domain || view.host.endsWith(`.${domain}`);
}

/** Threads and profiles on the platforms whose URL shapes are known. */
function platformType(view: PathView): PageType | null {
  const [first = '', second = '', third = ''] = view.segments;
  if (hostIs(view, 'reddit.com')) {
    if (view.segments.includes('comments')) return 'discussion';
    if (first === 'user' || first === 'u') return 'profile';
    if (first === 'r') return 'category';
  }
  if (hostIs(view, 'quora.com')) {
    if (first === 'profile') return 'profile';
    if (first === 'topic') return 'category';
    if (view.segments.length === 1 || first === 'unanswered') return 'discussion';
  }
  if (hostIs(view, 'justanswer.com') && view.segments.length >= 2) return 'discussion';
  if (hostIs(view, 'youtube.com') || hostIs(view, 'tiktok.com')) {
    if (first.startsWith('@') || ['channel', 'c', 'user'].includes(first)) return 'profile';
  }
  if (hostIs(view, 'linkedin.com')) {
    if (['in', 'company', 'school', 'showcase'].includes(first)) return 'profile';
    if (first === 'posts' || first === 'feed') return 'discussion';
  }
  if (hostIs(view, 'x.com') || hostIs(view, 'twitter.com') || hostIs(view, 'threads.net')) {
    if (second === 'status' || second === 'post') return 'discussion';
    if (view.segments.length === 1) return 'profile';
  }
  if (hostIs(view, 'instagram.com') && view.segments.length === 1) return 'profile';
  if (hostIs(view, 'facebook.com')) {
    if (['posts', 'permalink'].includes(third) || view.segments.includes('posts')) return 'discussion';
    if (view.segments.length === 1 && first !== 'watch') return 'profile';
  }
  if (hostIs(view, 'github.com') && view.segments.length === 1) return 'profile';
  if (hostIs(view, 'medium.com') && view.segments.length === 1 && first.startsWith('@')) return 'profile';
  return null;
}

const DISCUSSION_SEGMENT = new Set([
  'forum',
  'forums',
  'thread',
  'threads',
  'showthread',
  'viewtopic',
  'discussion',
  'discussions',
  'questions',
]);

function isDiscussion(view: PathView): boolean {
  if (view.segments.some((segment) => DISCUSSION_SEGMENT.has(segment))) return true;
  // Discourse forums: /t/<topic>/<id>.
  const t = view.segments.indexOf('t');
  return t >= 0 && /^\d+$/.test(view.segments[t + 2] ?? '');
}

const PROFILE_SEGMENT = new Set([
  'user',
  'users',
  'profile',
  'profiles',
  'author',
  'authors',
  'people',
  'member',
  'members',
]);

function isProfile(view: PathView): boolean {
  const last = view.segments.length - 1;
  if (last >= 0 && view.segments[last].startsWith('@') && last <= 1) return true;
  return view.segments.some((segment, i) => PROFILE_SEGMENT.has(segment) && i === last - 1);
}

const DOCS_HOST_LABEL = /^(docs?|help|support|developers?|kb|knowledge(base)?|manuals?|helpcenter)$/;
const DOCS_SEGMENT = new Set([
  'docs',
  'doc',
  'documentation',
  'help',
  'help-center',
  'helpcenter',
  'support',
  'kb',
  'knowledge-base',
  'knowledgebase',
  'manual',
  'manuals',
  'faq',
  'faqs',
  'api-reference',
]);

function isDocumentation(view: PathView): boolean {
  return (
    DOCS_HOST_LABEL.test(view.host.split('.')[0]) ||
    view.segments.some((segment) => DOCS_SEGMENT.has(segment))
  );
}

function hasComparisonWords(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      word === 'vs' ||
      word === 'versus' ||
      word === 'alternatives' ||
      word === 'comparison' ||
      word === 'differences' ||
      (word === 'alternative' && words[i + 1] === 'to') ||
      (word === 'difference' && words[i + 1] === 'between'),
  );
}

const PRODUCT_SEGMENT = new Set([
  'products',
  'product',
  'p',
  'dp',
  'gp',
  'ip',
  'itm',
  'item',
  'apd',
  'pd',
  'sku',
]);
const PRICING_SEGMENT = new Set(['pricing', 'prices', 'plans', 'plan', 'offers', 'vehicles']);

/** A shop's product page: /products/<name>, /dp/<id>, /store/detail/<name>. */
function hasProductPath(view: PathView): boolean {
  return view.segments.some(
    (segment, i) =>
      (PRODUCT_SEGMENT.has(segment) && i < view.segments.length - 1) ||
      (segment === 'detail' && view.segments[i - 1] === 'store'),
  );
}

/** A plan or pricing page, weaker evidence: "/best/plans/" is a list of plans. */
function hasPricingPath(view: PathView): boolean {
  return view.segments.some((segment) => PRICING_SEGMENT.has(segment));
}

const CATEGORY_SEGMENT = new Set([
  'collections',
  'collection',
  'c',
  'category',
  'categories',
  'browse',
  'b',
  'tag',
  'tags',
  'catalog',
]);
const SEARCH_SEGMENT = new Set(['s', 'search', 'searchpage', 'results']);
const SEARCH_PARAMS = ['k', 'q', 'st', 'find_desc', 'query', 'search'];

/** A shop's or site's listing: a collection, category, tag or search result page. */
function isCategory(view: PathView): boolean {
  if (hasProductPath(view)) return false;
  const { segments } = view;
  if (segments.some((segment) => SEARCH_SEGMENT.has(segment))) return true;
  if (view.words.some((words) => words[0] === 'shop' && words[1] === 'by')) return true;
  if (SEARCH_PARAMS.some((param) => view.query.has(param)) && segments.length <= 2) return true;
  // A listing names what it lists: /collections/swimwear, not a bare /c.php.
  return (
    segments.some(
      (segment, i) => (CATEGORY_SEGMENT.has(segment) || segment === 'shop') && i === segments.length - 2,
    ) || segments.slice(0, -2).some((segment) => CATEGORY_SEGMENT.has(segment))
  );
}

const QUESTION_START = new Set([
  'how',
  'what',
  'whats',
  'which',
  'why',
  'should',
  'is',
  'are',
  'can',
  'do',
  'does',
]);

/** A slug written as a question ("which-electric-toothbrush-is-best") is advice, not a ranking. */
function isQuestion(words: readonly string[]): boolean {
  return QUESTION_START.has(words[0] ?? '');
}

/** A post about one sale, deal or restock: time-bound news even when it says "best". */
function isDealPost(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      word === 'sale' ||
      word === 'deal' ||
      word === 'restock' ||
      (word === 'off' && /^\d+$/.test(words[i - 1] ?? '')) ||
      (word === 'off' && words[i - 1] === 'percent'),
  );
}

const LIST_WORD = new Set([
  'best',
  'top',
  'mejores',
  'meilleurs',
  'meilleures',
  'beste',
  'besten',
  'migliori',
  'melhores',
  'picks',
  'rankings',
  'ranked',
  'cheapest',
  'fastest',
  'longest',
  'quietest',
  'lightest',
  'most',
]);
/** How far into a segment a list word counts: "dentist-white-teeth-home-tips-best-cheap-…" is no list. */
const LIST_WORD_REACH = 4;

/** User-made and curated lists: /list/…, /lists/…, /geeklist/…. */
const LIST_SEGMENT = new Set(['list', 'lists', 'geeklist']);

function hasListWords(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      (i < LIST_WORD_REACH && (LIST_WORD.has(word) || /^top\d+$/.test(word))) ||
      (word === 'under' && /^(\d+k?|dollar\d*)$/.test(words[i + 1] ?? '')) ||
      (word === 'gift' && words[i + 1] === 'ideas') ||
      word === 'deals',
  );
}

/** "best-…", "top-10-…", "the-5-best-…": the slug opens with its list word. */
function startsAsList(words: readonly string[]): boolean {
  const first = words.findIndex((word) => word !== 'the' && !/^\d+$/.test(word));
  return first >= 0 && (LIST_WORD.has(words[first]) || /^top\d+$/.test(words[first]));
}

function hasReviewWords(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      word === 'review' ||
      word === 'verdict' ||
      word === 'evaluation' ||
      (word === 'first' && words[i + 1] === 'look') ||
      (word === 'hands' && words[i + 1] === 'on'),
  );
}

/** A page under /reviews/ (/reviews/jabra/elite-7-active) or a product's reviews tab (…/x/reviews). */
function isReviewPath(view: PathView): boolean {
  return (
    view.segments.length > 1 && view.segments.some((segment) => segment === 'reviews' || segment === 'review')
  );
}

const HOWTO_WORD = new Set([
  'how',
  'guide',
  'guides',
  'tips',
  'tricks',
  'explained',
  'checklist',
  'tutorial',
  'learn',
  'advice',
  'choose',
  'choosing',
  'benefits',
  'sizes',
]);

function hasHowtoWords(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      HOWTO_WORD.has(word) ||
      (words[i - 1] === 'to' &&
        (word === 'know' || word === 'consider' || (word === 'look' && words[i + 1] === 'for'))),
  );
}

/** Research guides of libraries and universities: guides.library.example.edu. */
const HOWTO_HOST_LABEL = /^(guides?|howto|learn)$/;

/** A model number in the last segment: letters and digits in one word ("at-lp60x", "bov680"). */
function hasModelNumber(view: PathView): boolean {
  const last = view.words.at(-1) ?? [];
  return last.some(
    (word) =>
      /^(?=.*\d)(?=.*\p{L}.*\p{L})[\p{L}\d]+$/u.test(word) &&
      !/^\d+(k|p|g|gb|tb|mm|cm|in|inch|qt|oz|w|mah|hz|x|s|th|st|nd|rd|pc|pcs|pt)$/.test(word) &&
      !/^top\d+$/.test(word) &&
      // A content hash is no model number: /article/2a305994db4f3de64a7c8….
      !/^[0-9a-f]{16,}$/.test(word),
  );
}

const NEWS_SEGMENT = new Set(['news', 'newsroom', 'press', 'press-releases', 'breaking']);
const MONTH =
  /^(0?[1-9]|1[0-2]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)$/;

function isNewsPath(view: PathView): boolean {
  const { segments } = view;
  return segments.some(
    (segment, i) =>
      // An article id before its slug: /money/30111361/high-street-bank-…
      (/^\d{5,}$/.test(segment) && i === segments.length - 2) ||
      (NEWS_SEGMENT.has(segment) && segments[i - 1] !== 'blogs') ||
      (/^(19|20)\d\d$/.test(segment) && MONTH.test(segments[i + 1] ?? '')) ||
      /^(19|20)\d\d-\d\d-\d\d$/.test(segment),
  );
}

/** The title's signals: the word rules, in the order the URL's are tried. */
function typeOfWords(words: readonly string[]): PageType | null {
  if (hasComparisonWords(words)) return 'comparison';
  if (isQuestion(words)) return 'howto';
  if (isDealPost(words)) return 'news';
  if (hasListWords(words)) return 'listicle';
  if (hasReviewWords(words)) return 'review';
  if (hasHowtoWords(words)) return 'howto';
  return null;
}

export function pageTypeOfUrl(url: URL, title?: string): PageType {
  const view = viewOf(url);
  if (isHomepage(view) && ![...view.query.keys()].some((key) => SEARCH_PARAMS.includes(key)))
    return 'homepage';
  const platform = platformType(view);
  if (platform) return platform;
  if (isDiscussion(view)) return 'discussion';
  if (isProfile(view)) return 'profile';
  if (isDocumentation(view)) return 'documentation';
  const slug = view.words.at(-1) ?? [];
  if (view.words.some(hasComparisonWords)) return 'comparison';
  if (isCategory(view)) return 'category';
  // A product's name may praise it ("…-best-gift-for-her"); a list under /products/ starts so.
  if (hasProductPath(view) && !isReviewPath(view) && !startsAsList(slug)) return 'product';
  if (isQuestion(slug)) return 'howto';
  if (isDealPost(slug)) return 'news';
  if (view.words.some(hasListWords) || view.segments.some((segment) => LIST_SEGMENT.has(segment)))
    return 'listicle';
  if (isReviewPath(view) || view.words.some(hasReviewWords)) return 'review';
  if (hasPricingPath(view)) return 'product';
  if (view.words.some(hasHowtoWords) || HOWTO_HOST_LABEL.test(view.host.split('.')[0])) return 'howto';
  if (isNewsPath(view)) return 'news';
  if (hasModelNumber(view)) return 'product';
  return (title && typeOfWords(wordsOf(title))) || 'other';
}
