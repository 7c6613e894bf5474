// What goes over the wire compressed (issue 26 point 14): the web build's files as the .br/.gz the
// build wrote beside them, chosen by Accept-Encoding and marked Vary; API JSON above 1 KB compressed
// on the fly, tiny replies (the ingest endpoints') left alone; and /robots.txt, a real file.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tutorialPaths } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Harness, register, startHarness } from './harness.ts';

const SCRIPT = `console.log(${JSON.stringify('sightline '.repeat(400))});`;
const PAGE = `<!doctype html><title>Sightline</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const ROBOTS = await readFile(path.join(import.meta.dirname, '../../web/public/robots.txt'), 'utf8');

let webDist = '';
let h: Harness;

/** A file of the build with the two variants the build writes beside it. */
const writeBuilt = async (file: string, text: string) => {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sightline-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeBuilt(path.join(webDist, 'index.html'), PAGE);
  await writeBuilt(path.join(webDist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  await writeFile(path.join(webDist, 'robots.txt'), ROBOTS);
  h = await startHarness({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await h?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers },
  });

describe('the web build', () => {
  it('sends the precompressed variant the browser accepts, brotli first', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses the app's page on client routes too", async () => {
    const res = await get('/dashboard', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('serves /robots.txt as a text file, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(ROBOTS);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).not.toContain('id="root"');
  });
});

describe('API replies', () => {
  it('compresses JSON above 1 KB for clients that accept it', async () => {
    const { session } = await register(h);
    const plain = await get(`/api${tutorialPaths.faqs}`, undefined, bearer(session));
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);

    const gz = await get(`/api${tutorialPaths.faqs}`, 'gzip', bearer(session));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const br = await get(`/api${tutorialPaths.faqs}`, 'gzip, br', bearer(session));
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small replies, such as the collect endpoint refusing a key, uncompressed', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/website-analysis/collect/',
      headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ key: 'sltk_unknown', events: [] }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => res.json()).not.toThrow();
  });
});
