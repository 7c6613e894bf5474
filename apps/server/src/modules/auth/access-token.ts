// Short-lived access tokens (JWT, HS256). Long sessions come from rotating refresh tokens.
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  uuid: string;
}

export const createAccessTokens = (secret: string, ttlSeconds: number) => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims, now: Date) =>
      new SignJWT({ uid: claims.userId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.uuid)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + ttlSeconds)
        .sign(key),
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.uid !== 'number' || typeof payload.sub !== 'string') return null;
        return { userId: payload.uid, uuid: payload.sub };
      } catch {
        return null;
      }
    },
  };
};

export type AccessTokens = ReturnType<typeof createAccessTokens>;
