import { isStrongPassword } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { newPasswordPairErrors, passwordRequirementStatus } from './password-rules.ts';

describe('password requirements list', () => {
  it('ticks each spec line and agrees with the contract rule', () => {
    expect(passwordRequirementStatus('abc').map((line) => line.met)).toEqual([false, false, false, false]);
    expect(passwordRequirementStatus('Abcdefg1!').every((line) => line.met)).toBe(true);
    for (const sample of [
      '',
      'short1A!',
      'longenough',
      'Longenough',
      'Longenough1',
      'Longenough1!',
      'ÜBER lang 9',
    ]) {
      const allMet = passwordRequirementStatus(sample).every((line) => line.met);
      expect(allMet).toBe(isStrongPassword(sample));
    }
  });
});

describe('new password pair', () => {
  it('checks presence and match with the given mismatch message', () => {
    expect(newPasswordPairErrors({ new_password: '', confirm_password: '' }, 'x')).toEqual({
      new_password: 'New password is required',
      confirm_password: 'Confirm password is required',
    });
    expect(
      newPasswordPairErrors({ new_password: 'a', confirm_password: 'b' }, 'Passwords do not match'),
    ).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(newPasswordPairErrors({ new_password: 'a', confirm_password: 'a' }, 'x')).toEqual({});
  });
});
