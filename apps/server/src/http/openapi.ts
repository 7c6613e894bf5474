// The OpenAPI document's frame: what it says besides the operations (those come from the routes'
// schemas). Every operation declares operationId, summary, tags and its 4xx replies
// (test/openapi-document.test.ts); the tags it may use are the ones listed here.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { API_KEY_PREFIX } from '@sightline/contracts';

const TAGS: Record<string, string> = {
  auth: 'Accounts, sessions, profile and password.',
  'api-keys': 'The caller’s API keys (from a signed-in browser only; a key cannot manage keys).',
  subscription: 'Plans, checkout, the billing portal, invoices and the payment provider’s events.',
  projects: 'Brands (projects): their settings, the brand list and the website analyzer.',
  sharing: 'Brand shares, team members and their invitations.',
  prompts: 'The ranking and accuracy prompts of a brand.',
  reports: 'Report executions, their progress and the printable report.',
  notifications: 'Unread notifications per brand and tab.',
  results: 'The Query Results, Sources, Competitors and share-of-voice tabs of a brand.',
  'ranking-dashboard': 'The screen of one ranking prompt.',
  'question-dashboard': 'The screen of one accuracy prompt.',
  tags: 'Tags on the prompts of a brand.',
  competitors: 'Known competitors and the brand’s own aliases.',
  'general-metrics': 'A brand’s metrics over a range.',
  'keyword-explorer': 'Keyword analyses: prompts written from keywords, with search volumes.',
  app: 'The web app’s run-time settings (booking page, chat widget).',
  tutorials: 'Tutorials and FAQs, with their categories and featured items.',
  services: 'Campaign services, their categories, requests and the caller’s own requests.',
  admin: 'Content management (tutorials, FAQs, services) for admins.',
  evidence: 'An answer with the spans of its reading, users’ corrections of readings, and their export.',
  'answer-imports': 'Answers captured in the engines’ own apps: import, and comparison with API answers.',
  webhooks:
    'Webhook endpoints of a brand (signed JSON, Slack or Discord), their delivery log, and email alerts.',
  'website-analysis':
    'Visits from AI sites and AI crawlers to a brand’s website: collection, tracking key, dashboard.',
  'ai-agent': 'The AI agent tab of a brand: LLMO feedback of an execution and the implemented changes.',
  recommendations: 'AI recommendations of a prompt or a brand: their runs, evidence, and measured effect.',
};

export const openApiDocument: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.0.3',
  info: {
    title: 'Sightline API',
    version: '1.0.0',
    description: 'Brand visibility in AI engines.',
    // The Terms and Conditions page (the web app's /terms) holds the licence of the service.
    license: { name: 'Sightline Terms and Conditions', url: '/terms' },
  },
  // Relative: the document describes the server it is read from. Paths keep their /api prefix, as
  // the product spec writes them.
  servers: [{ url: '/', description: 'This server' }],
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: `The access token (a JWT) of a sign-in, or an API key (${API_KEY_PREFIX}…) from the profile.`,
      },
    },
  },
  security: [{ bearer: [] }],
};

/**
 * What zod's OpenAPI 3.0 output needs to say exactly what the server sends:
 * - zod's tuples (an interval's `[low, high]`) become `anyOf` of the same schema twice in OpenAPI 3.0,
 *   which has no positional items; Redocly flags that as illogical. `anyOf` of identical schemas is
 *   that schema, so the document says it once.
 * - A nullable union (`oneOf` of objects, or null) comes out as `nullable` without the `type` OpenAPI
 *   3.0 wants beside it: when every member has the same type, it is named.
 * - A nullable enum lists its values without null, and `nullable` does not widen `enum` (OpenAPI
 *   3.0.3), so a strict validator refuses the null the server sends: null joins the values.
 */
export const fitOpenApi30 = <T>(node: T): T => {
  if (Array.isArray(node)) return node.map(fitOpenApi30) as T;
  if (typeof node !== 'object' || node === null) return node;
  const out = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, fitOpenApi30(value)]),
  ) as Record<string, unknown>;
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...out.enum, null];
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 1 && new Set(anyOf.map((s) => JSON.stringify(s))).size === 1) {
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...(anyOf[0] as object) } as T;
  }
  const members = (out.oneOf ?? out.anyOf) as { type?: unknown }[] | undefined;
  if (out.nullable === true && out.type === undefined && Array.isArray(members)) {
    const types = new Set(members.map((m) => m.type));
    if (types.size === 1 && typeof members[0]?.type === 'string')
      return { type: members[0].type, ...out } as T;
  }
  return out as T;
};
