// One small interface over both drivers: embedded PGlite (default) and node-postgres (DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlParam =
  | string
  | number
  | boolean
  | null
  | Date
  | Uint8Array
  | readonly unknown[]
  | Record<string, unknown>;

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded instance, for pg-boss's PGlite adapter. */
  readonly pglite?: PGlite;
  /** The server connection string and schema, for pg-boss on PostgreSQL. */
  readonly connection?: { connectionString: string; schema?: string };
}

const toDriverParams = (params: readonly SqlParam[] = []) =>
  params.map((p) =>
    p !== null &&
    typeof p === 'object' &&
    !(p instanceof Date) &&
    !(p instanceof Uint8Array) &&
    !Array.isArray(p)
      ? JSON.stringify(p)
      : p,
  );

export const openPglite = async (dataDir?: string): Promise<Database> => {
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    kind: 'pglite',
    pglite: db,
    query: async <T>(text: string, params?: readonly SqlParam[]) =>
      (await db.query<T>(text, toDriverParams(params) as unknown[])) as { rows: T[] },
    exec: async (script) => {
      await db.exec(script);
    },
    tx: (fn) =>
      db.transaction((t) =>
        fn({
          query: async <T>(text: string, params?: readonly SqlParam[]) =>
            (await t.query<T>(text, toDriverParams(params) as unknown[])) as { rows: T[] },
          exec: async (script) => {
            await t.exec(script);
          },
        }),
      ),
    close: () => db.close(),
  };
};

// bigint ids and counts fit in a double; read them as numbers like PGlite does.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Opens a pool on PostgreSQL. A schema other than public isolates parallel test runs. */
export const openPostgres = async (connectionString: string, schema?: string): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const asQueryable = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(text: string, params?: readonly SqlParam[]) =>
      (await c.query(text, toDriverParams(params) as unknown[])) as unknown as { rows: T[] },
    exec: async (script) => {
      await c.query(script);
    },
  });
  return {
    kind: 'postgres',
    connection: { connectionString, schema },
    ...asQueryable(pool),
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
