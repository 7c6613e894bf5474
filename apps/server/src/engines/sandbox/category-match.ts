import {
  CATALOGUE,
  type Category,
  GENERIC_NAME_PATTERNS,
  GENERIC_SOURCES,
  GENERIC_TRAITS,
} from './catalogue.ts';

const STOPWORDS = new Set(
  (
    'a an the best top good great most popular recommended recommend which what whats is are for in on of to ' +
    'with and or my our your me we i you can should do does how who where why vs versus near under over ' +
    'cheap cheapest affordable new 2024 2025 2026 2027 options option some any list give tell about that this ' +
    'there these those looking need want buy get use using right'
  ).split(' '),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A keyword matches as whole words, plural or not; longer phrases weigh more than single words. */
function score(prompt: string, category: Category): number {
  let total = 0;
  for (const keyword of category.keywords) {
    if (new RegExp(`\\b${escapeRegExp(keyword)}(s|es)?\\b`, 'i').test(prompt))
      total += keyword.split(/\s+/).length;
  }
  return total;
}

function contentWords(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * For prompts outside the catalogue: entities named from the prompt's own words ("dog walking
 * apps" gives Dogly, DogHub…), so an answer still reads as being about what was asked.
 */
export function genericCategory(prompt: string): Category {
  const words = contentWords(prompt);
  const topicWords = words.slice(0, 4);
  const topic = topicWords.length ? topicWords.join(' ') : 'options';
  const stem = capitalise((words[0] ?? 'prime').replace(/[^\p{L}\p{N}]/gu, '')) || 'Prime';
  return {
    id: `generic:${topic}`,
    topic,
    keywords: topicWords,
    entities: GENERIC_NAME_PATTERNS.map((pattern) => {
      const name = pattern.replace('{W}', stem);
      return { name, domain: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com` };
    }),
    sources: GENERIC_SOURCES,
    traits: GENERIC_TRAITS,
    audiences: ['beginners', 'families', 'professionals', 'budget buyers', 'most people'],
    price: { min: 0, max: 0, unit: '' },
  };
}

/** The catalogue category whose keywords the prompt matches best, else a category made from the prompt. */
export function matchCategory(prompt: string): Category {
  let best: Category | undefined;
  let bestScore = 0;
  for (const category of CATALOGUE) {
    const s = score(prompt, category);
    if (s > bestScore) {
      best = category;
      bestScore = s;
    }
  }
  return best ?? genericCategory(prompt);
}
