// Seeds a user and a brand for the brand detail screen on a running server, and prints them as JSON.
//
//   node apps/web/scripts/project-detail-seed.mjs [--base=http://127.0.0.1:3220] [--run]
//
// With --run a report is started through the API and awaited (the sandbox engines finish in seconds).
import { acmeCrmBrand, apiClient, arg } from './lib.mjs';

const base = arg('base', 'http://127.0.0.1:3220');
const { register, createProject, runAndWait } = apiClient(base);

const user = await register('Grace Hopper');
const project = await createProject(user.token, acmeCrmBrand);

if (process.argv.includes('--run')) await runAndWait(user.token, project.uuid);

console.log(
  JSON.stringify({ email: user.email, password: user.password, token: user.token, uuid: project.uuid }),
);
