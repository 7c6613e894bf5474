// Where mail goes: a real SMTP server when SMTP_URL is set, otherwise .eml files under the data dir
// (the link inside is logged, so a developer can follow it without a mail server).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string; location?: string }>;
}

export const smtpTransport = (smtpUrl: string): MailTransport => {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId };
    },
  };
};

export const mailDir = (dataDir: string) => path.join(dataDir, 'mail');

export const fileTransport = (dir: string): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The time orders the files; a random part keeps two mails to one address in one millisecond
      // apart (a registration sends two), and `wx` never writes over a file.
      const location = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}-${safeTo}.eml`);
      await writeFile(location, info.message as Buffer, { flag: 'wx' });
      return { messageId: info.messageId, location };
    },
  };
};
