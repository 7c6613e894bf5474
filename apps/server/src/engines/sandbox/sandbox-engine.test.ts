import { addDays, ENGINE_CODES } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error.ts';
import { brandPropensity } from './brand-drift.ts';
import { CATALOGUE } from './catalogue.ts';
import { createSandboxAdapter, showsNoOverview } from './sandbox-engine.ts';
import { sandboxRequest } from './test-requests.ts';

const chatgpt = createSandboxAdapter('chatgpt');

/** Recommended = named in the ranked list, which every style starts with a list marker or table row. */
function recommends(text: string, brand: string): boolean {
  return text.split('\n').some((line) => /^\s*(\d+\.|-|\|)/.test(line) && line.includes(brand));
}

describe('sandbox engine', () => {
  it('is deterministic for (prompt, engine, day, sample) and varies with the sample', async () => {
    const a = await chatgpt.ask(sandboxRequest('chatgpt'));
    const b = await chatgpt.ask(sandboxRequest('chatgpt'));
    const c = await chatgpt.ask(sandboxRequest('chatgpt', { sample: 1 }));
    expect(b).toEqual(a);
    expect(c.text).not.toBe(a.text);
    const claude = await createSandboxAdapter('claude').ask(sandboxRequest('claude'));
    expect(claude.text).not.toBe(a.text);
  });

  it('says it is simulated, with the sandbox model, estimated usage and 2–6 citations', async () => {
    for (const code of ENGINE_CODES) {
      const adapter = createSandboxAdapter(code);
      expect(adapter).toMatchObject({ code, live: false, model: `sandbox-${code}-1` });
      const answer = await adapter.ask(sandboxRequest(code, { day: '2026-03-03' }));
      expect(answer).toMatchObject({
        simulated: true,
        model: `sandbox-${code}-1`,
        servedModel: `sandbox-${code}-1`,
        latencyMs: 0,
      });
      if (answer.status === 'no_answer') continue;
      expect(answer.usage?.outputTokens).toBeGreaterThan(20);
      expect(answer.citations.length).toBeGreaterThanOrEqual(2);
      expect(answer.citations.length).toBeLessThanOrEqual(6);
    }
  });

  it('reaches every catalogue category', async () => {
    for (const category of CATALOGUE) {
      const answer = await chatgpt.ask(
        sandboxRequest('chatgpt', { prompt: `top ${category.keywords[0]} for 2026` }),
      );
      const named = category.entities.filter((e) => answer.text.includes(e.name));
      expect(named.length, category.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses the words of an unknown prompt', async () => {
    const answer = await chatgpt.ask(
      sandboxRequest('chatgpt', { prompt: 'best dog walking apps in Berlin' }),
    );
    expect(answer.text).toMatch(/Dog\w*/);
  });

  it('recommends the brand at a believable rate that drifts between weeks', async () => {
    const weekly: number[] = [];
    for (let w = 0; w < 16; w++) {
      let hits = 0;
      for (let d = 0; d < 7; d++) {
        for (let s = 0; s < 3; s++) {
          const answer = await chatgpt.ask(
            sandboxRequest('chatgpt', { day: addDays('2026-01-05', w * 7 + d), sample: s }),
          );
          if (recommends(answer.text, 'Brightpipe')) hits++;
        }
      }
      weekly.push(hits / 21);
    }
    const overall = weekly.reduce((s, r) => s + r, 0) / weekly.length;
    expect(overall).toBeGreaterThan(0.2);
    expect(overall).toBeLessThan(0.85);
    expect(Math.max(...weekly) - Math.min(...weekly)).toBeGreaterThan(0.15);
  });

  it('varies the brand between samples around its cell propensity, the same for the same sample', async () => {
    const day = '2026-03-02';
    const cells = Array.from({ length: 60 }, (_, i) => `best CRM for startups ${i}`).map((prompt) => ({
      prompt,
      p: brandPropensity({ brand: 'Brightpipe', engine: 'chatgpt', prompt }, day),
    }));
    const named = async (prompt: string) => {
      const samples = Array.from({ length: 20 }, (_, s) => s + 1);
      const answers = await Promise.all(
        samples.map((sample) => chatgpt.ask(sandboxRequest('chatgpt', { prompt, day, sample }))),
      );
      return answers.filter((a) => a.text.includes('Brightpipe')).length;
    };
    const low = cells.find((c) => c.p < 0.1);
    const high = cells.find((c) => c.p > 0.9);
    const even = cells.find((c) => c.p > 0.4 && c.p < 0.6);
    if (!low || !high || !even) throw new Error('the prompts should cover low, high and even cells');
    expect(await named(low.prompt)).toBeLessThanOrEqual(4);
    expect(await named(high.prompt)).toBeGreaterThanOrEqual(18);
    const split = await named(even.prompt);
    expect(split).toBeGreaterThan(4);
    expect(split).toBeLessThan(18);
    expect(await named(even.prompt)).toBe(split);
  });

  it('sometimes names the brand only in passing or negatively', async () => {
    const texts: string[] = [];
    for (let d = 0; d < 150; d++) {
      texts.push((await chatgpt.ask(sandboxRequest('chatgpt', { day: addDays('2026-01-05', d) }))).text);
    }
    const asides = texts.filter((t) => t.includes('Brightpipe') && !recommends(t, 'Brightpipe'));
    expect(asides.length).toBeGreaterThan(3);
    expect(asides.some((t) => /cautious|not recommend/.test(t))).toBe(true);
  });

  it('gives no AI Overview for a share of prompts and days', async () => {
    const aio = createSandboxAdapter('ai_overviews');
    let none = 0;
    let total = 0;
    for (let p = 0; p < 30; p++) {
      for (let d = 0; d < 10; d++) {
        const req = sandboxRequest('ai_overviews', {
          prompt: `best ${CATALOGUE[p].keywords[0]} ${p}`,
          day: addDays('2026-02-01', d),
        });
        const answer = await aio.ask(req);
        expect(answer.status === 'no_answer').toBe(showsNoOverview(req));
        if (answer.status === 'no_answer') {
          expect(answer).toMatchObject({ text: '', citations: [] });
          none++;
        }
        total++;
      }
    }
    expect(none / total).toBeGreaterThan(0.15);
    expect(none / total).toBeLessThan(0.42);
  });

  it('answers questions about the brand with prose', async () => {
    const answer = await chatgpt.ask(
      sandboxRequest('chatgpt', { prompt: 'Where is Brightpipe headquartered?' }),
    );
    expect(answer.status).toBe('answered');
    expect(answer.text).toMatch(/Brightpipe/);
    expect(answer.text).not.toMatch(/^\s*(\d+\.|-) /m);
  });

  it('waits the configured latency and can be aborted', async () => {
    const slow = createSandboxAdapter('claude', { latencyMs: 30 });
    const answer = await slow.ask(sandboxRequest('claude'));
    expect(answer.latencyMs).toBe(30);

    const controller = new AbortController();
    const pending = createSandboxAdapter('claude', { latencyMs: 10_000 }).ask(
      sandboxRequest('claude', { signal: controller.signal }),
    );
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(EngineError);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', retryable: false });
  });
});
