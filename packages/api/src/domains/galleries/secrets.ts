import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { galleryLimits } from '@tasbir/shared';

/** A gallery link's secret: 128 random bits as base64url (22 characters). */
export const newGalleryToken = () => randomBytes(16).toString('base64url');

/** A download PIN: four random decimal digits, zeros kept. */
export const newGalleryPin = () =>
  String(randomInt(0, 10 ** galleryLimits.pinDigits)).padStart(galleryLimits.pinDigits, '0');

/** Whether a text is shaped like a token this server issues (anything else is a wrong link, answered without a lookup). */
export const isGalleryTokenShape = (text: string) => /^[A-Za-z0-9_-]{22}$/.test(text);

/** Equal texts, compared in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Signs the address of a gallery's file (a preview, a thumbnail), so an `<img>` can load it with no
 * header: the signature binds the link's token, the photo, the size and the password's version, so
 * a new link or a changed password stops every address made before.
 */
export class GalleryUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tasbir gallery file addresses').digest();
  }

  signature(parts: readonly (string | number)[]): string {
    return createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url').slice(0, 22);
  }

  verify(parts: readonly (string | number)[], signature: string): boolean {
    return sameSecret(signature, this.signature(parts));
  }
}
