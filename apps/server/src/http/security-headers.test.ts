import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiDocsPolicy, appPolicy } from './security-headers.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('app policy', () => {
  it('runs only our own scripts and is framed by nobody', () => {
    const d = directives(appPolicy({ images: [], widgets: [] }));
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    // Favicons come from our own server: no third party sees which sites a page shows.
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com']);
  });

  it('lets the captcha run its worker and a chosen picture show before upload', () => {
    const d = directives(appPolicy({ images: [], widgets: [] }));
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(d['img-src']).toContain('blob:');
  });

  it('adds the media host to images and widget hosts where widgets need them', () => {
    const d = directives(
      appPolicy({ images: ['https://cdn.example.com'], widgets: ['https://chat.example.net'] }),
    );
    expect(d['img-src']).toEqual(
      expect.arrayContaining(['https://cdn.example.com', 'https://chat.example.net']),
    );
    for (const name of ['script-src', 'connect-src']) {
      expect(d[name]).toEqual(["'self'", 'https://chat.example.net']);
    }
    // Frames: tutorial videos in YouTube's privacy-enhanced player, and the widgets.
    expect(d['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://chat.example.net',
    ]);
    expect(d['img-src']).toContain('https://i.ytimg.com');
  });
});

describe('API docs policy', () => {
  it('allows the inline scripts of the page by hash, nothing else inline', () => {
    const config = "\n  Scalar.createApiReference('#app', {})\n";
    const html = `<script src="js/scalar.js"></script><script type="text/javascript">${config}</script>`;
    const hash = createHash('sha256').update(config).digest('base64');
    expect(directives(apiDocsPolicy(html))['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
