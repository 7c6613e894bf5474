import { CRM_INTRO, CRM_OUTRO } from './crm-answer.ts';

const ENC = 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y2MSDPb6hJ9F0T4kEs0a';

/** POST /v1/messages with the web_search_20250305 server tool, non-streaming (Messages API). */
export const anthropicMessage = {
  id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-5-5-20260301',
  content: [
    { type: 'text', text: "I'll search for current comparisons of CRMs for startups." },
    {
      type: 'server_tool_use',
      id: 'srvtoolu_01WYG3ziw53XMcoyKL4XcZmE',
      name: 'web_search',
      input: { query: 'best CRM for early-stage startups 2026' },
    },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_01WYG3ziw53XMcoyKL4XcZmE',
      content: [
        {
          type: 'web_search_result',
          url: 'https://zapier.com/blog/best-crm-app/',
          title: 'The 8 best CRM software of 2026 | Zapier',
          encrypted_content: ENC,
          page_age: 'January 2, 2026',
        },
        {
          type: 'web_search_result',
          url: 'https://www.hubspot.com/products/crm',
          title: 'Free CRM Software & Tools for Your Whole Team | HubSpot',
          encrypted_content: ENC,
          page_age: null,
        },
        {
          type: 'web_search_result',
          url: 'https://www.forbes.com/advisor/business/software/best-crm-small-business/',
          title: 'Best CRM Software Of 2026 – Forbes Advisor',
          encrypted_content: ENC,
          page_age: 'December 18, 2025',
        },
        {
          type: 'web_search_result',
          url: 'https://attio.com/',
          title: 'Attio: The CRM for the AI era',
          encrypted_content: ENC,
          page_age: null,
        },
      ],
    },
    { type: 'text', text: `${CRM_INTRO}\n\n` },
    { type: 'text', text: '- **HubSpot CRM**: ' },
    {
      type: 'text',
      text: 'a genuinely useful free tier with contacts, deals and email tracking',
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://www.hubspot.com/products/crm',
          title: 'Free CRM Software & Tools for Your Whole Team | HubSpot',
          encrypted_index: 'Eo8BCioIAhgBIiQyYjQ0OWJmZi1lNm',
          cited_text: 'Get started with free tools, or get more advanced features with premium. ',
        },
      ],
    },
    {
      type: 'text',
      text: '\n- **Pipedrive**: a visual sales pipeline that small sales teams adopt quickly\n',
    },
    { type: 'text', text: '- **Attio**: ' },
    {
      type: 'text',
      text: 'a flexible, data-model-first CRM favoured by product-led startups',
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://attio.com/',
          title: 'Attio: The CRM for the AI era',
          encrypted_index: 'Eo8BCioIAhgBIiQ5ZmE3YjQ1Zi1jYz',
          cited_text: 'Attio is the AI-native CRM that builds, scales and grows your company. ',
        },
        {
          type: 'web_search_result_location',
          url: 'https://zapier.com/blog/best-crm-app/',
          title: 'The 8 best CRM software of 2026 | Zapier',
          encrypted_index: 'Eo8BCioIAhgBIiRlMDY4NjU3Zi04ZT',
          cited_text: 'Attio for a flexible CRM that adapts to your data. ',
        },
      ],
    },
    { type: 'text', text: '\n- **Zoho CRM**: strong value, with a free plan for up to three users\n\n' },
    {
      type: 'text',
      text: `${CRM_OUTRO} Pricing and free-tier limits change often, so check each vendor's current plans before committing.`,
    },
  ],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: {
    input_tokens: 6214,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: 498,
    server_tool_use: { web_search_requests: 1 },
    service_tier: 'standard',
  },
};

export const anthropicRateLimited = {
  type: 'error',
  error: {
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your per-minute rate limit.',
  },
  request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy',
};

export const anthropicUnauthorized = {
  type: 'error',
  error: { type: 'authentication_error', message: 'invalid x-api-key' },
  request_id: 'req_011CSHoEeqs5C35K2UUqR7Fz',
};
