import { newId, nowIso, type GalleryPhotoRow, type GalleryRow } from '@tasbir/db';
import {
  galleryStorageBytes,
  nepalToday,
  plans,
  type CreateGalleryValues,
  type EmailGalleryValues,
  type GalleryEmailed,
  type Gallery,
  type MyGalleries,
  type UpdateGalleryValues,
} from '@tasbir/shared';
import { badRequest, notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { effectivePlan } from '../subscriptions/effectivePlan.js';
import { hashPassword } from '../auth/passwords.js';
import { galleryLinkMail } from '../../mail/galleryMails.js';
import type { Mailer } from '../../mail/mailer.js';
import type { GalleryAddresses } from './addresses.js';
import type { GalleriesRepository, GalleryChanges } from './repository.js';
import { originalsOpen } from './rules.js';
import { newGalleryPin, newGalleryToken } from './secrets.js';

type Deps = {
  repository: GalleriesRepository;
  addresses: GalleryAddresses;
  /** Deletes stored gallery files no row points at any more. */
  discardFiles: (keys: string[]) => Promise<void>;
  mailer: Pick<Mailer, 'send'>;
  /** Counts one mail of the photographer's, refusing (429) past the hour's allowance. */
  countMail: (photographerId: string) => Promise<void>;
};

/** Whether a gallery is past its last day (Nepal time): hidden from the client, kept for the photographer. */
export const galleryExpired = (gallery: Pick<GalleryRow, 'expires_at'>, today = nepalToday()) =>
  gallery.expires_at !== null && gallery.expires_at < today;

/**
 * A photographer's delivery galleries (docs/decisions/017-delivery-galleries.md): made, listed,
 * changed and deleted by their photographer alone; another's gallery is not found.
 */
export class GalleriesService {
  constructor(private readonly deps: Deps) {}

  async create(user: AuthenticatedUser, input: CreateGalleryValues): Promise<Gallery> {
    const { repository } = this.deps;
    if (input.booking_id !== null && !(await repository.bookingFits(input.booking_id, user.id)))
      throw badRequest('galleryBookingInvalid');
    if (input.expires_at !== null && input.expires_at <= nepalToday()) throw badRequest('galleryExpiryInvalid');
    const now = nowIso();
    const id = newId();
    await repository.insert({
      id,
      photographer_id: user.id,
      booking_id: input.booking_id,
      title: input.title,
      event_date: input.event_date,
      cover_photo_id: null,
      download: input.download,
      expires_at: input.expires_at,
      password_hash: input.password === null ? null : await hashPassword(input.password),
      pick_limit: input.pick_limit,
      token: newGalleryToken(),
      pin: newGalleryPin(),
      expiry_reminded_at: null,
      created_at: now,
      updated_at: now,
    });
    return this.get(user, id);
  }

  async get(user: AuthenticatedUser, id: string): Promise<Gallery> {
    const [gallery] = await this.views([await this.owned(user, id)]);
    if (!gallery) throw notFound('galleryNotFound');
    return gallery;
  }

  async mine(user: AuthenticatedUser): Promise<MyGalleries> {
    const { repository } = this.deps;
    const [rows, used] = await Promise.all([repository.listOwned(user.id), repository.storageUsed(user.id)]);
    return {
      items: await this.views(rows),
      storage_used_bytes: used,
      storage_limit_bytes: galleryStorageBytes(plans[effectivePlan(user)]),
    };
  }

  async update(user: AuthenticatedUser, input: UpdateGalleryValues): Promise<Gallery> {
    const gallery = await this.owned(user, input.id);
    const { repository } = this.deps;
    if (input.expires_at && input.expires_at <= nepalToday() && input.expires_at !== gallery.expires_at)
      throw badRequest('galleryExpiryInvalid');
    if (input.cover_photo_id && !(await repository.photoInGallery(input.cover_photo_id, gallery.id)))
      throw badRequest('galleryCoverInvalid');
    const changes: GalleryChanges = {
      title: input.title,
      event_date: input.event_date,
      download: input.download,
      expires_at: input.expires_at,
      pick_limit: input.pick_limit,
      cover_photo_id: input.cover_photo_id,
    };
    if (input.password !== undefined) {
      changes.password_hash = input.password === null ? null : await hashPassword(input.password);
      changes.password_changed = true;
    }
    changes.expiry_changed = input.expires_at !== undefined && input.expires_at !== gallery.expires_at;
    await repository.update(gallery.id, changes, nowIso());
    return this.get(user, gallery.id);
  }

  /** A new link: the old one answers 404 from now on, and every preview address made with it stops. */
  async reissueToken(user: AuthenticatedUser, id: string): Promise<Gallery> {
    const gallery = await this.owned(user, id);
    await this.deps.repository.setSecret(gallery.id, { token: newGalleryToken() }, nowIso());
    return this.get(user, gallery.id);
  }

  /** A new download PIN: the old one stops working. */
  async resetPin(user: AuthenticatedUser, id: string): Promise<Gallery> {
    const gallery = await this.owned(user, id);
    await this.deps.repository.setSecret(gallery.id, { pin: newGalleryPin() }, nowIso());
    return this.get(user, gallery.id);
  }

  /** Mails the link to the client, with the PIN when downloads are on; sent before answering, so a refused address shows. */
  async emailLink(user: AuthenticatedUser, input: EmailGalleryValues): Promise<GalleryEmailed> {
    const gallery = await this.owned(user, input.id);
    await this.deps.countMail(user.id);
    await this.deps.mailer.send(
      galleryLinkMail({
        to: input.to,
        photographer: user.username,
        title: gallery.title,
        link: this.deps.addresses.link(gallery.token),
        pin: gallery.download === 'off' ? null : gallery.pin,
        expiresAt: gallery.expires_at,
        note: input.note,
      }),
    );
    return { sent: true, to: input.to };
  }

  /** Deletes the gallery with its photos and picks, then the files no other row uses. */
  async remove(user: AuthenticatedUser, id: string): Promise<{ deleted: true }> {
    const gallery = await this.owned(user, id);
    const keys = await this.deps.repository.remove(gallery.id);
    await this.deps.discardFiles(keys);
    return { deleted: true };
  }

  private async owned(user: AuthenticatedUser, id: string): Promise<GalleryRow> {
    const gallery = await this.deps.repository.findOwned(id, user.id);
    if (!gallery) throw notFound('galleryNotFound');
    return gallery;
  }

  private async views(rows: GalleryRow[]): Promise<Gallery[]> {
    const { repository } = this.deps;
    const bookingIds = rows.flatMap((row) => (row.booking_id ? [row.booking_id] : []));
    const [balances, covers, picked] = await Promise.all([
      repository.balancesPaid(bookingIds),
      repository.covers(rows),
      repository.pickedCounts(rows.map((row) => row.id)),
    ]);
    const today = nepalToday();
    return rows.map((row) => this.view(row, covers.get(row.id), balances, today, picked.get(row.id) ?? 0));
  }

  private view(
    row: GalleryRow,
    cover: GalleryPhotoRow | undefined,
    balances: Map<string, string | null>,
    today: string,
    pickedCount: number,
  ): Gallery {
    const { addresses } = this.deps;
    return {
      id: row.id,
      title: row.title,
      booking_id: row.booking_id,
      event_date: row.event_date,
      download: row.download,
      expires_at: row.expires_at,
      expired: galleryExpired(row, today),
      has_password: row.password_hash !== null,
      pick_limit: row.pick_limit,
      token: row.token,
      url: addresses.link(row.token),
      pin: row.pin,
      cover: cover ? addresses.preview(row, cover) : null,
      photo_count: row.photo_count,
      storage_bytes: Number(row.storage_bytes),
      views_count: row.views_count,
      downloads_count: row.downloads_count,
      picked_count: pickedCount,
      originals_open: originalsOpen(row, row.booking_id ? (balances.get(row.booking_id) ?? null) : null),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }
}
