import { describe, expect, it } from 'vitest';
import { createAiModeAdapter, createAiOverviewsAdapter, createCopilotAdapter } from './serpapi-adapters.ts';
import { adapterAgainst, itMapsHttpErrors, request } from './test-support/adapter-harness.ts';
import {
  aiOverviewByToken,
  bingCopilot,
  googleAiMode,
  googleWithOverview,
  googleWithoutOverview,
  googleWithPageToken,
  PAGE_TOKEN,
  serpApiErrors,
} from './test-support/serpapi-fixtures.ts';

describe('copilot adapter (SerpApi bing_copilot)', () => {
  it('renders the text blocks as markdown and the references as citations', async () => {
    const { adapter, server } = await adapterAgainst(createCopilotAdapter, 'copilot', () => ({
      json: bingCopilot,
    }));
    const answer = await adapter.ask(request('copilot'));

    expect(answer.status).toBe('answered');
    expect(answer).toMatchObject({ model: 'test-model', servedModel: null });
    expect(answer.text).toBe(
      [
        'Here are some of the most recommended CRMs for startups in 2026:',
        '### Top picks',
        [
          '- HubSpot CRM – free forever plan; easy to grow into marketing tools.',
          '- Pipedrive – simple, visual pipeline for small sales teams.',
          '- Attio – modern, flexible CRM loved by product-led startups.',
          '- Freshsales – AI lead scoring at a low price.',
        ].join('\n'),
        '| CRM | Starting price |\n| --- | --- |\n| HubSpot | Free |\n| Pipedrive | $14/user/mo |',
        'If you want, I can compare two of these side by side for your team size.',
      ].join('\n\n'),
    );
    expect(answer.citations.map((c) => [c.url, c.kind])).toEqual([
      ['https://zapier.com/blog/best-crm-app/', 'cited'],
      ['https://www.hubspot.com/products/crm', 'cited'],
      ['https://www.pipedrive.com/en/pricing', 'cited'],
      ['https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/', 'cited'],
    ]);
    const params = Object.fromEntries(server.requests[0].url.searchParams);
    expect(server.requests[0].url.pathname).toBe('/search.json');
    expect(params).toEqual({
      engine: 'bing_copilot',
      q: 'best CRM for startups',
      no_cache: 'true',
      api_key: 'test-key',
    });
  });

  itMapsHttpErrors(createCopilotAdapter, 'copilot', serpApiErrors);
});

describe('ai_overviews adapter (SerpApi google ai_overview)', () => {
  it('reads an inline AI Overview, localised by country', async () => {
    const { adapter, server } = await adapterAgainst(createAiOverviewsAdapter, 'ai_overviews', () => ({
      json: googleWithOverview,
    }));
    const answer = await adapter.ask(request('ai_overviews', { region: 'us' }));

    expect(answer.status).toBe('answered');
    expect(answer).toMatchObject({ model: 'test-model', servedModel: null });
    expect(answer.text).toContain('- **HubSpot CRM**: A free plan with contacts, deals and email tracking');
    expect(answer.text).toContain('### How to choose');
    expect(answer.text).toContain(
      '| CRM | Free plan | Best for |\n| --- | --- | --- |\n| HubSpot | Yes | All-round start |',
    );
    // Reference 3 (Reddit) is in the source panel but no block points at it.
    expect(answer.citations.map((c) => [c.url, c.kind])).toEqual([
      ['https://zapier.com/blog/best-crm-app/', 'cited'],
      ['https://www.hubspot.com/products/crm', 'cited'],
      ['https://www.pipedrive.com/en/pricing', 'cited'],
      ['https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/', 'retrieved'],
    ]);
    expect(Object.fromEntries(server.requests[0].url.searchParams)).toMatchObject({
      engine: 'google',
      q: 'best CRM for startups',
      gl: 'us',
    });
  });

  it('redeems a page_token with a second google_ai_overview request', async () => {
    const { adapter, server } = await adapterAgainst(createAiOverviewsAdapter, 'ai_overviews', (req) => ({
      json:
        req.url.searchParams.get('engine') === 'google_ai_overview' ? aiOverviewByToken : googleWithPageToken,
    }));
    const answer = await adapter.ask(request('ai_overviews'));

    expect(server.requests.map((r) => r.url.searchParams.get('engine'))).toEqual([
      'google',
      'google_ai_overview',
    ]);
    expect(server.requests[1].url.searchParams.get('page_token')).toBe(PAGE_TOKEN);
    expect(answer.status).toBe('answered');
    expect(answer.text).toBe(
      'For startups, HubSpot CRM and Pipedrive are the most frequently recommended options.\n\n' +
        '- HubSpot CRM: free to start.\n- Pipedrive: pipeline-first.',
    );
    expect(answer.citations.filter((c) => c.kind === 'cited').map((c) => c.url)).toEqual([
      'https://www.hubspot.com/products/crm',
      'https://www.pipedrive.com/en/pricing',
    ]);
  });

  it('returns no_answer when Google shows no AI Overview', async () => {
    const { adapter } = await adapterAgainst(createAiOverviewsAdapter, 'ai_overviews', () => ({
      json: googleWithoutOverview,
    }));
    const answer = await adapter.ask(request('ai_overviews', { prompt: 'attio crm login' }));
    expect(answer).toMatchObject({ status: 'no_answer', text: '', citations: [], simulated: false });
  });

  it('returns no_answer when Google returns no results at all', async () => {
    const { adapter } = await adapterAgainst(createAiOverviewsAdapter, 'ai_overviews', () => ({
      json: {
        search_metadata: { status: 'Success' },
        error: "Google hasn't returned any results for this query.",
      },
    }));
    expect((await adapter.ask(request('ai_overviews'))).status).toBe('no_answer');
  });

  itMapsHttpErrors(createAiOverviewsAdapter, 'ai_overviews', serpApiErrors);
});

describe('ai_mode adapter (SerpApi google_ai_mode)', () => {
  it('renders nested lists and keeps unreferenced sources as retrieved', async () => {
    const { adapter, server } = await adapterAgainst(createAiModeAdapter, 'ai_mode', () => ({
      json: googleAiMode,
    }));
    const answer = await adapter.ask(request('ai_mode', { region: 'Austin, Texas' }));

    expect(answer).toMatchObject({ model: 'test-model', servedModel: null });
    expect(answer.text).toContain(
      '- **HubSpot CRM**: Free core CRM; the common default.\n' +
        '- **Pipedrive**: Best for pipeline-driven sales teams.\n' +
        '  - Strong mobile app and automations.\n' +
        '- **Attio**: Flexible data model for product-led growth.',
    );
    expect(answer.citations.filter((c) => c.kind === 'retrieved').map((c) => c.url)).toEqual([
      'https://www.salesforce.com/small-business/starter/',
    ]);
    expect(server.requests[0].url.searchParams.get('location')).toBe('Austin, Texas');
  });

  itMapsHttpErrors(createAiModeAdapter, 'ai_mode', serpApiErrors);
});
