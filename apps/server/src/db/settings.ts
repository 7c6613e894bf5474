// Settings kept in the database so that every process of a deployment shares them.
import { randomToken } from '../lib/crypto.ts';
import type { Queryable } from './database.ts';

/** The secret that signs access tokens and captcha challenges: APP_SECRET, else one generated once and stored. */
export const loadAppSecret = async (db: Queryable, fromEnv: string | undefined): Promise<string> => {
  if (fromEnv) return fromEnv;
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'app_secret',
    randomToken(48),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [
    'app_secret',
  ]);
  return rows[0].value;
};
