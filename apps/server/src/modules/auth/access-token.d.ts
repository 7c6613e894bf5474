export interface AccessClaims {
  userId: number;
  uuid: string;
}
export declare const createAccessTokens: (
  secret: string,
  ttlSeconds: number,
) => {
  sign: (claims: AccessClaims, now: Date) => Promise<string>;
  verify(token: string, now: Date): Promise<AccessClaims | null>;
};
export type AccessTokens = ReturnType<typeof createAccessTokens>;
