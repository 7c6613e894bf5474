import { CRM_ANSWER, span } from './crm-answer.ts';

const hubspot = span(CRM_ANSWER, 'The free tier covers contacts, deals and email tracking');
const pipedrive = span(CRM_ANSWER, 'plans start around $14 per user per month');
const attio = span(CRM_ANSWER, 'custom objects and fast syncing with email and calendars');

/** POST /v1/responses with the web_search tool, non-streaming (Responses API response object). */
export const openaiResponse = {
  id: 'resp_0a6c1f9e4b7d2c3a0068f2b1c9d84e5f',
  object: 'response',
  created_at: 1767519000,
  status: 'completed',
  error: null,
  incomplete_details: null,
  instructions: null,
  model: 'gpt-6-astra-2026-03-05',
  output: [
    {
      id: 'ws_0a6c1f9e4b7d2c3a0068f2b1ca12d4',
      type: 'web_search_call',
      status: 'completed',
      action: {
        type: 'search',
        query: 'best CRM for startups 2026',
        sources: [
          { type: 'url', url: 'https://www.hubspot.com/products/crm' },
          { type: 'url', url: 'https://zapier.com/blog/best-crm-app/' },
          { type: 'url', url: 'https://www.g2.com/categories/crm' },
        ],
      },
    },
    {
      id: 'ws_0a6c1f9e4b7d2c3a0068f2b1cb77e0',
      type: 'web_search_call',
      status: 'completed',
      action: {
        type: 'search',
        query: 'Pipedrive vs Attio pricing startups',
        sources: [
          { type: 'url', url: 'https://www.pipedrive.com/en/pricing' },
          { type: 'url', url: 'https://attio.com/' },
          { type: 'url', url: 'https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/' },
        ],
      },
    },
    {
      id: 'msg_0a6c1f9e4b7d2c3a0068f2b1d0c3f8',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [
        {
          type: 'output_text',
          text: CRM_ANSWER,
          logprobs: [],
          annotations: [
            {
              type: 'url_citation',
              start_index: hubspot[0],
              end_index: hubspot[1],
              url: 'https://www.hubspot.com/products/crm?utm_source=openai',
              title: 'Free CRM Software & Tools for Your Whole Team | HubSpot',
            },
            {
              type: 'url_citation',
              start_index: pipedrive[0],
              end_index: pipedrive[1],
              url: 'https://www.pipedrive.com/en/pricing?utm_source=openai',
              title: 'Pricing plans | Pipedrive',
            },
            {
              type: 'url_citation',
              start_index: attio[0],
              end_index: attio[1],
              url: 'https://attio.com/?utm_source=openai',
              title: 'Attio: The CRM for the AI era',
            },
          ],
        },
      ],
    },
  ],
  parallel_tool_calls: true,
  store: true,
  temperature: 1,
  text: { format: { type: 'text' }, verbosity: 'medium' },
  tool_choice: 'auto',
  tools: [{ type: 'web_search', search_context_size: 'medium' }],
  top_p: 1,
  truncation: 'disabled',
  usage: {
    input_tokens: 10342,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 611,
    output_tokens_details: { reasoning_tokens: 192 },
    total_tokens: 10953,
  },
  user: null,
  metadata: {},
};

/** OpenAI's error envelope (rate limit; sent with retry-after). */
export const openaiRateLimited = {
  error: {
    message:
      'Rate limit reached for gpt-6-astra in organization org-abc on requests per min (RPM): Limit 500.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
};

export const openaiUnauthorized = {
  error: {
    message:
      'Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
};
