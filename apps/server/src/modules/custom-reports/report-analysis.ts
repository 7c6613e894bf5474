// The AI analysis text of each custom report page. With a report model configured, the model writes
// every page's text in one structured call from the figures of those pages, and a page keeps its text
// while its figures stay the same (cached by a hash of them). Without a model, or when the model fails
// or leaves a page out, the page gets the deterministic summary of the same figures.
import { createHash } from 'node:crypto';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';

/** One page's figures and its deterministic summary. */
export interface AnalysisRequest {
  key: string;
  /** What the page is about, for the model ("Brand-wide metrics of Acme, 2026-01-01 to 2026-01-31"). */
  subject: string;
  figures: unknown;
  summary: string;
}

export interface Analysis {
  text: string;
  source: 'llm' | 'summary';
}

/** Model texts kept per page: the hash of the figures each was written from. */
export type AnalysisCache = Record<string, { hash: string; text: string }>;

const hashOf = (r: AnalysisRequest) =>
  createHash('sha256')
    .update(JSON.stringify([r.subject, r.figures]))
    .digest('hex')
    .slice(0, 32);

const ReplySchema = z.object({
  analyses: z.array(
    z.object({
      key: z.string().describe('The key of the page, exactly as given'),
      analysis: z.string().describe('2 to 4 sentences for this page'),
    }),
  ),
});

const INSTRUCTIONS = `You write the short analysis paragraphs of a printed report on how AI engines (ChatGPT, Claude, Gemini, Perplexity, Copilot and others) mention a brand.
For each page you get its key, its subject and its figures as JSON. Write 2 to 4 plain sentences per page for a marketing manager: what the figures show and what deserves attention.
Rules: use only the figures given, never invent numbers, brands or sources; say plainly when data is missing; no headings, no lists, no markdown.`;

/** Writes pages with the model; undefined when none is configured. */
export type AnalysisWriter = (
  pages: readonly AnalysisRequest[],
  cache: AnalysisCache,
) => Promise<{ analyses: Map<string, Analysis>; cache: AnalysisCache }>;

const summaries = (pages: readonly AnalysisRequest[]) =>
  new Map<string, Analysis>(pages.map((p) => [p.key, { text: p.summary, source: 'summary' }]));

export const createAnalysisWriter = (
  model: LanguageModel | undefined,
  log: { error(obj: object, msg?: string): void },
): AnalysisWriter => {
  if (!model) return async (pages, cache) => ({ analyses: summaries(pages), cache });
  return async (pages, cache) => {
    const analyses = summaries(pages);
    const next: AnalysisCache = {};
    const stale: AnalysisRequest[] = [];
    for (const page of pages) {
      const hash = hashOf(page);
      const kept = cache[page.key];
      if (kept?.hash === hash) {
        analyses.set(page.key, { text: kept.text, source: 'llm' });
        next[page.key] = kept;
      } else stale.push(page);
    }
    if (stale.length === 0) return { analyses, cache: next };
    try {
      const { output } = await generateText({
        model,
        system: INSTRUCTIONS,
        prompt: JSON.stringify(stale.map(({ key, subject, figures }) => ({ key, subject, figures }))),
        output: Output.object({ schema: ReplySchema }),
        temperature: 0.2,
      });
      const byKey = new Map(output.analyses.map((a) => [a.key, a.analysis.trim()]));
      for (const page of stale) {
        const text = byKey.get(page.key);
        if (!text) continue;
        analyses.set(page.key, { text, source: 'llm' });
        next[page.key] = { hash: hashOf(page), text };
      }
    } catch (err) {
      log.error({ err }, 'report analysis model failed; the pages show summaries of their figures');
    }
    return { analyses, cache: next };
  };
};
