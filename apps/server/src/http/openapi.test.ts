import { describe, expect, it } from 'vitest';
import { collapseRepeatedAnyOf } from './openapi.ts';

describe('the OpenAPI document transform', () => {
  it('says a tuple of identical members once', () => {
    const tuple = { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'number' }] } };
    expect(collapseRepeatedAnyOf(tuple)).toEqual({ type: 'array', items: { type: 'number' } });
  });

  it('names the type of a nullable union whose members share it, and leaves mixed ones alone', () => {
    const union = { nullable: true, oneOf: [{ type: 'object' }, { type: 'object' }] };
    expect(collapseRepeatedAnyOf({ properties: { content: union } })).toEqual({
      properties: { content: { type: 'object', ...union } },
    });
    const mixed = { nullable: true, oneOf: [{ type: 'object' }, { type: 'string' }] };
    expect(collapseRepeatedAnyOf(mixed)).toEqual(mixed);
  });
});
