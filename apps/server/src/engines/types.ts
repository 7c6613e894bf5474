import type { EngineCode } from '@sightline/contracts';

export type { EngineCode };

/** One ask of one prompt on one engine: a job of the report pipeline. */
export interface EngineRequest {
  engine: EngineCode;
  prompt: string;
  /** Index of the repeated ask within the day; answers are stochastic, so we sample. */
  sample: number;
  /** The collection day, YYYY-MM-DD. */
  day: string;
  project: {
    entity_name: string;
    entity_label?: string;
    domain?: string;
    location?: string;
    aliases?: string[];
  };
  /** Country code ("us") or a place name ("Austin, Texas"). */
  region?: string;
  signal?: AbortSignal;
}

/**
 * - cited: the answer names or links the page (a citation marker, an annotation, a reference);
 * - retrieved: the engine fetched the page while searching but the answer does not point at it.
 */
export interface EngineCitation {
  url: string;
  title?: string;
  kind: 'cited' | 'retrieved';
}

export interface EngineUsage {
  inputTokens?: number;
  outputTokens?: number;
}

export interface EngineAnswer {
  /** 'no_answer' is not "an answer without the brand": it never enters a denominator. */
  status: 'answered' | 'no_answer';
  /** Markdown. */
  text: string;
  citations: EngineCitation[];
  /** The searches the engine says it ran, when it reports them. */
  searchQueries: string[];
  /** The model we asked for (the configured id, often an alias such as "claude-sonnet-5-5"). */
  model: string;
  /** The model the provider says answered (a dated snapshot), or null when the reply does not say. */
  servedModel: string | null;
  usage?: EngineUsage;
  latencyMs: number;
  simulated: boolean;
}

export interface EngineAdapter {
  code: EngineCode;
  live: boolean;
  model: string;
  ask(req: EngineRequest): Promise<EngineAnswer>;
}
