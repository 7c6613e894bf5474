import { addDays } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { brandSpelling, planRankingAnswer } from './answer-plan.ts';
import { matchCategory } from './category-match.ts';
import { seededRandom } from './prng.ts';
import { sandboxRequest } from './test-requests.ts';

describe('planRankingAnswer', () => {
  it('never lists a competitor that is the brand itself', () => {
    const req = sandboxRequest('chatgpt', {
      project: { entity_name: 'HubSpot', domain: 'https://www.hubspot.com/' },
    });
    for (let s = 0; s < 50; s++) {
      const plan = planRankingAnswer({ ...req, sample: s }, matchCategory(req.prompt), seededRandom('t', s));
      expect(plan.items.filter((i) => i.name === 'HubSpot').length).toBeLessThanOrEqual(1);
      expect(plan.items.filter((i) => i.name === 'HubSpot' && !i.isBrand)).toEqual([]);
    }
  });

  it('ranks the brand at varying positions and sometimes leaves it out', () => {
    const positions = new Set<number>();
    const modes = new Set<string>();
    for (let d = 0; d < 200; d++) {
      const req = sandboxRequest('chatgpt', { day: addDays('2026-01-01', d) });
      const plan = planRankingAnswer(req, matchCategory(req.prompt), seededRandom('t', d));
      modes.add(plan.brandMode);
      const at = plan.items.findIndex((i) => i.isBrand);
      if (at >= 0) positions.add(at);
    }
    expect(modes).toEqual(new Set(['ranked', 'passing', 'negative', 'absent']));
    expect(positions.size).toBeGreaterThanOrEqual(4);
  });

  it('cites 2 to 6 URLs and reports queries only for searching engines', () => {
    for (let s = 0; s < 40; s++) {
      const req = sandboxRequest(s % 2 ? 'chatgpt' : 'llama', { sample: s });
      const plan = planRankingAnswer(req, matchCategory(req.prompt), seededRandom('q', s));
      expect(plan.citations.length).toBeGreaterThanOrEqual(2);
      expect(plan.citations.length).toBeLessThanOrEqual(6);
      for (const c of plan.citations) expect(c.url).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      if (req.engine === 'llama') expect(plan.searchQueries).toEqual([]);
      else expect(plan.searchQueries.length).toBeGreaterThan(0);
    }
  });

  it('spells the brand mostly by name, sometimes by label or alias', () => {
    const project = { entity_name: 'Brightpipe', entity_label: 'Brightpipe CRM', aliases: ['BP'] };
    const spellings = Array.from({ length: 300 }, (_, i) => brandSpelling(project, seededRandom('s', i)));
    const byName = spellings.filter((s) => s === 'Brightpipe').length / spellings.length;
    expect(byName).toBeGreaterThan(0.7);
    expect(new Set(spellings)).toEqual(new Set(['Brightpipe', 'Brightpipe CRM', 'BP']));
  });
});
