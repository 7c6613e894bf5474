// Who signs up and which brands they track, in one place: the test harness, the end-to-end specs,
// the benchmarks and `npm run seed:demo` build their users and brands from these shapes. Pure (no
// I/O), so the specs, which seed a separate server over HTTP, import it too.
import { randomBytes } from 'node:crypto';
import { ENGINES_READING_A, type ProjectFormInput, type RegisterRequest } from '@sightline/contracts';

/** A password that meets every rule (8+ characters, uppercase, number, special character). */
export const STRONG_PASSWORD = 'Str0ng!Pass';

export interface Identity {
  name: string;
  email: string;
  password: string;
  company: string;
}

/** A fresh, unique identity: tests never share users, so they run in parallel and in any order. */
export const newIdentity = (label = 'ada'): Identity => ({
  name: 'Ada Lovelace',
  email: `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`,
  password: STRONG_PASSWORD,
  company: 'Analytical Engines',
});

/** The registration body of an identity, less the captcha the caller solves. */
export const registrationOf = (user: Identity): Omit<RegisterRequest, 'captcha_token'> => ({
  name: user.name,
  email: user.email,
  password: user.password,
  company_info: { name: user.company, role: 'seo_specialist', referral: 'linkedin' },
  seo_info: { objectives: ['track_presence'], current_position: 'growing', additional_info: '' },
});

export type BrandForm = ProjectFormInput;

/**
 * The brand form as the wizard posts it (multipart): lists JSON-encoded, absent fields left out. Any
 * fields go, so tests can post what the wizard never would.
 */
export const brandFields = (form: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** `count` ranking prompts: `${stem} 1`, `${stem} 2`… */
export const numberedPrompts = (stem: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${stem} ${i + 1}`);

/** A brand known only by its name, with `prompts` ranking prompts on two engines. */
export const brandNamed = (name: string, prompts = 1): BrandForm => ({
  title: name,
  entity_name: name,
  location: 'Barcelona, Spain',
  domain: `${name.toLowerCase().replace(/\W+/g, '-')}.example`,
  ai_engines: ['chatgpt', 'gemini'],
  timezone: 'UTC',
  ranking_queries: numberedPrompts(`best ${name} option`, prompts),
  question_queries: [],
});

/** Project management software (the read-side route tests). */
export const ASANA = {
  entity_name: 'Asana',
  location: 'San Francisco',
  domain: 'asana.com',
  ai_engines: ['chatgpt', 'gemini', 'ai_overviews'],
  ranking_queries: ['best project management software', 'top task management apps for teams'],
  question_queries: [{ query_text: 'Where is Asana based?', expected_response: 'San Francisco' }],
} satisfies BrandForm;

/** A CRM on two engines (the re-analysis and roll-up tests). */
export const HUBSPOT = {
  entity_name: 'HubSpot',
  location: 'Boston, USA',
  domain: 'hubspot.com',
  ai_engines: ['chatgpt', 'perplexity'],
  ranking_queries: ['best CRM software for small businesses', 'top CRM tools for startups'],
  question_queries: [{ query_text: 'Where is HubSpot based?', expected_response: 'Boston, USA' }],
} satisfies BrandForm;

/** A scheduled CRM brand with six ranking prompts (two pages of five) and one accuracy prompt. */
export const ACME_CRM = {
  entity_name: 'Acme CRM',
  location: 'Madrid, Spain',
  domain: 'https://www.acme-crm.com/',
  ai_engines: ['chatgpt', 'claude', 'ai_overviews'],
  timezone: 'Europe/Madrid',
  scheduled_day: 'MON',
  scheduled_hour: '9',
  ranking_queries: [
    'best CRM for startups',
    'top CRM in Spain',
    'best CRM for small sales teams',
    'cheapest CRM with email automation',
    'CRM alternatives to Salesforce',
    'best CRM for real estate agents',
  ],
  question_queries: [
    { query_text: 'Where is Acme CRM based?', expected_response: 'Acme CRM is based in Madrid, Spain.' },
  ],
} satisfies BrandForm;

/** The demo account's brand: six engines, a weekly schedule, ranking and accuracy prompts. */
export const TASKFLOW = {
  title: 'Taskflow',
  description: 'Project management software for small teams',
  entity_name: 'Taskflow',
  entity_label: 'Taskflow',
  location: 'Barcelona, Spain',
  domain: 'taskflow.io',
  entity_website: 'https://taskflow.io',
  ai_engines: ['chatgpt', 'claude', 'gemini', 'perplexity', 'copilot', 'ai_overviews'],
  timezone: 'Europe/Madrid',
  scheduled_day: 'MON',
  scheduled_hour: 9,
  ranking_queries: [
    'best project management software for small teams',
    'top task management apps for startups',
    'project management tools with time tracking',
    'best alternatives to Trello',
  ],
  question_queries: [
    { query_text: 'Where is Taskflow based?', expected_response: 'Taskflow is based in Barcelona, Spain.' },
    {
      query_text: 'What does Taskflow do?',
      expected_response: 'Taskflow is project management software for small teams.',
    },
  ],
} satisfies BrandForm;

/** Taskflow as the benchmarks load it: on the eight engines of the spec's first reading, unscheduled. */
export const taskflowAtScale = (
  ranking_queries: string[],
  question_queries: { query_text: string; expected_response: string }[] = [],
) =>
  ({
    ...TASKFLOW,
    timezone: 'UTC',
    scheduled_day: undefined,
    scheduled_hour: undefined,
    ai_engines: [...ENGINES_READING_A],
    ranking_queries,
    question_queries,
  }) satisfies BrandForm;
