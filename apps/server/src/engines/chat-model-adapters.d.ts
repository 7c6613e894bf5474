import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps } from './live-adapter.ts';
import type { EngineAdapter } from './types.ts';
export declare function createDeepseekAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
export declare function createMistralAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
/** Llama through any OpenAI-compatible server: Ollama (/v1), vLLM, Together, Groq… */
export declare function createLlamaAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
