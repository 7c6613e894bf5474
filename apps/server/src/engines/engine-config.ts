// How one engine is reached, as config.ts reads it from the environment.
import { SANDBOX_MODEL_PREFIX } from '@sightline/contracts';
import type { EngineCode } from './types.ts';

/** Live when its credentials are set, else the sandbox stands in. */
export interface EngineSettings {
  code: EngineCode;
  live: boolean;
  /** The configured model (live) or the sandbox's model id. */
  model: string;
  apiKey?: string;
  baseURL?: string;
}

export function sandboxModel(code: EngineCode): string {
  return `${SANDBOX_MODEL_PREFIX}${code}-1`;
}
