// Seeds a user with one brand and two finished reports, for looking at the Sources and Competitors
// tabs, the AI Share of Voice modal and the printable report against a running server.
//
//   node apps/web/scripts/seed-insights.mjs [--base=http://127.0.0.1:3230] [--out=/tmp/report-shots/seed.json]
//
// The sandbox engines answer in seconds; the script waits until each report has finished.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiClient } from './sightline-api.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((value) => value.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const base = arg('base', 'http://127.0.0.1:3230');
const out = arg('out', '/tmp/report-shots/seed.json');

const { call, register } = apiClient(base);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const user = await register('Ada Reports');
const { token } = user;

const form = new FormData();
form.set('entity_name', 'Acme CRM');
form.set('location', 'Madrid, Spain');
form.set('domain', 'https://www.acme-crm.com/');
form.set('ai_engines', JSON.stringify(['chatgpt', 'claude', 'gemini', 'perplexity']));
form.set('timezone', 'Europe/Madrid');
form.set('scheduled_day', 'MON');
form.set('scheduled_hour', '9');
form.set(
  'ranking_queries',
  JSON.stringify([
    'best CRM for startups',
    'top CRM software in Spain',
    'which CRM has the best email integration',
  ]),
);
form.set(
  'question_queries',
  JSON.stringify([
    { query_text: 'Where is Acme CRM based?', expected_response: 'Madrid, Spain' },
    {
      query_text: 'Does Acme CRM offer a free plan?',
      expected_response: 'Yes, a free plan for up to 3 users',
    },
  ]),
);
const project = await call('POST', '/projects/create/', { token, form });

const runAndWait = async () => {
  await call('POST', `/projects/${project.uuid}/run/`, { token });
  for (let i = 0; i < 120; i++) {
    await sleep(1000);
    const status = await call('GET', `/projects/${project.uuid}/execution-status/`, { token });
    if (!status.running) return status;
  }
  throw new Error('The report did not finish in two minutes');
};

await runAndWait();
const status = await runAndWait();
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
