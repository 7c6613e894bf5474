// The server writes mail as .eml files into $E2E_DATA_DIR/mail/ when no SMTP server is configured
// (playwright.config.ts sets that directory). These helpers wait for a user's newest message and
// parse it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

export interface Mail {
  file: string;
  subject: string;
  text: string;
  /** Every http(s) URL found in the text part, in order. */
  links: string[];
}

const mailDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'mail');
};

// File names are `${Date.now()}-${random}-${recipient}.eml` (see apps/server/src/mail/transport.ts).
const filesFor = async (email: string): Promise<string[]> => {
  let names: string[];
  try {
    names = await readdir(mailDir());
  } catch {
    return [];
  }
  const suffix = `-${email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`;
  return names
    .filter((name) => name.endsWith(suffix))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
};

const parse = async (file: string): Promise<Mail> => {
  const parsed = await simpleParser(await readFile(path.join(mailDir(), file)));
  const text = parsed.text ?? '';
  return { file, subject: parsed.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] };
};

/**
 * Waits for the newest message to `email` whose subject matches, skipping messages already seen
 * (`except`, e.g. the file of an earlier reset mail), and returns it parsed.
 */
export const readMail = async (
  email: string,
  options: { subject?: RegExp; except?: readonly string[]; timeout?: number } = {},
): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await filesFor(email)).filter((file) => !options.except?.includes(file));
        for (const file of files.reverse()) {
          const mail = await parse(file);
          if (!options.subject || options.subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      {
        message: `mail to ${email} matching ${options.subject ?? 'anything'}`,
        timeout: options.timeout ?? 20_000,
      },
    )
    .toBe(true);
  return found!;
};

/** The first link of the mail whose path starts with `prefix` (e.g. '/reset-password/'). */
export const linkTo = (mail: Mail, prefix: string): URL => {
  const url = mail.links.map((link) => new URL(link)).find((link) => link.pathname.startsWith(prefix));
  if (!url) throw new Error(`no ${prefix} link in "${mail.subject}":\n${mail.text}`);
  return url;
};
