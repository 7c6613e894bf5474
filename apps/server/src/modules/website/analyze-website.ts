// POST /api/projects/analyze-website/: read the brand's site and suggest ranking and accuracy
// prompts for the wizard. Composes URL normalisation, the SSRF-safe crawl, fact extraction and a
// generator (LLM when configured, deterministic otherwise or on failure) within one time budget.
import { websiteMessages as m } from '@sightline/contracts';
import type { Config } from '../../config.ts';
import { badRequest, fieldError, HttpError } from '../../lib/http-error.ts';
import { languageModelFor } from '../../lib/llm-model.ts';
import {
  createSafeFetcher,
  type Resolver,
  SafeFetchError,
  SIGHTLINE_USER_AGENT,
} from '../../lib/safe-fetch.ts';
import { crawlSite } from './crawl-site.ts';
import { createLlmPromptGenerator } from './llm-prompt-generator.ts';
import { type NormalizedUrl, normalizeWebsiteUrl } from './normalize-url.ts';
import { generatePrompts } from './prompt-generator.ts';
import { collectSiteFacts, type SiteFacts, type SitePage } from './site-facts.ts';
import type { GenerationContext, PromptGenerator, PromptSuggestions } from './suggestions.ts';

export interface AnalyzeWebsiteInput {
  url: string;
  entity_name: string;
  entity_location?: string | null;
}

export interface WebsiteAnalysis extends PromptSuggestions {
  /** The normalised URL that was analysed (before redirects). */
  url: string;
  /** Hostname without a leading www. */
  domain: string;
}

export interface AnalyzeWebsiteDeps {
  /** TEST ONLY: allow 127.0.0.0/8 and ::1 on any port (SIGHTLINE_ALLOW_LOOPBACK_FETCH=1). */
  allowLoopback?: boolean;
  /** Name resolution, injectable so tests can point a hostname at a private address. */
  resolve?: Resolver;
  /** Per page, redirects and body included. Default 10 s. */
  pageTimeoutMs?: number;
  /** The whole analysis, model call included. Default 25 s. */
  totalTimeoutMs?: number;
  /** Time kept back from crawling for the model when one is configured. Default 10 s. */
  llmReserveMs?: number;
  /** Body cap per page. Default 1.5 MB. */
  maxBytes?: number;
  /** Writes the suggestions when set; the deterministic generator is the fallback. */
  llm?: PromptGenerator;
  log?: { warn(obj: object, msg?: string): void };
  now?: () => number;
}

const DEFAULTS = {
  pageTimeoutMs: 10_000,
  totalTimeoutMs: 25_000,
  llmReserveMs: 10_000,
  maxBytes: 1_500_000,
};

/** The user-facing reason for a failed home page fetch (spec 1 section 8 shows `detail`). */
const fetchErrorToHttp = (err: SafeFetchError): HttpError => {
  switch (err.code) {
    case 'invalid_url':
      return fieldError('url', m.urlInvalid);
    case 'blocked_address':
      return badRequest(m.blockedAddress);
    case 'blocked_port':
      return badRequest(m.blockedPort);
    case 'blocked_scheme':
      return badRequest(m.blockedScheme);
    case 'dns':
      return badRequest(m.dnsFailed);
    case 'timeout':
      return badRequest(m.timeout);
    case 'tls':
      return badRequest(m.tlsFailed);
    case 'too_many_redirects':
      return badRequest(m.tooManyRedirects);
    case 'unsupported_type':
      return badRequest(m.notHtml);
    case 'http_status':
      return badRequest(err.status ? m.httpStatus(err.status) : m.unreachable);
    case 'unreachable':
      return badRequest(m.unreachable);
    default:
      return badRequest(m.analyzeFailed);
  }
};

/** The pages read from a site and the facts they state. */
export interface SiteReading {
  pages: SitePage[];
  facts: SiteFacts;
}

/**
 * Reads a site's home page and key pages through the SSRF-guarded fetcher, by `deadline` (epoch ms),
 * and collects the facts they state. Throws SafeFetchError when the home page cannot be read.
 */
export const readSite = async (
  target: NormalizedUrl,
  entityName: string,
  deps: Pick<AnalyzeWebsiteDeps, 'allowLoopback' | 'resolve' | 'pageTimeoutMs' | 'maxBytes' | 'now'>,
  deadline: number,
  signal: AbortSignal,
): Promise<SiteReading> => {
  const fetcher = createSafeFetcher({
    allowLoopback: deps.allowLoopback,
    resolve: deps.resolve,
    userAgent: SIGHTLINE_USER_AGENT,
  });
  try {
    const crawl = await crawlSite(target.url, {
      fetcher,
      pageTimeoutMs: deps.pageTimeoutMs ?? DEFAULTS.pageTimeoutMs,
      maxBytes: deps.maxBytes ?? DEFAULTS.maxBytes,
      deadline,
      now: deps.now ?? Date.now,
      signal,
    });
    return {
      pages: crawl.pages,
      facts: collectSiteFacts(crawl.pages, { entityName, domain: target.domain }),
    };
  } finally {
    await fetcher.close().catch(() => undefined);
  }
};

export const analyzeWebsite = async (
  input: AnalyzeWebsiteInput,
  deps: AnalyzeWebsiteDeps = {},
): Promise<WebsiteAnalysis> => {
  const target = normalizeWebsiteUrl(input.url);
  const { url, domain } = target;
  const now = deps.now ?? Date.now;
  const totalMs = deps.totalTimeoutMs ?? DEFAULTS.totalTimeoutMs;
  const deadline = now() + totalMs;
  const overall = AbortSignal.timeout(totalMs);
  const llmReserve = deps.llm ? Math.min(deps.llmReserveMs ?? DEFAULTS.llmReserveMs, totalMs / 2) : 0;

  try {
    const entityName = input.entity_name?.trim() ?? '';
    const { pages, facts } = await readSite(target, entityName, deps, deadline - llmReserve, overall);
    const ctx: GenerationContext = {
      entityName,
      entityLocation: input.entity_location?.trim() ?? '',
      domain,
      facts,
      pages,
    };
    const suggestions = await generate(ctx, deps, deadline - now());
    return { url, domain, ...suggestions };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof SafeFetchError) throw fetchErrorToHttp(err);
    deps.log?.warn({ err, url }, 'website analysis failed');
    throw badRequest(m.analyzeFailed);
  }
};

const generate = async (ctx: GenerationContext, deps: AnalyzeWebsiteDeps, msLeft: number) => {
  // Keep a moment for the fallback, which is instant, so the total stays within budget.
  const llmMs = msLeft - 250;
  if (deps.llm && llmMs > 1_000) {
    try {
      return await deps.llm(ctx, { signal: AbortSignal.timeout(llmMs) });
    } catch (err) {
      deps.log?.warn({ err }, 'LLM prompt generation failed; using the deterministic generator');
    }
  }
  return generatePrompts(ctx);
};

/** Production wiring from the config: the loopback test switch and the optional LLM. */
export const websiteAnalyzerDeps = (
  config: Pick<Config, 'analyzerLlm' | 'safeFetch'>,
  log?: AnalyzeWebsiteDeps['log'],
): AnalyzeWebsiteDeps => ({
  allowLoopback: config.safeFetch.allowLoopback,
  llm: config.analyzerLlm
    ? createLlmPromptGenerator(languageModelFor(config.analyzerLlm, 'analyzer'))
    : undefined,
  log,
});
