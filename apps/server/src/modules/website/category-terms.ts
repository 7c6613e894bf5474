// What kind of business a site is, as short noun phrases ("project management software", "vegan
// bakery"), and who it says it serves ("small businesses"). No tagger is available, so a phrase is a
// known head noun plus the few modifier words in front of it. Pure.

type CategoryKind = 'software' | 'venue' | 'service';

export interface CategoryTerm {
  /** Lowercase, singular, e.g. "project management software". */
  phrase: string;
  kind: CategoryKind;
  score: number;
}

export interface WeightedText {
  text: string;
  weight: number;
}

const SOFTWARE_HEADS = [
  'software',
  'platform',
  'app',
  'application',
  'tool',
  'toolkit',
  'suite',
  'system',
  'solution',
  'crm',
  'erp',
  'cms',
  'saas',
  'api',
  'sdk',
  'plugin',
  'extension',
  'framework',
  'library',
  'tracker',
  'builder',
  'editor',
  'planner',
  'scheduler',
  'dashboard',
  'marketplace',
  'database',
  'hosting',
  'chatbot',
  'assistant',
];
const VENUE_HEADS = [
  'bakery',
  'patisserie',
  'cafe',
  'café',
  'coffee shop',
  'restaurant',
  'pizzeria',
  'bistro',
  'bar',
  'pub',
  'brewery',
  'winery',
  'deli',
  'butcher',
  'grocery',
  'market',
  'shop',
  'store',
  'boutique',
  'florist',
  'pharmacy',
  'hotel',
  'hostel',
  'guesthouse',
  'clinic',
  'dental clinic',
  'dentist',
  'gym',
  'studio',
  'salon',
  'spa',
  'school',
  'academy',
  'kindergarten',
  'garage',
  'workshop',
  'gallery',
  'museum',
  'farm',
  'vineyard',
  'coworking space',
];
const SERVICE_HEADS = [
  'agency',
  'consultancy',
  'firm',
  'law firm',
  'provider',
  'service',
  'company',
  'manufacturer',
  'retailer',
  'distributor',
  'supplier',
  'brand',
  'bank',
  'insurer',
  'broker',
  'lender',
  'carrier',
  'airline',
  'operator',
  'publisher',
  'magazine',
  'newsletter',
  'podcast',
  'network',
  'community',
  'course',
  'bootcamp',
  'foundation',
  'charity',
  'nonprofit',
  'photographer',
  'architect',
  'accountant',
  'coach',
  'therapist',
  'caterer',
];
// Activities rather than things: "project management" is a category but reads badly after "best".
const ACTIVITY_HEADS = [
  'management',
  'analytics',
  'marketing',
  'accounting',
  'bookkeeping',
  'payroll',
  'invoicing',
  'scheduling',
  'automation',
  'monitoring',
  'consulting',
  'coaching',
  'training',
  'recruitment',
  'recruiting',
  'catering',
  'delivery',
  'photography',
  'design',
  'development',
  'insurance',
  'cybersecurity',
];

const MASS_HEADS = new Set(['software', 'hosting', 'analytics', 'saas']);

// Heads too vague to stand alone; they only count with a modifier ("payments company").
const NEEDS_MODIFIER = new Set([
  'company',
  'brand',
  'service',
  'provider',
  'solution',
  'system',
  'platform',
  'app',
  'application',
  'tool',
  'network',
  'community',
  'market',
  'studio',
  'bar',
  'design',
  'development',
  'delivery',
  'training',
  'assistant',
  'library',
  'extension',
  'operator',
  'carrier',
]);

const HEADS = new Map<string, CategoryKind | 'activity'>([
  ...SOFTWARE_HEADS.map((h) => [h, 'software'] as const),
  ...VENUE_HEADS.map((h) => [h, 'venue'] as const),
  ...SERVICE_HEADS.map((h) => [h, 'service'] as const),
  ...ACTIVITY_HEADS.map((h) => [h, 'activity'] as const),
]);

const IRREGULAR_PLURALS: Record<string, string> = {
  bakeries: 'bakery',
  patisseries: 'patisserie',
  agencies: 'agency',
  consultancies: 'consultancy',
  companies: 'company',
  libraries: 'library',
  breweries: 'brewery',
  wineries: 'winery',
  groceries: 'grocery',
  pharmacies: 'pharmacy',
  academies: 'academy',
  galleries: 'gallery',
  delis: 'deli',
  charities: 'charity',
  boutiques: 'boutique',
  businesses: 'business',
  analytics: 'analytics',
  sales: 'sales',
  services: 'service',
  cafes: 'cafe',
  cafés: 'café',
};

const singular = (word: string) => {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word]!;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s') && HEADS.has(word.slice(0, -1))) return word.slice(0, -1);
  return word;
};

// Words that end a phrase when met on the way left from the head: articles, pronouns, verbs and the
// marketing adjectives that describe quality rather than kind.
const STOP = new Set(
  `a an the our your their my his her its this that these those we you they it i me us them and or but nor
  for with in of to by from on at as into onto about over under near via per than then so such like
  is are was were be been being am has have had do does did will would can could should may might must
  best top leading number one first only new all every each any some more most very really fully truly
  simple simplest easy easiest powerful modern smart smarter better great perfect ultimate complete free
  affordable cheap cheapest trusted award-winning award winning friendly beautiful fast faster fastest
  intuitive favourite favorite amazing awesome premier premium unique innovative world-class
  all-in-one one-stop reliable secure flexible robust lightweight delicious fresh handmade finest
  get try use using build manage track meet discover explore find book order visit join start contact see
  learn view read download buy choose compare create make run grow help helps helping offer offers
  provide provides including includes include powered built designed made loved used based located
  welcome home menu how why what when where which who whom whose here there now today just also even
  not no yes up down out off back again still yet ever never always big huge tiny calm clear good nice
  happy clean real true whole entire same other different many few several own certain various
  easy-to-use user-friendly`.split(/\s+/),
);

const AUDIENCE_NOUNS =
  'startups|businesses|teams|companies|agencies|freelancers|developers|designers|marketers|enterprises|' +
  'families|kids|children|students|professionals|creators|nonprofits|schools|restaurants|retailers|shops|' +
  'stores|individuals|beginners|vegans|parents|couples|travellers|travelers|founders|entrepreneurs|' +
  'engineers|writers|photographers|clinics|hotels|brands|smbs|smes|consultants|coaches|teachers|' +
  'organizations|organisations|communities|creatives|sellers|merchants|ecommerce stores|online stores|' +
  'dog owners|pet owners|homeowners|landlords|athletes|musicians|artists';
const AUDIENCE_RE = new RegExp(
  `\\bfor\\s+((?:[\\p{L}\\d][\\p{L}\\d-]*\\s+){0,2}?(?:${AUDIENCE_NOUNS}))\\b`,
  'giu',
);

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}'’&+-]+/u).filter(Boolean);

const isModifier = (raw: string, brandWords: Set<string>) => {
  const w = raw.toLowerCase();
  if (STOP.has(w) || brandWords.has(w)) return false;
  // A plural head ("tools", "companies") ends a noun phrase; it does not modify the next one.
  if (singular(w) !== w && HEADS.has(singular(w))) return false;
  if (/['’]s$/.test(w)) return false; // possessives: "Madrid's", "world's"
  if (/^\d+$/.test(w) || w.length < 2) return false;
  return /\p{L}/u.test(w);
};

/** Phrases ending in a known head noun, with up to three modifiers before it. */
const phrasesIn = (text: string, brandWords: Set<string>): { phrase: string; head: string }[] => {
  const tokens = tokenize(text);
  const out: { phrase: string; head: string }[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const lower = tokens[i]!.toLowerCase();
    const two = i + 1 < tokens.length ? `${lower} ${singular(tokens[i + 1]!.toLowerCase())}` : '';
    let head = singular(lower);
    let end = i;
    if (two && HEADS.has(two)) {
      head = two;
      end = i + 1;
    } else if (!HEADS.has(head)) continue;
    // A head directly followed by another head ("software platform") belongs to the longer phrase.
    const next = tokens[end + 1]?.toLowerCase();
    if (next && HEADS.has(singular(next)) && HEADS.get(singular(next)) !== 'activity') continue;
    const modifiers: string[] = [];
    for (let j = i - 1; j >= 0 && modifiers.length < 3; j -= 1) {
      if (!isModifier(tokens[j]!, brandWords)) break;
      modifiers.unshift(tokens[j]!.toLowerCase());
    }
    // "software for restaurants": a phrase right after "for" names the audience, not the business.
    const before = tokens[i - modifiers.length - 1]?.toLowerCase();
    const keep = (modifiers.length > 0 || !NEEDS_MODIFIER.has(head)) && before !== 'for';
    if (keep) out.push({ phrase: [...modifiers, head].join(' '), head });
    // A two-word head ("coffee shop") must not be read again from its second word.
    i = end;
  }
  return out;
};

const kindOf = (head: string): CategoryKind => {
  const k = HEADS.get(head);
  return k === 'venue' || k === 'service' || k === 'software' ? k : 'service';
};

/**
 * Ranked category phrases. Sources carry weights (a "X is a Y" statement counts more than a paragraph);
 * phrases of several words beat a bare head, and activity phrases ("project management") rank below
 * things ("project management software").
 */
export const categoryTerms = (sources: readonly WeightedText[], brandName: string): CategoryTerm[] => {
  const brandWords = new Set(
    brandName
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );
  const scores = new Map<string, { score: number; kind: CategoryKind; order: number }>();
  let order = 0;
  for (const source of sources) {
    for (const { phrase, head } of phrasesIn(source.text, brandWords)) {
      const words = phrase.split(' ').length;
      const activity = HEADS.get(head) === 'activity';
      const weight = source.weight * (words > 1 ? 1 + 0.3 * (words - 1) : 0.5) * (activity ? 0.6 : 1);
      const entry = scores.get(phrase) ?? { score: 0, kind: kindOf(head), order: order++ };
      entry.score += weight;
      scores.set(phrase, entry);
    }
  }
  // A phrase contained in a longer, also-found phrase lends it its score ("crm" inside "sales crm").
  const phrases = [...scores.keys()];
  for (const p of phrases) {
    for (const q of phrases) {
      if (q !== p && q.endsWith(` ${p}`)) scores.get(q)!.score += scores.get(p)!.score * 0.5;
    }
  }
  return [...scores.entries()]
    .map(([phrase, v]) => ({ phrase, kind: v.kind, score: v.score, order: v.order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ phrase, kind, score }) => ({ phrase, kind, score }));
};

/** Audiences the site names after "for": "for small businesses" gives "small businesses". */
export const audienceTerms = (texts: readonly string[]): string[] => {
  const counts = new Map<string, { n: number; order: number }>();
  let order = 0;
  for (const text of texts) {
    for (const m of text.matchAll(AUDIENCE_RE)) {
      const words = m[1]!.toLowerCase().split(/\s+/);
      // Drop leading stop words the lazy match may have kept ("for all teams" gives "teams").
      while (words.length > 1 && STOP.has(words[0]!)) words.shift();
      const phrase = words.join(' ');
      const entry = counts.get(phrase) ?? { n: 0, order: order++ };
      entry.n += 1;
      counts.set(phrase, entry);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].order - b[1].order).map(([p]) => p);
};

/** Uncountable heads read without an article ("project management software", not "a ..."). */
export const isMassNoun = (phrase: string) => {
  const head = phrase.split(' ').at(-1)!;
  return MASS_HEADS.has(head) || HEADS.get(head) === 'activity';
};

/** How a category reads as a noun after "best": activities get a neutral head. */
export const asRankable = (term: CategoryTerm) => {
  const head = term.phrase.split(' ').at(-1)!;
  return HEADS.get(head) === 'activity' ? `${term.phrase} solution` : term.phrase;
};

/** Category words from schema.org types, e.g. "Bakery" gives "bakery", "SoftwareApplication" gives "software". */
export const categoryFromSchemaType = (type: string): CategoryTerm | undefined => {
  if (/^(SoftwareApplication|WebApplication|MobileApplication)$/.test(type)) {
    return { phrase: 'software', kind: 'software', score: 1 };
  }
  if (
    /^(Organization|Corporation|LocalBusiness|Thing|WebSite|WebPage|Product|Offer|Person|Brand)$/.test(type)
  ) {
    return undefined;
  }
  const words = type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  const parts = words.split(' ');
  const lastTwo = parts.slice(-2).join(' ');
  // "CafeOrCoffeeShop" names alternatives; only the final noun phrase is the category.
  const phrase = HEADS.has(lastTwo) ? lastTwo : parts.includes('or') ? parts.at(-1)! : words;
  const head = HEADS.has(phrase) ? phrase : parts.at(-1)!;
  return HEADS.has(head) ? { phrase, kind: kindOf(head), score: 1 } : undefined;
};
