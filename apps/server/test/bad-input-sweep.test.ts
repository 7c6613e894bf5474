// The bad-input sweep (cases in bad-input-cases.ts): every operation of the app's OpenAPI document gets
// hostile values in every position its schema declares. Every input declares a bound, no reply is a
// 5xx, and every error reply has the one error shape. How long each reply takes (a guard against
// unbounded work) is measured by `npm run bench:bad-input`, not asserted here.
import { ApiErrorSchema } from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { casesOf, prepareSweep, sendCase, unbounded } from './bad-input-cases.ts';
import { harnessForFile } from './harness.ts';
import type { operationsOf } from './openapi.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let ops: ReturnType<typeof operationsOf> = [];

beforeAll(async () => {
  ops = await prepareSweep(h);
}, 120_000);

describe('bad-input sweep over the OpenAPI document', () => {
  it('declares a bound for every input: text length, number maximum, list length', () => {
    const found = ops.flatMap(({ method, path, op }) => [
      ...(op.parameters ?? []).flatMap((p) => unbounded(p.schema, `${method} ${path} ${p.in} ${p.name}`)),
      ...Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
        unbounded(c.schema, `${method} ${path} body`),
      ),
    ]);
    expect(found).toEqual([]);
  });

  it('answers every hostile value with a 4xx in the error shape', async () => {
    const cases = ops.flatMap(({ method, path, op }) => casesOf(method, path, op));
    expect(ops.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await sendCase(c);
      const label = `${c.method} ${c.path} ${c.what}`;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400 && !ApiErrorSchema.safeParse(res.json()).success) {
        failures.push(`${label}: ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures, `${failures.length} of ${cases.length} cases`).toEqual([]);
  }, 120_000);
});
