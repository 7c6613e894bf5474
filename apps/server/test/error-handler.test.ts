// The error handler's last line of defence: input that PostgreSQL refuses is the caller's fault (400,
// logged), and errors fastify raises while routing keep the one error shape.
import { ApiErrorSchema, genericMessages, inputMessages } from '@sightline/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkErrors, registerErrorHandling } from '../src/http/error-handler.ts';
import { type Harness, openTestDatabase, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

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
        expect(ApiErrorSchema.parse(res.json()).message).toBe(genericMessages.invalidInput);
      }
      expect(logged.filter((l) => l.includes('input refused by the database'))).toHaveLength(4);
      const ok = await app.inject({ method: 'GET', url: '/echo/int/7' });
      expect(ok.json()).toEqual({ v: 7 });
    } finally {
      await app.close();
      await drop();
    }
  });

  it('refuses NUL in the unsubscribe code by its schema', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/unsubscribe/a%00b/confirm/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(inputMessages.nul);
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
    expect(ApiErrorSchema.parse(res.json()).message).toBe(genericMessages.requestTooLarge);
  });
});

describe('routing errors', () => {
  it('answers an over-long or undecodable path parameter in the error shape', async () => {
    const long = await h.app.inject({ method: 'GET', url: `/api/projects/${'x'.repeat(500)}/` });
    expect(long.statusCode).toBe(414);
    expect(ApiErrorSchema.parse(long.json()).message).toBe(genericMessages.badUrl);
    const app = Fastify({ frameworkErrors });
    app.get('/p/:id', async () => ({}));
    const bad = await app.inject({ method: 'GET', url: '/p/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(bad.json()).message).toBe(genericMessages.badUrl);
    await app.close();
  });
});
