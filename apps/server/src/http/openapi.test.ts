import { describe, expect, it } from 'vitest';
import { fitOpenApi30 } from './openapi.ts';

describe('the OpenAPI document transform', () => {
  it('says a tuple of identical members once', () => {
    const tuple = { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'number' }] } };
    expect(fitOpenApi30(tuple)).toEqual({ type: 'array', items: { type: 'number' } });
  });

  it('names the type of a nullable union whose members share it, and leaves mixed ones alone', () => {
    const union = { nullable: true, oneOf: [{ type: 'object' }, { type: 'object' }] };
    expect(fitOpenApi30({ properties: { content: union } })).toEqual({
      properties: { content: { type: 'object', ...union } },
    });
    const mixed = { nullable: true, oneOf: [{ type: 'object' }, { type: 'string' }] };
    expect(fitOpenApi30(mixed)).toEqual(mixed);
  });

  it('lets a nullable enum take null, once', () => {
    const scheduled = { type: 'string', enum: ['MON', 'TUE'], nullable: true };
    expect(fitOpenApi30(scheduled)).toEqual({ ...scheduled, enum: ['MON', 'TUE', null] });
    expect(fitOpenApi30({ ...scheduled, enum: ['MON', null] }).enum).toEqual(['MON', null]);
    const required = { type: 'string', enum: ['MON'] };
    expect(fitOpenApi30(required)).toEqual(required);
  });
});
