// The privacy policy's rights of access and erasure: a complete copy of an account's data, and the
// account's deletion with everything it owns.
import { type AccountExportFormat, csvText, isoDay, authMessages as m } from '@sightline/contracts';
import { strToU8, zipSync } from 'fflate';
import type { PaymentProvider } from '../../billing/provider.ts';
import type { Database } from '../../db/database.ts';
import type { MediaStore } from '../../http/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldError, serviceUnavailable, unauthorized } from '../../lib/http-error.ts';
import { accountDataRepo as repo } from './account-data.repo.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionCheck } from './session-check.ts';
import { userRepo } from './user.repo.ts';

type Row = Record<string, unknown>;

/** A value as a CSV cell: dates in ISO 8601, structured values as JSON. */
const cell = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const csvOf = (rows: readonly Row[]) => {
  const columns = Object.keys(rows[0] ?? {});
  return csvText([columns, ...rows.map((row) => columns.map((c) => cell(row[c])))]);
};

export const createAccountService = (deps: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  media: MediaStore;
  sessions: SessionCheck;
  log: { error(obj: object, msg: string): void };
}) => {
  const { db } = deps;

  const removeUploads = async (uploads: readonly string[]) => {
    for (const stored of uploads) {
      await deps.media
        .remove(stored)
        .catch((err: unknown) => deps.log.error({ err, stored }, 'upload not removed'));
    }
  };

  /**
   * The payment provider's customer is closed first (if that fails, nothing is deleted), then every
   * row in one transaction, then the uploads; its sessions end at once.
   */
  const erase = async (user: { id: number; email: string }) => {
    const customer = await repo.customerOf(db, user.id);
    if (customer) {
      try {
        await deps.provider.closeCustomer(customer);
      } catch (err) {
        deps.log.error(
          { err, userId: user.id },
          'account deletion: the payment customer could not be closed',
        );
        throw serviceUnavailable(m.closeCustomerFailed);
      }
    }
    const uploads = await repo.uploadsOf(db, user.id);
    await db.tx((q) => repo.deleteAccount(q, user.id, user.email));
    deps.sessions.forget(user.id);
    await removeUploads(uploads);
  };

  return {
    /** Every row of the account, per table: one JSON document, or a zip with a CSV file per table. */
    async exportData(userId: number, format: AccountExportFormat) {
      const tables = await repo.ownedRows(db, userId);
      if (!tables.get('users')?.length) throw unauthorized(m.sessionExpired, 'session_ended');
      const now = deps.clock.now();
      const fileName = `sightline-data-${isoDay(now)}.${format === 'json' ? 'json' : 'zip'}`;
      if (format === 'json') {
        const document = { exported_at: now.toISOString(), tables: Object.fromEntries(tables) };
        return { fileName, contentType: 'application/json', body: JSON.stringify(document, null, 2) };
      }
      const files = Object.fromEntries(
        [...tables].map(([table, rows]) => [`${table}.csv`, strToU8(csvOf(rows))]),
      );
      return { fileName, contentType: 'application/zip', body: Buffer.from(zipSync(files)) };
    },

    /** Deletes the account after checking its password (see erase). */
    async deleteAccount(userId: number, password: string) {
      const user = await userRepo.byId(db, userId);
      if (!user) throw unauthorized(m.sessionExpired, 'session_ended');
      if (!(await verifyPassword(user.password_hash, password)))
        throw fieldError('password', m.passwordWrong);
      await erase(user);
      return { detail: m.accountDeleted, message: m.accountDeleted };
    },

    /** Deletes an account the retention rules have reached (no password: its owner was warned). */
    async eraseExpired(userId: number) {
      const user = await userRepo.byId(db, userId);
      if (user) await erase(user);
    },

    /** Removes uploads already unlinked from their rows; one that cannot be removed is logged. */
    removeUploads,
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
