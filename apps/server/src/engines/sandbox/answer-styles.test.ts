import { describe, expect, it } from 'vitest';
import type { EngineCode } from '../types.ts';
import { planRankingAnswer } from './answer-plan.ts';
import { renderRankingAnswer } from './answer-styles.ts';
import { matchCategory } from './category-match.ts';
import { seededRandom } from './prng.ts';
import { sandboxRequest } from './test-requests.ts';

function render(engine: EngineCode, seed = 1): string {
  const req = sandboxRequest(engine);
  const plan = planRankingAnswer(req, matchCategory(req.prompt), seededRandom('plan', seed));
  return renderRankingAnswer(engine, plan, seededRandom('style', seed));
}

const MARKERS: Record<EngineCode, RegExp[]> = {
  chatgpt: [/^## Best /m, /^1\. \*\*[^*]+\*\* — /m, /^ {3}- \*\*Best for:\*\*/m, /\*\*Bottom line:\*\*/],
  claude: [/^- \*\*[^*]+\*\*: /m, /That said, .*trying them before you commit\.$/s],
  gemini: [
    /^## .*Top Picks/m,
    /^\| Option \| Best for \| Why it stands out \|$/m,
    /^\|---\|/m,
    /^### Key considerations$/m,
  ],
  perplexity: [/\[\d\]/, /^\*\*[^*]+\*\* (stands out|is known|is often)/m],
  copilot: [/^Here are some of the top /, /^- \*\*[^*]+\*\*: /m, /comparison of the top two\?$/],
  deepseek: [/^1\. \*\*[^*]+\*\* – /m, /^### Summary$/m],
  ai_overviews: [/^Popular .* include .* and .*, each suited to different needs\./, /^- [^*\n]+: /m],
  ai_mode: [/^- \*\*[^*]+\*\*: .*a good fit for/m, /free trial/],
  llama: [/^Here are some popular /, /^1\. [^*\n]+ - /m],
  mistral: [/^Some good /, /^- [^*\n]+: /m, /^Ultimately, /m],
};

describe('engine answer styles', () => {
  for (const [engine, markers] of Object.entries(MARKERS) as [EngineCode, RegExp[]][]) {
    it(`writes ${engine} answers in its style`, () => {
      for (const seed of [1, 2, 3]) {
        const text = render(engine, seed);
        for (const marker of markers) expect(text, `${engine} seed ${seed}`).toMatch(marker);
      }
    });
  }

  it('keeps bold out of the plainer llama and mistral lists', () => {
    expect(render('llama')).not.toContain('**');
    expect(render('mistral')).not.toContain('**');
  });
});
