import type { GalleryRow } from '@tasbir/db';
import type { GalleryAccess } from '@tasbir/shared';
import { forbidden, gone, notFound, unauthorized } from '../../errors.js';
import { verifyPassword } from '../auth/passwords.js';
import type { GalleryAccessTokens } from './galleryAccess.js';
import type { GalleryGuessLimits } from './guessLimits.js';
import { isGalleryTokenShape, sameSecret } from './secrets.js';
import { galleryExpired } from './service.js';
import type { GalleryVisitRepository } from './visitRepository.js';

/** Who knocks on a gallery: their address (guesses are counted by it) and the access they carry, if any. */
export type Visit = {
  ip: string;
  userAgent: string;
  /** `X-Gallery-Access` (or `?access=` on a download): what a right password gave. */
  access: string | undefined;
  /** `X-Gallery-Visitor`: the key `POST /g/{token}/visitor` gave. */
  visitorKey: string | undefined;
};

type Deps = {
  repository: GalleryVisitRepository;
  accessTokens: GalleryAccessTokens;
  guesses: GalleryGuessLimits;
};

/**
 * The door of a gallery's link (docs/decisions/017-delivery-galleries.md). A link that is not one
 * the server issues, unknown or replaced answers 404 with the same body after the same work, and a
 * wrong PIN answers that same 404, so neither tells whether a gallery is there; each is a counted
 * guess. Only a holder of a valid link learns that it expired (410) or needs a password.
 */
export class GalleryGate {
  constructor(private readonly deps: Deps) {}

  /** The gallery of this link, open to the visit: not expired, unlocked when it has a password. */
  async admit(token: string, visit: Visit): Promise<GalleryRow> {
    const gallery = await this.found(token, visit);
    if (!(await this.unlocked(gallery, visit))) throw unauthorized('galleryPasswordRequired');
    return gallery;
  }

  /** The gallery of this link whether or not the visit unlocked it, and whether it did. */
  async reach(token: string, visit: Visit): Promise<{ gallery: GalleryRow; unlocked: boolean }> {
    const gallery = await this.found(token, visit);
    return { gallery, unlocked: await this.unlocked(gallery, visit) };
  }

  /** `admit`, and the download PIN: a wrong one answers as a wrong link does. */
  async admitWithPin(token: string, pin: string | undefined, visit: Visit): Promise<GalleryRow> {
    const gallery = await this.admit(token, visit);
    await this.deps.guesses.admit(visit.ip, gallery.id);
    if (pin === undefined || !sameSecret(pin, gallery.pin)) {
      await this.deps.guesses.wrong(visit.ip, gallery.id);
      throw notFound('galleryNotFound');
    }
    return gallery;
  }

  /** `POST /g/{token}/unlock`: a right password gives an access token for 30 days; a wrong one is a counted guess. */
  async unlock(token: string, password: string, visit: Visit): Promise<GalleryAccess> {
    const gallery = await this.found(token, visit);
    await this.deps.guesses.admit(visit.ip, gallery.id);
    if (gallery.password_hash !== null && !(await verifyPassword(gallery.password_hash, password))) {
      await this.deps.guesses.wrong(visit.ip, gallery.id);
      throw forbidden('galleryPasswordWrong');
    }
    return this.deps.accessTokens.issue(gallery);
  }

  private async found(token: string, visit: Visit): Promise<GalleryRow> {
    const { guesses, repository } = this.deps;
    await guesses.admit(visit.ip);
    const gallery = isGalleryTokenShape(token) ? await repository.byToken(token) : undefined;
    if (!gallery) {
      await guesses.wrong(visit.ip);
      throw notFound('galleryNotFound');
    }
    if (galleryExpired(gallery)) throw gone('galleryExpired');
    return gallery;
  }

  private unlocked(gallery: GalleryRow, visit: Visit): Promise<boolean> {
    return gallery.password_hash === null ? Promise.resolve(true) : this.deps.accessTokens.opens(visit.access, gallery);
  }
}
