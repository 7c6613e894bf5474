import { CompanyInfoSchema, LoginRequestSchema } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors, serverFieldErrors } from './form-errors.ts';

describe('form errors', () => {
  it('maps contract messages to field paths, first issue per field', () => {
    expect(schemaErrors(LoginRequestSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(schemaErrors(LoginRequestSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('keeps nested paths dotted like Mantine form paths', () => {
    const errors = schemaErrors(
      CompanyInfoSchema.transform((v) => v),
      { name: ' ', role: '', referral: '' },
    );
    expect(errors).toMatchObject({ name: 'Company name is required', role: 'Role is required' });
  });

  it('reads the first server message of each field', () => {
    expect(serverFieldErrors({ email: ['taken', 'other'], name: [] })).toEqual({ email: 'taken' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
