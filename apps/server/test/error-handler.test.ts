// The error handler's last line of defence: input that PostgreSQL refuses is the caller's fault (400,
// logged), and errors fastify raises while routing keep the one error shape.
import { API_ERROR_CODES, ApiErrorSchema, genericMessages, inputMessages } from '@sightline/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { frameworkErrors, registerErrorHandling } from '../src/http/error-handler.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../src/lib/http-error.ts';
import { harnessForFile, openTestDatabase } from './harness.ts';

const h = await harnessForFile();

describe('database errors caused by input', () => {
  it('answers 400, not 500, when a value reaches SQL that the database cannot take', async () => {
    const { db, drop } = await openTestDatabase();
    const logged: string[] = [];
    const app = Fastify({
      loggerInstance: pino(
        { level: 'warn' },
        { write: (line: string) => logged.push(line) },
      ) as FastifyBaseLogger,
    });
    registerErrorHandling(app);
    app.get('/echo/:type/:value', async (req) => {
      const { type, value } = req.params as { type: string; value: string };
      const sql = { int: 'SELECT $1::int AS v', uuid: 'SELECT $1::uuid AS v', text: 'SELECT $1::text AS v' };
      return (await db.query(sql[type as keyof typeof sql], [value])).rows[0];
    });
    try {
      for (const [type, value] of [
        ['int', '2147483648'],
        ['int', 'abc'],
        ['uuid', 'not-a-uuid'],
        ['text', 'a\u0000b'],
      ]) {
        const res = await app.inject({ method: 'GET', url: `/echo/${type}/${encodeURIComponent(value)}` });
        expect(res.statusCode, `${type} ${value}`).toBe(400);
        expect(ApiErrorSchema.parse(res.json())).toMatchObject({
          code: 'invalid_input',
          message: genericMessages.invalidInput,
        });
      }
      expect(logged.filter((l) => l.includes('input refused by the database'))).toHaveLength(4);
      const ok = await app.inject({ method: 'GET', url: '/echo/int/7' });
      expect(ok.json()).toEqual({ v: 7 });
    } finally {
      await app.close();
      await drop();
    }
  });

  it('answers 409, not 500, when a write would repeat a unique key', async () => {
    const { db, drop } = await openTestDatabase();
    const app = Fastify();
    registerErrorHandling(app);
    await db.query('CREATE TABLE names (name text UNIQUE)');
    app.post('/names', async (req) => {
      await db.query('INSERT INTO names VALUES ($1)', [(req.body as { name: string }).name]);
      return { ok: true };
    });
    try {
      expect(
        (await app.inject({ method: 'POST', url: '/names', payload: { name: 'Acme' } })).statusCode,
      ).toBe(200);
      const again = await app.inject({ method: 'POST', url: '/names', payload: { name: 'Acme' } });
      expect(again.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(again.json())).toMatchObject({
        code: 'conflict',
        message: genericMessages.conflict,
      });
    } finally {
      await app.close();
      await drop();
    }
  });

  it('refuses ill-formed Unicode anywhere in a request, before any route reads it', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": "x\\ud800y"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: inputMessages.illFormed,
      errors: { password: [inputMessages.illFormed] },
    });
  });

  it('refuses NUL in the unsubscribe code by its schema', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/unsubscribe/a%00b/confirm/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: inputMessages.nul });
  });
});

describe('bodies over the limit', () => {
  it('says the request is too large, not that a file is, for a JSON body over 1 MB', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'payload_too_large',
      message: genericMessages.requestTooLarge,
    });
  });
});

describe('routing errors', () => {
  it('answers an over-long or undecodable path parameter in the error shape', async () => {
    const long = await h.app.inject({ method: 'GET', url: `/api/projects/${'x'.repeat(500)}/` });
    expect(long.statusCode).toBe(414);
    expect(ApiErrorSchema.parse(long.json())).toMatchObject({
      code: 'invalid_input',
      message: genericMessages.badUrl,
    });
    const app = Fastify({ frameworkErrors });
    app.get('/p/:id', async () => ({}));
    const bad = await app.inject({ method: 'GET', url: '/p/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json())).toMatchObject({
      code: 'invalid_input',
      message: genericMessages.badUrl,
    });
    await app.close();
  });

  it('answers an unknown API path with not_found', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'not_found',
      message: genericMessages.notFound,
    });
  });
});

describe('error codes', () => {
  it('gives each error the generic code of its status unless it names its own', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const thrown = {
      plain: badRequest('Plain'),
      fields: fieldError('name', 'Name is required'),
      gone: notFound('Gone'),
      clash: conflict('Clash'),
      gate: forbidden('Gate', 'trial_expired'),
      crash: new Error('boom'),
      teapot: Object.assign(new Error('short and stout'), { statusCode: 418 }),
    };
    app.get('/:case', async (req) => {
      throw thrown[(req.params as { case: keyof typeof thrown }).case];
    });
    try {
      const codeOf = async (name: string) => {
        const res = await app.inject({ method: 'GET', url: `/${name}` });
        return [res.statusCode, ApiErrorSchema.parse(res.json()).code];
      };
      expect(await codeOf('plain')).toEqual([400, 'bad_request']);
      expect(await codeOf('fields')).toEqual([400, 'validation_failed']);
      expect(await codeOf('gone')).toEqual([404, 'not_found']);
      expect(await codeOf('clash')).toEqual([409, 'conflict']);
      expect(await codeOf('gate')).toEqual([403, 'trial_expired']);
      expect(await codeOf('crash')).toEqual([500, 'internal_error']);
      expect(await codeOf('teapot')).toEqual([418, 'bad_request']);
    } finally {
      await app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the closed set of error codes', async () => {
    const doc = h.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const login = doc.paths['/api/auth/login/']?.post?.responses?.['401'] as {
      content: { 'application/json': { schema: { properties: { code: { enum: string[] } } } } };
    };
    expect(login.content['application/json'].schema.properties.code.enum).toEqual([...API_ERROR_CODES]);
  });
});
