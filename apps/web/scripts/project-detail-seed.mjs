// Seeds a user and a brand for the brand detail screen on a running server, and prints them as JSON.
//
//   node apps/web/scripts/project-detail-seed.mjs [--base=http://127.0.0.1:3220] [--run]
//
// With --run a report is started through the API and awaited (the sandbox engines finish in seconds).
import { apiClient } from './sightline-api.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((value) => value.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const base = arg('base', 'http://127.0.0.1:3220');
const { call, register } = apiClient(base);

const user = await register('Grace Hopper');
const form = new FormData();
const fields = {
  entity_name: 'Acme CRM',
  location: 'Madrid, Spain',
  domain: 'https://www.acme-crm.com/',
  ai_engines: ['chatgpt', 'claude', 'ai_overviews', 'perplexity'],
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
    {
      query_text: 'Does Acme CRM offer a free plan?',
      expected_response: 'Yes, a free plan for up to 3 users.',
    },
  ],
};
for (const [key, value] of Object.entries(fields))
  form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
const project = await call('POST', '/projects/create/', { token: user.token, form });

if (process.argv.includes('--run')) {
  await call('POST', `/projects/${project.uuid}/run/`, { token: user.token });
  for (let i = 0; i < 120; i += 1) {
    const status = await call('GET', `/projects/${project.uuid}/execution-status/`, { token: user.token });
    if (!status.running) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

console.log(
  JSON.stringify({ email: user.email, password: user.password, token: user.token, uuid: project.uuid }),
);
