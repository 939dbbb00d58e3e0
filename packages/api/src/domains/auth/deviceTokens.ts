import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { tokenIssuer } from './accessTokens.js';

const algorithm = 'HS256';
/** A browser that signed in keeps its device token for a year (OWASP's device cookie). */
const lifetimeSeconds = 365 * 24 * 3600;
/** Its own audience and its own key: never an access token, nor the other way round. */
const deviceAudience = 'tasbir-device';
const tokenType = 'device+jwt';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a signed note
 * that this browser once signed in to this account. A sign-in that brings one back for the same
 * account is spared the account's waits, and counts its failures under the token's own nonce.
 */
export class DeviceTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    // A key of its own, derived from the JWT secret: a token made with the access tokens' key is refused.
    this.key = new Uint8Array(createHmac('sha256', secret).update('tasbir device token').digest());
  }

  issue(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: algorithm, typ: tokenType })
      .setSubject(userId)
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuer(tokenIssuer)
      .setAudience(deviceAudience)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The token's nonce when it is a device token this server issued for this account; undefined otherwise. */
  async nonceFor(token: string, userId: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [algorithm],
        issuer: tokenIssuer,
        audience: deviceAudience,
        typ: tokenType,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        maxTokenAge: lifetimeSeconds,
        clockTolerance: 30,
      });
      if (payload.sub !== userId || typeof payload.jti !== 'string') return undefined;
      return payload.jti;
    } catch {
      return undefined;
    }
  }
}
