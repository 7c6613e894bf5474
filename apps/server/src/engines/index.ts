// The AI engine layer: one adapter per engine code, live or simulated, behind one interface.
export { normalizeCitations } from './citations.ts';
export {
  createEngines,
  type EngineStatus,
  engineStatuses,
} from './create-engines.ts';
export { EngineError, type EngineErrorKind } from './engine-error.ts';
export type {
  EngineAdapter,
  EngineAnswer,
  EngineCitation,
  EngineCode,
  EngineRequest,
  EngineUsage,
} from './types.ts';
