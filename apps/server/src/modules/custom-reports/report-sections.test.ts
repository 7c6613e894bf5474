import { recommendationLabels } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { recommendationTables } from './report-sections.ts';

describe('the recommendations tables', () => {
  it('turns runs of each type into the report’s rows, with a link only where one exists', () => {
    const tables = recommendationTables([
      {
        type: 'website_collaboration',
        recommendations: [],
        potential_collaborations: [
          { domain: 'g2.com', name: 'G2', description: 'Cited for CRMs', contact_info: null, sources: [] },
        ],
        contact_note: null,
        expected_impact: { visibility: '', authority: '', lead_generation: '' },
      },
      {
        type: 'content_creation',
        expert_content_ideas: [],
        prompt_content_ideas: [{ title: 'CRM for startups', description: 'A guide', structure: [] }],
        semantic_content_ideas: [
          { concept: 'Pipelines', description: 'Explain', keywords: [], related_to_query: '' },
        ],
      },
      {
        type: 'social_media',
        social_media_content: [
          {
            platform: 'Reddit',
            username: null,
            date: null,
            content: 'Thread',
            relevance: '',
            link: 'https://reddit.com/x',
          },
        ],
        note: null,
      },
    ] as never);
    expect(tables.website_collaborations).toEqual([
      { domain: 'g2.com', justification: 'Cited for CRMs', link: 'https://g2.com' },
    ]);
    expect(tables.content_recommendations.map((c) => [c.topic, c.link])).toEqual([
      ['CRM for startups', ''],
      ['Pipelines', ''],
    ]);
    expect(tables.social_media_opportunities[0]).toMatchObject({
      platform: 'Reddit',
      justification: 'Thread',
    });
    expect(tables.influencer_opportunities).toEqual([]);
  });

  it('lists an accuracy prompt’s content to correct with the content ideas, and a row recommended twice once', () => {
    const collaboration = {
      type: 'website_collaboration',
      recommendations: [],
      potential_collaborations: [
        { domain: 'g2.com', name: 'G2', description: 'Newest run', contact_info: null, sources: [] },
      ],
      contact_note: null,
      expected_impact: { visibility: '', authority: '', lead_generation: '' },
    };
    const older = {
      ...collaboration,
      potential_collaborations: [
        { domain: 'g2.com', name: 'G2', description: 'Older run', contact_info: null, sources: [] },
        { domain: 'capterra.com', name: 'Capterra', description: 'Reviews', contact_info: null, sources: [] },
      ],
    };
    const tables = recommendationTables([
      collaboration,
      {
        type: 'improving_information_accuracy',
        brand_content_to_update: [
          { description: 'Say Madrid on the about page', url: 'https://acme.test/about' },
        ],
        external_content_to_update: [
          { description: 'Correct the city on the directory', url: null },
          { description: 'Correct the founding year', url: null },
        ],
      },
      older,
    ] as never);
    expect(tables.website_collaborations.map((w) => [w.domain, w.justification])).toEqual([
      ['g2.com', 'Newest run'],
      ['capterra.com', 'Reviews'],
    ]);
    expect(tables.content_recommendations.map((c) => [c.topic, c.justification, c.link])).toEqual([
      [recommendationLabels.brandContent, 'Say Madrid on the about page', 'https://acme.test/about'],
      [recommendationLabels.externalContent, 'Correct the city on the directory', ''],
      [recommendationLabels.externalContent, 'Correct the founding year', ''],
    ]);
  });
});
