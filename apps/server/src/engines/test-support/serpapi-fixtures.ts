/** SerpApi JSON as returned by /search.json for the three AI engines we read. */

const metadata = (engine: string) => ({
  id: '677c0d1e8a9b4c5d6e7f8091',
  status: 'Success',
  json_endpoint: 'https://serpapi.com/searches/5e4c3b2a19080706/677c0d1e8a9b4c5d6e7f8091.json',
  created_at: '2026-01-05 09:12:44 UTC',
  processed_at: '2026-01-05 09:12:44 UTC',
  total_time_taken: 4.37,
  engine_url: `https://serpapi.com/playground?engine=${engine}`,
});

const crmReferences = [
  {
    title: 'The 8 best CRM software of 2026',
    link: 'https://zapier.com/blog/best-crm-app/',
    snippet: 'HubSpot for a free CRM; Pipedrive for sales pipelines; Attio for a flexible CRM…',
    source: 'Zapier',
    index: 0,
  },
  {
    title: 'Free CRM Software & Tools for Your Whole Team',
    link: 'https://www.hubspot.com/products/crm',
    snippet: 'Get started with free tools, or get more advanced features with premium.',
    source: 'HubSpot',
    index: 1,
  },
  {
    title: 'Pricing plans | Pipedrive',
    link: 'https://www.pipedrive.com/en/pricing',
    snippet: 'Essential $14 per seat/month billed annually…',
    source: 'Pipedrive',
    index: 2,
  },
  {
    title: 'Which CRM do you use? : r/startups',
    link: 'https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/',
    snippet: 'We moved from HubSpot to Attio after our seed round…',
    source: 'Reddit · r/startups',
    index: 3,
  },
];

const organic = [
  {
    position: 1,
    title: 'The 8 best CRM software of 2026',
    link: 'https://zapier.com/blog/best-crm-app/',
    displayed_link: 'https://zapier.com › blog › best-crm-app',
    snippet: 'The best CRM software · HubSpot for a free CRM · Pipedrive for sales pipelines…',
    source: 'Zapier',
  },
];

/** engine=google, the AI Overview inline. */
export const googleWithOverview = {
  search_metadata: metadata('google'),
  search_parameters: {
    engine: 'google',
    q: 'best CRM for startups',
    google_domain: 'google.com',
    device: 'desktop',
  },
  search_information: { query_displayed: 'best CRM for startups', total_results: 412000000 },
  ai_overview: {
    text_blocks: [
      {
        type: 'paragraph',
        snippet:
          'The best CRM for a startup is usually one with a free or low-cost tier, quick setup and room to grow. Popular choices include:',
        snippet_highlighted_words: ['a free or low-cost tier, quick setup and room to grow'],
        reference_indexes: [0],
      },
      {
        type: 'list',
        list: [
          {
            title: 'HubSpot CRM:',
            snippet: 'A free plan with contacts, deals and email tracking that scales into paid hubs.',
            reference_indexes: [0, 1],
          },
          {
            title: 'Pipedrive:',
            snippet: 'A visual sales pipeline for sales-led teams, from about $14 per user per month.',
            reference_indexes: [2],
          },
          {
            title: 'Attio:',
            snippet: 'A flexible CRM with custom objects, popular with product-led startups.',
            reference_indexes: [0],
          },
          {
            title: 'Zoho CRM:',
            snippet: 'A budget pick with a free plan for up to three users.',
            reference_indexes: [0],
          },
        ],
      },
      { type: 'heading', snippet: 'How to choose' },
      {
        type: 'table',
        table: [
          ['CRM', 'Free plan', 'Best for'],
          ['HubSpot', 'Yes', 'All-round start'],
          ['Pipedrive', 'No (trial)', 'Sales pipelines'],
          ['Attio', 'Yes', 'Product-led teams'],
        ],
        reference_indexes: [0, 2],
      },
    ],
    references: crmReferences,
  },
  organic_results: organic,
};

export const PAGE_TOKEN = 'KIVu-nictZPdjpswEIVfxeIaEn5C0uQuVVdVW1Va7eaq2tpQ';

/** engine=google when Google lazy-loads the overview: only a token to redeem. */
export const googleWithPageToken = {
  search_metadata: metadata('google'),
  search_parameters: {
    engine: 'google',
    q: 'best CRM for startups',
    google_domain: 'google.com',
    device: 'desktop',
  },
  ai_overview: {
    page_token: PAGE_TOKEN,
    serpapi_link: `https://serpapi.com/search.json?engine=google_ai_overview&page_token=${PAGE_TOKEN}`,
  },
  organic_results: organic,
};

/** engine=google_ai_overview&page_token=… */
export const aiOverviewByToken = {
  search_metadata: metadata('google_ai_overview'),
  search_parameters: { engine: 'google_ai_overview', page_token: PAGE_TOKEN },
  ai_overview: {
    text_blocks: [
      {
        type: 'paragraph',
        snippet: 'For startups, HubSpot CRM and Pipedrive are the most frequently recommended options.',
        reference_indexes: [1, 2],
      },
      {
        type: 'list',
        list: [
          { snippet: 'HubSpot CRM: free to start.', reference_indexes: [1] },
          { snippet: 'Pipedrive: pipeline-first.', reference_indexes: [2] },
        ],
      },
    ],
    references: crmReferences,
  },
};

/** engine=google for a query Google shows no AI Overview for. */
export const googleWithoutOverview = {
  search_metadata: metadata('google'),
  search_parameters: {
    engine: 'google',
    q: 'attio crm login',
    google_domain: 'google.com',
    device: 'desktop',
  },
  search_information: { query_displayed: 'attio crm login', total_results: 1210000 },
  organic_results: [
    { position: 1, title: 'Log in | Attio', link: 'https://app.attio.com/login', source: 'Attio' },
  ],
};

/** engine=bing_copilot */
export const bingCopilot = {
  search_metadata: metadata('bing_copilot'),
  search_parameters: { engine: 'bing_copilot', q: 'best CRM for startups' },
  header: 'Best CRM for startups',
  text_blocks: [
    {
      type: 'paragraph',
      snippet: 'Here are some of the most recommended CRMs for startups in 2026:',
      reference_indexes: [0],
    },
    { type: 'heading', snippet: 'Top picks', level: 3 },
    {
      type: 'list',
      list: [
        {
          snippet: 'HubSpot CRM – free forever plan; easy to grow into marketing tools.',
          reference_indexes: [0, 1],
        },
        { snippet: 'Pipedrive – simple, visual pipeline for small sales teams.', reference_indexes: [2] },
        { snippet: 'Attio – modern, flexible CRM loved by product-led startups.', reference_indexes: [3] },
        { snippet: 'Freshsales – AI lead scoring at a low price.' },
      ],
    },
    {
      type: 'table',
      headers: ['CRM', 'Starting price'],
      table: [
        ['HubSpot', 'Free'],
        ['Pipedrive', '$14/user/mo'],
      ],
    },
    {
      type: 'paragraph',
      snippet: 'If you want, I can compare two of these side by side for your team size.',
    },
  ],
  references: crmReferences,
};

/** engine=google_ai_mode */
export const googleAiMode = {
  search_metadata: metadata('google_ai_mode'),
  search_parameters: { engine: 'google_ai_mode', q: 'best CRM for startups' },
  text_blocks: [
    {
      type: 'paragraph',
      snippet:
        'Startups typically choose between HubSpot, Pipedrive and Attio, depending on how they sell and how much customisation they need.',
      reference_indexes: [0, 3],
    },
    { type: 'heading', snippet: 'Top CRMs for startups' },
    {
      type: 'list',
      list: [
        { title: 'HubSpot CRM', snippet: 'Free core CRM; the common default.', reference_indexes: [1] },
        {
          title: 'Pipedrive',
          snippet: 'Best for pipeline-driven sales teams.',
          reference_indexes: [2],
          list: [{ snippet: 'Strong mobile app and automations.' }],
        },
        { title: 'Attio', snippet: 'Flexible data model for product-led growth.', reference_indexes: [3] },
      ],
    },
  ],
  references: [
    ...crmReferences,
    {
      title: 'Salesforce Starter Suite',
      link: 'https://www.salesforce.com/small-business/starter/',
      snippet: 'Everything a small business needs…',
      source: 'Salesforce',
      index: 4,
    },
  ],
};

export const serpApiErrors = {
  rateLimited: { error: 'Your account has run out of searches.' },
  unauthorized: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' },
};
