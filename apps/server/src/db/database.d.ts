import { PGlite } from '@electric-sql/pglite';
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;
export interface Queryable {
  query<T = Record<string, unknown>>(
    text: string,
    params?: readonly SqlParam[],
  ): Promise<{
    rows: T[];
  }>;
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
  readonly connection?: {
    connectionString: string;
    schema?: string;
  };
}
export declare const openPglite: (dataDir?: string) => Promise<Database>;
/** Opens a pool on PostgreSQL. A schema other than public isolates parallel test runs. */
export declare const openPostgres: (connectionString: string, schema?: string) => Promise<Database>;
