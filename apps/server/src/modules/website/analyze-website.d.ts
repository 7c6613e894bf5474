import { HttpError } from '../../lib/http-error.ts';
import { type Resolver, SafeFetchError } from '../../lib/safe-fetch.ts';
import type { PromptGenerator, PromptSuggestions } from './suggestions.ts';
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
  log?: {
    warn(obj: object, msg?: string): void;
  };
  now?: () => number;
}
/** The user-facing reason for a failed home page fetch (spec 1 section 8 shows `detail`). */
export declare const fetchErrorToHttp: (err: SafeFetchError) => HttpError;
export declare const analyzeWebsite: (
  input: AnalyzeWebsiteInput,
  deps?: AnalyzeWebsiteDeps,
) => Promise<WebsiteAnalysis>;
/** Production wiring from the environment: the loopback test switch and the optional LLM. */
export declare const websiteAnalyzerDepsFromEnv: (
  env?: NodeJS.ProcessEnv,
  log?: AnalyzeWebsiteDeps['log'],
) => AnalyzeWebsiteDeps;
