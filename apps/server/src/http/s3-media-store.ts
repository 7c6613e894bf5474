// Uploaded images in S3-compatible object storage (AWS S3, MinIO, R2, ...): PutObject, GetObject and
// DeleteObject over fetch, signed with AWS Signature Version 4 (header auth, signed payload, path-style URLs).
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { filePaths } from '@sightline/contracts';
import type { S3Config } from '../config.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY, type MediaStore, mediaKeyOf, mediaMimeOf } from './uploads.ts';

const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (S3 paths are encoded once). */
export const encodeSegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20130524T000000Z */
export const amzDateOf = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface SigV4Input {
  method: string;
  /** The URI-encoded absolute path, e.g. `/bucket/avatars/x.png`. */
  path: string;
  /** The canonical query string; empty for none. */
  query?: string;
  /** Headers to sign, including host; x-amz-date and x-amz-content-sha256 are added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (the empty-string hash for none). */
  payloadHash: string;
  date: Date;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Result {
  /** Every signed header (lower-case names) plus authorization: what the request must carry. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
}

export const signV4 = (input: SigV4Input, creds: SigV4Credentials): SigV4Result => {
  const amzDate = amzDateOf(input.date);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers['x-amz-content-sha256'] = input.payloadHash;
  headers['x-amz-date'] = amzDate;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    input.query ?? '',
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, creds.region), creds.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  headers.authorization = `${ALGORITHM} Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signedHeaders, signature };
};

/** A refused or failed storage call; the message names the operation, status and S3 error code. */
class S3RequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(operation: string, key: string, status: number, code: string | undefined) {
    super(`S3 ${operation} ${key} failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3RequestError';
    this.status = status;
    this.code = code;
  }
}

const errorCodeOf = async (res: Response): Promise<string | undefined> => {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
};

export const createS3MediaStore = (
  config: S3Config,
  options: { now?: () => Date; timeoutMs?: number } = {},
): MediaStore => {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const creds: SigV4Credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  };

  const send = (
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ) => {
    const path = `${basePath}/${encodeSegment(config.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
    const { headers } = signV4(
      {
        method,
        path,
        headers: { host: endpoint.host, ...extra },
        payloadHash: sha256Hex(body ?? ''),
        date: now(),
      },
      creds,
    );
    // fetch derives Host from the URL (the same endpoint.host that was signed).
    const { host: _host, ...sent } = headers;
    return fetch(`${endpoint.origin}${path}`, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  return {
    root: null,
    async save(folder, image) {
      const key = `${folder}/${randomUUID()}.${image.ext}`;
      const res = await send('PUT', key, image.buffer, {
        'content-type': image.mime,
        // Kept with the object, so a CDN or public bucket serves it with the same caching as /media/.
        'cache-control': MEDIA_CACHE_CONTROL,
      });
      if (!res.ok) throw new S3RequestError('PutObject', key, res.status, await errorCodeOf(res));
      await res.body?.cancel();
      return config.publicUrl ? `${config.publicUrl}/${key}` : `${filePaths.media}${key}`;
    },
    async read(key) {
      if (!MEDIA_KEY.test(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw new S3RequestError('GetObject', key, res.status, await errorCodeOf(res));
      const body = Buffer.from(await res.arrayBuffer());
      const known = mediaMimeOf(key);
      return {
        body,
        contentType:
          known === 'application/octet-stream' ? (res.headers.get('content-type') ?? known) : known,
        etag: res.headers.get('etag') ?? undefined,
        lastModified: res.headers.get('last-modified') ?? undefined,
      };
    },
    async remove(stored) {
      const key = mediaKeyOf(stored, config.publicUrl);
      if (!key) return;
      const res = await send('DELETE', key);
      // S3 answers 204 whether or not the object existed; some compatible stores say 404.
      if (!res.ok && res.status !== 404) {
        throw new S3RequestError('DeleteObject', key, res.status, await errorCodeOf(res));
      }
      await res.body?.cancel();
    },
  };
};
