// Mail goes through a real SMTP server (smtp-server) started here, and is read back with mailparser.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, register, solveCaptcha, startHarness } from '../../test/harness.ts';
import { smtpTransport } from './transport.ts';

const received: { to: string[]; raw: Buffer }[] = [];
let server: SMTPServer;
let port: number;
let h: Harness;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  h = await startHarness({ transport: smtpTransport(`smtp://127.0.0.1:${port}`) });
});

afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('delivers the password reset email with a working link, once', async () => {
    const { email } = await register(h);
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/request/',
      payload: { email, captcha_token: await solveCaptcha(h) },
    });
    await h.drainJobs();
    const delivered = received.filter((r) => r.to.includes(email));
    const parsed = await Promise.all(delivered.map((d) => simpleParser(d.raw)));
    const reset = parsed.filter((p) => p.subject === 'Reset your Sightline password');
    expect(reset).toHaveLength(1);
    expect(reset[0].from?.text).toContain('Sightline');
    const link = reset[0].text?.match(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{32,}/);
    expect(link).not.toBeNull();
    expect(reset[0].html).toContain(link![0]);

    // Running the send job again for a sent message does not send it twice.
    const { rows } = await h.ctx.db.query<{ id: number }>(
      `SELECT id FROM mail_messages WHERE to_address = $1 AND template = 'passwordReset'`,
      [email],
    );
    await h.ctx.mail.sendJob.handle({ mailId: rows[0].id });
    expect(received.filter((r) => r.to.includes(email))).toHaveLength(delivered.length);
  });
});
