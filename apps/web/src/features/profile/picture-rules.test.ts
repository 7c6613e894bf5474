import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-rules.ts';

describe('profile picture rules', () => {
  it('refuses files of 2 MB or more and non-images', () => {
    expect(pictureProblem({ size: 2_097_152, type: 'image/png' })).toBe(
      'Profile picture must be less than 2MB.',
    );
    expect(pictureProblem({ size: 10, type: 'application/pdf' })).toMatch(/must be an image/);
    expect(pictureProblem({ size: 2_097_151, type: 'image/jpeg' })).toBeNull();
  });
});
