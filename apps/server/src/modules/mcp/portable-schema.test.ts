import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { portableSchema } from './portable-schema.ts';

const converted = (schema: z.ZodType) =>
  portableSchema(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
const field = (schema: z.ZodType) =>
  (converted(z.object({ f: schema })) as { properties: { f: unknown } }).properties.f;

describe('portableSchema', () => {
  it('writes a nullable object, enum, literal and tuple as a nullable type, keeping the field’s keywords', () => {
    expect(field(z.object({ a: z.string() }).nullable().describe('why'))).toEqual({
      type: ['object', 'null'],
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
      description: 'why',
    });
    expect(field(z.enum(['up', 'down']).nullable())).toEqual({
      type: ['string', 'null'],
      enum: ['up', 'down', null],
    });
    expect(field(z.literal('x').nullable())).toEqual({ type: ['string', 'null'], enum: ['x', null] });
    expect(field(z.tuple([z.number(), z.number()]).nullable())).toMatchObject({
      type: ['array', 'null'],
      minItems: 2,
      maxItems: 2,
    });
  });

  it('lets null through every branch of a nullable union, a discriminated one becoming anyOf', () => {
    const union = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a') }),
      z.object({ kind: z.literal('b'), n: z.number() }),
    ]);
    const schema = field(union.nullable()) as { anyOf: { type: unknown }[]; oneOf?: unknown };
    expect(schema.oneOf).toBeUndefined();
    expect(schema.anyOf.map((b) => b.type)).toEqual([
      ['object', 'null'],
      ['object', 'null'],
    ]);
  });

  it('leaves schemas without a nullable union as they are', () => {
    const schema = z.object({ a: z.union([z.string(), z.number().int()]), b: z.string().nullable() });
    expect(converted(schema)).toEqual(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }));
  });
});
