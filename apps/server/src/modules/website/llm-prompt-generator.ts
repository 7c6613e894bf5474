// Suggested prompts written by a language model from the extracted page text, through the AI SDK's
// structured output. Optional: only when configured, and any failure makes the caller fall back to
// the deterministic generator. The model's answers are filtered so they cannot add facts the site
// does not state (numbers are checked against the site text) and are topped up deterministically.
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { generatePrompts } from './prompt-generator.ts';
import {
  dedupeSuggestions,
  type GenerationContext,
  type PromptGenerator,
  type PromptSuggestions,
  QUESTION_LIMITS,
  RANKING_LIMITS,
} from './suggestions.ts';
import { foldText, truncate } from './text-utils.ts';

const MAX_SITE_TEXT = 14_000;

const SuggestionsSchema = z.object({
  ranking_queries: z
    .array(
      z.object({
        query_text: z
          .string()
          .describe('A search-style question whose answer ranks businesses; never names the brand'),
        explanation: z.string().describe('One sentence: why tracking this prompt matters for the brand'),
      }),
    )
    .describe('Between 8 and 12 varied ranking prompts'),
  question_queries: z
    .array(
      z.object({
        query_text: z.string().describe('A question about the brand itself'),
        expected_response: z
          .string()
          .describe('The correct answer, stated only with facts from the site text'),
        explanation: z.string().describe('One sentence: why this question matters'),
      }),
    )
    .describe('Between 5 and 8 accuracy prompts'),
});

const INSTRUCTIONS = `You help a brand monitor how AI assistants talk about it.
From the brand's website text, write:
1. ranking_queries: 8 to 12 varied prompts a potential customer would ask an AI assistant, whose answers list or rank businesses in the brand's category (e.g. "best CRM for startups in Spain"). Never mention the brand's name. Vary the angle: location, audience, price, reviews, alternatives, use case.
2. question_queries: 5 to 8 questions about the brand (what it does, where it is based, when it was founded, prices, founders, offerings) with the expected_response an accurate assistant should give.
Rules: use only facts stated in the website text; never invent numbers, dates, prices, names or places. Skip a question when the text does not answer it. Quote the site's own wording in expected responses where possible. Write in the language of the website text. Each explanation is one sentence.`;

const siteTextFor = (ctx: GenerationContext) => {
  const parts: string[] = [];
  for (const { kind, content } of ctx.pages) {
    const lines = [
      `## Page: ${content.url} (${kind})`,
      content.title && `Title: ${content.title}`,
      content.description && `Description: ${content.description}`,
      ...content.jsonLd.flatMap((e) =>
        [
          e.name && `Structured data ${e.types.join('/')}: ${e.name}`,
          e.foundingDate && `foundingDate: ${e.foundingDate}`,
          e.address && `address: ${e.address}`,
          e.founders.length > 0 && `founder: ${e.founders.join(', ')}`,
          ...e.offers.map((o) => `offer: ${o.name ?? ''} ${o.price} ${o.currency ?? ''}`.trim()),
        ].filter((l): l is string => !!l),
      ),
      ...content.blocks.map((b) => (b.kind === 'heading' ? `${'#'.repeat(b.level + 2)} ${b.text}` : b.text)),
    ].filter((l): l is string => !!l);
    parts.push(lines.join('\n'));
  }
  return truncate(parts.join('\n\n'), MAX_SITE_TEXT);
};

const numbersIn = (s: string) => (s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ''));

/** Every number in an answer must appear in the site text, or the answer may be invented. */
const isGrounded = (answer: string, siteNumbers: Set<string>) =>
  numbersIn(answer).every((n) => siteNumbers.has(n));

/** Filters the model's output and tops it up with deterministic suggestions to the minimum counts. */
export const reconcileSuggestions = (
  fromModel: PromptSuggestions,
  ctx: GenerationContext,
  siteText: string,
): PromptSuggestions => {
  const brand = foldText(ctx.facts.name);
  const siteNumbers = new Set(numbersIn(siteText));
  const ranking = fromModel.ranking_queries.filter(
    (r) => r.query_text.trim() && r.explanation.trim() && !(brand && foldText(r.query_text).includes(brand)),
  );
  const questions = fromModel.question_queries.filter(
    (q) =>
      q.query_text.trim() &&
      q.expected_response.trim() &&
      q.explanation.trim() &&
      isGrounded(q.expected_response, siteNumbers),
  );
  const fallback =
    ranking.length < RANKING_LIMITS.min || questions.length < QUESTION_LIMITS.min
      ? generatePrompts(ctx)
      : undefined;
  return {
    ranking_queries: dedupeSuggestions(
      ranking.length < RANKING_LIMITS.min ? [...ranking, ...fallback!.ranking_queries] : ranking,
      RANKING_LIMITS.max,
    ),
    question_queries: dedupeSuggestions(
      questions.length < QUESTION_LIMITS.min ? [...questions, ...fallback!.question_queries] : questions,
      QUESTION_LIMITS.max,
    ),
  };
};

export const createLlmPromptGenerator = (model: LanguageModel): PromptGenerator => {
  return async (ctx, { signal }) => {
    const siteText = siteTextFor(ctx);
    const prompt = [
      `Brand: ${ctx.entityName || ctx.facts.name}`,
      `Brand location (given by the user): ${ctx.entityLocation || 'not given'}`,
      `Website: ${ctx.domain}`,
      '',
      'Website text:',
      siteText,
    ].join('\n');
    const result = await generateText({
      model,
      instructions: INSTRUCTIONS,
      prompt,
      output: Output.object({ schema: SuggestionsSchema, name: 'prompt_suggestions' }),
      abortSignal: signal,
      // The caller's deadline bounds the call; a retry would only eat the fallback's time.
      maxRetries: 0,
      temperature: 0.4,
    });
    return reconcileSuggestions(result.output, ctx, siteText);
  };
};
