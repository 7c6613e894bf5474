import { describe, expect, it } from 'vitest';
import { isInvalidTokenDetail, isPlausibleResetToken } from './reset-token.ts';

describe('reset token rules', () => {
  it('needs at least 32 characters', () => {
    expect(isPlausibleResetToken(undefined)).toBe(false);
    expect(isPlausibleResetToken('a'.repeat(31))).toBe(false);
    expect(isPlausibleResetToken('a'.repeat(32))).toBe(true);
  });

  it('recognises an invalid or expired token reply', () => {
    expect(isInvalidTokenDetail('Invalid or expired token')).toBe(true);
    expect(isInvalidTokenDetail('Expired token')).toBe(true);
    expect(isInvalidTokenDetail('Password must be at least 8 characters')).toBe(false);
    expect(isInvalidTokenDetail(undefined)).toBe(false);
  });
});
