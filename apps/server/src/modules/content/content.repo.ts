// SQL of tutorials, FAQs and services (one shape, three tables), their categories, service requests
// and the one-time seed. Table and column names come from KINDS below, never from a request.
import type { ContentKind } from '@sightline/contracts';
import type { Queryable, SqlParam } from '../../db/database.ts';
import { SEED_CATEGORIES, SEED_FAQS, SEED_SERVICES, SEED_TUTORIALS } from './seed-content.ts';

/** The columns an admin writes, per kind, and the one holding its image. */
export const KINDS = {
  tutorials: {
    columns: ['title', 'description', 'body', 'duration', 'youtube_id'],
    image: 'thumbnail_url',
  },
  faqs: { columns: ['question', 'answer'], image: null },
  services: {
    columns: [
      'title',
      'short_description',
      'full_description',
      'features',
      'deliverables',
      'formatted_price',
      'price_unit',
    ],
    image: 'image_url',
  },
} as const satisfies Record<ContentKind, { columns: readonly string[]; image: string | null }>;

export interface CategoryRow {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  color: string;
}

/** A content row with its category's fields (null without one). */
export type ContentRow = Record<string, unknown> & {
  id: number;
  uuid: string;
  position: number;
  published: boolean;
  featured: boolean;
  category_uuid: string | null;
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
};

export interface ServiceRequestRow {
  uuid: string;
  service_uuid: string;
  service_title: string;
  budget_range: string | null;
  preferred_timeline: string | null;
  message: string;
  status: 'NEW' | 'CONTACTED' | 'CLOSED';
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const selectItems = (kind: ContentKind) =>
  `SELECT t.*, c.uuid AS category_uuid, c.name AS category_name, c.slug AS category_slug,
          c.color AS category_color
   FROM ${kind} t LEFT JOIN content_categories c ON c.id = t.category_id`;

/** The filters of a public list: published only, optionally one category (by slug or uuid). */
const listFilter = (kind: ContentKind, opts: { publishedOnly: boolean; category?: string }) => {
  const where: string[] = [];
  const params: SqlParam[] = [];
  if (opts.publishedOnly) where.push('t.published');
  if (opts.category) {
    params.push(opts.category);
    where.push(
      UUID.test(opts.category)
        ? `c.uuid = $${params.length}::uuid`
        : `c.slug = $${params.length} AND c.kind = '${kind}'`,
    );
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
};

export const contentRepo = {
  async categories(q: Queryable, kind: ContentKind): Promise<CategoryRow[]> {
    const { rows } = await q.query<CategoryRow>(
      'SELECT id, uuid, name, slug, color FROM content_categories WHERE kind = $1 ORDER BY position, id',
      [kind],
    );
    return rows;
  },

  async categoryId(q: Queryable, kind: ContentKind, uuid: string): Promise<number | null> {
    const { rows } = await q.query<{ id: number }>(
      'SELECT id FROM content_categories WHERE kind = $1 AND uuid = $2',
      [kind, uuid],
    );
    return rows[0]?.id ?? null;
  },

  async page(
    q: Queryable,
    kind: ContentKind,
    opts: { publishedOnly: boolean; category?: string; limit: number; offset: number },
  ): Promise<{ rows: ContentRow[]; total: number }> {
    const { where, params } = listFilter(kind, opts);
    const [items, count] = await Promise.all([
      q.query<ContentRow>(
        `${selectItems(kind)} ${where} ORDER BY t.position, t.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, opts.limit, opts.offset],
      ),
      q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${kind} t LEFT JOIN content_categories c ON c.id = t.category_id ${where}`,
        params,
      ),
    ]);
    return { rows: items.rows, total: count.rows[0].n };
  },

  async byUuid(q: Queryable, kind: ContentKind, uuid: string, publishedOnly: boolean) {
    const { rows } = await q.query<ContentRow>(
      `${selectItems(kind)} WHERE t.uuid = $1 ${publishedOnly ? 'AND t.published' : ''}`,
      [uuid],
    );
    return rows[0] ?? null;
  },

  async featured(q: Queryable, kind: ContentKind, limit: number): Promise<ContentRow[]> {
    const { rows } = await q.query<ContentRow>(
      `${selectItems(kind)} WHERE t.published AND t.featured ORDER BY t.position, t.id LIMIT $1`,
      [limit],
    );
    return rows;
  },

  /** Inserts at the end of the kind's order. */
  async insert(q: Queryable, kind: ContentKind, values: Record<string, SqlParam>): Promise<string> {
    const names = Object.keys(values);
    const { rows } = await q.query<{ uuid: string }>(
      `INSERT INTO ${kind} (${names.join(', ')}, position)
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')},
               (SELECT coalesce(max(position), 0) + 1 FROM ${kind}))
       RETURNING uuid`,
      Object.values(values),
    );
    return rows[0].uuid;
  },

  async update(q: Queryable, kind: ContentKind, id: number, values: Record<string, SqlParam>) {
    const names = Object.keys(values);
    await q.query(
      `UPDATE ${kind} SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...Object.values(values)],
    );
  },

  async delete(q: Queryable, kind: ContentKind, id: number) {
    await q.query(`DELETE FROM ${kind} WHERE id = $1`, [id]);
  },

  async uuids(q: Queryable, kind: ContentKind): Promise<string[]> {
    const { rows } = await q.query<{ uuid: string }>(`SELECT uuid FROM ${kind}`);
    return rows.map((r) => r.uuid);
  },

  /** Positions 1..n in the order given (the caller checks it names every item once). */
  async setOrder(q: Queryable, kind: ContentKind, uuids: readonly string[]) {
    await q.query(
      `UPDATE ${kind} t SET position = o.n
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(uuid, n) WHERE t.uuid = o.uuid`,
      [uuids as string[]],
    );
  },

  async insertRequest(
    q: Queryable,
    r: {
      serviceId: number;
      serviceUuid: string;
      serviceTitle: string;
      userId: number;
      budget: string | null;
      timeline: string | null;
      message: string;
    },
  ): Promise<ServiceRequestRow> {
    const { rows } = await q.query<ServiceRequestRow>(
      `INSERT INTO service_requests
         (service_id, service_uuid, service_title, user_id, budget_range, preferred_timeline, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [r.serviceId, r.serviceUuid, r.serviceTitle, r.userId, r.budget, r.timeline, r.message],
    );
    return rows[0];
  },

  async requestsOf(q: Queryable, userId: number): Promise<ServiceRequestRow[]> {
    const { rows } = await q.query<ServiceRequestRow>(
      'SELECT * FROM service_requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [userId],
    );
    return rows;
  },

  async adminEmails(q: Queryable): Promise<string[]> {
    const { rows } = await q.query<{ email: string }>('SELECT email FROM users WHERE is_admin ORDER BY id');
    return rows.map((r) => r.email);
  },

  async isAdmin(q: Queryable, userId: number): Promise<boolean> {
    const { rows } = await q.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [
      userId,
    ]);
    return rows[0]?.is_admin ?? false;
  },

  /** Sets the admin flag by email; false when no such user. */
  async setAdmin(q: Queryable, email: string, admin: boolean): Promise<boolean> {
    const { rows } = await q.query(
      'UPDATE users SET is_admin = $2, updated_at = now() WHERE lower(email) = lower($1) RETURNING id',
      [email, admin],
    );
    return rows.length > 0;
  },
};

/**
 * Writes the starting content once per database: the first process to get here marks it seeded in
 * the same transaction, so content an admin later removes never comes back.
 */
export const seedContentOnce = async (db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }) =>
  db.tx(async (q) => {
    const { rows } = await q.query(
      `INSERT INTO app_settings (key, value) VALUES ('content_seeded', now()::text)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
    );
    if (rows.length === 0) return;
    const categories = new Map<string, number>();
    for (const [i, c] of SEED_CATEGORIES.entries()) {
      const inserted = await q.query<{ id: number }>(
        'INSERT INTO content_categories (kind, slug, name, color, position) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [c.kind, c.slug, c.name, c.color, i + 1],
      );
      categories.set(`${c.kind}/${c.slug}`, inserted.rows[0].id);
    }
    const common = (kind: ContentKind, category: string, featured = false) => ({
      category_id: categories.get(`${kind}/${category}`) ?? null,
      published: true,
      featured,
    });
    for (const t of SEED_TUTORIALS) {
      const { category, featured, ...fields } = t;
      await contentRepo.insert(q, 'tutorials', { ...fields, ...common('tutorials', category, featured) });
    }
    for (const f of SEED_FAQS) {
      const { category, featured, ...fields } = f;
      await contentRepo.insert(q, 'faqs', { ...fields, ...common('faqs', category, featured) });
    }
    for (const s of SEED_SERVICES) {
      const { category, featured, ...fields } = s;
      await contentRepo.insert(q, 'services', {
        ...fields,
        formatted_price: 'On request',
        price_unit: 'per project',
        ...common('services', category, featured),
      });
    }
  });
