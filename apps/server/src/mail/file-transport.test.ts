import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTransport } from './transport.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'sightline-mail-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the .eml file transport', () => {
  it('keeps every mail to one address, however close together they are sent', async () => {
    const transport = fileTransport(dir);
    const mail = {
      from: 'app@sightline.test',
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => transport.send({ ...mail, subject: `Hello ${i}` })),
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(20);
    expect(files.every((f) => f.endsWith('-ada@example.com.eml'))).toBe(true);
  });
});
