// Uploaded images in S3-compatible storage, against a local server that speaks PutObject, GetObject and
// DeleteObject and checks every request's Signature Version 4 the way S3 does (recomputed with the known secret).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { genericMessages, ProjectSchema, type Session, UserSchema } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, type Harness, multipart, PNG, register, startHarness } from './harness.ts';

const ACCESS_KEY_ID = 'SIGHTLINETESTKEY';
const SECRET = 'test-secret/with+odd=chars-0123456789';
const REGION = 'eu-west-3';
const BUCKET = 'sightline-media';
const CACHE = 'public, max-age=31536000, immutable';

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: string;
}

interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** Every request with the status and S3 error code it got. */
  log: { method: string; url: string; status: number; code?: string }[];
  /** The secret the server checks signatures with; change it to play a rotated key. */
  secret: string;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

const startFakeS3 = async (): Promise<FakeS3> => {
  const fake: FakeS3 = {
    endpoint: '',
    objects: new Map(),
    log: [],
    secret: SECRET,
    close: async () => {},
  };

  const fail = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) => {
    fake.log.push({ method: req.method!, url: req.url!, status, code });
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
        `<Resource>${req.url}</Resource><RequestId>test</RequestId></Error>`,
    );
  };

  /** Null when the request is properly signed, else the S3 error to answer. */
  const authError = (req: IncomingMessage, body: Buffer): [number, string, string] | null => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return [403, 'AccessDenied', 'Access Denied'];
    const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
    if (keyId !== ACCESS_KEY_ID) return [403, 'InvalidAccessKeyId', 'The access key does not exist.'];
    if (region !== REGION) return [400, 'AuthorizationHeaderMalformed', `Expected region ${REGION}.`];
    const names = signedHeaders!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!names.includes(required)) return [403, 'AccessDenied', `${required} must be signed.`];
    }
    const amzDate = String(req.headers['x-amz-date']);
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) {
      return [403, 'AccessDenied', 'Bad x-amz-date.'];
    }
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256(body)) {
      return [400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match.'];
    }
    const [pathPart, query = ''] = req.url!.split('?');
    const canonical = [
      req.method,
      pathPart,
      query,
      ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${fake.secret}`, day!), region!), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(toSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
      return [
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      ];
    }
    return null;
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const denied = authError(req, body);
    if (denied) return fail(req, res, ...denied);
    const [, bucket, ...rest] = req.url!.split('?')[0]!.split('/');
    if (bucket !== BUCKET) return fail(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
    const key = rest.map(decodeURIComponent).join('/');
    if (req.method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      fake.objects.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: req.headers['cache-control'],
        etag,
        lastModified: new Date().toUTCString(),
      });
      fake.log.push({ method: 'PUT', url: req.url!, status: 200 });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = fake.objects.get(key);
      if (!object) return fail(req, res, 404, 'NoSuchKey', 'The specified key does not exist.');
      fake.log.push({ method: 'GET', url: req.url!, status: 200 });
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      return res.end(object.body);
    }
    if (req.method === 'DELETE') {
      // As S3: 204 whether or not the key existed.
      fake.objects.delete(key);
      fake.log.push({ method: 'DELETE', url: req.url!, status: 204 });
      res.writeHead(204);
      return res.end();
    }
    return fail(req, res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
};

const s3Env = (fake: FakeS3, extra: Record<string, string> = {}) => ({
  S3_ENDPOINT: fake.endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: REGION,
  S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: SECRET,
  ...extra,
});

const profileFields = { name: 'Ada King', company_name: 'Engines Ltd' };

const brandFields = {
  entity_name: 'Acme CRM',
  location: 'Madrid, Spain',
  domain: 'https://www.acme-crm.com/',
  ai_engines: JSON.stringify(['chatgpt']),
  timezone: 'Europe/Madrid',
  scheduled_day: 'MON',
  scheduled_hour: '9',
  ranking_queries: JSON.stringify(['best CRM for startups']),
  question_queries: JSON.stringify([]),
};

const upload = (
  h: Harness,
  session: Session,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  field: string,
) => {
  const form = multipart(fields, { field, name: 'image.png', data: PNG, type: 'image/png' });
  return h.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(session) },
  });
};

const keyOf = (mediaPath: string) => mediaPath.replace(/^\/media\//, '');

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake?.close();
});

describe('the verifying S3 server', () => {
  it('refuses unsigned and wrongly signed requests with S3 error XML', async () => {
    const unsigned = await fetch(`${fake.endpoint}/${BUCKET}/avatars/x.png`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');

    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const forged = await fetch(`${fake.endpoint}/${BUCKET}/avatars/x.png`, {
      headers: {
        'x-amz-date': `${day}T000000Z`,
        'x-amz-content-sha256': sha256(''),
        authorization: `AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/${day}/${REGION}/s3/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=${'0'.repeat(64)}`,
      },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });
});

describe('S3 media store, served by the app', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: s3Env(fake) });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores a profile picture in the bucket and serves it under /media/ with long caching', async () => {
    const { session } = await register(h);
    const logStart = fake.log.length;
    const res = await upload(
      h,
      session,
      'PUT',
      '/api/auth/profile/update/',
      profileFields,
      'profile_picture',
    );
    expect(res.statusCode).toBe(200);
    const user = UserSchema.parse(res.json());
    expect(user.profile_picture).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);

    const stored = fake.objects.get(keyOf(user.profile_picture!));
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.cacheControl).toBe(CACHE);
    expect(existsSync(path.join(h.dataDir, 'media', 'avatars'))).toBe(false);

    const file = await h.app.inject({ method: 'GET', url: user.profile_picture! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe(CACHE);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers.etag).toBe(stored!.etag);
    // Every call reached the store signed and accepted.
    const calls = fake.log.slice(logStart);
    expect(calls.map((r) => [r.method, r.status])).toEqual([
      ['PUT', 200],
      ['GET', 200],
    ]);
  });

  it('stores a brand logo in the bucket', async () => {
    const { session } = await register(h);
    const res = await upload(h, session, 'POST', '/api/projects/create/', brandFields, 'entity_picture');
    expect(res.statusCode).toBe(201);
    const project = ProjectSchema.parse(res.json());
    expect(project.entity_picture).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.png$/);
    const stored = fake.objects.get(keyOf(project.entity_picture!));
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.contentType).toBe('image/png');

    const file = await h.app.inject({ method: 'GET', url: project.entity_picture! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['cache-control']).toBe(CACHE);
  });

  it('deletes, with a signed DeleteObject, the picture a new one replaces', async () => {
    const { session } = await register(h);
    const save = async () =>
      UserSchema.parse(
        (
          await upload(h, session, 'PUT', '/api/auth/profile/update/', profileFields, 'profile_picture')
        ).json(),
      ).profile_picture!;
    const first = await save();
    const logStart = fake.log.length;
    const second = await save();
    expect(fake.objects.has(keyOf(first))).toBe(false);
    expect(fake.objects.has(keyOf(second))).toBe(true);
    expect(fake.log.slice(logStart).map((r) => [r.method, r.status])).toEqual([
      ['PUT', 200],
      ['DELETE', 204],
    ]);
    expect(fake.log.at(-1)?.url).toBe(`/${BUCKET}/${keyOf(first)}`);
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it("deletes a deleted brand's logo, and the logo of a save that failed", async () => {
    const { session } = await register(h);
    const created = await upload(h, session, 'POST', '/api/projects/create/', brandFields, 'entity_picture');
    const project = ProjectSchema.parse(created.json());
    const objects = fake.objects.size;

    const noPrompts = { ...brandFields, ranking_queries: '[]', question_queries: '[]' };
    const failed = await upload(
      h,
      session,
      'PUT',
      `/api/projects/${project.uuid}/update/`,
      noPrompts,
      'entity_picture',
    );
    expect(failed.statusCode).toBe(400);
    expect(fake.log.slice(-2).map((r) => [r.method, r.status])).toEqual([
      ['PUT', 200],
      ['DELETE', 204],
    ]);
    expect(fake.objects.size).toBe(objects);
    expect(fake.objects.has(keyOf(project.entity_picture!))).toBe(true);

    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.uuid}/delete/`,
      headers: bearer(session),
    });
    expect(deleted.statusCode).toBe(200);
    expect(fake.objects.has(keyOf(project.entity_picture!))).toBe(false);
  });

  it('leaves addresses that are not its images alone', async () => {
    const before = fake.log.length;
    for (const address of [
      'https://elsewhere.example/a.png',
      '/media/other/x.png',
      '/media/avatars/../x.png',
    ]) {
      await h.ctx.media.remove(address);
    }
    expect(fake.log.length).toBe(before);
  });

  it('answers 404 for a missing object and for keys that are not media names', async () => {
    const missing = await h.app.inject({
      method: 'GET',
      url: '/media/logos/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(genericMessages.notFound);
    expect(fake.log.at(-1)).toMatchObject({ method: 'GET', status: 404, code: 'NoSuchKey' });

    const before = fake.log.length;
    for (const url of ['/media/other/secret.txt', '/media/avatars/..%2F..%2Fx.png', '/media/']) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(fake.log.length).toBe(before);
  });

  it('keeps the old picture and saves nothing when the store refuses the upload', async () => {
    const { session } = await register(h);
    const first = await upload(
      h,
      session,
      'PUT',
      '/api/auth/profile/update/',
      profileFields,
      'profile_picture',
    );
    const oldPicture = UserSchema.parse(first.json()).profile_picture;
    expect(oldPicture).toMatch(/^\/media\/avatars\//);
    const objects = fake.objects.size;
    const projects = await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(session) });

    fake.secret = 'a-rotated-secret-the-app-does-not-know';
    try {
      const res = await upload(
        h,
        session,
        'PUT',
        '/api/auth/profile/update/',
        { ...profileFields, name: 'Changed Name' },
        'profile_picture',
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(genericMessages.internal);
      expect(res.body).not.toContain('SignatureDoesNotMatch');
      expect(fake.log.at(-1)).toMatchObject({ method: 'PUT', status: 403, code: 'SignatureDoesNotMatch' });

      const logo = await upload(h, session, 'POST', '/api/projects/create/', brandFields, 'entity_picture');
      expect(logo.statusCode).toBe(500);

      // The cause is plain for the log.
      await expect(h.ctx.media.save('logos', { buffer: PNG, ext: 'png', mime: 'image/png' })).rejects.toThrow(
        /S3 PutObject logos\/[0-9a-f-]+\.png failed: 403 SignatureDoesNotMatch/,
      );
      await expect(h.ctx.media.remove(oldPicture!)).rejects.toThrow(
        /S3 DeleteObject avatars\/[0-9a-f-]+\.png failed: 403 SignatureDoesNotMatch/,
      );
    } finally {
      fake.secret = SECRET;
    }

    expect(fake.objects.size).toBe(objects);
    const profile = await h.app.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(session),
    });
    expect(profile.json()).toMatchObject({ profile_picture: oldPicture, name: 'Ada King' });
    const after = await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(session) });
    expect(after.json()).toEqual(projects.json());
  });
});

describe('S3 media store with a public URL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: s3Env(fake, { S3_PUBLIC_URL: 'https://cdn.example.test/media/' }) });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('stores absolute URLs on the public base', async () => {
    const { session } = await register(h);
    const res = await upload(
      h,
      session,
      'PUT',
      '/api/auth/profile/update/',
      profileFields,
      'profile_picture',
    );
    expect(res.statusCode).toBe(200);
    const picture = UserSchema.parse(res.json()).profile_picture!;
    expect(picture).toMatch(/^https:\/\/cdn\.example\.test\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const key = picture.replace('https://cdn.example.test/media/', '');
    const stored = fake.objects.get(key);
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.cacheControl).toBe(CACHE);

    // Replaced: the absolute URL leads back to its key, which is deleted.
    await upload(h, session, 'PUT', '/api/auth/profile/update/', profileFields, 'profile_picture');
    expect(fake.objects.has(key)).toBe(false);
  });
});

describe('S3 configuration', () => {
  it('requires both keys with a bucket, and defaults the region', () => {
    expect(() => loadConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY_ID }, [])).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    const config = loadConfig(
      { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET },
      [],
    );
    expect(config.s3).toMatchObject({ region: 'us-east-1', endpoint: 'https://s3.us-east-1.amazonaws.com' });
    expect(loadConfig({}, []).s3).toBeUndefined();
  });
});
