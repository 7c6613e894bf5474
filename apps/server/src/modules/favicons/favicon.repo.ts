// SQL of the favicon cache: one row per domain, with the icon or the record that there was none.
import type { Queryable } from '../../db/database.ts';

export interface FaviconRow {
  content_type: string | null;
  body: Uint8Array | null;
  fetched_at: Date;
}

export const faviconRepo = {
  find: async (db: Queryable, domain: string): Promise<FaviconRow | null> =>
    (
      await db.query<FaviconRow>('SELECT content_type, body, fetched_at FROM favicons WHERE domain = $1', [
        domain,
      ])
    ).rows[0] ?? null,

  save: async (
    db: Queryable,
    domain: string,
    icon: { contentType: string; body: Uint8Array } | null,
    at: Date,
  ) => {
    await db.query(
      `INSERT INTO favicons (domain, content_type, body, fetched_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (domain) DO UPDATE
         SET content_type = EXCLUDED.content_type, body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at`,
      [domain, icon?.contentType ?? null, icon?.body ?? null, at],
    );
  },

  /** Deletes all but the `keep` most recently fetched rows. */
  trim: async (db: Queryable, keep: number) => {
    await db.query(
      `DELETE FROM favicons WHERE domain IN (
         SELECT domain FROM favicons ORDER BY fetched_at DESC, domain OFFSET $1)`,
      [keep],
    );
  },
};
