// The prompts people put to AI engines about a keyword, written without a model: question forms,
// "best … for …", comparisons, alternatives, reviews and prices, and local variants for the chosen
// country, in English, Spanish, French or German (other languages get the English forms around the
// keyword as typed; the configured LLM writes them properly). The website's own text adds the brand,
// its audiences and its city. Pure: same input, same prompts.
import { GLOBAL_COUNTRY, KEYWORD_PROMPTS_PER_KEYWORD } from '@sightline/contracts';
import type { CategoryKind } from '../website/category-terms.ts';
import type { SiteFacts } from '../website/site-facts.ts';
import { capitalize, dedupeKey } from '../website/text-utils.ts';

export interface KeywordMarket {
  country: string;
  language: string;
}

/** What the website says that prompts can use. */
export interface SiteHints {
  brand: string | undefined;
  kind: CategoryKind | undefined;
  audiences: string[];
  city: string | undefined;
}

export interface KeywordPrompt {
  keyword: string;
  query: string;
}

export const siteHintsOf = (facts: SiteFacts): SiteHints => {
  const parts = (facts.location?.value ?? '').split(',').map((p) => p.trim());
  return {
    // A name that is only the domain says nothing a person would type.
    brand: facts.name && facts.name !== facts.domain ? facts.name : undefined,
    kind: facts.categories[0]?.kind,
    audiences: facts.audiences.slice(0, 2),
    city: parts.length > 1 ? parts[0] : undefined,
  };
};

interface Slots {
  kw: string;
  /** "in Spain", "en España", "au Canada"…; undefined worldwide. */
  inCountry: string | undefined;
  /** Only in English: the site's own words for its audiences are English-only here. */
  audience: string | undefined;
  brand: string | undefined;
  kind: CategoryKind | undefined;
  city: string | undefined;
}
type Template = (s: Slots) => string | false | undefined;

const regionName = (code: string, language: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

const IN_COUNTRY: Record<string, (code: string) => string> = {
  en: (code) => {
    const name = regionName(code, 'en');
    return ['US', 'GB', 'NL', 'PH', 'AE'].includes(code) ? `in the ${name}` : `in ${name}`;
  },
  es: (code) => `en ${regionName(code, 'es')}`,
  fr: (code) => {
    const name = regionName(code, 'fr');
    if (['US', 'NL', 'AE', 'PH'].includes(code)) return `aux ${name}`;
    if (['CA', 'JP', 'MX', 'BR', 'PT', 'DK', 'CL', 'PE', 'MA', 'NG', 'VN'].includes(code))
      return `au ${name}`;
    return `en ${name}`;
  },
  de: (code) => {
    const special: Record<string, string> = {
      US: 'in den USA',
      NL: 'in den Niederlanden',
      AE: 'in den Vereinigten Arabischen Emiraten',
      PH: 'auf den Philippinen',
      CH: 'in der Schweiz',
      TR: 'in der Türkei',
      UA: 'in der Ukraine',
    };
    return special[code] ?? `in ${regionName(code, 'de')}`;
  },
};

const local = (kind: CategoryKind | undefined) => kind === 'venue' || kind === 'service';

// Ordered for variety: the first forms of each kind come before the second forms of any.
const TEMPLATES: Record<string, Template[]> = {
  en: [
    ({ kw }) => `What is the best ${kw}?`,
    ({ kw, inCountry }) => (inCountry ? `Best ${kw} ${inCountry}` : `Top rated ${kw}`),
    ({ kw, audience, kind }) =>
      audience
        ? `Best ${kw} for ${audience}`
        : local(kind)
          ? `${kw} near me`
          : `Best ${kw} for small businesses`,
    ({ kw }) => `${kw} comparison`,
    ({ kw, brand }) => (brand ? `Alternatives to ${brand}` : `${kw} alternatives`),
    ({ kw, brand }) => brand && `Is ${brand} a good ${kw}?`,
    ({ kw }) => `How do I choose the right ${kw}?`,
    ({ kw, city }) => city && `Best ${kw} in ${city}`,
    ({ kw }) => `${kw} reviews`,
    ({ kw, inCountry }) => `Affordable ${kw}${inCountry ? ` ${inCountry}` : ''}`,
    ({ kw, brand }) => brand && `${kw} alternatives`,
  ],
  es: [
    ({ kw }) => `¿Cuál es la mejor opción de ${kw}?`,
    ({ kw, inCountry }) => (inCountry ? `Mejor ${kw} ${inCountry}` : `Mejores opciones de ${kw}`),
    ({ kw, kind }) => (local(kind) ? `${kw} cerca de mí` : `Mejor ${kw} para pequeñas empresas`),
    ({ kw }) => `Comparativa de ${kw}`,
    ({ kw, brand }) => (brand ? `Alternativas a ${brand}` : `Alternativas de ${kw}`),
    ({ kw, brand }) => brand && `¿Es ${brand} una buena opción de ${kw}?`,
    ({ kw }) => `¿Cómo elegir ${kw}?`,
    ({ kw, city }) => city && `Mejor ${kw} en ${city}`,
    ({ kw }) => `Opiniones sobre ${kw}`,
    ({ kw }) => `Precios de ${kw}`,
  ],
  fr: [
    ({ kw }) => `Quel est le meilleur choix de ${kw} ?`,
    ({ kw, inCountry }) => (inCountry ? `Meilleur choix de ${kw} ${inCountry}` : `Meilleurs ${kw}`),
    ({ kw, kind }) => (local(kind) ? `${kw} près de chez moi` : `${kw} pour les petites entreprises`),
    ({ kw }) => `Comparatif ${kw}`,
    ({ kw, brand }) => (brand ? `Alternatives à ${brand}` : `Alternatives ${kw}`),
    ({ kw, brand }) => brand && `${brand} est-il un bon choix de ${kw} ?`,
    ({ kw }) => `Comment choisir ${kw} ?`,
    ({ kw, city }) => city && `Meilleur choix de ${kw} à ${city}`,
    ({ kw }) => `Avis ${kw}`,
    ({ kw }) => `Prix ${kw}`,
  ],
  de: [
    ({ kw }) => `${kw}: Was ist die beste Wahl?`,
    ({ kw, inCountry }) => (inCountry ? `Beste ${kw} ${inCountry}` : `Beste ${kw}`),
    ({ kw, kind }) => (local(kind) ? `${kw} in der Nähe` : `${kw} für kleine Unternehmen`),
    ({ kw }) => `${kw} Vergleich`,
    ({ kw, brand }) => (brand ? `Alternativen zu ${brand}` : `${kw} Alternativen`),
    ({ kw, brand }) => brand && `Ist ${brand} eine gute Wahl für ${kw}?`,
    ({ kw }) => `Worauf achten bei ${kw}?`,
    ({ kw, city }) => city && `Beste ${kw} in ${city}`,
    ({ kw }) => `${kw} Erfahrungen`,
    ({ kw }) => `${kw} Preise`,
  ],
};

/** Up to KEYWORD_PROMPTS_PER_KEYWORD prompts per keyword, none repeated across keywords. */
export const writeKeywordPrompts = (
  keywords: readonly string[],
  market: KeywordMarket,
  site: SiteHints | null,
): KeywordPrompt[] => {
  const language = market.language in TEMPLATES ? market.language : 'en';
  const inCountry = market.country === GLOBAL_COUNTRY ? undefined : IN_COUNTRY[language]!(market.country);
  const candidates = keywords.flatMap((keyword) => {
    const slots: Slots = {
      kw: keyword,
      inCountry,
      audience: language === 'en' ? site?.audiences[0] : undefined,
      brand: site?.brand,
      kind: site?.kind,
      city: site?.city,
    };
    return TEMPLATES[language]!.map((template) => template(slots))
      .filter((text): text is string => !!text)
      .map((text) => ({ keyword, query: capitalize(text.replace(/\s+/g, ' ').trim()) }));
  });
  return dedupeKeywordPrompts(candidates);
};

/** Drops repeats (by meaning, across keywords) and caps each keyword's prompts; order kept. */
export const dedupeKeywordPrompts = (prompts: readonly KeywordPrompt[]): KeywordPrompt[] => {
  const seen = new Set<string>();
  const perKeyword = new Map<string, number>();
  return prompts.filter(({ keyword, query }) => {
    const key = dedupeKey(query);
    const count = perKeyword.get(keyword) ?? 0;
    if (!key || seen.has(key) || count >= KEYWORD_PROMPTS_PER_KEYWORD) return false;
    seen.add(key);
    perKeyword.set(keyword, count + 1);
    return true;
  });
};
