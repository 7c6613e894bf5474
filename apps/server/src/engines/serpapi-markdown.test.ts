import { describe, expect, it } from 'vitest';
import { referenceCitations, renderTextBlocks } from './serpapi-markdown.ts';

describe('renderTextBlocks', () => {
  it('renders expandable sections, comparisons, code and row-object tables', () => {
    const text = renderTextBlocks([
      {
        type: 'expandable',
        title: 'Pricing',
        text_blocks: [{ type: 'paragraph', snippet: 'Most have a free tier.' }],
      },
      {
        type: 'comparison',
        product_labels: ['HubSpot', 'Pipedrive'],
        comparison: [{ feature: 'Free plan', values: ['Yes', 'No'] }],
      },
      { type: 'code_block', language: 'bash', code: 'npm i hubspot\n' },
      { type: 'table', table: [{ CRM: 'Attio', Price: '$29 | seat' }] },
      { type: 'list', title: 'Also consider', list: [{ snippet: 'Zoho CRM' }] },
      { type: 'paragraph', snippet: '  ' },
    ]);
    expect(text).toBe(
      [
        '**Pricing**\n\nMost have a free tier.',
        '|  | HubSpot | Pipedrive |\n| --- | --- | --- |\n| Free plan | Yes | No |',
        '```bash\nnpm i hubspot\n```',
        '| CRM | Price |\n| --- | --- |\n| Attio | $29 \\| seat |',
        '**Also consider**\n\n- Zoho CRM',
      ].join('\n\n'),
    );
  });
});

describe('referenceCitations', () => {
  it('treats every reference as cited when no block carries indexes', () => {
    expect(
      referenceCitations(
        [{ type: 'paragraph', snippet: 'x' }],
        [{ title: 'A', link: 'https://a.example/' }, { title: 'no link' }],
      ),
    ).toEqual([{ url: 'https://a.example/', title: 'A', kind: 'cited' }]);
  });

  it('uses positions when references have no index field', () => {
    const refs = [{ link: 'https://a.example/' }, { link: 'https://b.example/' }];
    expect(
      referenceCitations([{ type: 'paragraph', reference_indexes: [1] }], refs).map((c) => c.kind),
    ).toEqual(['retrieved', 'cited']);
  });
});
