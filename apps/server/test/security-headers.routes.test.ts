// Every response carries the Content-Security-Policy: the app's own, or on the API reference page
// one that allows exactly that page's inline script.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: {
      WIDGET_HOSTS: 'https://chat.example.net, https://help.example.org/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/media',
    },
  });
});
afterAll(() => h.close());

describe('content security policy', () => {
  it('is on API replies, errors included, with the configured hosts', async () => {
    for (const url of ['/api/subscription/plans/', '/api/no-such-call/']) {
      const policy = String((await h.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self' https://chat.example.net https://help.example.org;");
      expect(policy).toContain('https://cdn.example.com');
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('lets the API reference page run its own inline script and no other', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
