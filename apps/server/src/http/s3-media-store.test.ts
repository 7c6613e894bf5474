// Signature Version 4 against AWS's published example: "GET Object" in "Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk" (Amazon S3 API Reference).
import { describe, expect, it } from 'vitest';
import { amzDateOf, encodeSegment, sha256Hex, signV4 } from './s3-media-store.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4', () => {
  const signed = signV4(
    {
      method: 'GET',
      path: '/test.txt',
      headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      date: new Date('2013-05-24T00:00:00Z'),
    },
    {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    },
  );

  it('builds the documented canonical request and string to sign', () => {
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
  });

  it('produces the documented signature and Authorization header', () => {
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
    expect(signed.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
  });

  it('formats dates and encodes path segments as SigV4 expects', () => {
    expect(amzDateOf(new Date('2024-02-29T13:05:09.123Z'))).toBe('20240229T130509Z');
    expect(encodeSegment("a b!'()*~._-")).toBe('a%20b%21%27%28%29%2A~._-');
  });
});
