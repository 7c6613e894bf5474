import { CRM_ANSWER, span } from './crm-answer.ts';

/** Where each grounding redirect leads; the last one is left unresolvable on purpose. */
export const GEMINI_REDIRECTS: Record<string, string> = {
  AUZIYQHm1: 'https://www.hubspot.com/products/crm',
  AUZIYQGx2: 'https://www.pipedrive.com/en/pricing',
  AUZIYQEk3: 'https://zapier.com/blog/best-crm-app/',
};

const hubspot = span(CRM_ANSWER, 'The free tier covers contacts, deals and email tracking');
const pipedrive = span(CRM_ANSWER, 'plans start around $14 per user per month');

/**
 * POST /v1beta/models/{model}:generateContent with the google_search tool. Grounding chunks
 * link through vertexaisearch redirects and carry the publisher's domain as their title.
 */
export function geminiResponse(redirectBase: string) {
  const chunk = (id: string, title: string) => ({
    web: { uri: `${redirectBase}/grounding-api-redirect/${id}`, title },
  });
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: CRM_ANSWER }] },
        finishReason: 'STOP',
        index: 0,
        groundingMetadata: {
          webSearchQueries: ['best CRM for startups', 'HubSpot free CRM limits 2026'],
          searchEntryPoint: { renderedContent: '<style>.container{}</style><div class="container">…</div>' },
          groundingChunks: [
            chunk('AUZIYQHm1', 'hubspot.com'),
            chunk('AUZIYQGx2', 'pipedrive.com'),
            chunk('AUZIYQEk3', 'zapier.com'),
            chunk('AUZIYQZz4', 'techradar.com'),
          ],
          groundingSupports: [
            {
              segment: { startIndex: hubspot[0], endIndex: hubspot[1], text: CRM_ANSWER.slice(...hubspot) },
              groundingChunkIndices: [0, 2],
              confidenceScores: [0.93, 0.71],
            },
            {
              segment: {
                startIndex: pipedrive[0],
                endIndex: pipedrive[1],
                text: CRM_ANSWER.slice(...pipedrive),
              },
              groundingChunkIndices: [1],
              confidenceScores: [0.88],
            },
          ],
          retrievalMetadata: {},
        },
      },
    ],
    usageMetadata: {
      promptTokenCount: 12,
      candidatesTokenCount: 389,
      totalTokenCount: 401,
      toolUsePromptTokenCount: 1104,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 12 }],
    },
    modelVersion: 'gemini-3.8-flash',
    responseId: 'mJxkaPb3LIGqz7IP2q2p8Ak',
  };
}

export const geminiRateLimited = {
  error: {
    code: 429,
    message: 'Resource has been exhausted (e.g. check quota).',
    status: 'RESOURCE_EXHAUSTED',
  },
};

export const geminiUnauthorized = {
  error: {
    code: 401,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'UNAUTHENTICATED',
  },
};
