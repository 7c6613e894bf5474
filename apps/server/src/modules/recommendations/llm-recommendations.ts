// The prose of a recommendation run written by the configured language model from its evidence
// (structured output, validated by zod). The model only rewrites the texts of the entries the
// evidence rules found: it cannot add an entry, a source, a contact or a post, and any text it leaves
// out or makes empty keeps the template's wording.
import { type RecommendationContent, RecommendationContentSchema } from '@sightline/contracts';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';

const PROSE_FIELDS = ['title', 'summary', 'description', 'expertise_showcase'] as const;
const PROSE_MAX = 1200;

const ProseSchema = z.object({
  texts: z.array(
    z.object({
      id: z.string().describe('The id of the text, exactly as given'),
      text: z.string().describe('The rewritten text'),
    }),
  ),
});

interface ProseSlot {
  id: string;
  text: string;
  /** The answers and sources behind the entry, for the model to write from. */
  evidence: string;
}

type Entry = Record<string, unknown> & {
  evidence?: { answers: { engine: string; query_text: string; excerpt: string }[]; sources: string[] };
};

const evidenceText = (entry: Entry) =>
  entry.evidence
    ? [
        ...entry.evidence.answers.map((a) => `- ${a.engine} on "${a.query_text}": ${a.excerpt}`),
        ...(entry.evidence.sources.length > 0
          ? [`Sources: ${entry.evidence.sources.slice(0, 6).join(', ')}`]
          : []),
      ].join('\n')
    : '';

/** The prose texts of a content, each with an id naming where it sits. */
export const proseSlots = (content: RecommendationContent): ProseSlot[] =>
  Object.entries(content).flatMap(([key, value]) => {
    if (Array.isArray(value))
      return (value as Entry[]).flatMap((entry, i) =>
        PROSE_FIELDS.filter((f) => typeof entry[f] === 'string' && entry[f]).map((f) => ({
          id: `${key}.${i}.${f}`,
          text: entry[f] as string,
          evidence: evidenceText(entry),
        })),
      );
    if (key === 'expected_impact' && value && typeof value === 'object')
      return Object.entries(value as Record<string, string>).map(([f, text]) => ({
        id: `${key}.${f}`,
        text,
        evidence: '',
      }));
    return [];
  });

/** The content with the model's texts put in place of the slots they name; unknown ids are dropped. */
export const applyProse = (
  content: RecommendationContent,
  texts: readonly { id: string; text: string }[],
): RecommendationContent => {
  const known = new Set(proseSlots(content).map((s) => s.id));
  const copy = structuredClone(content) as unknown as Record<string, unknown>;
  for (const { id, text } of texts) {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!known.has(id) || !clean || clean.length > PROSE_MAX) continue;
    const parts = id.split('.');
    if (parts.length === 2) (copy[parts[0]] as Record<string, string>)[parts[1]] = clean;
    else ((copy[parts[0]] as Entry[])[Number(parts[1])] as Record<string, string>)[parts[2]] = clean;
  }
  return RecommendationContentSchema.parse(copy);
};

const INSTRUCTIONS = `You are an expert in generative engine optimisation: helping a brand appear in the answers of AI assistants (ChatGPT, Gemini, Perplexity, Copilot, Claude).
You receive draft texts of recommendations for the brand, each with the AI answers and sources it was computed from.
Rewrite each text so it is clear, specific and actionable, in at most three sentences. Use only facts present in the draft and its evidence: never invent names, figures, dates, contacts, URLs or posts. Keep every brand, competitor and domain name exactly as written.
Return one entry per id you were given, with the same id.`;

export type RecommendationProseWriter = (
  input: { brand: string; content: RecommendationContent },
  options: { signal: AbortSignal },
) => Promise<RecommendationContent>;

export const createLlmRecommendationProse =
  (model: LanguageModel): RecommendationProseWriter =>
  async ({ brand, content }, { signal }) => {
    const slots = proseSlots(content);
    if (slots.length === 0) return content;
    const prompt = [
      `Brand: ${brand}`,
      `Recommendation type: ${content.type}`,
      ...slots.map((s) => `### ${s.id}\n${s.text}${s.evidence ? `\nEvidence:\n${s.evidence}` : ''}`),
    ].join('\n\n');
    const result = await generateText({
      model,
      instructions: INSTRUCTIONS,
      prompt,
      output: Output.object({ schema: ProseSchema, name: 'recommendation_texts' }),
      abortSignal: signal,
      // The job retries on its own.
      maxRetries: 0,
      temperature: 0.3,
    });
    return applyProse(content, result.output.texts);
  };
