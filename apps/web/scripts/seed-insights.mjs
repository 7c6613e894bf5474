// Seeds a user with one brand and two finished reports, for looking at the Sources and Competitors
// tabs, the AI Share of Voice modal and the printable report against a running server.
//
//   node apps/web/scripts/seed-insights.mjs [--base=http://127.0.0.1:3230] [--out=/tmp/report-shots/seed.json]
//
// The sandbox engines answer in seconds; the script waits until each report has finished.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiClient, arg } from './lib.mjs';

const base = arg('base', 'http://127.0.0.1:3230');
const out = arg('out', '/tmp/report-shots/seed.json');

const { register, createProject, runAndWait } = apiClient(base);

const user = await register('Ada Reports');
const { token } = user;

const project = await createProject(token, {
  entity_name: 'Acme CRM',
  location: 'Madrid, Spain',
  domain: 'https://www.acme-crm.com/',
  ai_engines: ['chatgpt', 'claude', 'gemini', 'perplexity'],
  timezone: 'Europe/Madrid',
  scheduled_day: 'MON',
  scheduled_hour: '9',
  ranking_queries: [
    'best CRM for startups',
    'top CRM software in Spain',
    'which CRM has the best email integration',
  ],
  question_queries: [
    { query_text: 'Where is Acme CRM based?', expected_response: 'Madrid, Spain' },
    {
      query_text: 'Does Acme CRM offer a free plan?',
      expected_response: 'Yes, a free plan for up to 3 users',
    },
  ],
});

await runAndWait(token, project.uuid, { required: true });
const status = await runAndWait(token, project.uuid, { required: true });
const executions = status.executions ?? [];

mkdirSync(path.dirname(out), { recursive: true });
const seed = {
  base,
  email: user.email,
  password: user.password,
  session: { token: user.token, refresh: user.refresh, user: user.user },
  project: project.uuid,
  executions: executions.map((e) => ({ id: e.id, uuid: e.uuid, executed_at: e.executed_at })),
};
writeFileSync(out, JSON.stringify(seed, null, 2));
console.log(JSON.stringify(seed, null, 2));
