// The AI engine layer: one adapter per engine code, live or simulated, behind one interface.
export { createEngines, engineStatuses } from './create-engines.ts';
export { EngineError } from './engine-error.ts';
export type { EngineAdapter, EngineAnswer, EngineCode } from './types.ts';
