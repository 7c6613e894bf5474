// SQL for users and their profile.
import type { Queryable } from '../../db/database.ts';

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  password_hash: string;
  name: string;
  company_name: string;
  company_role: string;
  referral: string;
  industry: string;
  company_size: string;
  current_position: string;
  seo_objectives: string[];
  additional_info: string;
  profile_picture: string | null;
  view_tutorial: boolean;
  is_admin: boolean;
  unsubscribe_code: string;
  email_unsubscribed_at: Date | null;
  /** Null until the owner follows a link sent to the address (or an invitation's link). */
  email_verified_at: Date | null;
  created_at: Date;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  companyName: string;
  companyRole: string;
  referral: string;
  currentPosition: string;
  seoObjectives: string[];
  additionalInfo: string;
  unsubscribeCode: string;
}

export interface ProfileFields {
  name: string;
  company_name: string;
  industry: string;
  company_size: string;
  current_position: string;
  additional_info: string;
}

export const userRepo = {
  async insert(q: Queryable, u: NewUser): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>(
      `INSERT INTO users (email, password_hash, name, company_name, company_role, referral, current_position,
         seo_objectives, additional_info, unsubscribe_code, terms_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (email) DO NOTHING
       RETURNING *`,
      [
        u.email,
        u.passwordHash,
        u.name,
        u.companyName,
        u.companyRole,
        u.referral,
        u.currentPosition,
        u.seoObjectives,
        u.additionalInfo,
        u.unsubscribeCode,
      ],
    );
    return rows[0] ?? null;
  },

  async byEmail(q: Queryable, email: string): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
    return rows[0] ?? null;
  },

  async byId(q: Queryable, id: number): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async byUnsubscribeCode(q: Queryable, code: string): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE unsubscribe_code = $1', [code]);
    return rows[0] ?? null;
  },

  /**
   * Makes admins of the listed addresses their owners have confirmed (of one account, or of all);
   * an unconfirmed address is never enough, or whoever registered it first would be admin.
   */
  async grantListedAdmins(q: Queryable, emails: readonly string[], userId?: number) {
    if (emails.length === 0) return;
    await q.query(
      `UPDATE users SET is_admin = true, updated_at = now()
       WHERE NOT is_admin AND email_verified_at IS NOT NULL AND lower(email) = ANY($1::text[])
         AND ($2::bigint IS NULL OR id = $2)`,
      [emails, userId ?? null],
    );
  },

  /** The time of a sign-in: the account's last activity as the retention rules read it. */
  async touchLogin(q: Queryable, id: number, at: Date) {
    await q.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [id, at]);
  },

  /** The current picture, with the row locked so concurrent updates replace pictures one after another. */
  async pictureForUpdate(q: Queryable, id: number): Promise<string | null> {
    const { rows } = await q.query<{ profile_picture: string | null }>(
      'SELECT profile_picture FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0]?.profile_picture ?? null;
  },

  async updateProfile(q: Queryable, id: number, p: ProfileFields, picture?: string | null): Promise<UserRow> {
    const { rows } = await q.query<UserRow>(
      `UPDATE users SET name = $2, company_name = $3, industry = $4, company_size = $5, current_position = $6,
         additional_info = $7, profile_picture = CASE WHEN $8::boolean THEN $9 ELSE profile_picture END,
         updated_at = now()
       WHERE id = $1 RETURNING *`,
      [
        id,
        p.name,
        p.company_name,
        p.industry,
        p.company_size,
        p.current_position,
        p.additional_info,
        picture !== undefined,
        picture ?? null,
      ],
    );
    return rows[0];
  },

  async setPassword(q: Queryable, id: number, passwordHash: string) {
    await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  },

  async markTutorialWatched(q: Queryable, id: number): Promise<UserRow> {
    const { rows } = await q.query<UserRow>(
      'UPDATE users SET view_tutorial = true, updated_at = now() WHERE id = $1 RETURNING *',
      [id],
    );
    return rows[0];
  },

  async unsubscribe(q: Queryable, id: number) {
    await q.query(
      'UPDATE users SET email_unsubscribed_at = coalesce(email_unsubscribed_at, now()) WHERE id = $1',
      [id],
    );
  },
};
