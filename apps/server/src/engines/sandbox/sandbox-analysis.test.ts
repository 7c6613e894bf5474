import { ENGINE_CODES } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import type { EngineRequest } from '../types.ts';
import { CATALOGUE, type Category } from './catalogue.ts';
import { matchCategory } from './category-match.ts';
import { createSandboxAdapter } from './sandbox-engine.ts';

/**
 * The analyzer run on sandbox answers as in production: the project names its brand, not
 * its competitors. Every ranked entity must be the brand or something the sandbox wrote as
 * an entity: a catalogue name of the category, or the maker a product name opens with
 * ("Samsung" for "Samsung Galaxy S26"). Never a sentence start, a label or a category noun.
 */
function isCatalogueEntity(category: Category, entity: string): boolean {
  return category.entities.some((e) => e.name === entity || e.name.startsWith(`${entity} `));
}

const prompts = [
  ...CATALOGUE.map((c) => `best ${c.keywords[0]} for startups`),
  'best CRM for startups',
  'which dog walking apps are best?',
  'top standing desk for a home office',
];

function projectsFor(category: Category): EngineRequest['project'][] {
  return [
    { entity_name: 'Brightpipe', entity_label: 'Brightpipe CRM', domain: 'brightpipe.io' },
    // A catalogue brand tracking itself: its rivals are the rest of the catalogue.
    { entity_name: category.entities[1].name, domain: category.entities[1].domain },
  ];
}

describe('analyzer on sandbox answers', () => {
  it('ranks only the brand and entities the sandbox wrote, across categories and engines', async () => {
    const junk: string[] = [];
    let answers = 0;
    let ranked = 0;
    for (const prompt of prompts) {
      const category = matchCategory(prompt);
      for (const engine of ENGINE_CODES) {
        const adapter = createSandboxAdapter(engine);
        for (const project of projectsFor(category))
          for (const sample of [0, 1, 2]) {
            const answer = await adapter.ask({ engine, prompt, sample, day: '2026-03-02', project });
            if (answer.status !== 'answered') continue;
            const analysis = analyzeAnswer({
              engine,
              prompt,
              answer: answer.text,
              sources: answer.citations,
              brand: { name: project.entity_name, domain: project.domain },
            });
            answers++;
            if (analysis.ranking.length >= 3) ranked++;
            for (const row of analysis.ranking)
              if (!row.is_brand && !isCatalogueEntity(category, row.entity))
                junk.push(`${engine} "${prompt}": ${row.entity} (from "${row.name}")`);
          }
      }
    }
    expect(junk).toEqual([]);
    expect(answers).toBeGreaterThan(1500);
    // Not clean by ranking nothing: nearly every answer yields a real ranking.
    expect(ranked / answers).toBeGreaterThan(0.95);
  }, 180_000);
});
