import { bareDomain } from '@sightline/contracts';
import type { EngineCitation, EngineCode, EngineRequest } from '../types.ts';
import { brandPropensity } from './brand-drift.ts';
import type { CatalogueEntity, Category } from './catalogue.ts';
import { hash32, type Random, unitFromKey } from './prng.ts';

export interface PlanItem {
  name: string;
  domain: string;
  /** The quality the answer credits it with ("a generous free tier"). */
  trait: string;
  audience: string;
  price?: string;
  isBrand: boolean;
}

/**
 * - ranked: the brand is one of the recommendations;
 * - passing: named once, outside the list;
 * - negative: named to advise against it;
 * - absent: not named.
 */
type BrandMode = 'ranked' | 'passing' | 'negative' | 'absent';

export interface AnswerPlan {
  category: Category;
  year: string;
  items: PlanItem[];
  brandMode: BrandMode;
  /** How this answer spells the brand (name, label or an alias). */
  brandName: string;
  citations: EngineCitation[];
  searchQueries: string[];
}

/** Engines with a search step report the queries they ran; the model-only APIs do not. */
const SEARCHING_ENGINES: ReadonlySet<EngineCode> = new Set([
  'chatgpt',
  'claude',
  'gemini',
  'perplexity',
  'ai_mode',
]);

const ENTITY_PATHS = ['pricing', 'features', 'products', 'compare', 'reviews', 'blog/buyers-guide'];

function sameEntity(entity: CatalogueEntity, project: EngineRequest['project']): boolean {
  const names = [project.entity_name, project.entity_label, ...(project.aliases ?? [])]
    .filter((n): n is string => Boolean(n))
    .map((n) => n.toLowerCase());
  const domain = project.domain === undefined ? undefined : bareDomain(project.domain);
  return names.includes(entity.name.toLowerCase()) || (domain !== undefined && entity.domain === domain);
}

/** Mostly the brand's name; sometimes its label or an alias, as engines write brands in different ways. */
export function brandSpelling(project: EngineRequest['project'], rng: Random): string {
  const variants = [project.entity_label, ...(project.aliases ?? [])].filter(
    (v): v is string => Boolean(v) && v !== project.entity_name,
  );
  return variants.length && rng.chance(0.2) ? rng.pick(variants) : project.entity_name;
}

/**
 * An entity's signature quality stays the same across answers, as a real engine's would;
 * catalogue order spreads the traits so two entities rarely share one.
 */
function traitOf(category: Category, name: string): string {
  const index = category.entities.findIndex((e) => e.name === name);
  const n = index >= 0 ? index : hash32(`${category.id}:${name}`);
  return category.traits[n % category.traits.length];
}

function priceOf(category: Category, name: string): string | undefined {
  const { min, max, unit } = category.price;
  if (max <= 0) return undefined;
  const u = unitFromKey(category.id, name, 'price');
  const step = max >= 1000 ? 100 : max >= 100 ? 10 : 1;
  const round = (v: number) => `$${(Math.max(step, Math.round(v / step) * step)).toLocaleString('en-US')}`;
  if (!unit) return `around ${round(min + u * (max - min))}`;
  // A free tier is common where the range starts at zero; the paid tier then sits well above it.
  if (min === 0 && u < 0.35) return `free plan; paid from ${round(max * (0.15 + u))} ${unit}`;
  return `from ${round(Math.max(min, max * 0.1) + u * (max - Math.max(min, max * 0.1)))} ${unit}`;
}

function itemFor(category: Category, entity: CatalogueEntity, rng: Random, isBrand: boolean): PlanItem {
  return {
    name: entity.name,
    domain: entity.domain,
    trait: isBrand ? rng.pick(category.traits) : traitOf(category, entity.name),
    audience: rng.pick(category.audiences),
    price: isBrand ? undefined : priceOf(category, entity.name),
    isBrand,
  };
}

/**
 * Competitors drawn by weighted sampling without replacement (Efraimidis–Spirakis): each engine
 * has stable favourites, yet the order changes between samples as real answers do.
 */
function pickCompetitors(
  category: Category,
  engine: EngineCode,
  count: number,
  rng: Random,
  exclude: EngineRequest['project'],
) {
  return category.entities
    .filter((e) => !sameEntity(e, exclude))
    .map((e) => {
      const weight = 0.2 + unitFromKey(engine, category.id, e.name) + (e === category.entities[0] ? 0.6 : 0);
      return { e, key: rng.next() ** (1 / weight) };
    })
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map(({ e }) => e);
}

/**
 * One draw per answer, so the brand's presence varies between samples around the cell's
 * propensity. Asides (in passing, negative) shrink with a low propensity: an engine that never
 * recommends a brand rarely names it at all.
 */
function brandModeFor(p: number, rng: Random): BrandMode {
  const asides = Math.min(1, p / 0.2);
  const r = rng.next();
  if (r < p) return 'ranked';
  if (r < p + 0.08 * asides) return 'passing';
  if (r < p + 0.12 * asides) return 'negative';
  return 'absent';
}

function url(hostAndPath: string): string {
  const [host, ...path] = hostAndPath.split('/');
  return `https://${host}/${path.join('/')}`;
}

function kindsFor(engine: EngineCode, count: number, rng: Random): EngineCitation['kind'][] {
  // Search engines show what they read beyond what they cite; SerpApi-scraped engines mostly cite.
  const retrievedShare = engine === 'chatgpt' || engine === 'claude' || engine === 'gemini' ? 0.4 : 0.15;
  return Array.from({ length: count }, (_, i) =>
    i >= 1 && rng.chance(retrievedShare) ? 'retrieved' : 'cited',
  );
}

function planCitations(
  req: EngineRequest,
  category: Category,
  items: PlanItem[],
  mode: BrandMode,
  rng: Random,
) {
  const count = rng.int(2, 6);
  const pool: string[] = [];
  const brandDomain = bareDomain(req.project.domain ?? '');
  if (brandDomain && (mode === 'ranked' ? rng.chance(0.45) : mode === 'passing' && rng.chance(0.2))) {
    pool.push(`${brandDomain}/${rng.pick(ENTITY_PATHS)}`);
  }
  pool.push(...rng.shuffle(category.sources).slice(0, rng.int(1, 3)));
  for (const item of items.filter((i) => !i.isBrand).slice(0, 4)) {
    pool.push(`${item.domain}/${rng.pick(ENTITY_PATHS)}`);
  }
  const chosen = [...new Set(pool)].slice(0, count);
  const kinds = kindsFor(req.engine, chosen.length, rng);
  return chosen.map((hostPath, i) => ({ url: url(hostPath), kind: kinds[i] }));
}

function queriesFor(
  req: EngineRequest,
  category: Category,
  items: PlanItem[],
  year: string,
  rng: Random,
): string[] {
  if (!SEARCHING_ENGINES.has(req.engine)) return [];
  const queries = [req.prompt.toLowerCase().replace(/[?!.]+$/, ''), `best ${category.topic} ${year}`];
  if (items.length > 1) queries.push(`${items[0].name} vs ${items[1].name}`);
  return queries.slice(0, rng.int(1, queries.length));
}

/** Decides what an answer to a ranking prompt says before any engine's style writes it down. */
export function planRankingAnswer(req: EngineRequest, category: Category, rng: Random): AnswerPlan {
  const year = req.day.slice(0, 4);
  const p = brandPropensity(
    { brand: req.project.entity_name, engine: req.engine, prompt: req.prompt },
    req.day,
  );
  const brandMode = brandModeFor(p, rng);
  const short = req.engine === 'ai_overviews' || req.engine === 'copilot';
  const size = short ? rng.int(4, 6) : rng.int(5, 8);
  const items = pickCompetitors(category, req.engine, size, rng, req.project).map((e) =>
    itemFor(category, e, rng, false),
  );
  const brandName = brandSpelling(req.project, rng);
  if (brandMode === 'ranked') {
    // A strong propensity also means a high rank; a weak one lands the brand lower down.
    const slot = Math.min(items.length - 1, Math.floor((1 - p) * items.length * rng.next() * 1.6));
    const brand = itemFor(category, { name: brandName, domain: req.project.domain ?? '' }, rng, true);
    items.splice(slot, 0, brand);
    items.length = size;
  }
  return {
    category,
    year,
    items,
    brandMode,
    brandName,
    citations: planCitations(req, category, items, brandMode, rng),
    searchQueries: queriesFor(req, category, items, year, rng),
  };
}
