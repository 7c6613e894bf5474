import { describe, expect, it } from 'vitest';
import { loginRedirectPath, postLoginTarget } from './guard.ts';

describe('route guard', () => {
  it('sends anonymous visitors to /login with the full wanted path', () => {
    const target = loginRedirectPath({ pathname: '/project-table/abc', search: '?tab=2&x=a b', hash: '#q' });
    expect(target).toBe('/login?redirect=%2Fproject-table%2Fabc%3Ftab%3D2%26x%3Da+b%23q');
    expect(new URLSearchParams(target.split('?')[1]).get('redirect')).toBe(
      '/project-table/abc?tab=2&x=a b#q',
    );
    expect(loginRedirectPath({ pathname: '/' })).toBe('/login');
  });

  it('goes back to a same-origin redirect after login', () => {
    expect(postLoginTarget('/project-table/abc?tab=2#q')).toBe('/project-table/abc?tab=2#q');
    expect(postLoginTarget('/keyword-explorer')).toBe('/keyword-explorer');
  });

  it('refuses redirects that leave the site or loop, falling back to /dashboard', () => {
    for (const bad of [
      null,
      '',
      'dashboard',
      '//evil.com/x',
      'https://evil.com',
      '/\\evil.com',
      '/login',
      '/register?x=1',
    ]) {
      expect(postLoginTarget(bad)).toBe('/dashboard');
    }
  });
});
