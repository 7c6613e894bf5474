import { describe, expect, it } from 'vitest';
import { parseRegion } from './region.ts';

describe('parseRegion', () => {
  it('tells country codes from place names', () => {
    expect(parseRegion('us')).toEqual({ country: 'US' });
    expect(parseRegion(' GB ')).toEqual({ country: 'GB' });
    expect(parseRegion('Austin, Texas')).toEqual({ place: 'Austin, Texas' });
    expect(parseRegion(undefined)).toEqual({});
    expect(parseRegion('')).toEqual({});
  });
});
