// Suggested prompts from site facts alone, with no model: the default generator and the fallback
// when the LLM fails. Same facts, same prompts. Ranking prompts never name the brand (they test
// whether engines bring it up unprompted); accuracy prompts only ask what the site answers.
import { asRankable, type CategoryTerm, isMassNoun } from './category-terms.ts';
import type { SiteFacts } from './site-facts.ts';
import {
  dedupeSuggestions,
  type GenerationContext,
  type PromptSuggestions,
  QUESTION_LIMITS,
  type QuestionSuggestion,
  RANKING_LIMITS,
  type RankingSuggestion,
} from './suggestions.ts';
import { capitalize, joinList, possessive } from './text-utils.ts';

// Used only when the site names no category at all, so prompts still read as real searches.
const FALLBACK_CATEGORY: CategoryTerm = { phrase: 'company', kind: 'service', score: 0 };

// A second or third category must be said with some weight, or it is likely a stray phrase.
const MIN_SECONDARY_SCORE = 1.5;
const MIN_SECONDARY_SHARE = 0.1;

/** Up to three categories, skipping ones the previous already cover ("crm" after "sales crm"). */
const pickCategories = (terms: readonly CategoryTerm[]): CategoryTerm[] => {
  const picked: CategoryTerm[] = [];
  for (const t of terms) {
    if (picked.some((p) => p.phrase.endsWith(t.phrase) || t.phrase.endsWith(p.phrase))) continue;
    const top = picked[0];
    if (top && (t.score < MIN_SECONDARY_SCORE || t.score < top.score * MIN_SECONDARY_SHARE)) continue;
    picked.push(t);
    if (picked.length === 3) break;
  }
  return picked.length ? picked : [FALLBACK_CATEGORY];
};

const article = (phrase: string) =>
  isMassNoun(phrase) ? phrase : /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;

const locationsOf = (entityLocation: string, facts: SiteFacts) => {
  const full = entityLocation.trim() || facts.location?.value || '';
  const parts = full
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    full,
    city: parts.length > 1 ? parts[0] : undefined,
    country: parts.length > 1 ? parts.at(-1) : undefined,
  };
};

const rankingSuggestions = (ctx: GenerationContext): RankingSuggestion[] => {
  const { facts } = ctx;
  const name = facts.name;
  const [primary, second, third] = pickCategories(facts.categories);
  const c = asRankable(primary!);
  const c2 = second ? asRankable(second) : undefined;
  const c3 = third ? asRankable(third) : undefined;
  const loc = locationsOf(ctx.entityLocation, facts);
  const inL = loc.full ? ` in ${loc.full}` : '';
  const [a1, a2] = facts.audiences;
  const kind = primary!.kind;

  const candidates: (RankingSuggestion | false | '' | undefined)[] = [
    {
      query_text: `Best ${c}${inL}`,
      explanation: `The broadest way buyers look for ${article(c)}${inL}; it shows whether AI engines put ${name} on the shortlist.`,
    },
    a1 && {
      query_text: `Top ${c} for ${a1}`,
      explanation: `${possessive(name)} site speaks to ${a1}, so this tests visibility with the audience it targets.`,
    },
    {
      query_text: `Most affordable ${c}${inL}`,
      explanation: `Price-led questions surface different brands, so this shows whether ${name} is seen as good value.`,
    },
    {
      query_text: `Which ${c} has the best reviews${inL}?`,
      explanation: `Reputation questions reveal whether AI engines consider ${name} well regarded by customers.`,
    },
    {
      query_text: `${capitalize(c)} alternatives to the most popular options`,
      explanation: `People comparing alternatives are close to a decision, and this checks whether ${name} is offered as one.`,
    },
    c2 && {
      query_text: `Best ${c2}${inL}`,
      explanation: `${name} also presents itself as ${article(c2)}, so this covers a second way people search for it.`,
    },
    a2 && {
      query_text: `Top ${c} for ${a2}`,
      explanation: `${capitalize(a2)} are another audience the site addresses, and AI answers often differ by audience.`,
    },
    loc.country && {
      query_text: `Best ${c} in ${loc.country}`,
      explanation: `A country-wide question tests whether ${name} is visible beyond ${loc.city}.`,
    },
    kind === 'venue' &&
      loc.city && {
        query_text: `Where can I find a good ${c} near ${loc.city}?`,
        explanation: `Local, conversational searches like this are how most people now ask assistants for a place to go.`,
      },
    kind === 'software' && {
      query_text: `Easiest ${c} to use`,
      explanation: `Ease of use is a common deciding factor for software buyers and a frequent AI comparison angle.`,
    },
    kind === 'software' && {
      query_text: `${capitalize(c)} with the best customer support`,
      explanation: `Support quality is a frequent tie-breaker in software recommendations, so it is worth tracking.`,
    },
    kind !== 'software' && {
      query_text: `Most trusted ${c}${inL}`,
      explanation: `Trust-focused questions favour established names, so this shows how ${possessive(name)} reputation comes across.`,
    },
    c3 && {
      query_text: `Top ${c3}${inL}`,
      explanation: `The site also mentions ${c3}, a narrower search where ${name} may stand out.`,
    },
    {
      query_text: `Which ${c} do experts recommend${inL}?`,
      explanation: `Expert-recommendation questions make AI engines cite authoritative sources, showing whether ${name} is among them.`,
    },
    {
      query_text: `What is the best value ${c}${inL}?`,
      explanation: `Value questions weigh price against quality, a different lens from the cheapest option.`,
    },
    {
      query_text: `Top-rated ${c}${inL} this year`,
      explanation: `Recency-framed questions show whether AI engines consider ${name} current and relevant.`,
    },
  ];
  return dedupeSuggestions(
    candidates.filter((x): x is RankingSuggestion => !!x),
    RANKING_LIMITS.max,
  );
};

const priceAnswer = (facts: SiteFacts) => {
  const listed = facts.prices.slice(0, 4).map((p) => (p.plan ? `${p.plan} at ${p.display}` : p.display));
  return `According to ${facts.domain}, ${possessive(facts.name)} prices are ${joinList(listed)}.`;
};

const questionSuggestions = (ctx: GenerationContext): QuestionSuggestion[] => {
  const { facts } = ctx;
  const name = facts.name;
  const candidates: (QuestionSuggestion | undefined)[] = [
    facts.summary && {
      query_text: `What does ${name} do?`,
      expected_response: facts.summary.quote,
      explanation: `Checks that AI engines describe ${possessive(name)} business the way its own website does.`,
    },
    facts.location && {
      query_text: `Where is ${name} based?`,
      expected_response: facts.location.quote,
      explanation: `A wrong location sends local customers elsewhere, so the answer should match the site.`,
    },
    facts.foundingYear && {
      query_text: `When was ${name} founded?`,
      expected_response: facts.foundingYear.quote,
      explanation: `The founding year is a simple fact that reveals whether AI engines have accurate data about ${name}.`,
    },
    facts.prices.length > 0
      ? {
          query_text: `How much does ${name} cost?`,
          expected_response: priceAnswer(facts),
          explanation: `Outdated or invented prices are a common AI error and directly affect purchase decisions.`,
        }
      : undefined,
    facts.founders && {
      query_text: `Who founded ${name}?`,
      expected_response: facts.founders.quote,
      explanation: `Founder questions test whether AI engines attribute ${name} to the right people.`,
    },
    facts.offerings && {
      query_text: `What products or services does ${name} offer?`,
      expected_response: facts.offerings.quote,
      explanation: `Shows whether AI engines know ${possessive(name)} actual range rather than a generic or outdated one.`,
    },
    facts.audienceStatement && {
      query_text: `Who is ${name} for?`,
      expected_response: facts.audienceStatement.quote,
      explanation: `Checks that AI engines recommend ${name} to the audience it actually serves.`,
    },
    facts.freeTrial && {
      query_text: `Does ${name} offer a free trial or free plan?`,
      expected_response: facts.freeTrial.quote,
      explanation: `Free options are a frequent question before signing up, and wrong answers lose sign-ups.`,
    },
    facts.mission && {
      query_text: `What is ${possessive(name)} mission?`,
      expected_response: facts.mission.quote,
      explanation: `Tests whether AI engines convey ${possessive(name)} positioning in its own words.`,
    },
    facts.contact && {
      query_text: `How can I contact ${name}?`,
      expected_response: facts.contact.quote,
      explanation: `Wrong contact details send customers to dead ends, so they should match the site.`,
    },
    {
      query_text: `What is ${possessive(name)} official website?`,
      expected_response: `${possessive(name)} official website is ${facts.domain}.`,
      explanation: `AI engines sometimes link to look-alike or outdated domains; this checks they point to the real one.`,
    },
  ];
  return dedupeSuggestions(
    candidates.filter((x): x is QuestionSuggestion => !!x),
    QUESTION_LIMITS.max,
  );
};

export const generatePrompts = (ctx: GenerationContext): PromptSuggestions => ({
  ranking_queries: rankingSuggestions(ctx),
  question_queries: questionSuggestions(ctx),
});
