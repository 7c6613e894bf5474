import type { EngineCode, EngineRequest } from '../types.ts';

/** Requests for the sandbox tests: a fictional brand so it never collides with the catalogue. */
export function sandboxRequest(engine: EngineCode, overrides: Partial<EngineRequest> = {}): EngineRequest {
  return {
    engine,
    prompt: 'best CRM for startups',
    sample: 0,
    day: '2026-03-02',
    project: {
      entity_name: 'Brightpipe',
      entity_label: 'Brightpipe CRM',
      domain: 'brightpipe.io',
      location: 'Lisbon, Portugal',
    },
    ...overrides,
  };
}
