import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@tasbir/shared';

const algorithm = 'HS256';
const lifetime = '7d';

export type AccessTokenClaims = { userId: string; role: Role; tokenVersion: number };

/** HS256 access tokens with `exp`; only HS256 is accepted back (no `none`, no algorithm swaps). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (Buffer.byteLength(secret) < 32) throw new Error('JWT secret must be at least 32 bytes');
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.key);
  }

  /** The token's claims, or undefined for anything forged, expired or malformed. */
  async verify(token: string): Promise<{ userId: string; tokenVersion: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [algorithm], requiredClaims: ['exp', 'sub'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return undefined;
    }
  }
}
