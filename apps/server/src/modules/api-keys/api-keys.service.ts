// API keys: create (the secret is returned once), list, rename, revoke, and the lookup every request with a
// key goes through. A key is 32 random bytes, so its SHA-256 is stored and looked up directly (a slow
// password hash would add nothing against brute force and cost every request). Lookups are
// remembered for a moment like sessions, and the last use is written at most once a minute.
import {
  API_KEY_LAST_USED_RESOLUTION_MS,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyRename,
  type ApiKeyScope,
  apiKeyMessages,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { SESSION_CHECK_TTL_MS } from '../auth/session-check.ts';
import { presentApiKey } from './api-keys.presenter.ts';
import { apiKeyRepo } from './api-keys.repo.ts';

/** Who a key acts for and what it may do. */
export interface KeyIdentity {
  keyId: number;
  userId: number;
  uuid: string;
  scope: ApiKeyScope;
}

/** Entries kept before the cache starts over: bounds memory under a flood of made-up keys. */
const MAX_ENTRIES = 10_000;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const createApiKeyService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;
  const cache = new Map<string, { identity: KeyIdentity | null; until: number }>();
  /** When this process last wrote each key's use. */
  const touched = new Map<number, number>();

  const recordUse = async (keyId: number, now: number) => {
    if (now - (touched.get(keyId) ?? Number.NEGATIVE_INFINITY) < API_KEY_LAST_USED_RESOLUTION_MS) return;
    touched.set(keyId, now);
    await apiKeyRepo.touch(db, keyId, new Date(now), API_KEY_LAST_USED_RESOLUTION_MS);
  };

  return {
    async list(userId: number): Promise<ApiKey[]> {
      return (await apiKeyRepo.listActive(db, userId)).map(presentApiKey);
    },

    async create(userId: number, input: ApiKeyCreate): Promise<ApiKeyCreated> {
      const secret = `${API_KEY_PREFIX}${randomToken()}`;
      const row = await db.tx(async (q) => {
        if ((await apiKeyRepo.countActiveLocked(q, userId)) >= API_KEYS_MAX) {
          throw forbidden(apiKeyMessages.limitReached);
        }
        return apiKeyRepo.insert(q, {
          userId,
          name: input.name,
          prefix: secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS),
          hash: sha256(secret),
          scope: input.scope,
        });
      });
      return { ...presentApiKey(row), secret };
    },

    async rename(userId: number, id: string, input: ApiKeyRename): Promise<ApiKey> {
      const row = await apiKeyRepo.rename(db, userId, id, input.name);
      if (!row) throw notFound(apiKeyMessages.notFound);
      return presentApiKey(row);
    },

    async revoke(userId: number, id: string) {
      if (!(await apiKeyRepo.revoke(db, userId, id, clock.now()))) throw notFound(apiKeyMessages.notFound);
      // This process stops accepting it at once; others within the cache's moment.
      cache.clear();
    },

    /** The identity of an active key, else null; records the use. */
    async authenticate(token: string): Promise<KeyIdentity | null> {
      const now = clock.now().getTime();
      const hash = sha256(token);
      let hit = cache.get(hash);
      if (!hit || hit.until <= now) {
        const row = await apiKeyRepo.ownerByHash(db, hash);
        hit = {
          identity: row && { keyId: row.id, userId: row.user_id, uuid: row.user_uuid, scope: row.scope },
          until: now + SESSION_CHECK_TTL_MS,
        };
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(hash, hit);
      }
      if (hit.identity) await recordUse(hit.identity.keyId, now);
      return hit.identity;
    },
  };
};

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
