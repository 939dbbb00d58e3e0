import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { GalleryRow } from '@tasbir/db';

const algorithm = 'HS256';
const issuer = 'tasbir';
/** Not the API's audience: an account's token is never a gallery's access, nor the reverse. */
const audience = 'tasbir-gallery';
export const galleryAccessDays = 30;
const lifetimeSeconds = galleryAccessDays * 24 * 3600;

type Unlocked = Pick<GalleryRow, 'id' | 'password_version'>;

/**
 * What a right gallery password gives (`X-Gallery-Access`): an HS256 token bound to the gallery and
 * its password's version, so a changed password stops every access given before. Its key is derived
 * from the JWT secret with a label of its own, so no other token of the app verifies here.
 */
export class GalleryAccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tasbir gallery access').digest();
  }

  async issue(gallery: Unlocked, now = new Date()): Promise<{ access: string; expires_at: string }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const access = await new SignJWT({ ver: gallery.password_version })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(gallery.id)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(this.key);
    return { access, expires_at: new Date((issuedAt + lifetimeSeconds) * 1000).toISOString() };
  }

  /** Whether `access` opens this gallery now: signed here, for it, for its password's current version, unexpired. */
  async opens(access: string | undefined, gallery: Unlocked): Promise<boolean> {
    if (!access || access.length > 1000) return false;
    try {
      const { payload } = await jwtVerify(access, this.key, {
        algorithms: [algorithm],
        issuer,
        audience,
        subject: gallery.id,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: lifetimeSeconds,
        clockTolerance: 30,
      });
      return payload.ver === gallery.password_version;
    } catch {
      return false;
    }
  }
}
