/** The Sonar answer style: short paragraphs with numbered source markers. */
export const SONAR_TEXT = [
  'The best CRM for a startup depends on whether you sell through a sales team or let the product sell itself [1][2].',
  '**HubSpot CRM** is the most common starting point: its free tier covers contacts, deals and email tracking, and it grows into paid hubs later [1][3].',
  '**Pipedrive** suits sales-led startups that want a visual pipeline; paid plans start at about $14 per user per month [4].',
  '**Attio** has become popular with product-led startups thanks to custom objects and fast email and calendar sync [2][5].',
  '**Zoho CRM** offers a free plan for up to three users and is the budget pick [3].',
].join('\n\n');

const results = [
  {
    title: 'The 8 best CRM software of 2026 | Zapier',
    url: 'https://zapier.com/blog/best-crm-app/',
    date: '2026-01-02',
    last_updated: '2026-01-04',
    snippet: 'HubSpot for a free CRM; Pipedrive for sales pipelines; Attio for a flexible CRM…',
  },
  {
    title: 'Best CRM for Startups in 2026 – Reddit r/startups',
    url: 'https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/',
    date: '2025-11-19',
    last_updated: '2025-12-01',
    snippet: 'We moved from HubSpot to Attio after our seed round…',
  },
  {
    title: 'Best CRM Software Of 2026 – Forbes Advisor',
    url: 'https://www.forbes.com/advisor/business/software/best-crm-small-business/',
    date: '2025-12-18',
    last_updated: '2025-12-18',
    snippet: 'Zoho CRM: best for budget-conscious teams…',
  },
  {
    title: 'Pricing plans | Pipedrive',
    url: 'https://www.pipedrive.com/en/pricing',
    date: null,
    last_updated: '2026-01-03',
    snippet: 'Essential $14 per seat/month billed annually…',
  },
  {
    title: 'Attio: The CRM for the AI era',
    url: 'https://attio.com/',
    date: null,
    last_updated: '2026-01-02',
    snippet: 'Attio is the AI-native CRM…',
  },
  {
    title: 'Salesforce Starter Suite',
    url: 'https://www.salesforce.com/small-business/starter/',
    date: null,
    last_updated: '2025-12-30',
    snippet: 'Everything a small business needs to sell, service and market…',
  },
];

/** POST /chat/completions on api.perplexity.ai, non-streaming. */
export const sonarResponse = {
  id: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  model: 'sonar-pro',
  created: 1767519000,
  object: 'chat.completion',
  usage: {
    prompt_tokens: 7,
    completion_tokens: 214,
    total_tokens: 221,
    search_context_size: 'low',
    citation_tokens: 4150,
    num_search_queries: 2,
    cost: { input_tokens_cost: 0, output_tokens_cost: 0.003, request_cost: 0.006, total_cost: 0.009 },
  },
  citations: results.map((r) => r.url),
  search_results: results,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: SONAR_TEXT } }],
};

export const sonarRateLimited = {
  error: { code: 429, message: 'Rate limit exceeded. Please try again later.', type: 'rate_limit_exceeded' },
};

export const sonarUnauthorized = {
  error: { code: 401, message: 'Invalid API key provided.', type: 'invalid_api_key' },
};
