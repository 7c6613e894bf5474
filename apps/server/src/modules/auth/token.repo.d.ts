import type { Queryable } from '../../db/database.ts';
export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  remember: boolean;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}
export declare const tokenRepo: {
  insertRefresh(
    q: Queryable,
    t: {
      userId: number;
      familyId: string;
      hash: string;
      remember: boolean;
      expiresAt: Date;
    },
  ): Promise<void>;
  /** Locks the row so two concurrent refreshes with one token cannot both rotate it. */
  refreshByHashForUpdate(q: Queryable, hash: string): Promise<RefreshTokenRow | null>;
  markUsed(q: Queryable, id: number): Promise<void>;
  revokeFamily(q: Queryable, familyId: string): Promise<void>;
  revokeAllForUser(q: Queryable, userId: number): Promise<void>;
  insertReset(
    q: Queryable,
    t: {
      userId: number;
      hash: string;
      expiresAt: Date;
    },
  ): Promise<void>;
  /** Marks a live reset token used and returns its user; null when unknown, used or expired. */
  consumeReset(q: Queryable, hash: string, now: Date): Promise<number | null>;
  /** A new reset link makes the older unused ones useless. */
  invalidateResets(q: Queryable, userId: number, now: Date): Promise<void>;
};
