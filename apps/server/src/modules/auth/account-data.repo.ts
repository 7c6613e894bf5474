// SQL of an account's data as a whole: which rows of which tables are the user's, found by following
// the schema's foreign keys from the users row (so a table added later is covered without a change
// here), and what only names the user by address.
import type { Queryable, SqlParam } from '../../db/database.ts';

interface ForeignKey {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
}

type Row = Record<string, unknown>;

/** Columns never exported: credentials and their hashes (a copy must not let anyone sign in). */
const SECRET_COLUMN = /(^|_)(hash|secret|token|password)(_|$)/;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export const accountDataRepo = {
  /** Single-column foreign keys of the application's schema (the job queue's is another schema). */
  async foreignKeys(q: Queryable): Promise<ForeignKey[]> {
    const { rows } = await q.query<ForeignKey>(
      `SELECT child.relname AS "table", a.attname AS "column", parent.relname AS parent, pa.attname AS "parentColumn"
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = current_schema()
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
       WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1
       ORDER BY 1, 2`,
    );
    return rows;
  },

  /**
   * Every row that is the user's, per table: the users row, then each row that references a row
   * already found, until nothing new turns up (a brand's answers are found through its executions,
   * a share through the brand or through the user it names). Secret columns are left out.
   */
  async ownedRows(q: Queryable, userId: number): Promise<Map<string, Row[]>> {
    const keys = await accountDataRepo.foreignKeys(q);
    const owned = new Map<string, Row[]>();
    owned.set('users', (await q.query<Row>('SELECT * FROM users WHERE id = $1', [userId])).rows);
    const valuesOf = (table: string, column: string) => [
      ...new Set((owned.get(table) ?? []).map((r) => r[column])),
    ];
    for (let changed = true; changed; ) {
      changed = false;
      const tables = new Set(keys.map((k) => k.table));
      for (const table of tables) {
        if (table === 'users') continue;
        const conditions: string[] = [];
        const params: SqlParam[] = [];
        for (const k of keys.filter((k) => k.table === table && owned.has(k.parent))) {
          const values = valuesOf(k.parent, k.parentColumn).filter((v) => v !== null && v !== undefined);
          if (values.length === 0) continue;
          params.push(values.map(String));
          conditions.push(`${quote(k.column)}::text = ANY($${params.length}::text[])`);
        }
        if (conditions.length === 0) continue;
        const { rows } = await q.query<Row>(
          `SELECT * FROM ${quote(table)} WHERE ${conditions.join(' OR ')}`,
          params,
        );
        if (rows.length !== (owned.get(table)?.length ?? 0)) {
          owned.set(table, rows);
          changed = true;
        }
      }
    }
    for (const [table, rows] of owned) {
      owned.set(
        table,
        rows.map((row) =>
          Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))),
        ),
      );
    }
    return owned;
  },

  /** The payment provider's customer of the account's subscription, if it has one. */
  async customerOf(q: Queryable, userId: number): Promise<string | null> {
    const { rows } = await q.query<{ stripe_customer_id: string | null }>(
      'SELECT stripe_customer_id FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.stripe_customer_id ?? null;
  },

  /** Uploaded images of the account: its picture and its brands' logos. */
  async uploadsOf(q: Queryable, userId: number): Promise<string[]> {
    const { rows } = await q.query<{ stored: string | null }>(
      `SELECT profile_picture AS stored FROM users WHERE id = $1
       UNION ALL SELECT entity_picture FROM projects WHERE owner_id = $1`,
      [userId],
    );
    return rows.map((r) => r.stored).filter((s): s is string => Boolean(s));
  },

  /**
   * Removes the account: its own rows go with it (the schema cascades from users), and what names it
   * only by address goes too (invitations to it, its mail log, failed sign-ins).
   */
  async deleteAccount(q: Queryable, userId: number, email: string) {
    await q.query('DELETE FROM project_shares WHERE lower(user_email) = lower($1)', [email]);
    await q.query('DELETE FROM subscription_shares WHERE lower(user_email) = lower($1)', [email]);
    await q.query('DELETE FROM mail_messages WHERE user_id = $1 OR lower(to_address) = lower($2)', [
      userId,
      email,
    ]);
    await q.query('DELETE FROM sign_in_failures WHERE lower(email) = lower($1)', [email]);
    await q.query('DELETE FROM users WHERE id = $1', [userId]);
  },
};
