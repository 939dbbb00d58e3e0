import type { Db, NotificationRow } from '@tasbir/db';
import { insertNotification } from '../notifications/repository.js';

/** A gallery whose last day is near, with what its reminder says and whom it goes to. */
export type ExpiringGallery = {
  id: string;
  title: string;
  token: string;
  expires_at: string;
  photographer_id: string;
  photographer_name: string;
  /** The booking's client, when the gallery is tied to a booking. */
  client_id: string | null;
};

/**
 * The gallery clock's reads and writes. The reminder is claimed by a conditional update of
 * `expiry_reminded_at` (still unset, the same last day), so of several servers, or rounds, one sends it.
 */
export class GalleryClockRepository {
  constructor(private readonly db: Db) {}

  /** Galleries open until a day from `today` to `lastDay` that have not been reminded of it. */
  expiring(today: string, lastDay: string, limit: number): Promise<ExpiringGallery[]> {
    return this.db
      .selectFrom('galleries')
      .innerJoin('users as photographer', 'photographer.id', 'galleries.photographer_id')
      .leftJoin('bookings', 'bookings.id', 'galleries.booking_id')
      .select([
        'galleries.id',
        'galleries.title',
        'galleries.token',
        'galleries.photographer_id',
        'photographer.username as photographer_name',
        'bookings.user_id as client_id',
      ])
      .select((eb) => eb.fn.coalesce('galleries.expires_at', eb.val('')).as('expires_at'))
      .where('galleries.expires_at', '>=', today)
      .where('galleries.expires_at', '<=', lastDay)
      .where('galleries.expiry_reminded_at', 'is', null)
      .orderBy('galleries.expires_at')
      .orderBy('galleries.id')
      .limit(limit)
      .execute();
  }

  /**
   * Claims the reminder of the gallery's last day `expiresAt` and stores its notices in the same
   * transaction; false, writing nothing, when another server or round claimed it or the day moved.
   */
  async claim(id: string, expiresAt: string, at: string, notices: NotificationRow[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('galleries')
        .set({ expiry_reminded_at: at })
        .where('id', '=', id)
        .where('expires_at', '=', expiresAt)
        .where('expiry_reminded_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      for (const notice of notices) await insertNotification(trx, notice);
      return true;
    });
  }

  /** The gallery's visitors who gave an email, each address once. */
  async visitorEmails(galleryId: string): Promise<{ name: string; email: string }[]> {
    const rows = await this.db
      .selectFrom('gallery_visitors')
      .select(['name', 'email'])
      .where('gallery_id', '=', galleryId)
      .orderBy('created_at')
      .execute();
    const seen = new Set<string>();
    return rows.filter((row) => row.email !== '' && !seen.has(row.email) && seen.add(row.email));
  }
}
