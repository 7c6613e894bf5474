import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps } from './live-adapter.ts';
import type { EngineAdapter, EngineCitation } from './types.ts';

interface SonarBody {
  citations?: string[] | null;
  search_results?: Array<{
    url: string;
    title?: string | null;
  }> | null;
}
/**
 * Sonar numbers its sources [1], [2]… in the text. `search_results` (which superseded the bare
 * `citations` list) carries titles; the AI SDK only reads `citations`, so we read the raw body.
 * A source whose marker appears in the text is cited; the others were retrieved.
 */
export declare function sonarCitations(text: string, body: SonarBody | undefined): EngineCitation[];
export declare function createPerplexityAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
