// Short-lived access tokens (JWT, HS256). Long sessions come from rotating refresh tokens; the
// session id lets the auth guard refuse the access tokens of a session that has ended.
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  uuid: string;
  sessionId: string;
}

export const createAccessTokens = (secret: string, ttlSeconds: number) => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims, now: Date) =>
      new SignJWT({ uid: claims.userId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.uuid)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
        .sign(key),
    /** The claims, or why there are none: an expired token can be renewed, an invalid one cannot. */
    async verify(token: string, now: Date): Promise<AccessClaims | 'expired' | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const { uid, sub, sid } = payload;
        if (typeof uid !== 'number' || typeof sub !== 'string' || typeof sid !== 'string') return null;
        return { userId: uid, uuid: sub, sessionId: sid };
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : null;
      }
    },
  };
};

export type AccessTokens = ReturnType<typeof createAccessTokens>;
