import { describe, expect, it } from 'vitest';
import {
  initialRegisterValues,
  type RegisterValues,
  registerStepErrors,
  stepOfField,
  toRegisterRequest,
} from './register-form.ts';

const complete: RegisterValues = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  password: 'Engine#1843',
  company_info: { name: 'Analytical Engines', role: 'consultant', referral: 'linkedin' },
  seo_info: { objectives: ['track_presence'], current_position: 'growing', additional_info: '' },
  captcha_token: 'payload',
  terms: true,
};

describe('registration steps', () => {
  it('blocks each step with the spec messages', () => {
    expect(registerStepErrors(0, initialRegisterValues)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(registerStepErrors(1, initialRegisterValues)).toEqual({
      'company_info.name': 'Company name is required',
      'company_info.role': 'Role is required',
      'company_info.referral': 'This field is required',
    });
    expect(registerStepErrors(2, initialRegisterValues)).toEqual({
      'seo_info.objectives': 'At least one objective is required',
      'seo_info.current_position': 'Current position is required',
      captcha_token: 'Please complete the security verification',
      terms: 'You must accept the terms and privacy policy to register',
    });
  });

  it('lets a complete step through, looking only at its own fields', () => {
    expect(
      registerStepErrors(0, {
        ...initialRegisterValues,
        ...complete,
        company_info: initialRegisterValues.company_info,
      }),
    ).toEqual({});
    for (const step of [0, 1, 2]) expect(registerStepErrors(step, complete)).toEqual({});
  });

  it('finds the step of a server field error', () => {
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('company_info.role')).toBe(1);
    expect(stepOfField('seo_info.objectives')).toBe(2);
    expect(stepOfField('something_else')).toBe(2);
  });

  it('builds the request without the terms box, email normalised', () => {
    const request = toRegisterRequest(complete);
    expect(request).not.toHaveProperty('terms');
    expect(request.email).toBe('ada@example.com');
    expect(request.company_info.role).toBe('consultant');
  });
});
