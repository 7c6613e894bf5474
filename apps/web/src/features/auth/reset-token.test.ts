import { describe, expect, it } from 'vitest';
import { isPlausibleResetToken } from './reset-token.ts';

describe('reset token rules', () => {
  it('needs at least 32 characters', () => {
    expect(isPlausibleResetToken(undefined)).toBe(false);
    expect(isPlausibleResetToken('a'.repeat(31))).toBe(false);
    expect(isPlausibleResetToken('a'.repeat(32))).toBe(true);
  });
});
