import { nowIso, type NotificationRow } from '@tasbir/db';
import { addDays, galleryLimits, nepalToday } from '@tasbir/shared';
import { RoundJob } from '../../jobs/roundJob.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { Notifier } from '../notifications/service.js';
import type { GalleryClockRepository, ExpiringGallery } from './clockRepository.js';
import { galleryExpiringMail } from './expiryMail.js';

type Options = {
  repository: GalleryClockRepository;
  notifier: Notifier;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** The client's link of a gallery. */
  linkOf: (token: string) => string;
  everyMs: number;
  logError: (error: unknown, message: string) => void;
};

/** At most this many galleries are reminded per round; the next round takes the rest. */
const perRound = 100;

/**
 * The gallery clock (docs/decisions/017-delivery-galleries.md): `expiryReminderDays` Nepal days
 * before a gallery's last day, its booking's client is notified and its visitors who gave an email
 * are mailed, once per last day (a new last day clears `expiry_reminded_at`). A gallery given a
 * last day nearer than that, or missed while every server was down, is reminded at the next round
 * before it closes. Every server runs one; the claim's conditional update makes each reminder go once.
 */
export class GalleryClock extends RoundJob {
  constructor(private readonly options: Options) {
    super(options.everyMs);
  }

  protected async work(now: Date): Promise<void> {
    const today = nepalToday(now);
    const lastDay = addDays(today, galleryLimits.expiryReminderDays);
    let galleries: ExpiringGallery[] = [];
    try {
      galleries = await this.options.repository.expiring(today, lastDay, perRound);
    } catch (error) {
      this.options.logError(error, 'gallery expiry reminders failed');
    }
    for (const gallery of galleries) {
      try {
        await this.remind(gallery, nowIso(now));
      } catch (error) {
        this.options.logError(error, `gallery ${gallery.id} could not be reminded of its expiry`);
      }
    }
  }

  private async remind(gallery: ExpiringGallery, at: string): Promise<void> {
    const { repository, notifier } = this.options;
    const notices: NotificationRow[] =
      gallery.client_id === null
        ? []
        : [
            notifier.prepare({
              to: gallery.client_id,
              kind: 'gallery_expiring',
              params: { name: gallery.photographer_name, title: gallery.title, date: gallery.expires_at },
              subjectId: gallery.id,
              actorId: gallery.photographer_id,
            }),
          ];
    if (!(await repository.claim(gallery.id, gallery.expires_at, at, notices))) return;
    for (const notice of notices) await notifier.announce(notice);
    const details = {
      title: gallery.title,
      photographer: gallery.photographer_name,
      lastDay: gallery.expires_at,
      link: this.options.linkOf(gallery.token),
    };
    for (const visitor of await repository.visitorEmails(gallery.id)) {
      try {
        await this.options.sendMail(galleryExpiringMail(visitor, details));
      } catch (error) {
        this.options.logError(error, `gallery ${gallery.id}'s expiry mail to a visitor failed`);
      }
    }
  }
}
