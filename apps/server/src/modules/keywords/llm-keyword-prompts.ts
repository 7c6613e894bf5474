// The keyword explorer's prompts written by the configured language model (structured output), in the
// analysis' language and for its country. A keyword the model leaves short is topped up by the
// deterministic generator; any failure makes the caller use that generator alone.
import { countryName, GLOBAL_COUNTRY, languageName } from '@sightline/contracts';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import {
  dedupeKeywordPrompts,
  type KeywordMarket,
  type KeywordPrompt,
  type SiteHints,
  writeKeywordPrompts,
} from './keyword-prompts.ts';

/** Below this many prompts for a keyword, the deterministic ones are added after the model's. */
export const MIN_MODEL_PROMPTS = 4;

const PromptsSchema = z.object({
  keywords: z.array(
    z.object({
      keyword: z.string().describe('The keyword exactly as given'),
      prompts: z
        .array(z.string().describe('One prompt as a person would type it, at most 10 words'))
        .describe('6 to 8 varied prompts'),
    }),
  ),
});

const INSTRUCTIONS = `You write the prompts people type into AI assistants (ChatGPT, Gemini, Perplexity, Copilot) when they look for products, services or businesses.
For each keyword, write 6 to 8 varied prompts a real person would ask about it: question forms ("what is the best …"), comparisons, "best … for …" (an audience or use case), alternatives, reviews or prices, and local variants for the country when one is given.
Rules: write every prompt in the requested language; at most 10 words each; no quotation marks, no numbering; do not invent brand names (the website's own brand may appear in at most two prompts per keyword). Use the website text only to understand the market.`;

export interface KeywordPromptRequest {
  keywords: readonly string[];
  market: KeywordMarket;
  site: SiteHints | null;
  /** The website's own text, for context; empty when the site could not be read. */
  siteText: string;
}

export type KeywordPromptWriter = (
  request: KeywordPromptRequest,
  options: { signal: AbortSignal },
) => Promise<KeywordPrompt[]>;

/** The model's prompts, kept per keyword given, topped up where it wrote too few. */
export const reconcileKeywordPrompts = (
  fromModel: z.infer<typeof PromptsSchema>,
  request: Omit<KeywordPromptRequest, 'siteText'>,
): KeywordPrompt[] => {
  const fallback = writeKeywordPrompts(request.keywords, request.market, request.site);
  return request.keywords.flatMap((keyword) => {
    const own = fromModel.keywords
      .filter((k) => k.keyword.trim().toLowerCase() === keyword.toLowerCase())
      .flatMap((k) => k.prompts)
      .map((query) => ({ keyword, query: query.replace(/\s+/g, ' ').trim() }))
      .filter((p) => p.query);
    const kept = dedupeKeywordPrompts(own);
    return kept.length >= MIN_MODEL_PROMPTS
      ? kept
      : dedupeKeywordPrompts([...kept, ...fallback.filter((p) => p.keyword === keyword)]);
  });
};

export const createLlmKeywordPrompts =
  (model: LanguageModel): KeywordPromptWriter =>
  async (request, { signal }) => {
    const { market } = request;
    const prompt = [
      `Language: ${languageName(market.language)} (${market.language})`,
      `Country: ${market.country === GLOBAL_COUNTRY ? 'worldwide (no country)' : countryName(market.country)}`,
      request.site?.brand ? `The website's brand: ${request.site.brand}` : '',
      `Keywords:\n${request.keywords.map((k) => `- ${k}`).join('\n')}`,
      request.siteText ? `Website text:\n${request.siteText}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const result = await generateText({
      model,
      instructions: INSTRUCTIONS,
      prompt,
      output: Output.object({ schema: PromptsSchema, name: 'keyword_prompts' }),
      abortSignal: signal,
      // The job retries on its own; a retry here would only eat the deadline.
      maxRetries: 0,
      temperature: 0.5,
    });
    // Across keywords too: the same prompt twice would be counted twice.
    return dedupeKeywordPrompts(reconcileKeywordPrompts(result.output, request));
  };
