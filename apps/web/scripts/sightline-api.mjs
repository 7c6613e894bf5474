// Tiny API helpers for the manual brand scripts: register a user (solving the ALTCHA captcha in
// Node, like apps/server/test/harness.ts) and create brands straight through the API.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// altcha-lib is a dependency of the server workspace; resolve it from there.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const { solveChallenge } = await import(requireFromServer.resolve('altcha-lib'));
const { deriveKey } = await import(requireFromServer.resolve('altcha-lib/algorithms/sha'));

export const apiClient = (base) => {
  const call = async (method, path, { token, json, form } = {}) => {
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body;
    if (form) body = form;
    else if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(`${base}/api${path}`, { method, headers, body });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return data;
  };

  const register = async (name = 'Ada Lovelace') => {
    const challenge = await call('GET', '/auth/captcha/');
    const solution = await solveChallenge({ challenge, deriveKey });
    const email = `brands-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Str0ng!Pass';
    const session = await call('POST', '/auth/register/', {
      json: {
        name,
        email,
        password,
        company_info: { name: 'Analytical Engines', role: 'seo_specialist', referral: 'linkedin' },
        seo_info: { objectives: ['track_presence'], current_position: 'growing', additional_info: '' },
        captcha_token: btoa(JSON.stringify({ challenge, solution })),
      },
    });
    return { ...session, email, password };
  };

  const createBrand = (token, { name, domain, engines = ['chatgpt', 'gemini'], prompts = 1 }) => {
    const form = new FormData();
    form.set('title', name);
    form.set('entity_name', name);
    form.set('location', 'Barcelona, Spain');
    form.set('domain', domain);
    form.set('ai_engines', JSON.stringify(engines));
    form.set('timezone', 'Europe/Madrid');
    form.set(
      'ranking_queries',
      JSON.stringify(Array.from({ length: prompts }, (_, i) => `best ${name} alternative ${i + 1}`)),
    );
    form.set('question_queries', JSON.stringify([]));
    return call('POST', '/projects/create/', { token, form });
  };

  return { call, register, createBrand };
};
