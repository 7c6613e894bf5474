// The rights of access and erasure: an account's export holds every row deletion removes (checked
// table by table against the schema), deletion leaves no row that names the user, and both need the
// person at a browser.

import { apiKeyPaths, authMessages, type Session } from '@sightline/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ASANA, HUBSPOT } from '../src/seed/data.ts';
import {
  bearer,
  createBrand,
  harnessForFile,
  multipart,
  PNG,
  register,
  runReportsDaysAgo,
  signIn,
  storedMedia,
} from './harness.ts';
import { collaborate } from './sharing-support.ts';

const h = await harnessForFile();

type Tables = Record<string, Record<string, unknown>[]>;

const exportOf = async (session: Session, format = 'json') =>
  h.app.inject({
    method: 'GET',
    url: `/api/auth/account/export/?format=${format}`,
    headers: bearer(session),
  });

const deleteAccount = (session: { token: string }, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/account/delete/',
    headers: bearer(session),
    payload: { password },
  });

/** Rows per table of the application's schema. */
const counts = async () => {
  const { rows } = await h.ctx.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const result = new Map<string, number>();
  for (const { table_name } of rows) {
    const { rows: n } = await h.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`);
    result.set(table_name, n[0].n);
  }
  return result;
};

/** An account with brands, answers and figures, a picture, an API key, and a brand shared with another user. */
const richAccount = async () => {
  const owner = await register(h);
  const other = await register(h);
  const brand = await createBrand(h, owner.session, ASANA);
  await createBrand(h, other.session, HUBSPOT);
  const start = h.clock.now().getTime();
  let session = await runReportsDaysAgo(h, owner.session, brand.uuid, [3, 1]);
  // Back to now: captchas and sessions of the next accounts are checked against the real time.
  h.clock.advance(start - h.clock.now().getTime());
  session = await signIn(h, owner.email);
  await collaborate(h, session, brand.uuid, other, 'VIEW');
  const key = await h.app.inject({
    method: 'POST',
    url: `/api${apiKeyPaths.create}`,
    headers: bearer(session),
    payload: { name: 'laptop', scope: 'read' },
  });
  expect(key.statusCode).toBe(201);
  await h.drainJobs();
  return { owner: { ...owner, session }, other, brand, apiKey: key.json().secret as string };
};

describe('the account export', () => {
  it('holds every row of the account in JSON, without credentials, and the same as CSV files', async () => {
    const { owner, brand } = await richAccount();
    const res = await exportOf(owner.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sightline-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { tables } = res.json() as { tables: Tables };
    expect(tables.users).toHaveLength(1);
    expect(tables.users[0]).toMatchObject({ email: owner.email });
    expect(tables.users[0]).not.toHaveProperty('password_hash');
    expect(tables.projects.map((p) => p.uuid)).toEqual([brand.uuid]);
    for (const table of [
      'prompts',
      'report_executions',
      'answers',
      'metrics_daily',
      'api_keys',
      'project_shares',
    ])
      expect(tables[table]?.length, table).toBeGreaterThan(0);
    expect(Object.keys(tables.api_keys[0]).some((c) => /hash|secret|token/.test(c))).toBe(false);
    // Nothing of the other user's own brand.
    expect(JSON.stringify(tables)).not.toContain(HUBSPOT.entity_name);

    const zip = await exportOf(owner.session, 'csv');
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      Object.keys(tables)
        .map((t) => `${t}.csv`)
        .sort(),
    );
    const projectsCsv = strFromU8(files['projects.csv']);
    expect(projectsCsv.split('\r\n')[0]).toContain('uuid');
    expect(projectsCsv).toContain(brand.uuid);
  });

  it('refuses an API key and an unknown format', async () => {
    const { owner, apiKey } = await richAccount();
    expect((await exportOf({ token: apiKey } as Session)).statusCode).toBe(403);
    const bad = await exportOf(owner.session, 'xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(authMessages.exportFormatInvalid);
  });
});

describe('deleting an account', () => {
  it('needs the password and a browser session; a wrong one deletes nothing', async () => {
    const { owner, apiKey } = await richAccount();
    const wrong = await deleteAccount(owner.session, 'Not-the-password1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: [authMessages.passwordWrong] });
    expect((await deleteAccount({ token: apiKey }, owner.password)).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(owner.session) }))
        .statusCode,
    ).toBe(200);
  });

  it('removes exactly what the export held, leaves no row naming the user, and ends the sessions', async () => {
    const { owner, other, brand } = await richAccount();
    // A picture, to see the upload removed with the account.
    const form = multipart(
      { name: 'Ada' },
      { field: 'profile_picture', name: 'a.png', data: PNG, type: 'image/png' },
    );
    const picture = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update/',
      headers: { ...bearer(owner.session), ...form.headers },
      payload: form.payload,
    });
    expect(picture.statusCode, picture.body).toBe(200);
    expect(await storedMedia(h, 'avatars')).not.toHaveLength(0);
    const exported = (await exportOf(owner.session)).json().tables as Tables;
    const before = await counts();

    const res = await deleteAccount(owner.session, owner.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe(authMessages.accountDeleted);
    const after = await counts();

    // Every row deletion removed was in the export (rows kept with the author cleared, such as a
    // correction on someone else's brand, stay and are exported too).
    for (const [table, n] of before) {
      const removed = n - (after.get(table) ?? 0);
      expect(exported[table]?.length ?? 0, table).toBeGreaterThanOrEqual(removed);
    }
    // No row names the user: no reference to its id, no copy of its address.
    const { rows: references } = await h.ctx.db.query<{ table_name: string; column_name: string }>(
      `SELECT kcu.table_name, kcu.column_name
       FROM information_schema.referential_constraints rc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
       WHERE rc.constraint_schema = current_schema() AND ccu.table_name = 'users'`,
    );
    expect(references.length).toBeGreaterThan(10);
    for (const r of references) {
      const { rows } = await h.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${r.table_name}" WHERE "${r.column_name}" = $1`,
        [owner.session.user.id],
      );
      expect(rows[0].n, `${r.table_name}.${r.column_name}`).toBe(0);
    }
    const { rows: addressColumns } = await h.ctx.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type = 'text' AND (column_name LIKE '%email%' OR column_name = 'to_address')`,
    );
    for (const c of addressColumns) {
      const { rows } = await h.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE lower("${c.column_name}") = lower($1)`,
        [owner.email],
      );
      expect(rows[0].n, `${c.table_name}.${c.column_name}`).toBe(0);
    }
    expect(await storedMedia(h, 'avatars')).toHaveLength(0);
    // Signed out everywhere; the collaborator no longer sees the brand; the other account is whole.
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(owner.session) }))
        .statusCode,
    ).toBe(401);
    const shared = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${brand.uuid}/`,
      headers: bearer(other.session),
    });
    expect(shared.statusCode).toBe(404);
    expect((await signIn(h, other.email)).user.email).toBe(other.email);
  });
});
