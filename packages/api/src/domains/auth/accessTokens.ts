import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@tasbir/shared';

const algorithm = 'HS256';
const lifetimeSeconds = 7 * 24 * 3600;
/** Who issues tokens and for whom: a token minted elsewhere with the same secret is refused. */
export const tokenIssuer = 'tasbir';
export const tokenAudience = 'tasbir-api';

export type AccessTokenClaims = { userId: string; role: Role; tokenVersion: number };
type VerifiedToken = { userId: string; tokenVersion: number };

/** Verified signatures kept at most; the oldest is forgotten first. */
const maxRememberedTokens = 10_000;

/**
 * HS256 access tokens with issuer, audience, `iat` and `exp`; only HS256 is accepted back (no `none`,
 * no algorithm swaps), and never one that claims to live longer than a token is issued for.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: VerifiedToken; expiresAt: number }>();

  constructor(secret: string) {
    if (Buffer.byteLength(secret) < 32) throw new Error('JWT secret must be at least 32 bytes');
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(tokenIssuer)
      .setAudience(tokenAudience)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(this.key);
  }

  /**
   * The token's claims, or undefined for anything forged, expired or malformed. A signature once
   * verified is remembered until the token expires: the check runs on WebCrypto's thread pool and
   * was a third of a signed-in list's time. Whether the account may still use it (suspended, deleted,
   * password reset) is not remembered: the caller looks the user up on every request.
   */
  async verify(token: string, now = Date.now()): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.verified.delete(token);
    }
    try {
      // maxTokenAge also refuses an `iat` in the future; servers behind one balancer may disagree
      // on the time by a few seconds.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [algorithm],
        issuer: tokenIssuer,
        audience: tokenAudience,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: lifetimeSeconds,
        clockTolerance: 30,
        currentDate: new Date(now),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.ver !== 'number' ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      )
        return undefined;
      if (payload.exp - payload.iat > lifetimeSeconds) return undefined;
      const claims = { userId: payload.sub, tokenVersion: payload.ver };
      if (this.verified.size >= maxRememberedTokens) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return undefined;
    }
  }
}
