// A client built from the OpenAPI document alone: `npm run openapi:client` generates the document's
// types with openapi-typescript into .tmp/openapi/api.ts and compiles this file against them (it is
// never run), so a document a typed client cannot use (untyped replies, loose paths) fails `npm test`.
import createClient from 'openapi-fetch';
import type { paths } from '../../.tmp/openapi/api.ts';

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });
const brand = '00000000-0000-4000-8000-000000000000';

// Sign in, run a report of one brand and read its status: paths, parameters and replies are typed.
const session = await api.POST('/api/auth/login/', {
  body: { email: 'ana@example.com', password: 'secret' },
});
if (session.error) throw new Error(session.error.message);
const headers = { authorization: `Bearer ${session.data.token}` };
const run = await api.POST('/api/projects/{id}/run/', { params: { path: { id: brand } }, headers });
if (run.error) throw new Error(run.error.code);
const started: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' = run.data.execution.status;
const status = await api.GET('/api/projects/{id}/execution-status/', {
  params: { path: { id: brand } },
  headers,
});
console.log(started, status.data?.executions.length);

// @ts-expect-error: no such path in the document
await api.GET('/api/no-such-path/');
// @ts-expect-error: the brand id is a required path parameter
await api.GET('/api/projects/{id}/', {});
