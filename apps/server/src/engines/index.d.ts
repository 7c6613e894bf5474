export { normalizeCitations } from './citations.ts';
export {
  type CreateEnginesOptions,
  createEngines,
  type EngineStatus,
  engineStatuses,
} from './create-engines.ts';
export { EngineError, type EngineErrorKind } from './engine-error.ts';
export { DEFAULT_ENGINE_TIMEOUT_MS } from './live-adapter.ts';
export type {
  EngineAdapter,
  EngineAnswer,
  EngineCitation,
  EngineCode,
  EngineRequest,
  EngineUsage,
} from './types.ts';
