// The built web app as the server serves it: fingerprinted assets, client routes answered with
// index.html, and source maps kept out of what is served unless SERVE_SOURCE_MAPS asks for them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let webDist = '';
let plain: Harness;
let withMaps: Harness;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sightline-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(webDist, 'assets', 'app-1a2b3c.js'),
    'console.log(1);\n//# sourceMappingURL=app-1a2b3c.js.map',
  );
  await writeFile(
    path.join(webDist, 'assets', 'app-1a2b3c.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  plain = await startHarness({ env: { WEB_DIST: webDist } });
  withMaps = await startHarness({ env: { WEB_DIST: webDist, SERVE_SOURCE_MAPS: 'true' } });
});
afterAll(async () => {
  await plain?.close();
  await withMaps?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('serves assets and client routes, and no source map by default', async () => {
    const script = await plain.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    const map = await plain.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(map.statusCode).not.toBe(200);
    expect(map.body).not.toContain('secret.ts');
    const route = await plain.app.inject({ method: 'GET', url: '/dashboard' });
    expect(route.body).toContain('id="root"');
  });

  it("answers well-known documents it does not have with a 404, not the app's page", async () => {
    // What MCP clients probe for OAuth discovery before they send a key.
    for (const url of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-authorization-server',
      '/.well-known/openid-configuration',
    ]) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.body, url).not.toContain('id="root"');
    }
  });

  it('serves source maps when configured', async () => {
    const map = await withMaps.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});
